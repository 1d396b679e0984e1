#pragma once

#include "core/training/trainer.h"

#include <cstdint>

namespace gradflow {

// Trains a transformer (config.architecture is Transformer) on its token task
// (core/transformer/tokentask.h), full batch, for settings.steps steps with the Training tab's
// optimizers (SGD, momentum, Adam in PyTorch's forms), the global-norm clip and the warm-up, in
// ordinary arithmetic of the configuration's precision. Every weight matrix of the network is a
// parameter (norms keep gamma 1 and beta 0, there are no biases). The result fills TrainResult's
// per-step series (loss before each update, global gradient norm, clip factor, learning rate),
// finalLoss, and a divergence where the pass left the range: layer = the block (0 for the
// embeddings, L + 1 for the final norm and head). Throws as train() does.
TrainResult trainTransformer(const ModelConfig &config, const RunSettings &run, const TrainSettings &settings,
                             const TrainCallbacks &callbacks = {});

// The memory a run takes: the pass with everything kept, and the parameters' gradients, the
// change kept apart and the optimizer's buffers.
std::int64_t transformerTrainingBytes(const ModelConfig &config, const TrainSettings &settings);

} // namespace gradflow
