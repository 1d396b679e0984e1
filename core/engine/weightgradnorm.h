#pragma once

#include "core/engine/scaled.h"

#include <Eigen/Core>

namespace gradflow {

// Buffers for one weight-gradient norm; one set per thread that computes them.
template<typename Scalar>
struct NormScratch
{
    Mat<Scalar> dW, gramU, gramDz;
};

// log10 ||u^T dz||_F, the norm of a layer's weight gradient from its input u and the gradient
// dz of its output. With keep, also the whole gradient in true values.
template<typename Scalar>
double weightGradNorm(const Scaled<Scalar> &u, const Scaled<Scalar> &dz, NormScratch<Scalar> &s, Eigen::MatrixXd *keep);

} // namespace gradflow
