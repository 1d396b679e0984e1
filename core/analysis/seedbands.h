#pragma once

#include "core/engine/engine.h"
#include "core/numbers/constants.h" // kMaxSeeds

#include <functional>
#include <vector>

namespace gradflow {

// Per-layer statistics of a log10 magnitude over seeds. A layer where some seed is exactly zero
// has min -infinity and no mean or sd (-infinity and NaN: written as null).
struct LayerBand
{
    std::vector<double> mean, sd, min, max;
};

// K networks that differ only in their seed (config.seed, config.seed + 1, ...).
struct SeedBands
{
    int count = 0;
    std::uint64_t firstSeed = 0;
    LayerBand signal;     // log10 RMS of h_l, layers 0..L
    LayerBand grad;       // log10 ||d loss / d h_l||, layers 0..L
    LayerBand weightGrad; // log10 ||d loss / d W_l||, layers 1..L at index l - 1
};

enum class BandKind { MinMax, StdDev }; // the shaded band: seeds' extremes, or mean +- 1 sd

// The seed band as far as it has landed: the statistics of the first `landed` of `total` seeds
// of one configuration (its seed is the first). The bands worker sends one after every seed; the
// charts draw it.
struct BandsSnapshot
{
    ModelConfig config;
    int landed = 0;
    int total = 0;
    SeedBands bands;
};

// Statistics of the results so far (at least one), as seeds land.
SeedBands summarizeSeeds(const std::vector<Result> &results);

// Runs count seeds one after another on engine (1 to kMaxSeeds; std::invalid_argument beyond),
// calling onSeed after each so a window can draw them as they land; callbacks poll cancel and
// report progress over all seeds' layers. Throws Cancelled like Engine::compute.
SeedBands runSeeds(Engine &engine, const ModelConfig &config, const RunSettings &run, int count,
                   const Callbacks &callbacks = {}, const std::function<void(const Result &, int index)> &onSeed = {});

} // namespace gradflow
