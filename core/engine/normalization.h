#pragma once

#include "core/model/config.h"
#include "core/engine/scaled.h"

#include <vector>

namespace gradflow {

// What a normalization's backward pass needs from its forward pass.
template<typename Scalar>
struct NormCache
{
    Mat<Scalar> y;              // the normalized output, true values (|y| <= sqrt(group size))
    std::vector<double> log10R; // per group: log10 of 1 / sqrt(var + eps)
    double log10Eps = kZeroLog;
};

// BatchNorm normalizes each feature (column) over the batch, LayerNorm and RMSNorm each example
// (row) over its features. Training-mode statistics, biased variance, eps inside the square root,
// gamma = 1, beta = 0. Exact for any magnitude of x: var + eps is formed in log10. BatchNorm and
// LayerNorm remove x's offset exactly (they see its deviation alone); RMSNorm folds it in.
template<typename Scalar>
void normForward(Norm norm, double eps, const Shifted<Scalar> &x, Scaled<Scalar> &out, NormCache<Scalar> &cache);

// dx from dy through the normalization recorded in cache.
template<typename Scalar>
void normBackward(Norm norm, const NormCache<Scalar> &cache, const Scaled<Scalar> &dy, Scaled<Scalar> &dx);

// dx where dy = 10^log10Coef * y, y the normalization's own output (a loss on a post-norm
// output): per group dx = coef * eps / (var + eps) * y / sqrt(var + eps), formed in log10. The
// general rule computes 1 - var / (var + eps), which rounds to noise once var passes eps by
// about 10^12.
template<typename Scalar>
void normBackwardOfOutput(Norm norm, const NormCache<Scalar> &cache, double log10Coef, Scaled<Scalar> &dx);

// The normalization's Jacobian dy/dx for one example (symmetric), as 10^log10 * m: BatchNorm
// with its batch statistics held fixed, diag(r_j); LayerNorm r (I - 11^T / n - y y^T / n);
// RMSNorm r (I - y y^T / n). y is the example's output row (cache.y's row); log10R holds
// BatchNorm's log10 r per feature, or the example's own log10 r.
void normJacobian(Norm norm, const Eigen::RowVectorXd &y, const std::vector<double> &log10R, Eigen::MatrixXd &m,
                  double &log10);

// The same operations on plain matrices, for the lesson's worked examples and for checks.
Eigen::MatrixXd batchNorm(const Eigen::MatrixXd &x, double eps = kNormEps);
Eigen::MatrixXd layerNorm(const Eigen::MatrixXd &x, double eps = kNormEps);
Eigen::MatrixXd rmsNorm(const Eigen::MatrixXd &x, double eps = kRmsNormEps);

} // namespace gradflow
