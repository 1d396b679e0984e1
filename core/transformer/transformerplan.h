#pragma once

#include "core/model/config.h"

#include <cstdint>

namespace gradflow {

// The memory a transformer's pass takes, by the memory plan's rule: the first of these that
// fits under --max-memory, else MemoryLimitError (core/engine/memoryplan.h) with the estimate.
//   1. every weight kept and every block's activations kept for the backward pass;
//   2. weights kept, each block's forward recomputed from its stored input in the backward pass;
//   3. each matrix drawn again where a product needs it (one held at a time), activations kept;
//   4. both: the smallest plan, the largest matrix and one block's activations at a time.
struct TransformerPlan
{
    bool keepWeights = true;
    bool keepActivations = true;
    std::int64_t estimateBytes = 0;
    std::int64_t minimumBytes = 0; // plan 4's
};

// The bytes a plan takes (Scalar as the configuration's precision).
std::int64_t transformerPlanBytes(const ModelConfig &config, bool keepWeights, bool keepActivations);

// The bytes every weight takes, held (Scalar as the configuration's precision).
std::int64_t transformerWeightBytes(const ModelConfig &config);

// Throws MemoryLimitError naming the bytes the smallest plan needs and what to reduce.
TransformerPlan planTransformerMemory(const ModelConfig &config, const RunSettings &run);

// What a plan short of keeping everything does instead, and that nothing is scaled down:
// "32 blocks x 4096 wide, ff 11008, vocab 32000 at full size: keeping every weight and
// activation needs 56.1 GiB, over --max-memory 2 GiB; each matrix is drawn again from its seed
// where a product needs it and each block's forward is recomputed from its input in the
// backward pass (about 1.61 GiB); nothing is scaled down".
// Empty for plan 1.
std::string describeTransformerPlan(const ModelConfig &config, const RunSettings &run, const TransformerPlan &plan);

} // namespace gradflow
