#include "core/engine/activation.h"

#include "core/layers/activationrules.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace gradflow {

namespace {

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

template<typename Scalar>
InTypeLoop<Scalar> inTypeOf(const ActivationRules &r)
{
    if constexpr (sizeof(Scalar) < sizeof(double))
        return r.inTypeFloat;
    else
        return r.inTypeDouble;
}

// a = act(z * factor), d = act'(z * factor) entry by entry, in halves on a second core (halves.h).
template<typename Scalar>
void runInType(const ActivationRules &r, const Mat<Scalar> &z, Scalar factor, Mat<Scalar> &a, Mat<Scalar> &d,
               products::SecondCore *second)
{
    const InTypeLoop<Scalar> loop = inTypeOf<Scalar>(r);
    const Eigen::Index rows = z.rows();
    inHalves(second, rows, z.cols(), [&](Eigen::Index first, Eigen::Index end) {
        const Eigen::Index at = first * rows;
        loop(r, z.data() + at, factor, a.data() + at, d.data() + at, (end - first) * rows);
    });
}

} // namespace

double activationValue(Activation act, double z) { return activationRules(act).value(z); }
double activationSlope(Activation act, double z) { return activationRules(act).slope(z); }
bool isPositivelyHomogeneous(Activation act) { return activationRules(act).homogeneous; }

namespace {

// 1e-250 <= |z| <= 1e300: plain arithmetic, or the tail's log form where it underflows.
void plainOrTail(const ActivationRules &r, int sign, double log10z, LogReal &value, LogReal &slope)
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
    const ActivationRules &r = activationRules(act);
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
void splitOffset(const ActivationRules &r, const Scaled<Scalar> &z, Shifted<Scalar> &a, Shifted<Scalar> &d)
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
bool applyPlain(const ActivationRules &r, const Scaled<Scalar> &z, Scaled<Scalar> &a, Scaled<Scalar> &d,
                products::SecondCore *second)
{
    const bool isFloat = sizeof(Scalar) < sizeof(double);
    if (std::fabs(z.log10) > (isFloat ? kPlainRangeFloat : kPlainRangeDouble))
        return false;
    runInType(r, z.m, Scalar(std::pow(10.0, z.log10)), a.m, d.m, second);
    const Scalar peakA = peakAbs(a.m, second);
    const Scalar peakD = peakAbs(d.m, second);
    const double tiny = isFloat ? kTinyFloat : kTinyDouble;
    if (!(std::isfinite(double(peakA)) && std::isfinite(double(peakD)) && double(peakA) >= tiny
          && double(peakD) >= tiny))
        return false;
    a.log10 = d.log10 = 0.0;
    a.normalizeFromPeak(peakA, second);
    d.normalizeFromPeak(peakD, second);
    return true;
}

// a and d constant: act(0) and act'(0).
template<typename Scalar>
void applyAtZero(const ActivationRules &r, Scaled<Scalar> &a, Scaled<Scalar> &d)
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
    const ActivationRules &r = activationRules(act);
    Scaled<Scalar> &a = outA.plain(), &d = outD.plain();
    a.m.resizeLike(z.m);
    d.m.resizeLike(z.m);
    if (z.isZero()) {
        applyAtZero(r, a, d);
        return;
    }
    if (r.homogeneous) {
        runInType(r, z.m, Scalar(1), a.m, d.m, second);
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
