#include "core/engine/symmetry.h"

#include <algorithm>
#include <cstdint>
#include <cmath>
#include <limits>
#include <vector>

namespace gradflow {

namespace {

template<typename Scalar>
using Column = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;

// Fixed weights in [1, 2) for the columns' fingerprints (splitmix64 of the row number), kept
// per thread for the last row count asked.
template<typename Scalar>
const Column<Scalar> &fingerprintWeights(Eigen::Index rows)
{
    thread_local Column<Scalar> w;
    if (w.size() != rows) {
        w.resize(rows);
        for (Eigen::Index i = 0; i < rows; ++i) {
            std::uint64_t z = std::uint64_t(i + 1) * 0x9e3779b97f4a7c15ULL;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            w[i] = Scalar(1) + Scalar(double(z >> 11) * 0x1.0p-53);
        }
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

// The columns sorted by fingerprint, those sharing one compared.
template<typename Scalar>
int distinctByGroups(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m,
                     std::vector<std::pair<Scalar, Eigen::Index>> &order)
{
    std::sort(order.begin(), order.end());
    int distinct = 0;
    std::vector<Eigen::Index> group;
    for (size_t k = 0; k < order.size();) {
        size_t end = k + 1;
        while (end < order.size() && order[end].first == order[k].first)
            ++end;
        if (end == k + 1) {
            ++distinct;
        } else {
            group.clear();
            for (size_t i = k; i < end; ++i)
                group.push_back(order[i].second);
            distinct += distinctAmong(m, group);
        }
        k = end;
    }
    return distinct;
}

} // namespace

template<typename Scalar>
ColumnCensus columnCensus(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m)
{
    // A column's fingerprint is a fixed weighted sum of its entries. Equal columns get equal
    // fingerprints (the same sums in the same order; a zero's sign does not change a sum), so
    // only columns sharing one need comparing. A zero column's is zero: the zero columns, one
    // unit together, are set aside first.
    const Column<Scalar> &w = fingerprintWeights<Scalar>(m.rows());
    thread_local std::vector<std::pair<Scalar, Eigen::Index>> order;
    order.clear();
    ColumnCensus census;
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
        const Scalar s = m.col(j).dot(w);
        if (s == Scalar(0) && (m.col(j).array() == Scalar(0)).all())
            ++census.zero;
        else
            order.emplace_back(std::isnan(s) ? std::numeric_limits<Scalar>::infinity() : s, j);
    }
    census.distinct = (census.zero > 0 ? 1 : 0) + distinctByGroups(m, order);
    return census;
}

template ColumnCensus columnCensus<double>(const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic> &);
template ColumnCensus columnCensus<float>(const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic> &);

} // namespace gradflow
