#pragma once

#include <Eigen/Core>

namespace gradflow {

// The units (columns) of a batch x width activation matrix, counted.
struct ColumnCensus
{
    // How many different columns: columns equal in every entry (bit for bit, the two zeros as
    // one value) count once. 1 under zero or constant init, width for random weights.
    int distinct = 0;
    // How many columns are zero in every entry: of a layer's deviation from the batch mean, the
    // units silent on this batch (a ReLU unit below zero for every example). `distinct` counts
    // them all as one, though they are no copies of each other.
    int zero = 0;
};

// Costs one weighted sum per column (its fingerprint) and a sort of the fingerprints; only
// columns sharing a fingerprint are compared entry by entry, and only columns whose fingerprint
// is zero are checked for being zero.
template<typename Scalar>
ColumnCensus columnCensus(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m);

} // namespace gradflow
