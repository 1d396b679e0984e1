#pragma once

#include "core/engine/scaled.h"
#include "core/model/config.h"

namespace gradflow::plain {

// The network's pieces in ordinary floating-point arithmetic of one precision, as a framework
// computes them: what a real training run meets, overflow and underflow included. (The engine's
// pass holds magnitudes in log10 instead, to be exact at initialization.)

// a = act(z) and slope = act'(z), entry by entry, in Scalar.
template<typename Scalar>
void activate(Activation activation, const Mat<Scalar> &z, Mat<Scalar> &a, Mat<Scalar> &slope);

// What a normalization's backward needs: its output and each group's 1 / sqrt(var + eps).
template<typename Scalar>
struct NormState
{
    Mat<Scalar> y;
    Eigen::Matrix<Scalar, Eigen::Dynamic, 1> r;
};

// BatchNorm normalizes each column over the batch, LayerNorm and RMSNorm each row; training-mode
// statistics, biased variance, gamma = 1, beta = 0, as PyTorch's functional forms.
template<typename Scalar>
void normForward(Norm norm, Scalar eps, const Mat<Scalar> &x, NormState<Scalar> &state);

// dx from dy through the normalization recorded in state.
template<typename Scalar>
void normBackward(Norm norm, const NormState<Scalar> &state, const Mat<Scalar> &dy, Mat<Scalar> &dx);

} // namespace gradflow::plain
