#include "activation.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <vector>

namespace gradflow {

namespace {

constexpr double kLn10 = 2.30258509299404568402;
constexpr double kSqrt2 = 1.41421356237309504880;
constexpr double kLogSqrt2Pi = 0.91893853320467274178; // ln sqrt(2 pi)
constexpr double kLeak = 0.01;

double sigmoid(double z)
{
    const double e = std::exp(-std::fabs(z));
    return z >= 0 ? 1.0 / (1.0 + e) : e / (1.0 + e);
}

// ln|act(z)| and ln|act'(z)| for large |z| (at least ~30), where the plain formulas underflow.
// Each is the leading asymptotic form, accurate to double precision in that range.
double tailLogValue(Activation act, double z)
{
    const double az = std::fabs(z);
    switch (act) {
    case Activation::Sigmoid:
    case Activation::Softplus:
        return z; // e^z for z -> -inf
    case Activation::Silu:
        return std::log(az) + z; // z e^z
    case Activation::Gelu: {
        // z Phi(z) = -phi(z) (1 - 1/z^2 + 3/z^4 - 15/z^6 + 105/z^8 ...)
        const double u = 1.0 / (z * z);
        const double series = 1 - u * (1 - 3 * u * (1 - 5 * u * (1 - 7 * u)));
        return -0.5 * z * z - kLogSqrt2Pi + std::log(series);
    }
    default:
        return std::log(az);
    }
}

double tailLogSlope(Activation act, double z)
{
    const double az = std::fabs(z);
    switch (act) {
    case Activation::Sigmoid:
        return -az;
    case Activation::Tanh:
        return std::log(4.0) - 2.0 * az;
    case Activation::Softplus:
    case Activation::Elu:
        return z; // e^z for z -> -inf
    case Activation::Silu:
        return z + std::log(std::fabs(1.0 + z)); // e^z (1 + z)
    case Activation::Gelu: {
        // Phi(z) + z phi(z) = -|z| phi(z) (1 - (1/z^2)(1 - 1/z^2 + 3/z^4 - 15/z^6))
        const double u = 1.0 / (z * z);
        const double series = 1 - u * (1 - u * (1 - 3 * u * (1 - 5 * u)));
        return -0.5 * z * z - kLogSqrt2Pi + std::log(az) + std::log(series);
    }
    default:
        return 0.0;
    }
}

int tailSlopeSign(Activation act, double z)
{
    if ((act == Activation::Silu && z < -1) || (act == Activation::Gelu && z < 0))
        return -1;
    return 1;
}

SignedLog fromDouble(double x)
{
    if (x == 0.0)
        return {};
    return {x > 0 ? 1 : -1, std::log10(std::fabs(x))};
}

// ln -> log10, keeping a nonzero value nonzero when its log overflows.
double lnToLog10(double ln)
{
    const double out = ln / kLn10;
    return std::isfinite(out) ? out : -DBL_MAX;
}

// Where |z| <= 1e300, is the plain double result accurate, or has it underflowed?
bool isNormalResult(double x) { return std::fabs(x) >= 1e-290; }

} // namespace

double activationValue(Activation act, double z)
{
    switch (act) {
    case Activation::Relu:
        return z > 0 ? z : 0.0;
    case Activation::LeakyRelu:
        return z > 0 ? z : kLeak * z;
    case Activation::Elu:
        return z > 0 ? z : std::expm1(z);
    case Activation::Gelu:
        return z * 0.5 * std::erfc(-z / kSqrt2);
    case Activation::Silu:
        return z * sigmoid(z);
    case Activation::Softplus:
        return std::max(z, 0.0) + std::log1p(std::exp(-std::fabs(z)));
    case Activation::Sigmoid:
        return sigmoid(z);
    case Activation::Tanh:
        return std::tanh(z);
    case Activation::Linear:
        return z;
    }
    return z;
}

double activationSlope(Activation act, double z)
{
    switch (act) {
    case Activation::Relu:
        return z > 0 ? 1.0 : 0.0;
    case Activation::LeakyRelu:
        return z > 0 ? 1.0 : kLeak;
    case Activation::Elu:
        return z > 0 ? 1.0 : std::exp(z);
    case Activation::Gelu:
        return 0.5 * std::erfc(-z / kSqrt2) + z * std::exp(-0.5 * z * z - kLogSqrt2Pi);
    case Activation::Silu: {
        const double s = sigmoid(z);
        return s * (1.0 + z * (1.0 - s));
    }
    case Activation::Softplus:
        return sigmoid(z);
    case Activation::Sigmoid: {
        const double e = std::exp(-std::fabs(z));
        return e / ((1.0 + e) * (1.0 + e));
    }
    case Activation::Tanh: {
        const double e = std::exp(-2.0 * std::fabs(z));
        return 4.0 * e / ((1.0 + e) * (1.0 + e));
    }
    case Activation::Linear:
        return 1.0;
    }
    return 1.0;
}

bool isPositivelyHomogeneous(Activation act)
{
    return act == Activation::Relu || act == Activation::LeakyRelu || act == Activation::Linear;
}

void activationAtLog(Activation act, int sign, double log10z, SignedLog &value, SignedLog &slope)
{
    if (sign == 0) {
        value = fromDouble(activationValue(act, 0.0));
        slope = fromDouble(activationSlope(act, 0.0));
        return;
    }
    if (isPositivelyHomogeneous(act)) {
        // act(z) = z * act'(sign): exact at any magnitude.
        const double s = activationSlope(act, double(sign));
        value = s == 0.0 ? SignedLog{} : SignedLog{sign, log10z + std::log10(s)};
        slope = fromDouble(s);
        return;
    }
    if (log10z < -250) {
        // |z| < 1e-250: act(z) = act(0) + act'(0) z to far better than double precision.
        const double a0 = activationValue(act, 0.0), d0 = activationSlope(act, 0.0);
        value = a0 != 0.0 ? fromDouble(a0) : SignedLog{d0 > 0 ? sign : -sign, log10z + std::log10(std::fabs(d0))};
        slope = fromDouble(d0);
        return;
    }
    if (log10z <= 300) {
        // 1e-250 <= |z| <= 1e300: plain arithmetic, or the asymptotic tail where it underflows.
        const double z = sign * std::pow(10.0, log10z);
        const double a = activationValue(act, z), d = activationSlope(act, z);
        value = isNormalResult(a) ? fromDouble(a) : SignedLog{z < 0 && act != Activation::Sigmoid && act != Activation::Softplus ? -1 : 1, lnToLog10(tailLogValue(act, z))};
        slope = isNormalResult(d) ? fromDouble(d) : SignedLog{tailSlopeSign(act, z), lnToLog10(tailLogSlope(act, z))};
        return;
    }
    // |z| > 1e300: saturated or linear regime. z itself may be +-inf here; the logs stay right.
    const double z = sign * std::pow(10.0, std::min(log10z, 308.0));
    const double bigZ = sign * std::pow(10.0, log10z); // may be inf: only used in log forms
    switch (act) {
    case Activation::Sigmoid:
        value = sign > 0 ? SignedLog{1, 0.0} : SignedLog{1, lnToLog10(bigZ)};
        slope = {1, lnToLog10(-std::fabs(bigZ))};
        return;
    case Activation::Tanh:
        value = {sign, 0.0};
        slope = {1, lnToLog10(std::log(4.0) - 2.0 * std::fabs(bigZ))};
        return;
    case Activation::Elu:
        value = sign > 0 ? SignedLog{1, log10z} : SignedLog{-1, 0.0};
        slope = sign > 0 ? SignedLog{1, 0.0} : SignedLog{1, lnToLog10(bigZ)};
        return;
    default: // gelu, silu, softplus: z for z -> +inf, a vanishing tail for z -> -inf
        if (sign > 0) {
            value = {1, log10z};
            slope = {1, 0.0};
        } else {
            const int valueSign = act == Activation::Softplus ? 1 : -1;
            // softplus: e^z and e^z; silu: z e^z for both; gelu: -phi(z) and -|z| phi(z).
            const double lnZ = log10z * kLn10;
            double lnValue = bigZ, lnSlope = bigZ;
            if (act == Activation::Silu) {
                lnValue += lnZ;
                lnSlope += lnZ;
            } else if (act == Activation::Gelu) {
                lnValue = -0.5 * bigZ * bigZ - kLogSqrt2Pi;
                lnSlope = lnValue + lnZ;
            }
            value = {valueSign, lnToLog10(lnValue)};
            slope = {tailSlopeSign(act, z), lnToLog10(lnSlope)};
        }
        return;
    }
}

namespace {

template<typename Scalar, typename Fn>
void forEach(const Mat<Scalar> &z, Scalar factor, Mat<Scalar> &a, Mat<Scalar> &d, Fn fn)
{
    const Scalar *zp = z.data();
    Scalar *ap = a.data();
    Scalar *dp = d.data();
    const Eigen::Index n = z.size();
    for (Eigen::Index i = 0; i < n; ++i)
        fn(zp[i] * factor, ap[i], dp[i]);
}

// Plain evaluation on the values z * factor, where these stay within the Scalar type's range.
template<typename Scalar>
void applyPlain(Activation act, const Mat<Scalar> &z, Scalar factor, Mat<Scalar> &a, Mat<Scalar> &d)
{
    switch (act) {
    case Activation::Relu:
        forEach<Scalar>(z, factor, a, d, [](Scalar x, Scalar &y, Scalar &s) {
            y = x > 0 ? x : Scalar(0);
            s = x > 0 ? Scalar(1) : Scalar(0);
        });
        return;
    case Activation::LeakyRelu:
        forEach<Scalar>(z, factor, a, d, [](Scalar x, Scalar &y, Scalar &s) {
            y = x > 0 ? x : Scalar(kLeak) * x;
            s = x > 0 ? Scalar(1) : Scalar(kLeak);
        });
        return;
    case Activation::Linear:
        a = z * factor;
        d.setOnes();
        return;
    case Activation::Tanh:
        forEach<Scalar>(z, factor, a, d, [](Scalar x, Scalar &y, Scalar &s) {
            y = std::tanh(x);
            const Scalar e = std::exp(Scalar(-2) * std::fabs(x));
            s = Scalar(4) * e / ((Scalar(1) + e) * (Scalar(1) + e));
        });
        return;
    case Activation::Sigmoid:
        forEach<Scalar>(z, factor, a, d, [](Scalar x, Scalar &y, Scalar &s) {
            const Scalar e = std::exp(-std::fabs(x));
            const Scalar r = Scalar(1) / (Scalar(1) + e);
            y = x >= 0 ? r : e * r;
            s = e * r * r;
        });
        return;
    default:
        forEach<Scalar>(z, factor, a, d, [act](Scalar x, Scalar &y, Scalar &s) {
            y = Scalar(activationValue(act, double(x)));
            s = Scalar(activationSlope(act, double(x)));
        });
        return;
    }
}

// Per-entry evaluation in log form, for tensors whose values leave floating-point range.
template<typename Scalar>
void applyLog(Activation act, const Scaled<Scalar> &z, Scaled<Scalar> &a, Scaled<Scalar> &d)
{
    const Eigen::Index n = z.m.size();
    std::vector<SignedLog> values(static_cast<size_t>(n)), slopes(static_cast<size_t>(n));
    double topValue = kZeroLog, topSlope = kZeroLog;
    for (Eigen::Index i = 0; i < n; ++i) {
        const double x = double(z.m.data()[i]);
        const int sign = x > 0 ? 1 : (x < 0 ? -1 : 0);
        const double lx = sign ? std::log10(std::fabs(x)) + z.log10 : 0.0;
        activationAtLog(act, sign, lx, values[size_t(i)], slopes[size_t(i)]);
        if (values[size_t(i)].sign)
            topValue = std::max(topValue, values[size_t(i)].log10);
        if (slopes[size_t(i)].sign)
            topSlope = std::max(topSlope, slopes[size_t(i)].log10);
    }
    a.m.resizeLike(z.m);
    d.m.resizeLike(z.m);
    for (Eigen::Index i = 0; i < n; ++i) {
        const SignedLog &v = values[size_t(i)], &s = slopes[size_t(i)];
        a.m.data()[i] = v.sign ? Scalar(v.sign * std::pow(10.0, v.log10 - topValue)) : Scalar(0);
        d.m.data()[i] = s.sign ? Scalar(s.sign * std::pow(10.0, s.log10 - topSlope)) : Scalar(0);
    }
    a.log10 = topValue == kZeroLog ? 0.0 : topValue;
    d.log10 = topSlope == kZeroLog ? 0.0 : topSlope;
    a.normalize();
    d.normalize();
}

} // namespace

namespace {

// sigmoid and softplus on inputs below 1e-4: a = act(0) + deviation, the deviation computed
// without forming act(z) (0.5 tanh(z/2) and log1p(expm1(z)/2) are exact differences; below
// 1e-20 the first-order term act'(0) z is exact to double precision). Held as an offset so
// that a following centring norm sees the deviation, not a rounded constant.
template<typename Scalar>
void splitOffset(Activation act, const Scaled<Scalar> &z, Scaled<Scalar> &a, Scaled<Scalar> &d)
{
    const double a0 = activationValue(act, 0.0), d0 = activationSlope(act, 0.0);
    a.offset = a0;
    if (z.log10 < -20) {
        a.m = z.m * Scalar(d0);
        a.log10 = z.log10;
    } else {
        const double factor = std::pow(10.0, z.log10);
        a.m = z.m.unaryExpr([factor, act](Scalar x) {
            const double v = double(x) * factor;
            return Scalar(act == Activation::Sigmoid ? 0.5 * std::tanh(0.5 * v) : std::log1p(0.5 * std::expm1(v)));
        });
        a.log10 = 0.0;
    }
    a.normalize();
    // The slope the same way, so a gradient's constant part can be dropped exactly where a
    // BatchNorm would remove it: sigmoid' = 1/4 - (sigmoid - 1/2)^2; softplus' = sigmoid.
    d.offset = act == Activation::Sigmoid ? 0.25 : 0.5;
    if (act == Activation::Sigmoid) {
        d.m = -a.m.cwiseProduct(a.m);
        d.log10 = 2.0 * a.log10;
    } else if (z.log10 < -20) {
        d.m = z.m * Scalar(0.25);
        d.log10 = z.log10;
    } else {
        const double factor = std::pow(10.0, z.log10);
        d.m = z.m.unaryExpr([factor](Scalar x) { return Scalar(0.5 * std::tanh(0.5 * double(x) * factor)); });
        d.log10 = 0.0;
    }
    d.normalize();
}

bool hasOffset(Activation act) { return act == Activation::Sigmoid || act == Activation::Softplus; }

} // namespace

template<typename Scalar>
void applyActivation(Activation act, const Scaled<Scalar> &z, Scaled<Scalar> &a, Scaled<Scalar> &d)
{
    a.offset = d.offset = 0.0;
    a.m.resizeLike(z.m);
    d.m.resizeLike(z.m);
    if (z.isZero()) {
        a.m.setConstant(Scalar(activationValue(act, 0.0)));
        d.m.setConstant(Scalar(activationSlope(act, 0.0)));
        a.log10 = d.log10 = 0.0;
        a.normalize();
        d.normalize();
        return;
    }
    if (isPositivelyHomogeneous(act)) {
        applyPlain<Scalar>(act, z.m, Scalar(1), a.m, d.m);
        a.log10 = z.log10;
        d.log10 = 0.0;
        a.normalize();
        d.normalize();
        return;
    }
    // max|z.m| is in [1, 2), so |z| < 2 * 10^(z.log10). Materialize where that stays well inside
    // the type's range, then check that nothing underflowed to a value we would misreport.
    const bool isFloat = sizeof(Scalar) < sizeof(double);
    const double range = isFloat ? 15.0 : 250.0;
    const double tiny = isFloat ? 1e-30 : 1e-280;
    if (std::fabs(z.log10) <= range) {
        applyPlain<Scalar>(act, z.m, Scalar(std::pow(10.0, z.log10)), a.m, d.m);
        const double peakA = double(a.m.cwiseAbs().maxCoeff());
        const double peakD = double(d.m.cwiseAbs().maxCoeff());
        if (std::isfinite(peakA) && std::isfinite(peakD) && peakA >= tiny && peakD >= tiny) {
            a.log10 = d.log10 = 0.0;
            a.normalize();
            d.normalize();
            if (hasOffset(act) && z.log10 < -4)
                splitOffset(act, z, a, d);
            return;
        }
    }
    applyLog<Scalar>(act, z, a, d);
    if (hasOffset(act) && z.log10 < -4)
        splitOffset(act, z, a, d);
}

template void applyActivation<double>(Activation, const Scaled<double> &, Scaled<double> &, Scaled<double> &);
template void applyActivation<float>(Activation, const Scaled<float> &, Scaled<float> &, Scaled<float> &);

} // namespace gradflow
