#include "core/analysis/histogram.h"

#include "core/engine/activation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gradflow {

namespace {

// Equal bins over [low, high] (widened where every value is the same).
Histogram binned(const std::vector<double> &values, bool magnitudes, int bins)
{
    Histogram h;
    h.magnitudes = magnitudes;
    h.counts.assign(size_t(std::max(bins, 1)), 0);
    if (values.empty())
        return h;
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    h.low = *lo;
    h.high = *hi;
    if (!(h.high > h.low)) {
        const double pad = std::max(0.5, std::abs(h.low) * 1e-6);
        h.low -= pad;
        h.high += pad;
    }
    const double scale = double(h.counts.size()) / (h.high - h.low);
    for (double v : values) {
        const auto bin = std::int64_t((v - h.low) * scale);
        ++h.counts[size_t(std::clamp<std::int64_t>(bin, 0, std::int64_t(h.counts.size()) - 1))];
    }
    return h;
}

// log10|true value| of one entry; -inf for an exact zero.
double entryLog10(const LayerTensor &t, Eigen::Index i)
{
    if (t.offset == 0.0) {
        const double m = t.m.data()[i];
        return m == 0.0 || t.log10 == kZeroLog ? kZeroLog : std::log10(std::abs(m)) + t.log10;
    }
    // Only a sigmoid or softplus output of near-zero inputs has an offset: the deviation is then
    // tiny next to it, and the sum is an ordinary double.
    const double deviation = t.log10 == kZeroLog ? 0.0 : t.m.data()[i] * std::pow(10.0, t.log10);
    const double v = t.offset + deviation;
    return v == 0.0 ? kZeroLog : std::log10(std::abs(v));
}

// The sign of one entry's true value (0: exactly zero).
int entrySign(const LayerTensor &t, Eigen::Index i)
{
    const double deviation = t.log10 == kZeroLog ? 0.0 : t.m.data()[i];
    const double v = t.offset == 0.0 ? deviation : t.offset + deviation * std::pow(10.0, t.log10);
    return v > 0 ? 1 : v < 0 ? -1 : 0;
}

} // namespace

Histogram linearHistogram(const LayerTensor &t, int bins)
{
    const Eigen::Index n = t.m.size();
    // The unit: 1 while the largest magnitude is within 10^-3..10^3, else its own decade.
    double peak = kZeroLog;
    for (Eigen::Index i = 0; i < n; ++i)
        peak = std::max(peak, entryLog10(t, i));
    const double unit = peak == kZeroLog || (peak >= -3 && peak <= 3) ? 0.0 : std::floor(peak);
    // Each entry in that unit. Without an offset one factor does it (m's peak is the tensor's, so
    // it stays near 1); with one, each entry goes through its own log10: the offset and the
    // deviation scaled apart can overflow (0 x 10^552 is NaN).
    std::vector<double> values(static_cast<size_t>(n));
    const double scale = t.log10 == kZeroLog ? 0.0 : std::pow(10.0, t.log10 - unit);
    for (Eigen::Index i = 0; i < n; ++i) {
        if (t.offset == 0.0) {
            values[size_t(i)] = t.m.data()[i] * scale;
            continue;
        }
        const double log10 = entryLog10(t, i);
        values[size_t(i)] = log10 == kZeroLog ? 0.0 : entrySign(t, i) * std::pow(10.0, log10 - unit);
    }
    Histogram h = binned(values, false, bins);
    h.unitLog10 = unit;
    h.total = n;
    return h;
}

Histogram magnitudeHistogram(const LayerTensor &t, int bins)
{
    const Eigen::Index n = t.m.size();
    std::vector<double> logs;
    logs.reserve(size_t(n));
    std::int64_t zeros = 0;
    for (Eigen::Index i = 0; i < n; ++i) {
        const double v = entryLog10(t, i);
        if (v == kZeroLog)
            ++zeros;
        else
            logs.push_back(v);
    }
    Histogram h = binned(logs, true, bins);
    h.zeros = zeros;
    h.total = n;
    return h;
}

UnitHealth unitHealth(const LayerTensor &z, Activation activation)
{
    UnitHealth health;
    health.units = int(z.m.cols());
    health.entries = z.m.size();
    if (activation == Activation::Relu)
        health.kind = UnitHealth::Kind::Dead;
    else if (activation == Activation::Tanh || activation == Activation::Sigmoid)
        health.kind = UnitHealth::Kind::Saturated;
    else
        return health;
    // Saturated: slope below 1% of the slope at 0, judged in log10 so any magnitude of z counts.
    const double flat = std::log10(0.01 * activationSlope(activation, 0.0));
    for (Eigen::Index unit = 0; unit < z.m.cols(); ++unit) {
        Eigen::Index hits = 0;
        for (Eigen::Index row = 0; row < z.m.rows(); ++row) {
            const Eigen::Index i = unit * z.m.rows() + row; // column-major
            const int sign = entrySign(z, i);
            bool hit = sign <= 0; // a ReLU passes nothing at z <= 0
            if (health.kind == UnitHealth::Kind::Saturated) {
                LogReal value, slope;
                activationAtLog(activation, sign, entryLog10(z, i), value, slope);
                hit = slope.sign == 0 || slope.log10 < flat;
            }
            hits += hit ? 1 : 0;
        }
        health.entriesHit += hits;
        health.unitsAlways += hits == z.m.rows() ? 1 : 0;
    }
    return health;
}

LayerHistograms layerHistograms(const LayerCapture &capture, Activation activation, int bins)
{
    LayerHistograms h;
    h.layer = capture.layer;
    h.preActivation = linearHistogram(capture.preActivation, bins);
    h.activation = linearHistogram(capture.activation, bins);
    h.gradient = magnitudeHistogram(capture.gradient, bins);
    h.health = unitHealth(capture.preActivation, activation);
    return h;
}

} // namespace gradflow
