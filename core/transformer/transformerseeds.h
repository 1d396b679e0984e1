#pragma once

#include "core/engine/engine.h" // Callbacks, Cancelled
#include "core/transformer/transformerresult.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace gradflow {

// Statistics over seeds of one series, per sub-layer in the rows' order (embed, each block's
// attn and mlp, final), or per block for the attention entropy. Where some seed has no value
// (it left the precision's range, or is exactly zero) the four are NaN: written as null, never
// drawn.
struct SubLayerBand
{
    std::vector<double> mean, sd, min, max;
};

// K transformers that differ only in their seed (config.seed, config.seed + 1, ...).
struct TransformerBands
{
    int count = 0;
    std::uint64_t firstSeed = 0;
    SubLayerBand rms;     // log10 RMS of the residual stream after each sub-layer
    SubLayerBand grad;    // log10 of the gradient norm reaching it
    SubLayerBand entropy; // attention entropy per block, nats
};

// The band of the results so far (at least one, all of one configuration but the seed).
TransformerBands summarizeTransformerSeeds(const std::vector<TransformerResult> &results);

// Runs count seeds (1 to kMaxSeeds, as the dense network's band) one after another, each a
// whole pass under run's memory plan: one seed's weights and activations are held at a time,
// and of each finished seed only its rows. onSeed after each seed, so a window draws them as
// they land; callbacks poll cancel and report progress over all seeds' blocks. Throws
// std::invalid_argument for a count out of range, Cancelled when cancelled.
TransformerBands
runTransformerSeeds(const ModelConfig &config, const RunSettings &run, int count, const Callbacks &callbacks = {},
                    const std::function<void(const std::vector<TransformerResult> &landed)> &onSeed = {});

// The memory a band's pass may take beside the window's own computation of the network, which
// keeps its weights when its plan does: the limit less those weights. The band's seeds are
// computed after the network's own pass, so the two passes' activations never meet.
RunSettings bandRunBeside(const ModelConfig &config, const RunSettings &run);

} // namespace gradflow
