#include "core/engine/symmetry.h"

#include <algorithm>
#include <cstdint>
#include <cmath>
#include <limits>
#include <vector>

namespace gradflow {

namespace {

// Fixed weights in [1, 2) for the columns' fingerprints (splitmix64 of the row number).
template<typename Scalar>
Eigen::Matrix<Scalar, Eigen::Dynamic, 1> fingerprintWeights(Eigen::Index rows)
{
    Eigen::Matrix<Scalar, Eigen::Dynamic, 1> w(rows);
    for (Eigen::Index i = 0; i < rows; ++i) {
        std::uint64_t z = std::uint64_t(i + 1) * 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        w[i] = Scalar(1) + Scalar(double(z >> 11) * 0x1.0p-53);
    }
    return w;
}

// How many different columns among those listed (sharing a fingerprint): compared entry by entry.
template<typename Scalar>
int distinctAmong(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m,
                  const std::vector<Eigen::Index> &columns)
{
    std::vector<Eigen::Index> kept;
    for (Eigen::Index j : columns) {
        const bool seen = std::any_of(kept.begin(), kept.end(), [&](Eigen::Index other) {
            return (m.col(other).array() == m.col(j).array()).all(); // -0 == +0
        });
        if (!seen)
            kept.push_back(j);
    }
    return int(kept.size());
}

} // namespace

template<typename Scalar>
int distinctColumns(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m)
{
    // A column's fingerprint is a fixed weighted sum of its entries: one matrix-vector product.
    // Equal columns get equal fingerprints (the same sums in the same order; a zero's sign does not
    // change a sum), so only columns sharing one need comparing.
    const Eigen::Matrix<Scalar, Eigen::Dynamic, 1> sums = m.transpose() * fingerprintWeights<Scalar>(m.rows());
    std::vector<std::pair<Scalar, Eigen::Index>> order(static_cast<size_t>(m.cols()));
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
        const Scalar s = sums[j];
        order[size_t(j)] = {std::isnan(s) ? std::numeric_limits<Scalar>::infinity() : s, j};
    }
    std::sort(order.begin(), order.end());
    int distinct = 0;
    std::vector<Eigen::Index> group;
    for (size_t k = 0; k < order.size();) {
        group.clear();
        size_t end = k;
        for (; end < order.size() && order[end].first == order[k].first; ++end)
            group.push_back(order[end].second);
        distinct += group.size() == 1 ? 1 : distinctAmong(m, group);
        k = end;
    }
    return distinct;
}

template<typename Scalar>
int zeroColumns(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m)
{
    int zeros = 0;
    for (Eigen::Index j = 0; j < m.cols(); ++j)
        zeros += (m.col(j).array() == Scalar(0)).all() ? 1 : 0;
    return zeros;
}

template int zeroColumns<double>(const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic> &);
template int zeroColumns<float>(const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic> &);
template int distinctColumns<double>(const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic> &);
template int distinctColumns<float>(const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic> &);

} // namespace gradflow
