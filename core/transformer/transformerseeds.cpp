#include "core/transformer/transformerseeds.h"

#include "core/engine/foreachseed.h"
#include "core/numbers/constants.h"
#include "core/transformer/transformerpass.h"
#include "core/transformer/transformerplan.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>

namespace gradflow {

namespace {

// The statistics of one place's values over the seeds; NaN in all four where a seed has none.
void addPlace(SubLayerBand &band, const std::vector<std::optional<double>> &values)
{
    const double none = std::numeric_limits<double>::quiet_NaN();
    const bool whole = std::all_of(values.begin(), values.end(), [](const auto &v) { return v && std::isfinite(*v); });
    if (!whole || values.empty()) {
        for (std::vector<double> *v : {&band.mean, &band.sd, &band.min, &band.max})
            v->push_back(none);
        return;
    }
    double sum = 0, low = *values.front(), high = low;
    for (const auto &v : values) {
        sum += *v;
        low = std::min(low, *v);
        high = std::max(high, *v);
    }
    const double k = double(values.size()), mean = sum / k;
    double squares = 0;
    for (const auto &v : values)
        squares += (*v - mean) * (*v - mean);
    band.mean.push_back(mean);
    band.sd.push_back(values.size() > 1 ? std::sqrt(squares / (k - 1)) : 0.0); // sample sd
    band.min.push_back(low);
    band.max.push_back(high);
}

template<typename Get>
SubLayerBand bandOf(const std::vector<TransformerResult> &results, size_t places, Get get)
{
    SubLayerBand band;
    std::vector<std::optional<double>> values(results.size());
    for (size_t i = 0; i < places; ++i) {
        for (size_t s = 0; s < results.size(); ++s)
            values[s] = get(results[s], i);
        addPlace(band, values);
    }
    return band;
}

} // namespace

TransformerBands summarizeTransformerSeeds(const std::vector<TransformerResult> &results)
{
    TransformerBands b;
    if (results.empty())
        return b;
    b.count = int(results.size());
    b.firstSeed = results.front().config.seed;
    const size_t rows = results.front().rows.size(), blocks = results.front().attentionEntropy.size();
    auto row = [](const TransformerResult &r, size_t i) { return i < r.rows.size() ? r.rows[i] : SubLayerRow(); };
    b.rms = bandOf(results, rows, [&](const TransformerResult &r, size_t i) { return row(r, i).log10Rms; });
    b.grad = bandOf(results, rows, [&](const TransformerResult &r, size_t i) { return row(r, i).log10GradNorm; });
    b.entropy = bandOf(results, blocks, [](const TransformerResult &r, size_t i) {
        return i < r.attentionEntropy.size() ? std::optional<double>(r.attentionEntropy[i]) : std::nullopt;
    });
    return b;
}

TransformerBands runTransformerSeeds(const ModelConfig &config, const RunSettings &run, int count,
                                     const Callbacks &callbacks,
                                     const std::function<void(const std::vector<TransformerResult> &)> &onSeed)
{
    std::vector<TransformerResult> results;
    results.reserve(size_t(std::clamp(count, 0, kMaxSeeds)));
    forEachSeed(config, count, callbacks, [&](const ModelConfig &c, const Callbacks &perSeed) {
        // A pass of its own: its weights and activations go when it ends, before the next seed's.
        results.push_back(transformerPass(c, run, perSeed));
        if (onSeed)
            onSeed(results);
    });
    return summarizeTransformerSeeds(results);
}

RunSettings bandRunBeside(const ModelConfig &config, const RunSettings &run)
{
    RunSettings beside = run;
    try {
        if (planTransformerMemory(config, run).keepWeights)
            beside.maxMemoryBytes = std::max(limits::minMemory, run.maxMemoryBytes - transformerWeightBytes(config));
    } catch (const std::exception &) {
        // The network itself does not fit: the band's pass is refused with the same reason.
    }
    return beside;
}

} // namespace gradflow
