#pragma once

// The activations in plain floating point of one precision, as a framework computes them:
// what a real training run meets, overflow and underflow included. (The engine's pass holds
// magnitudes in log10 instead, activation.h.) Every form is defined once, in activationforms.cpp.

#include "core/engine/scaled.h"
#include "core/model/config.h"

namespace gradflow::plain {

// a = act(z) and slope = act'(z), entry by entry, in Scalar (float or double); a and slope are
// resized to z's shape. The backward pass is dz = dy .* slope.
template<typename Scalar>
void activate(Activation activation, const Mat<Scalar> &z, Mat<Scalar> &a, Mat<Scalar> &slope);

// The same for n contiguous entries (a block of a larger tensor, a row-major buffer).
template<typename Scalar>
void activate(Activation activation, const Scalar *z, Scalar *a, Scalar *slope, Eigen::Index n);

} // namespace gradflow::plain
