#pragma once

#include "core/model/config.h"

#include <cstdint>
#include <string>

namespace gradflow {

// The network a training run starts from, with its data, as an .npz file numpy and PyTorch read
// without GradFlow (np.load): "input" and "target" (batch x width), "weight_1".."weight_L"
// (width x width, applied as h @ W), "bias_l" (width) where the init draws biases, "head_weight"
// and "head_bias" with a head, and "config" (the configuration file's JSON text). float64, or
// float32 for a float network.
// Throws MemoryLimitError (engine/memoryplan.h) when writing it would take more than
// run.maxMemoryBytes, before anything is drawn (networkFileBytes()).
std::string networkNpz(const ModelConfig &config, const RunSettings &run);

// The memory writing the file takes, about: the drawn weights and the task (its teacher drawn in
// double), each array's copy, the archive and the copy the file writer holds, four times the
// file's values. Throws MemoryLimitError above run.maxMemoryBytes, with the estimate.
std::int64_t networkFileBytes(const ModelConfig &config);
void planNetworkFile(const ModelConfig &config, const RunSettings &run);

} // namespace gradflow
