// Every activation in every form the program computes it in, one section per activation, and
// the table of rows (activationrules.h) in the order of enum class Activation.
#include "core/layers/formparts.h"

#include "core/numbers/constants.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace gradflow {

namespace {

using namespace forms;

// --- relu --------------------------------------------------------------------------------

struct Relu
{
    template<typename Scalar>
    static void plain(Scalar x, Scalar &y, Scalar &s)
    {
        y = x > 0 ? x : Scalar(0);
        s = x > 0 ? Scalar(1) : Scalar(0);
    }
    template<typename Scalar>
    static void inType(Scalar x, Scalar &y, Scalar &s)
    {
        plain(x, y, s);
    }
    static double value(double z) { return z > 0 ? z : 0.0; }
    static double slope(double z) { return z > 0 ? 1.0 : 0.0; }
};

// --- leaky_relu --------------------------------------------------------------------------

struct Leaky
{
    template<typename Scalar>
    static void plain(Scalar x, Scalar &y, Scalar &s)
    {
        y = x > 0 ? x : Scalar(kLeakyReluSlope) * x;
        s = x > 0 ? Scalar(1) : Scalar(kLeakyReluSlope);
    }
    template<typename Scalar>
    static void inType(Scalar x, Scalar &y, Scalar &s)
    {
        plain(x, y, s);
    }
    static double value(double z) { return z > 0 ? z : kLeakyReluSlope * z; }
    static double slope(double z) { return z > 0 ? 1.0 : kLeakyReluSlope; }
};

// --- elu ---------------------------------------------------------------------------------

struct Elu
{
    template<typename Scalar>
    static void plain(Scalar z, Scalar &a, Scalar &d)
    {
        a = z > 0 ? z : std::expm1(z);
        d = z > 0 ? Scalar(1) : std::exp(z);
    }
    static double value(double z) { return z > 0 ? z : std::expm1(z); }
    static double slope(double z) { return z > 0 ? 1.0 : std::exp(z); }
    static void saturated(int sign, double log10z, double bigZ, LogReal &value, LogReal &slope)
    {
        value = sign > 0 ? LogReal{1, log10z} : LogReal{-1, 0.0};
        slope = sign > 0 ? LogReal{1, 0.0} : LogReal{1, lnToLog10(bigZ)};
    }
};

// --- gelu (the exact one, with the normal's CDF) -------------------------------------------

struct Gelu
{
    template<typename Scalar>
    static void plain(Scalar z, Scalar &a, Scalar &d)
    {
        const Scalar half(0.5);
        const Scalar cdf = half * std::erfc(-z / Scalar(std::sqrt(2.0)));
        a = z * cdf;
        d = cdf + z * std::exp(-half * z * z) / Scalar(std::sqrt(2.0 * kPi));
    }
    static double value(double z) { return z * 0.5 * std::erfc(-z / kSqrt2); }
    static double slope(double z) { return 0.5 * std::erfc(-z / kSqrt2) + z * std::exp(-0.5 * z * z - kLogSqrt2Pi); }
    // z Phi(z) = -phi(z) (1 - 1/z^2 + 3/z^4 - 15/z^6 + 105/z^8 ...)
    static double tailValue(double z)
    {
        const double u = 1.0 / (z * z);
        const double series = 1 - u * (1 - 3 * u * (1 - 5 * u * (1 - 7 * u)));
        return -0.5 * z * z - kLogSqrt2Pi + std::log(series);
    }
    // Phi(z) + z phi(z) = -|z| phi(z) (1 - (1/z^2)(1 - 1/z^2 + 3/z^4 - 15/z^6))
    static double tailSlope(double z)
    {
        const double u = 1.0 / (z * z);
        const double series = 1 - u * (1 - u * (1 - 3 * u * (1 - 5 * u)));
        return -0.5 * z * z - kLogSqrt2Pi + std::log(std::fabs(z)) + std::log(series);
    }
    static void saturated(int sign, double log10z, double bigZ, LogReal &value, LogReal &slope)
    {
        const double lnValue = -0.5 * bigZ * bigZ - kLogSqrt2Pi; // -phi(z) and -|z| phi(z)
        linearOrVanishing(sign, log10z, -1, -1, lnValue, lnValue + log10z * kLn10, value, slope);
    }
};

// --- silu --------------------------------------------------------------------------------

struct Silu
{
    template<typename Scalar>
    static void plain(Scalar z, Scalar &a, Scalar &d)
    {
        const Scalar s = plainSigmoid(z);
        a = z * s;
        d = s * (Scalar(1) + z * (Scalar(1) - s));
    }
    static double value(double z) { return z * sigmoid(z); }
    static double slope(double z)
    {
        const double s = sigmoid(z);
        return s * (1.0 + z * (1.0 - s));
    }
    static double tailValue(double z) { return std::log(std::fabs(z)) + z; }       // z e^z
    static double tailSlope(double z) { return z + std::log(std::fabs(1.0 + z)); } // e^z (1 + z)
    static void saturated(int sign, double log10z, double bigZ, LogReal &value, LogReal &slope)
    {
        const double lnZ = log10z * kLn10;
        linearOrVanishing(sign, log10z, -1, -1, bigZ + lnZ, bigZ + lnZ, value, slope); // z e^z for both
    }
};

// --- softplus ----------------------------------------------------------------------------

double sigmoidDeviation(double z) { return 0.5 * std::tanh(0.5 * z); } // sigmoid(z) - 1/2

struct Softplus
{
    template<typename Scalar>
    static void plain(Scalar z, Scalar &a, Scalar &d)
    {
        a = std::max(z, Scalar(0)) + std::log1p(std::exp(-std::fabs(z)));
        d = plainSigmoid(z);
    }
    static double value(double z) { return std::max(z, 0.0) + std::log1p(std::exp(-std::fabs(z))); }
    static double deviation(double z) { return std::log1p(0.5 * std::expm1(z)); } // softplus(z) - ln 2
    static void saturated(int sign, double log10z, double bigZ, LogReal &value, LogReal &slope)
    {
        linearOrVanishing(sign, log10z, 1, 1, bigZ, bigZ, value, slope); // e^z and e^z
    }
};

// --- sigmoid -----------------------------------------------------------------------------

struct Sigmoid
{
    template<typename Scalar>
    static void plain(Scalar z, Scalar &a, Scalar &d)
    {
        const Scalar s = plainSigmoid(z);
        a = s;
        d = s * (Scalar(1) - s);
    }
    // In the Scalar type itself (float stays float, as fast as the products around it).
    template<typename Scalar>
    static void inType(Scalar x, Scalar &y, Scalar &s)
    {
        const Scalar e = std::exp(-std::fabs(x));
        const Scalar r = Scalar(1) / (Scalar(1) + e);
        y = x >= 0 ? r : e * r;
        s = e * r * r;
    }
    static double slope(double z)
    {
        const double e = std::exp(-std::fabs(z));
        return e / ((1.0 + e) * (1.0 + e));
    }
    static double tailSlope(double z) { return -std::fabs(z); }
    static void saturated(int sign, double, double bigZ, LogReal &value, LogReal &slope)
    {
        value = sign > 0 ? LogReal{1, 0.0} : LogReal{1, lnToLog10(bigZ)};
        slope = {1, lnToLog10(-std::fabs(bigZ))};
    }
};

// --- tanh --------------------------------------------------------------------------------

struct Tanh
{
    template<typename Scalar>
    static void plain(Scalar z, Scalar &a, Scalar &d)
    {
        const Scalar t = std::tanh(z);
        a = t;
        d = Scalar(1) - t * t;
    }
    // In the Scalar type itself, the slope without 1 - t^2's cancellation.
    template<typename Scalar>
    static void inType(Scalar x, Scalar &y, Scalar &s)
    {
        y = std::tanh(x);
        const Scalar e = std::exp(Scalar(-2) * std::fabs(x));
        s = Scalar(4) * e / ((Scalar(1) + e) * (Scalar(1) + e));
    }
    static double value(double z) { return std::tanh(z); }
    static double slope(double z)
    {
        const double e = std::exp(-2.0 * std::fabs(z));
        return 4.0 * e / ((1.0 + e) * (1.0 + e));
    }
    static double tailSlope(double z) { return std::log(4.0) - 2.0 * std::fabs(z); }
    static void saturated(int sign, double, double bigZ, LogReal &value, LogReal &slope)
    {
        value = {sign, 0.0};
        slope = {1, lnToLog10(std::log(4.0) - 2.0 * std::fabs(bigZ))};
    }
};

// --- gelu_tanh (GELU's tanh approximation, PyTorch's approximate='tanh') -----------------
// act(z) = z/2 (1 + tanh u), u = sqrt(2/pi) (z + 0.044715 z^3); the exact forms write it as
// z sigmoid(2u), which neither cancels nor overflows.

constexpr double kGeluTanhCubic = 0.044715;

struct GeluTanh
{
    // As PyTorch's CPU kernels: the value z/2 (1 + tanh u); the slope (1 + tanh u) / 2 +
    // z/2 (1 - tanh^2 u) u'.
    template<typename Scalar>
    static void plain(Scalar z, Scalar &a, Scalar &d)
    {
        const Scalar beta(kSqrt2OverPi), kappa(kGeluTanhCubic);
        const Scalar zSq = z * z, inner = beta * (z + kappa * (zSq * z)), t = std::tanh(inner);
        const Scalar left = Scalar(0.5) * z, right = Scalar(1) + t;
        a = left * right;
        const Scalar innerSlope = beta * (Scalar(1) + Scalar(3) * kappa * zSq);
        d = Scalar(0.5) * right + left * (Scalar(1) - t * t) * innerSlope;
    }
    static double twiceInner(double z) { return 2.0 * kSqrt2OverPi * (z + kGeluTanhCubic * z * z * z); }
    static double innerSlope(double z) { return kSqrt2OverPi * (1.0 + 3.0 * kGeluTanhCubic * z * z); }
    static double value(double z) { return z * sigmoid(twiceInner(z)); }
    // s + 2 z u' s (1 - s), s = sigmoid(2u); where s (1 - s) is 0 the second term is too
    // (z u' may overflow there).
    static double slope(double z)
    {
        const double x = twiceInner(z), s = sigmoid(x), both = s * sigmoid(-x);
        return both == 0.0 ? s : s + 2.0 * z * innerSlope(z) * both;
    }
    // ln sigmoid(x) for x < 0.
    static double lnSigmoid(double x) { return x - std::log1p(std::exp(x)); }
    static double tailValue(double z) { return std::log(std::fabs(z)) + lnSigmoid(twiceInner(z)); }
    static double tailSlope(double z)
    {
        const double x = twiceInner(z), lnS = lnSigmoid(x);
        if (!std::isfinite(lnS))
            return lnS;
        return lnS + std::log(std::fabs(1.0 + 2.0 * z * innerSlope(z) * sigmoid(-x)));
    }
    static void saturated(int sign, double log10z, double, LogReal &value, LogReal &slope)
    {
        linearOrVanishing(sign, log10z, -1, -1, -HUGE_VAL, -HUGE_VAL, value, slope); // e^(-0.07 |z|^3)
    }
};

// --- linear ------------------------------------------------------------------------------

struct Linear
{
    template<typename Scalar>
    static void plain(Scalar x, Scalar &y, Scalar &s)
    {
        y = x;
        s = Scalar(1);
    }
    template<typename Scalar>
    static void inType(Scalar x, Scalar &y, Scalar &s)
    {
        plain(x, y, s);
    }
};

// --- The table ---------------------------------------------------------------------------

template<typename Forms>
ActivationRules &addHomogeneous(std::vector<ActivationRules> &t, double (*value)(double), double (*slope)(double))
{
    ActivationRules &r = t.emplace_back(homogeneous(value, slope));
    setInType<Forms>(r);
    setPlain<Forms>(r);
    return r;
}

template<typename Forms>
ActivationRules &addSmooth(std::vector<ActivationRules> &t, double (*value)(double), double (*slope)(double))
{
    ActivationRules &r = t.emplace_back(smooth(value, slope, Forms::saturated));
    setPlain<Forms>(r);
    return r;
}

void addSmoothOnes(std::vector<ActivationRules> &t)
{
    ActivationRules &elu = addSmooth<Elu>(t, Elu::value, Elu::slope);
    elu.tailLogSlope = itself;
    ActivationRules &gelu = addSmooth<Gelu>(t, Gelu::value, Gelu::slope);
    gelu.tailLogValue = Gelu::tailValue;
    gelu.tailLogSlope = Gelu::tailSlope;
    gelu.slopeNegativeBelow = 0.0;
    ActivationRules &silu = addSmooth<Silu>(t, Silu::value, Silu::slope);
    silu.tailLogValue = Silu::tailValue;
    silu.tailLogSlope = Silu::tailSlope;
    silu.slopeNegativeBelow = -1.0;
    ActivationRules &softplus = addSmooth<Softplus>(t, Softplus::value, sigmoid);
    softplus.tailLogValue = softplus.tailLogSlope = itself;
    softplus.negativeTailValue = false;
    softplus.deviation = Softplus::deviation;
    softplus.slopeDeviation = sigmoidDeviation;
    softplus.secondDerivativeAtZero = 0.25;
    ActivationRules &sigmoidRules = addSmooth<Sigmoid>(t, sigmoid, Sigmoid::slope);
    sigmoidRules.tailLogValue = itself;
    sigmoidRules.tailLogSlope = Sigmoid::tailSlope;
    sigmoidRules.negativeTailValue = false;
    sigmoidRules.deviation = sigmoidDeviation;
    setInType<Sigmoid>(sigmoidRules);
    ActivationRules &tanhRules = addSmooth<Tanh>(t, Tanh::value, Tanh::slope);
    tanhRules.tailLogSlope = Tanh::tailSlope;
    setInType<Tanh>(tanhRules);
}

void addGeluTanh(std::vector<ActivationRules> &t)
{
    ActivationRules &r = addSmooth<GeluTanh>(t, GeluTanh::value, GeluTanh::slope);
    r.tailLogValue = GeluTanh::tailValue;
    r.tailLogSlope = GeluTanh::tailSlope;
    r.slopeNegativeBelow = 0.0;
}

} // namespace

// One row per activation, in the order of enum class Activation.
std::vector<ActivationRules> makeActivationRules()
{
    std::vector<ActivationRules> t;
    t.reserve(kActivationCount); // the references to rows stay valid
    addHomogeneous<Relu>(t, Relu::value, Relu::slope);
    addHomogeneous<Leaky>(t, Leaky::value, Leaky::slope);
    addSmoothOnes(t);
    addGeluTanh(t);
    addHomogeneous<Linear>(t, itself, one);
    if (t.size() != kActivationCount)
        throw std::logic_error("activation rules: one row per Activation, in its order");
    return t;
}

} // namespace gradflow
