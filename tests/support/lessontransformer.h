#pragma once

// The transformer the window tests drive: the lesson's size (6 blocks x 64 wide, 4 heads,
// sequence 16, batch 4), GPT-2's init std and LayerNorm.
#include "core/model/config.h"

inline gradflow::ModelConfig lessonTransformer(int depth = 6)
{
    gradflow::ModelConfig c;
    c.architecture = gradflow::Architecture::Transformer;
    c.depth = depth;
    c.width = 64;
    c.batch = 4;
    c.activation = gradflow::Activation::Gelu;
    c.norm = gradflow::Norm::Layer;
    c.init = gradflow::Init::CustomStd;
    c.initStd = 0.02;
    c.residual = true;
    c.transformer.heads = 4;
    c.transformer.seqLen = 16;
    c.transformer.vocab = 256;
    return c;
}
