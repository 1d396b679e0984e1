#pragma once

#include "core/model/config.h"

#include <cstdint>

namespace gradflow {

// A transformer's sizes, as the pass uses them, from its configuration: the defaults
// (key/value heads 0 = as many as heads, ff width 0 = 4 x width) resolved.
struct TransformerSizes
{
    int blocks = 0, width = 0, heads = 0, kvHeads = 0, headDim = 0, seqLen = 0, ffWidth = 0, vocab = 0, batch = 0;
    bool gated = false, tiedHead = false, learnedPositions = false, rope = false;

    std::int64_t tokens() const { return std::int64_t(batch) * seqLen; }
    int kvWidth() const { return kvHeads * headDim; }
};

TransformerSizes transformerSizes(const ModelConfig &config);

} // namespace gradflow
