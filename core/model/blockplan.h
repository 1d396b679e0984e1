#pragma once

#include "core/model/config.h"

#include <vector>

namespace gradflow {

// One step of a block of the network. A block maps h to h':
//   u = PreNorm(h) or h;  z = u W + b (Linear);  a = act(z) (Activation);
//   a = alpha a (BranchScale);  v = h + a (ResidualAdd);  h' = PostNorm(v) or v.
enum class BlockStep { PreNorm, Linear, Activation, BranchScale, ResidualAdd, PostNorm };

// The block's steps in the order they are computed, derived from the configuration: the exact
// pass (core/engine/pass.cpp) and plain training (core/training/network.cpp) both walk these
// lists, so the two compute one network.
struct BlockPlan
{
    std::vector<BlockStep> forward;
    // The forward steps in reverse, except that the branch's scale alpha (a scalar, which
    // commutes with the activation's slope) multiplies dz after the slope product; the skip's
    // gradient joins last, at the block's input.
    std::vector<BlockStep> backward;
    bool preNorm = false, postNorm = false, residual = false;
    bool head = false; // a linear layer after the last block, before the loss
};

BlockPlan blockPlan(const ModelConfig &config);

} // namespace gradflow
