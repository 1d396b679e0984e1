#pragma once

// Networks whose passes use every path of the second core, and an exact comparison of two
// results: the same bits, whichever thread computed what.
#include "core/engine/engine.h"

#include <QtTest>

#include <cstdint>
#include <utility>
#include <vector>

namespace gradflow {

// Sizes where the products are split between the cores and the second core takes the norms,
// and the lesson's size where one thread runs everything; layouts that reach every product.
// Each with its run settings: the last one's memory limit forces checkpointing.
inline std::vector<std::pair<ModelConfig, RunSettings>> configs()
{
    std::vector<std::pair<ModelConfig, RunSettings>> out;
    ModelConfig lesson;
    out.push_back({lesson, RunSettings{}});
    ModelConfig large;
    large.depth = 12;
    large.width = 512;
    large.batch = 256;
    out.push_back({large, RunSettings{}});
    large.precision = Precision::Float;
    out.push_back({large, RunSettings{}});
    ModelConfig wide; // batch > width / 2: the weight-gradient norm takes the product u^T dz
    wide.depth = 8;
    wide.width = 256;
    wide.batch = 200;
    wide.activation = Activation::Tanh;
    wide.residual = true;
    wide.norm = Norm::Layer;
    wide.normPlace = NormPlace::Post;
    wide.head = true;
    wide.init = Init::TorchDefault;
    out.push_back({wide, RunSettings{}});
    ModelConfig checkpointed = large; // segments recomputed in the backward pass
    checkpointed.precision = Precision::Double;
    checkpointed.depth = 40;
    checkpointed.norm = Norm::Batch;
    RunSettings tight;
    tight.maxMemoryBytes = std::int64_t(64) << 20;
    out.push_back({checkpointed, tight});
    return out;
}

inline void compareExactly(const Result &a, const Result &b)
{
    QCOMPARE(a.log10SignalRms, b.log10SignalRms);
    QCOMPARE(a.log10GradNorm, b.log10GradNorm);
    QCOMPARE(a.log10WeightGradNorm, b.log10WeightGradNorm);
    QCOMPARE(a.log10Loss, b.log10Loss);
    QCOMPARE(a.log10HeadWeightGradNorm.has_value(), b.log10HeadWeightGradNorm.has_value());
    if (a.log10HeadWeightGradNorm)
        QCOMPARE(*a.log10HeadWeightGradNorm, *b.log10HeadWeightGradNorm);
}

} // namespace gradflow
