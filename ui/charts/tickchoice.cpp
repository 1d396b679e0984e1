#include "ui/charts/tickchoice.h"

#include <cmath>
#include <optional>

namespace gradflow {

namespace {

// The range on the step's ticks around the data, without widening; data exactly on an end's
// tick moves that end one step out, or its curve is drawn on the frame (the plain chain at s = 1,
// exactly 10^0 at every unit, lay on the layer axis).
YTicks tightTicks(double low, double high, double step)
{
    YTicks t;
    t.step = step;
    t.min = std::floor(low / step) * step;
    t.max = std::ceil(high / step) * step;
    if (t.min == low)
        t.min -= step;
    if (t.max == high)
        t.max += step;
    return t;
}

// Widened one step at a time, up and down, to the minimum count; a step too fine to move values
// this far from zero (1 decade at 10^73 decades) cannot widen it and stays short.
YTicks widenedTicks(double low, double high, double step)
{
    YTicks t = tightTicks(low, high, step);
    for (int i = 0; i < 2 * kMinTickIntervals && t.intervals() < kMinTickIntervals; ++i)
        (i % 2 == 0 ? t.max : t.min) += i % 2 == 0 ? t.step : -t.step;
    return t;
}

// Within one step of the data at both ends: a coarse step widened to the minimum count ran
// 10^-50..10^100 for data between 10^-40 and 10^22. Whole decades are the finest step, so a
// range under three decades still becomes three.
bool hugsData(const YTicks &t, double low, double high)
{
    return t.step <= 1 || (low - t.min <= t.step && t.max - high <= t.step);
}

// The first step, finest first, whose ticks pass: 1, 2, 5 x 10^k decades, or with `dense` also
// 3, 4, 6, 8 and 15, 25 (exponents read as well at 25 as at 20, and the denser steps let a short
// plot's few ticks end near the data). Bounded, so a range millions of decades wide still gets
// a handful of ticks.
template<typename Pass>
std::optional<YTicks> firstStep(bool dense, bool widen, double low, double high, Pass pass)
{
    for (int k = 0; k < 308; ++k) {
        for (double m : {1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0}) {
            const double step = m * std::pow(10.0, k);
            const bool round = m == 1.0 || m == 2.0 || m == 5.0;
            if ((!dense && !round) || step != std::floor(step))
                continue;
            const YTicks t = widen ? widenedTicks(low, high, step) : tightTicks(low, high, step);
            if (pass(t))
                return t;
        }
    }
    return std::nullopt;
}

} // namespace

YTicks chooseLogTicks(double low, double high, double plotHeight, double labelSpacing)
{
    // Without a plot area yet (a chart squeezed to nothing, or not laid out) the spacing says
    // nothing, but the count still must stay small: one tick per decade over a range of 10^5
    // decades froze the window inside Qt Charts.
    auto roomy = [&](const YTicks &t) {
        return t.intervals() <= 40 && (plotHeight <= 0 || plotHeight / t.intervals() >= labelSpacing);
    };
    auto hugs = [&](const YTicks &t) { return hugsData(t, low, high); };
    // The finest round step whose labels stand far enough apart, the range ending near the data.
    if (auto t = firstStep(false, true, low, high,
                           [&](const YTicks &t) { return t.intervals() >= kMinTickIntervals && roomy(t) && hugs(t); }))
        return *t;
    // A short plot (presentation mode's three charts at 720 lines): a denser choice of steps,
    // then fewer ticks, rather than a coarse step stretching the range far past the data.
    if (auto t = firstStep(true, true, low, high,
                           [&](const YTicks &t) { return t.intervals() >= kMinTickIntervals && roomy(t) && hugs(t); }))
        return *t;
    if (auto t = firstStep(true, false, low, high, [&](const YTicks &t) { return t.intervals() >= 2 && roomy(t); }))
        return *t;
    // No room for even three labels: the minimum count, near the data when a step allows it.
    auto fewest = [&](const YTicks &t) { return t.intervals() == kMinTickIntervals; };
    if (auto t = firstStep(true, true, low, high, [&](const YTicks &t) { return fewest(t) && hugs(t); }))
        return *t;
    if (auto t = firstStep(false, true, low, high, fewest))
        return *t;
    return YTicks{std::floor(low), std::floor(low) + kMinTickIntervals, 1}; // not reached for finite input
}

} // namespace gradflow
