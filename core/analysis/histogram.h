#pragma once

#include "core/model/config.h"
#include "core/engine/capture.h"

#include <Eigen/Core>

#include <cstdint>
#include <vector>

namespace gradflow {

// Counts of a tensor's entries in equal bins. Linear bins hold the values in units of
// 10^unitLog10 (1 for ordinary magnitudes; the tensor's own scale where values leave
// 10^-3..10^3, so 10^-400 bins as exactly as 0.5); magnitude bins hold log10|value|, with exact
// zeros counted apart.
struct Histogram
{
    bool magnitudes = false; // bins over log10|v|, else over v / 10^unitLog10
    double unitLog10 = 0.0;
    double low = 0.0, high = 0.0; // the bins' outer edges
    std::vector<std::int64_t> counts;
    std::int64_t zeros = 0; // magnitude bins only: entries exactly zero
    std::int64_t total = 0; // every entry: batch x width

    double binWidth() const { return counts.empty() ? 0.0 : (high - low) / double(counts.size()); }
};

// Units that stopped passing a gradient: a ReLU unit whose input is <= 0 (output and slope
// exactly zero), a tanh or sigmoid unit in its flat tails (slope below 1% of its slope at 0).
struct UnitHealth
{
    enum class Kind { None, Dead, Saturated }; // None: not defined for this activation
    Kind kind = Kind::None;
    int units = 0;               // the layer's width
    int unitsAlways = 0;         // units dead (saturated) on every example of the batch
    std::int64_t entries = 0;    // batch x width
    std::int64_t entriesHit = 0; // entries dead (saturated)

    double unitFraction() const { return units ? double(unitsAlways) / units : 0.0; }
    double entryFraction() const { return entries ? double(entriesHit) / double(entries) : 0.0; }
};

struct LayerHistograms
{
    int layer = 0;
    Histogram preActivation, activation, gradient; // gradient: magnitude bins
    UnitHealth health;
};

constexpr int kHistogramBins = 40;

Histogram linearHistogram(const LayerTensor &t, int bins = kHistogramBins);
Histogram magnitudeHistogram(const LayerTensor &t, int bins = kHistogramBins);
UnitHealth unitHealth(const LayerTensor &preActivation, Activation activation);
LayerHistograms layerHistograms(const LayerCapture &capture, Activation activation, int bins = kHistogramBins);

} // namespace gradflow
