#pragma once

#include "core/model/config.h"
#include "core/report/bytesink.h"

#include <cstdint>

namespace gradflow {

// The network a training run starts from, with its data, as an .npz file numpy and PyTorch read
// without GradFlow (np.load): "input" and "target" (batch x width), "weight_1".."weight_L"
// (width x width, applied as h @ W), "bias_l" (width) where the init draws biases, "head_weight"
// and "head_bias" with a head, and "config" (the configuration file's JSON text). float64, or
// float32 for a float network.
// Written to sink as it is drawn, one layer's arrays in memory at a time (npz.h). Throws
// MemoryLimitError (engine/memoryplan.h) when writing it would take more than
// run.maxMemoryBytes, before anything is drawn or written (networkFileBytes()).
void writeNetworkNpz(const ModelConfig &config, const RunSettings &run, const ByteSink &sink);

// The memory writing the file takes, at least: the larger of the task with its teacher (drawn in
// double) and one layer's weight with its draw (an orthogonal draw's scratch too) beside the
// biases, and the archive's directory. Throws MemoryLimitError above run.maxMemoryBytes, with
// the estimate.
std::int64_t networkFileBytes(const ModelConfig &config);
void planNetworkFile(const ModelConfig &config, const RunSettings &run);

} // namespace gradflow
