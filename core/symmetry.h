#pragma once

#include <Eigen/Core>

namespace gradflow {

// How many different columns (units) a batch x width activation matrix has: columns equal in
// every entry, bit for bit, count once. 1 under zero or constant init, width for random weights.
// Costs one pass over the matrix (a hash per column) plus a comparison per hash collision.
template<typename Scalar>
int distinctColumns(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m);

} // namespace gradflow
