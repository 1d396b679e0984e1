#pragma once

#include "core/model/config.h"
#include "core/numbers/signedlog.h"

namespace gradflow {

// Expectations over a pre-activation z ~ N(0, q) of an activation a = act(z) and its slope
// s = act'(z): what the mean-field recursion needs, at any q a log10 can hold.
struct GaussMoments
{
    LogReal mean;          // E[a]
    LogReal meanSquare;    // E[a^2]
    LogReal variance;      // E[(a - E[a])^2]
    LogReal slopeSquare;   // E[s^2]
    LogReal slopeZ;        // E[s z]
    LogReal valueSlopeZ;   // E[a s z]
    LogReal valueSlopeSq;  // E[a^2 s^2]
    LogReal valueSlopeSqr; // E[a s^2]
};

// Quadrature where q is moderate (composite Gauss-Legendre on each half line, panels spaced
// geometrically so a kink at 0 or a feature at |z| ~ 1 is resolved at any q); scaling for the
// positively homogeneous activations; a second-order Taylor expansion below q = 1e-12 (ELU: 1e-16) and the
// saturated or ReLU-like limit above q = 1e16 for the others (each exact to ~1e-8 relative).
GaussMoments gaussMoments(Activation activation, double log10q);

} // namespace gradflow
