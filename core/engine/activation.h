#pragma once

#include "core/model/config.h"
#include "core/engine/scaled.h"
#include "core/numbers/signedlog.h"

namespace gradflow {

// act(z) and act'(z) for a plain double, computed stably (no overflow for any finite z).
double activationValue(Activation activation, double z);
double activationSlope(Activation activation, double z);

// relu, leaky_relu and linear satisfy act(c z) = c act(z) for c > 0: their output keeps the
// input's scale and their slope does not depend on it, so any magnitude is exact for free.
bool isPositivelyHomogeneous(Activation activation);

// act and act' at z = sign * 10^log10z, for any log10z a double can hold. Used where z itself
// would leave floating-point range. Values whose log10 itself overflows a double (e.g. GELU's
// exp(-z^2/2) at |z| > 1e154) are returned as log10 = -DBL_MAX: nonzero, and negligible next
// to any other entry of the tensor.
void activationAtLog(Activation activation, int sign, double log10z, LogReal &value, LogReal &slope);

// a = act(z), slope = act'(z) for a whole scaled tensor, exact for any magnitude of z.
// Uses plain arithmetic where z fits the Scalar type, and the per-entry log form elsewhere.
// Sigmoid and softplus on near-zero z give act(0) and act'(0) as offsets beside deviations.
// With a second core, large plain tensors are done in two halves (halves.h), same results.
template<typename Scalar>
void applyActivation(Activation activation, const Scaled<Scalar> &z, Shifted<Scalar> &a, Shifted<Scalar> &slope,
                     products::SecondCore *second = nullptr);

} // namespace gradflow
