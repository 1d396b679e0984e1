#pragma once

#include "core/model/config.h"

#include <string>

namespace gradflow {

// The network a training run starts from, with its data, as an .npz file numpy and PyTorch read
// without GradFlow (np.load): "input" and "target" (batch x width), "weight_1".."weight_L"
// (width x width, applied as h @ W), "bias_l" (width) where the init draws biases, "head_weight"
// and "head_bias" with a head, and "config" (the configuration file's JSON text). float64, or
// float32 for a float network.
std::string networkNpz(const ModelConfig &config, const RunSettings &run);

} // namespace gradflow
