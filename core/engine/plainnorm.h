#pragma once

// The normalizations in plain floating point of one precision, as a framework computes them
// (PyTorch's functional forms: training-mode statistics, biased variance, eps inside the square
// root, y = (x - mean) * (1 / sqrt(var + eps)), gamma = 1, beta = 0). The engine's pass holds
// magnitudes in log10 instead (normalization.h).

#include "core/engine/scaled.h"
#include "core/model/config.h"

namespace gradflow::plain {

template<typename Scalar>
using Column = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;

// What a normalization's backward needs, and the statistics it used, one entry per group
// (a column for BatchNorm, a row for LayerNorm and RMSNorm).
template<typename Scalar>
struct NormState
{
    Mat<Scalar> y;        // the output
    Column<Scalar> r;     // 1 / scale
    Column<Scalar> mean;  // the mean subtracted (0 for RMSNorm)
    Column<Scalar> scale; // sqrt(var + eps), var the mean square of x - mean
};

// BatchNorm normalizes each column over the batch, LayerNorm and RMSNorm each row over its
// features. norm is not Norm::None.
template<typename Scalar>
void normForward(Norm norm, Scalar eps, const Mat<Scalar> &x, NormState<Scalar> &state);

// dx from dy through the normalization recorded in state:
// dx = r (dy - mean(dy) - y mean(dy y)) per group; RMSNorm drops the mean(dy) term.
template<typename Scalar>
void normBackward(Norm norm, const NormState<Scalar> &state, const Mat<Scalar> &dy, Mat<Scalar> &dx);

} // namespace gradflow::plain
