#include "core/analysis/seedbands.h"

#include "core/engine/foreachseed.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace gradflow {

namespace {

LayerBand bandOf(const std::vector<Result> &results, const std::vector<double> Result::*field)
{
    const size_t layers = (results.front().*field).size();
    const double k = double(results.size());
    LayerBand b;
    b.mean.resize(layers);
    b.sd.resize(layers);
    b.min.resize(layers);
    b.max.resize(layers);
    for (size_t l = 0; l < layers; ++l) {
        double sum = 0, low = std::numeric_limits<double>::infinity(), high = -low;
        bool zero = false;
        for (const Result &r : results) {
            const double v = (r.*field)[l];
            zero = zero || std::isinf(v);
            sum += v;
            low = std::min(low, v);
            high = std::max(high, v);
        }
        b.min[l] = low;
        b.max[l] = high;
        if (zero) {
            b.mean[l] = -std::numeric_limits<double>::infinity();
            b.sd[l] = std::numeric_limits<double>::quiet_NaN();
            continue;
        }
        const double mean = sum / k;
        double squares = 0;
        for (const Result &r : results)
            squares += ((r.*field)[l] - mean) * ((r.*field)[l] - mean);
        b.mean[l] = mean;
        b.sd[l] = results.size() > 1 ? std::sqrt(squares / (k - 1)) : 0.0; // sample sd
    }
    return b;
}

} // namespace

SeedBands summarizeSeeds(const std::vector<Result> &results)
{
    SeedBands s;
    if (results.empty())
        return s;
    s.count = int(results.size());
    s.firstSeed = results.front().config.seed;
    s.signal = bandOf(results, &Result::log10SignalRms);
    s.grad = bandOf(results, &Result::log10GradNorm);
    s.weightGrad = bandOf(results, &Result::log10WeightGradNorm);
    return s;
}

SeedBands runSeeds(Engine &engine, const ModelConfig &config, const RunSettings &run, int count,
                   const Callbacks &callbacks, const std::function<void(const Result &, int)> &onSeed)
{
    std::vector<Result> results;
    results.reserve(size_t(std::clamp(count, 0, kMaxSeeds)));
    forEachSeed(config, count, callbacks, [&](const ModelConfig &c, const Callbacks &perSeed) {
        results.push_back(engine.compute(c, run, perSeed));
        if (onSeed)
            onSeed(results.back(), int(results.size()) - 1);
    });
    return summarizeSeeds(results);
}

} // namespace gradflow
