#pragma once

#include <Eigen/Core>

namespace gradflow {

// How many different columns (units) a batch x width activation matrix has: columns equal in
// every entry (bit for bit, the two zeros as one value) count once. 1 under zero or constant init, width for random weights.
// Costs one matrix-vector product (a fingerprint per column), a sort of the fingerprints and a
// comparison of the columns that share one.
template<typename Scalar>
int distinctColumns(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m);

// How many columns are zero in every entry: of a layer's deviation from the batch mean, the
// units silent on this batch (a ReLU unit below zero for every example). distinctColumns()
// counts them all as one, though they are no copies of each other.
template<typename Scalar>
int zeroColumns(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m);

} // namespace gradflow
