#pragma once

// What each activation's forms in activationforms.cpp are built from: the loops a row points
// to, the sigmoid several of them share, and the two kinds of row (homogeneous, smooth).

#include "core/layers/activationrules.h"

#include <cmath>
#include <vector>

namespace gradflow {

// The table activationRules() serves, one row per activation (activationforms.cpp).
std::vector<ActivationRules> makeActivationRules();

namespace forms {

// The loops a row points to, from one activation's entry forms.
template<typename Forms, typename Scalar>
void plainLoop(const Scalar *z, Scalar *a, Scalar *d, Eigen::Index n)
{
    for (Eigen::Index i = 0; i < n; ++i)
        Forms::plain(z[i], a[i], d[i]);
}

template<typename Forms, typename Scalar>
void inTypeLoop(const ActivationRules &, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n)
{
    for (Eigen::Index i = 0; i < n; ++i)
        Forms::inType(z[i] * factor, a[i], d[i]);
}

template<typename Forms>
void setPlain(ActivationRules &r)
{
    r.plainDouble = plainLoop<Forms, double>;
    r.plainFloat = plainLoop<Forms, float>;
}

template<typename Forms>
void setInType(ActivationRules &r)
{
    r.inTypeDouble = inTypeLoop<Forms, double>;
    r.inTypeFloat = inTypeLoop<Forms, float>;
}

// 1 / (1 + e^-z) in Scalar, as a framework forms it.
template<typename Scalar>
Scalar plainSigmoid(Scalar z)
{
    if (z >= 0)
        return Scalar(1) / (Scalar(1) + std::exp(-z));
    const Scalar e = std::exp(z);
    return e / (Scalar(1) + e);
}

inline double sigmoid(double z)
{
    const double e = std::exp(-std::fabs(z));
    return z >= 0 ? 1.0 / (1.0 + e) : e / (1.0 + e);
}

inline double itself(double z) { return z; } // ln e^z, the tail of e^z for z -> -inf
inline double one(double) { return 1.0; }

// z for z -> +inf; for z -> -inf a vanishing tail of signs valueSign and slopeSign, given as
// ln|value| and ln|slope| at bigZ.
inline void linearOrVanishing(int sign, double log10z, int valueSign, int slopeSign, double lnValue, double lnSlope,
                              LogReal &value, LogReal &slope)
{
    if (sign > 0) {
        value = {1, log10z};
        slope = {1, 0.0};
        return;
    }
    value = {valueSign, lnToLog10(lnValue)};
    slope = {slopeSign, lnToLog10(lnSlope)};
}

inline ActivationRules homogeneous(double (*value)(double), double (*slope)(double))
{
    ActivationRules r;
    r.value = value;
    r.slope = slope;
    r.homogeneous = true;
    return r;
}

inline ActivationRules smooth(double (*value)(double), double (*slope)(double),
                              void (*saturated)(int, double, double, LogReal &, LogReal &))
{
    ActivationRules r;
    r.value = value;
    r.slope = slope;
    r.saturated = saturated;
    return r;
}

} // namespace forms

} // namespace gradflow
