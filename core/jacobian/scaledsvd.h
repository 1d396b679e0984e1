#pragma once

#include <Eigen/Core>

#include <functional>
#include <vector>

namespace gradflow {

// The singular values of X = V diag(10^log10Scales) in log10, largest first, for scales far
// outside double range: one-sided (Hestenes) Jacobi on the columns of V, each kept at unit norm
// beside its log10 scale. A rotation between columns of very different scales orthogonalizes
// the smaller against the larger (Gram-Schmidt) without forming 10^(difference), so the small
// singular values keep their relative accuracy wherever V's unit columns are well conditioned
// (Demmel and Veselic 1992). A zero column gives -inf. `poll` is called after the
// preconditioning and before each column's pairs in a sweep (at most k - 1 rotations apart; a
// whole 4096-wide sweep takes seconds): it may throw to stop the work.
std::vector<double> log10SingularValues(Eigen::MatrixXd v, std::vector<double> log10Scales,
                                        const std::function<void()> &poll = {});

} // namespace gradflow
