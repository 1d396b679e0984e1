#include "core/engine/activation.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace gradflow {

namespace {

constexpr double kLn10 = 2.30258509299404568402;
constexpr double kSqrt2 = 1.41421356237309504880;
constexpr double kLogSqrt2Pi = 0.91893853320467274178; // ln sqrt(2 pi)

// The regimes of |z| = 10^log10z (activationAtLog):
// below this act(z) = act(0) + act'(0) z to far better than double precision;
constexpr double kFirstOrderBelowLog10 = -250;
// above this z is beyond plain formulas: the saturated rules hold (z itself may be infinite).
constexpr double kSaturatedAboveLog10 = 300;
// Between the two, a plain result below this has lost digits to underflow: the tail rules hold.
constexpr double kSmallestPlainResult = 1e-290;
// applyActivation materializes z = m * 10^log10 where |log10| is at most this, and trusts the
// result when its largest entries are at least the matching tiny value.
constexpr double kPlainRangeFloat = 15.0, kPlainRangeDouble = 250.0;
constexpr double kTinyFloat = 1e-30, kTinyDouble = 1e-280;
// sigmoid and softplus below |z| ~ 10^-4 are held as act(0) + deviation (splitOffset), the
// deviation to first order below 10^-20.
constexpr double kOffsetBelowLog10 = -4, kOffsetFirstOrderBelowLog10 = -20;

double sigmoid(double z)
{
    const double e = std::exp(-std::fabs(z));
    return z >= 0 ? 1.0 / (1.0 + e) : e / (1.0 + e);
}

// ln -> log10, keeping a nonzero value nonzero when its log overflows.
double lnToLog10(double ln)
{
    const double out = ln / kLn10;
    return std::isfinite(out) ? out : -DBL_MAX;
}

LogReal fromDouble(double x)
{
    if (x == 0.0)
        return {};
    return {x > 0 ? 1 : -1, std::log10(std::fabs(x))};
}

// --- Plain values and slopes, stable for any finite z -------------------------------------

double reluValue(double z) { return z > 0 ? z : 0.0; }
double reluSlope(double z) { return z > 0 ? 1.0 : 0.0; }
double leakyValue(double z) { return z > 0 ? z : kLeakyReluSlope * z; }
double leakySlope(double z) { return z > 0 ? 1.0 : kLeakyReluSlope; }
double eluValue(double z) { return z > 0 ? z : std::expm1(z); }
double eluSlope(double z) { return z > 0 ? 1.0 : std::exp(z); }
double geluValue(double z) { return z * 0.5 * std::erfc(-z / kSqrt2); }
double geluSlope(double z) { return 0.5 * std::erfc(-z / kSqrt2) + z * std::exp(-0.5 * z * z - kLogSqrt2Pi); }
double siluValue(double z) { return z * sigmoid(z); }
double siluSlope(double z)
{
    const double s = sigmoid(z);
    return s * (1.0 + z * (1.0 - s));
}
double softplusValue(double z) { return std::max(z, 0.0) + std::log1p(std::exp(-std::fabs(z))); }
double sigmoidSlope(double z)
{
    const double e = std::exp(-std::fabs(z));
    return e / ((1.0 + e) * (1.0 + e));
}
double tanhValue(double z) { return std::tanh(z); }
double tanhSlope(double z)
{
    const double e = std::exp(-2.0 * std::fabs(z));
    return 4.0 * e / ((1.0 + e) * (1.0 + e));
}
double linearValue(double z) { return z; }
double one(double) { return 1.0; }

// --- Tails: ln|act(z)| and ln|act'(z)| for large |z| (at least ~30), where the plain forms
// underflow. Each is the leading asymptotic form, accurate to double precision there. ------

double lnAbs(double z) { return std::log(std::fabs(z)); }
double lnOne(double) { return 0.0; }
double itself(double z) { return z; } // e^z for z -> -inf
double siluTailValue(double z) { return std::log(std::fabs(z)) + z; } // z e^z
double siluTailSlope(double z) { return z + std::log(std::fabs(1.0 + z)); } // e^z (1 + z)
double sigmoidTailSlope(double z) { return -std::fabs(z); }
double tanhTailSlope(double z) { return std::log(4.0) - 2.0 * std::fabs(z); }

// z Phi(z) = -phi(z) (1 - 1/z^2 + 3/z^4 - 15/z^6 + 105/z^8 ...)
double geluTailValue(double z)
{
    const double u = 1.0 / (z * z);
    const double series = 1 - u * (1 - 3 * u * (1 - 5 * u * (1 - 7 * u)));
    return -0.5 * z * z - kLogSqrt2Pi + std::log(series);
}

// Phi(z) + z phi(z) = -|z| phi(z) (1 - (1/z^2)(1 - 1/z^2 + 3/z^4 - 15/z^6))
double geluTailSlope(double z)
{
    const double u = 1.0 / (z * z);
    const double series = 1 - u * (1 - u * (1 - 3 * u * (1 - 5 * u)));
    return -0.5 * z * z - kLogSqrt2Pi + std::log(std::fabs(z)) + std::log(series);
}

// --- Saturated: |z| = 10^log10z > 1e300; bigZ = sign * 10^log10z may be infinite, the logs
// stay right. ----------------------------------------------------------------------------

void sigmoidSaturated(int sign, double, double bigZ, LogReal &value, LogReal &slope)
{
    value = sign > 0 ? LogReal{1, 0.0} : LogReal{1, lnToLog10(bigZ)};
    slope = {1, lnToLog10(-std::fabs(bigZ))};
}

void tanhSaturated(int sign, double, double bigZ, LogReal &value, LogReal &slope)
{
    value = {sign, 0.0};
    slope = {1, lnToLog10(std::log(4.0) - 2.0 * std::fabs(bigZ))};
}

void eluSaturated(int sign, double log10z, double bigZ, LogReal &value, LogReal &slope)
{
    value = sign > 0 ? LogReal{1, log10z} : LogReal{-1, 0.0};
    slope = sign > 0 ? LogReal{1, 0.0} : LogReal{1, lnToLog10(bigZ)};
}

// z for z -> +inf; for z -> -inf a vanishing tail of signs valueSign and slopeSign, given as
// ln|value| and ln|slope| at bigZ.
void linearOrVanishing(int sign, double log10z, int valueSign, int slopeSign, double lnValue, double lnSlope,
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

void softplusSaturated(int sign, double log10z, double bigZ, LogReal &value, LogReal &slope)
{
    linearOrVanishing(sign, log10z, 1, 1, bigZ, bigZ, value, slope); // e^z and e^z
}

void siluSaturated(int sign, double log10z, double bigZ, LogReal &value, LogReal &slope)
{
    const double lnZ = log10z * kLn10;
    linearOrVanishing(sign, log10z, -1, -1, bigZ + lnZ, bigZ + lnZ, value, slope); // z e^z for both
}

void geluSaturated(int sign, double log10z, double bigZ, LogReal &value, LogReal &slope)
{
    const double lnValue = -0.5 * bigZ * bigZ - kLogSqrt2Pi; // -phi(z) and -|z| phi(z)
    linearOrVanishing(sign, log10z, -1, -1, lnValue, lnValue + log10z * kLn10, value, slope);
}

// --- Whole tensors, where z * factor stays in the Scalar type's range ----------------------

struct Rules;

template<typename Scalar, typename Fn>
void forEach(const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n, Fn fn)
{
    for (Eigen::Index i = 0; i < n; ++i)
        fn(z[i] * factor, a[i], d[i]);
}

template<typename Scalar>
void reluPlain(const Rules &, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n)
{
    forEach<Scalar>(z, factor, a, d, n, [](Scalar x, Scalar &y, Scalar &s) {
        y = x > 0 ? x : Scalar(0);
        s = x > 0 ? Scalar(1) : Scalar(0);
    });
}

template<typename Scalar>
void leakyPlain(const Rules &, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n)
{
    forEach<Scalar>(z, factor, a, d, n, [](Scalar x, Scalar &y, Scalar &s) {
        y = x > 0 ? x : Scalar(kLeakyReluSlope) * x;
        s = x > 0 ? Scalar(1) : Scalar(kLeakyReluSlope);
    });
}

template<typename Scalar>
void linearPlain(const Rules &, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n)
{
    forEach<Scalar>(z, factor, a, d, n, [](Scalar x, Scalar &y, Scalar &s) {
        y = x;
        s = Scalar(1);
    });
}

// In the Scalar type itself (float stays float, as fast as the products around it).
template<typename Scalar>
void tanhPlain(const Rules &, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n)
{
    forEach<Scalar>(z, factor, a, d, n, [](Scalar x, Scalar &y, Scalar &s) {
        y = std::tanh(x);
        const Scalar e = std::exp(Scalar(-2) * std::fabs(x));
        s = Scalar(4) * e / ((Scalar(1) + e) * (Scalar(1) + e));
    });
}

template<typename Scalar>
void sigmoidPlain(const Rules &, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n)
{
    forEach<Scalar>(z, factor, a, d, n, [](Scalar x, Scalar &y, Scalar &s) {
        const Scalar e = std::exp(-std::fabs(x));
        const Scalar r = Scalar(1) / (Scalar(1) + e);
        y = x >= 0 ? r : e * r;
        s = e * r * r;
    });
}

// --- One row of rules per activation -----------------------------------------------------

template<typename Scalar>
using Plain = void (*)(const Rules &rules, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n);

// The others through their double rules.
template<typename Scalar>
void viaDouble(const Rules &rules, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n);

struct Rules
{
    double (*value)(double z) = nullptr; // act(z), stable for any finite z
    double (*slope)(double z) = nullptr; // act'(z)
    // The tail, where the plain forms underflow: ln|act(z)|, ln|act'(z)| and their signs.
    double (*tailLogValue)(double z) = lnAbs;
    double (*tailLogSlope)(double z) = lnOne;
    bool negativeTailValue = true;     // act(z) < 0 there for z < 0
    double slopeNegativeBelow = -HUGE_VAL; // act'(z) < 0 there for z below this
    // |z| > 1e300 (null for the homogeneous ones, which never get there).
    void (*saturated)(int sign, double log10z, double bigZ, LogReal &value, LogReal &slope) = nullptr;
    bool homogeneous = false; // act(c z) = c act(z) for c > 0: any magnitude exact for free
    // Small inputs held as act(0) + deviation(z), the exact difference (null: never), and the
    // slope as act'(0) + slopeDeviation(z) (null: -deviation^2, sigmoid's identity).
    double (*deviation)(double z) = nullptr;
    double (*slopeDeviation)(double z) = nullptr;
    double secondDerivativeAtZero = 0.0; // slopeDeviation's first-order factor
    Plain<double> plainDouble = viaDouble<double>;
    Plain<float> plainFloat = viaDouble<float>;
};

double sigmoidDeviation(double z) { return 0.5 * std::tanh(0.5 * z); }     // sigmoid(z) - 1/2
double softplusDeviation(double z) { return std::log1p(0.5 * std::expm1(z)); } // softplus(z) - ln 2

Rules homogeneous(double (*value)(double), double (*slope)(double), Plain<double> plainDouble, Plain<float> plainFloat)
{
    Rules r;
    r.value = value;
    r.slope = slope;
    r.homogeneous = true;
    r.plainDouble = plainDouble;
    r.plainFloat = plainFloat;
    return r;
}

Rules smooth(double (*value)(double), double (*slope)(double),
             void (*saturated)(int, double, double, LogReal &, LogReal &))
{
    Rules r;
    r.value = value;
    r.slope = slope;
    r.saturated = saturated;
    return r;
}

// One row per activation, in the order of enum class Activation.
std::vector<Rules> makeRules()
{
    std::vector<Rules> t;
    t.reserve(kActivationCount); // the references below stay valid
    t.push_back(homogeneous(reluValue, reluSlope, reluPlain<double>, reluPlain<float>));
    t.push_back(homogeneous(leakyValue, leakySlope, leakyPlain<double>, leakyPlain<float>));
    Rules &elu = t.emplace_back(smooth(eluValue, eluSlope, eluSaturated));
    elu.tailLogSlope = itself;
    Rules &gelu = t.emplace_back(smooth(geluValue, geluSlope, geluSaturated));
    gelu.tailLogValue = geluTailValue;
    gelu.tailLogSlope = geluTailSlope;
    gelu.slopeNegativeBelow = 0.0;
    Rules &silu = t.emplace_back(smooth(siluValue, siluSlope, siluSaturated));
    silu.tailLogValue = siluTailValue;
    silu.tailLogSlope = siluTailSlope;
    silu.slopeNegativeBelow = -1.0;
    Rules &softplus = t.emplace_back(smooth(softplusValue, sigmoid, softplusSaturated));
    softplus.tailLogValue = softplus.tailLogSlope = itself;
    softplus.negativeTailValue = false;
    softplus.deviation = softplusDeviation;
    softplus.slopeDeviation = sigmoidDeviation;
    softplus.secondDerivativeAtZero = 0.25;
    Rules &sigmoidRules = t.emplace_back(smooth(sigmoid, sigmoidSlope, sigmoidSaturated));
    sigmoidRules.tailLogValue = itself;
    sigmoidRules.tailLogSlope = sigmoidTailSlope;
    sigmoidRules.negativeTailValue = false;
    sigmoidRules.deviation = sigmoidDeviation;
    sigmoidRules.plainDouble = sigmoidPlain<double>;
    sigmoidRules.plainFloat = sigmoidPlain<float>;
    Rules &tanhRules = t.emplace_back(smooth(tanhValue, tanhSlope, tanhSaturated));
    tanhRules.tailLogSlope = tanhTailSlope;
    tanhRules.plainDouble = tanhPlain<double>;
    tanhRules.plainFloat = tanhPlain<float>;
    t.push_back(homogeneous(linearValue, one, linearPlain<double>, linearPlain<float>));
    if (t.size() != kActivationCount)
        throw std::logic_error("activation rules: one row per Activation, in its order");
    return t;
}

const Rules &rules(Activation act)
{
    static const std::vector<Rules> table = makeRules();
    return table[size_t(act)];
}

template<typename Scalar>
void viaDouble(const Rules &r, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n)
{
    forEach<Scalar>(z, factor, a, d, n, [&r](Scalar x, Scalar &y, Scalar &s) {
        y = Scalar(r.value(double(x)));
        s = Scalar(r.slope(double(x)));
    });
}

template<typename Scalar>
Plain<Scalar> plainOf(const Rules &r)
{
    if constexpr (sizeof(Scalar) < sizeof(double))
        return r.plainFloat;
    else
        return r.plainDouble;
}

// a = act(z * factor), d = act'(z * factor) entry by entry, in halves on a second core (halves.h).
template<typename Scalar>
void runPlain(const Rules &r, const Mat<Scalar> &z, Scalar factor, Mat<Scalar> &a, Mat<Scalar> &d,
              products::SecondCore *second)
{
    const Plain<Scalar> plain = plainOf<Scalar>(r);
    const Eigen::Index rows = z.rows();
    inHalves(second, rows, z.cols(), [&](Eigen::Index first, Eigen::Index end) {
        const Eigen::Index at = first * rows;
        plain(r, z.data() + at, factor, a.data() + at, d.data() + at, (end - first) * rows);
    });
}

} // namespace

double activationValue(Activation act, double z) { return rules(act).value(z); }
double activationSlope(Activation act, double z) { return rules(act).slope(z); }
bool isPositivelyHomogeneous(Activation act) { return rules(act).homogeneous; }

namespace {

// 1e-250 <= |z| <= 1e300: plain arithmetic, or the tail's log form where it underflows.
void plainOrTail(const Rules &r, int sign, double log10z, LogReal &value, LogReal &slope)
{
    const double z = sign * std::pow(10.0, log10z);
    const double a = r.value(z), d = r.slope(z);
    const bool plainValue = std::fabs(a) >= kSmallestPlainResult, plainSlope = std::fabs(d) >= kSmallestPlainResult;
    value = plainValue ? fromDouble(a) : LogReal{z < 0 && r.negativeTailValue ? -1 : 1, lnToLog10(r.tailLogValue(z))};
    slope = plainSlope ? fromDouble(d) : LogReal{z < r.slopeNegativeBelow ? -1 : 1, lnToLog10(r.tailLogSlope(z))};
}

} // namespace

void activationAtLog(Activation act, int sign, double log10z, LogReal &value, LogReal &slope)
{
    const Rules &r = rules(act);
    if (sign == 0) {
        value = fromDouble(r.value(0.0));
        slope = fromDouble(r.slope(0.0));
    } else if (r.homogeneous) {
        // act(z) = z * act'(sign): exact at any magnitude.
        const double s = r.slope(double(sign));
        value = s == 0.0 ? LogReal{} : LogReal{sign, log10z + std::log10(s)};
        slope = fromDouble(s);
    } else if (log10z < kFirstOrderBelowLog10) {
        const double a0 = r.value(0.0), d0 = r.slope(0.0);
        value = a0 != 0.0 ? fromDouble(a0) : LogReal{d0 > 0 ? sign : -sign, log10z + std::log10(std::fabs(d0))};
        slope = fromDouble(d0);
    } else if (log10z <= kSaturatedAboveLog10) {
        plainOrTail(r, sign, log10z, value, slope);
    } else {
        r.saturated(sign, log10z, sign * std::pow(10.0, log10z), value, slope);
    }
}

namespace {

// Per-entry evaluation in log form, for tensors whose values leave floating-point range.
template<typename Scalar>
void applyLog(Activation act, const Scaled<Scalar> &z, Scaled<Scalar> &a, Scaled<Scalar> &d)
{
    const Eigen::Index n = z.m.size();
    std::vector<LogReal> values(static_cast<size_t>(n)), slopes(static_cast<size_t>(n));
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
        const LogReal &v = values[size_t(i)], &s = slopes[size_t(i)];
        a.m.data()[i] = v.sign ? Scalar(v.sign * std::pow(10.0, v.log10 - topValue)) : Scalar(0);
        d.m.data()[i] = s.sign ? Scalar(s.sign * std::pow(10.0, s.log10 - topSlope)) : Scalar(0);
    }
    a.log10 = topValue == kZeroLog ? 0.0 : topValue;
    d.log10 = topSlope == kZeroLog ? 0.0 : topSlope;
    a.normalize();
    d.normalize();
}

// out = deviation(z) without its offset: firstOrder * z below 10^-20 (exact to double
// precision), the exact difference above.
template<typename Scalar>
void deviationOf(double (*deviation)(double), double firstOrder, const Scaled<Scalar> &z, Scaled<Scalar> &out)
{
    if (z.log10 < kOffsetFirstOrderBelowLog10) {
        out.m = z.m * Scalar(firstOrder);
        out.log10 = z.log10;
    } else {
        const double factor = std::pow(10.0, z.log10);
        out.m = z.m.unaryExpr([factor, deviation](Scalar x) { return Scalar(deviation(double(x) * factor)); });
        out.log10 = 0.0;
    }
    out.normalize();
}

// Small inputs of an activation with an offset rule: a = act(0) + deviation, the deviation
// computed without forming act(z), so that a following centring norm sees the deviation, not
// a rounded constant. The slope the same way, so a gradient's constant part can be dropped
// exactly where a BatchNorm would remove it.
template<typename Scalar>
void splitOffset(const Rules &r, const Scaled<Scalar> &z, Shifted<Scalar> &a, Shifted<Scalar> &d)
{
    a.offset = r.value(0.0);
    deviationOf(r.deviation, r.slope(0.0), z, a.deviation);
    d.offset = r.slope(0.0);
    if (r.slopeDeviation) {
        deviationOf(r.slopeDeviation, r.secondDerivativeAtZero, z, d.deviation);
        return;
    }
    d.deviation.m = -a.deviation.m.cwiseProduct(a.deviation.m); // sigmoid' = 1/4 - (sigmoid - 1/2)^2
    d.deviation.log10 = 2.0 * a.deviation.log10;
    d.deviation.normalize();
}

// Where max|z| < 2 * 10^z.log10 stays well inside the type's range, plain arithmetic; false
// when a result came out of range or underflowed to a value it would misreport.
template<typename Scalar>
bool applyPlain(const Rules &r, const Scaled<Scalar> &z, Scaled<Scalar> &a, Scaled<Scalar> &d,
                products::SecondCore *second)
{
    const bool isFloat = sizeof(Scalar) < sizeof(double);
    if (std::fabs(z.log10) > (isFloat ? kPlainRangeFloat : kPlainRangeDouble))
        return false;
    runPlain(r, z.m, Scalar(std::pow(10.0, z.log10)), a.m, d.m, second);
    const Scalar peakA = peakAbs(a.m, second);
    const Scalar peakD = peakAbs(d.m, second);
    const double tiny = isFloat ? kTinyFloat : kTinyDouble;
    if (!(std::isfinite(double(peakA)) && std::isfinite(double(peakD)) && double(peakA) >= tiny && double(peakD) >= tiny))
        return false;
    a.log10 = d.log10 = 0.0;
    a.normalizeFromPeak(peakA, second);
    d.normalizeFromPeak(peakD, second);
    return true;
}

// a and d constant: act(0) and act'(0).
template<typename Scalar>
void applyAtZero(const Rules &r, Scaled<Scalar> &a, Scaled<Scalar> &d)
{
    a.m.setConstant(Scalar(r.value(0.0)));
    d.m.setConstant(Scalar(r.slope(0.0)));
    a.log10 = d.log10 = 0.0;
    a.normalize();
    d.normalize();
}

} // namespace

template<typename Scalar>
void applyActivation(Activation act, const Scaled<Scalar> &z, Shifted<Scalar> &outA, Shifted<Scalar> &outD,
                     products::SecondCore *second)
{
    const Rules &r = rules(act);
    Scaled<Scalar> &a = outA.plain(), &d = outD.plain();
    a.m.resizeLike(z.m);
    d.m.resizeLike(z.m);
    if (z.isZero()) {
        applyAtZero(r, a, d);
        return;
    }
    if (r.homogeneous) {
        runPlain(r, z.m, Scalar(1), a.m, d.m, second);
        a.log10 = z.log10;
        d.log10 = 0.0;
        a.normalize(second);
        d.normalize(second);
        return;
    }
    if (!applyPlain(r, z, a, d, second))
        applyLog<Scalar>(act, z, a, d);
    if (r.deviation && z.log10 < kOffsetBelowLog10)
        splitOffset(r, z, outA, outD);
}

template void applyActivation<double>(Activation, const Scaled<double> &, Shifted<double> &, Shifted<double> &,
                                      products::SecondCore *);
template void applyActivation<float>(Activation, const Scaled<float> &, Shifted<float> &, Shifted<float> &,
                                     products::SecondCore *);

} // namespace gradflow
