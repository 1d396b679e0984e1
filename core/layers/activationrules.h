#pragma once

// One row per activation: every form the program computes it in, the exact log-scaled
// arithmetic's and plain floating point's. activationforms.cpp writes the rows; activation.cpp
// (the exact arithmetic) and plainactivation.cpp (plain float and double) read them.

#include "core/numbers/signedlog.h"
#include "core/layers/activations.h"

#include <Eigen/Core>

#include <cmath>

namespace gradflow {

struct ActivationRules;

// a = act(z * factor), d = act'(z * factor) for n entries, in Scalar.
template<typename Scalar>
using InTypeLoop = void (*)(const ActivationRules &rules, const Scalar *z, Scalar factor, Scalar *a, Scalar *d,
                            Eigen::Index n);

// a = act(z), d = act'(z) for n entries, as a framework computes them in Scalar.
template<typename Scalar>
using PlainLoop = void (*)(const Scalar *z, Scalar *a, Scalar *d, Eigen::Index n);

template<typename Scalar>
void viaDouble(const ActivationRules &rules, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n);

double lnAbs(double z);
double lnOne(double z);

struct ActivationRules
{
    // The exact arithmetic. act(z) and act'(z) in double, stable for any finite z.
    double (*value)(double z) = nullptr;
    double (*slope)(double z) = nullptr;
    // The tail, where the plain forms underflow: ln|act(z)|, ln|act'(z)| and their signs.
    double (*tailLogValue)(double z) = lnAbs;
    double (*tailLogSlope)(double z) = lnOne;
    bool negativeTailValue = true;         // act(z) < 0 there for z < 0
    double slopeNegativeBelow = -HUGE_VAL; // act'(z) < 0 there for z below this
    // |z| > 1e300 (null for the homogeneous ones, which never get there).
    void (*saturated)(int sign, double log10z, double bigZ, LogReal &value, LogReal &slope) = nullptr;
    bool homogeneous = false; // act(c z) = c act(z) for c > 0: any magnitude exact for free
    // Small inputs held as act(0) + deviation(z), the exact difference (null: never), and the
    // slope as act'(0) + slopeDeviation(z) (null: -deviation^2, sigmoid's identity).
    double (*deviation)(double z) = nullptr;
    double (*slopeDeviation)(double z) = nullptr;
    double secondDerivativeAtZero = 0.0; // slopeDeviation's first-order factor
    // The exact arithmetic's tensors where z * factor fits the type (its mantissas).
    InTypeLoop<double> inTypeDouble = viaDouble<double>;
    InTypeLoop<float> inTypeFloat = viaDouble<float>;
    // Plain arithmetic, as a framework computes it in float or double: what training meets.
    PlainLoop<double> plainDouble = nullptr;
    PlainLoop<float> plainFloat = nullptr;
};

// The row of an activation.
const ActivationRules &activationRules(Activation activation);

// ln -> log10, keeping a nonzero value nonzero when its log overflows.
double lnToLog10(double ln);
// x as sign * 10^log10 (x finite).
LogReal fromDouble(double x);

} // namespace gradflow
