#include "symmetry.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

namespace gradflow {

namespace {

template<typename Scalar>
std::uint64_t columnHash(const Scalar *column, Eigen::Index rows)
{
    std::uint64_t h = 1469598103934665603ULL; // FNV-1a over the entries' bits
    for (Eigen::Index i = 0; i < rows; ++i) {
        Scalar v = column[i] == Scalar(0) ? Scalar(0) : column[i]; // -0 and +0 are one value
        std::uint64_t bits = 0;
        std::memcpy(&bits, &v, sizeof v);
        h = (h ^ bits) * 1099511628211ULL;
    }
    return h;
}

} // namespace

template<typename Scalar>
int distinctColumns(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m)
{
    const Eigen::Index rows = m.rows(), cols = m.cols();
    std::vector<std::pair<std::uint64_t, Eigen::Index>> hashes(static_cast<size_t>(cols));
    for (Eigen::Index j = 0; j < cols; ++j)
        hashes[size_t(j)] = {columnHash(m.col(j).data(), rows), j};
    std::sort(hashes.begin(), hashes.end());
    int distinct = 0;
    for (size_t k = 0; k < hashes.size();) {
        // Columns sharing a hash: count those that truly differ from every earlier one.
        size_t end = k;
        while (end < hashes.size() && hashes[end].first == hashes[k].first)
            ++end;
        std::vector<Eigen::Index> kept;
        for (size_t i = k; i < end; ++i) {
            const auto col = m.col(hashes[i].second);
            const bool seen = std::any_of(kept.begin(), kept.end(), [&](Eigen::Index other) {
                return (m.col(other).array() == col.array()).all();
            });
            if (!seen)
                kept.push_back(hashes[i].second);
        }
        distinct += int(kept.size());
        k = end;
    }
    return distinct;
}

template int distinctColumns<double>(const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic> &);
template int distinctColumns<float>(const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic> &);

} // namespace gradflow
