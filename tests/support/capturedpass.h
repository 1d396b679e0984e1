#pragma once

// One pass of the engine with one layer's tensors captured by its probe (core/engine/capture.h):
// the set-up the histogram, analysis and engine tests share.
#include "core/engine/capture.h"
#include "core/engine/engine.h"

namespace gradflow {

struct CapturedPass
{
    Result result;
    LayerCapture capture; // filled unless layer is beyond the network
};

inline CapturedPass computeCapturing(const ModelConfig &config, int layer, const RunSettings &run = {})
{
    CapturedPass pass;
    pass.capture.layer = layer;
    Probe probe;
    probe.capture = &pass.capture;
    pass.result = Engine().compute(config, run, {}, &probe);
    return pass;
}

} // namespace gradflow
