#include "core/transformer/transformerplan.h"

#include "core/engine/memoryplan.h"
#include "core/transformer/sizes.h"
#include "core/transformer/weights.h"

#include <algorithm>

namespace gradflow {

namespace {

struct Counts
{
    double weights = 0, largest = 0, cache = 0, stream = 0, scratch = 0;
};

// Entries (not bytes) of each part of the pass.
Counts counts(const ModelConfig &config)
{
    const TransformerSizes s = transformerSizes(config);
    Counts c;
    for (const WeightId &id : transformerWeights(s)) {
        const WeightShape shape = weightShape(s, id.kind);
        const double entries = double(shape.rows) * double(shape.cols);
        c.weights += entries;
        c.largest = std::max(c.largest, entries);
    }
    if (s.tiedHead) // the head's products read the embeddings, drawn again when not kept
        c.largest = std::max(c.largest, double(s.vocab) * s.width);
    const double n = double(s.tokens()), d = s.width, f = s.ffWidth;
    const double probs = double(s.batch) * s.heads * s.seqLen * s.seqLen;
    c.cache = n * d * 6 + 2 * n * s.kvWidth() + probs + n * f * (s.gated ? 5 : 3);
    c.stream = (s.blocks + 2) * n * d;
    // the backward's gradients of one block, the logits and their gradient (one buffer), three
    // Gram matrices, the embeddings' gradient rows
    c.scratch =
        n * d * 6 + 2 * n * s.kvWidth() + n * f * 3 + double(s.seqLen) * s.seqLen + n * s.vocab + 3 * n * n + n * d;
    return c;
}

std::string sizeText(std::int64_t bytes) { return memorySizeText(bytes); }

} // namespace

std::int64_t transformerPlanBytes(const ModelConfig &config, bool keepWeights, bool keepActivations)
{
    const Counts c = counts(config);
    const double scalar = config.precision == Precision::Float ? 4.0 : 8.0;
    const double activations = keepActivations ? config.depth * c.cache + c.stream : c.cache + c.stream;
    const double bytes = scalar * ((keepWeights ? c.weights : c.largest) + activations + c.scratch);
    return bytes >= 9e18 ? std::int64_t(9e18) : std::int64_t(bytes);
}

std::int64_t transformerWeightBytes(const ModelConfig &config)
{
    const double bytes = (config.precision == Precision::Float ? 4.0 : 8.0) * counts(config).weights;
    return bytes >= 9e18 ? std::int64_t(9e18) : std::int64_t(bytes);
}

TransformerPlan planTransformerMemory(const ModelConfig &config, const RunSettings &run)
{
    TransformerPlan plan;
    plan.minimumBytes = transformerPlanBytes(config, false, false);
    for (const auto &[weights, activations] : {std::pair{true, true}, {true, false}, {false, true}, {false, false}}) {
        plan.keepWeights = weights;
        plan.keepActivations = activations;
        plan.estimateBytes = transformerPlanBytes(config, weights, activations);
        if (plan.estimateBytes <= run.maxMemoryBytes)
            return plan;
    }
    throw MemoryLimitError("this transformer needs at least " + sizeText(plan.minimumBytes)
                               + " (each matrix drawn again when needed, each block's forward recomputed), above "
                               + sizeText(run.maxMemoryBytes)
                               + "; raise --max-memory, or reduce --vocab, --width, --ff-width, --batch or --seq-len",
                           plan.minimumBytes, run.maxMemoryBytes);
}

std::string describeTransformerPlan(const ModelConfig &config, const RunSettings &run, const TransformerPlan &plan)
{
    if (plan.keepWeights && plan.keepActivations)
        return {};
    const TransformerSizes s = transformerSizes(config);
    std::string text = std::to_string(s.blocks) + " blocks x " + std::to_string(s.width) + " wide, ff "
                       + std::to_string(s.ffWidth) + ", vocab " + std::to_string(s.vocab)
                       + " at full size: keeping every weight and activation needs "
                       + sizeText(transformerPlanBytes(config, true, true)) + ", over --max-memory "
                       + sizeText(run.maxMemoryBytes) + "; ";
    if (!plan.keepWeights)
        text += "each matrix is drawn again from its seed where a product needs it";
    if (!plan.keepWeights && !plan.keepActivations)
        text += " and ";
    if (!plan.keepActivations)
        text += "each block's forward is recomputed from its input in the backward pass";
    return text + " (about " + sizeText(plan.estimateBytes) + "); nothing is scaled down";
}

} // namespace gradflow
