#pragma once

#include "core/model/config.h"
#include "core/training/trainresult.h"
#include "core/training/trainsettings.h"

#include <cstdint>
#include <functional>

namespace gradflow {

struct TrainCallbacks
{
    std::function<bool()> isCancelled;                 // polled once per layer of every step
    std::function<void(const TrainResult &)> progress; // after every step, with the run so far
};

// Trains the network of `config` (its depth, width, batch, activation, init, residual, norm,
// head, loss, precision and seed) on the task (task.h), full batch, for settings.steps steps in
// ordinary arithmetic of the configuration's precision. Stops at the first value that is not
// finite and says where (TrainResult::divergence). The result depends only on the configuration
// and the settings: the same with one thread or two.
// A transformer is trained by trainTransformer() (transformertraining.h) on its token task.
// Throws OptionError for bad settings, MemoryLimitError when the run needs more than
// run.maxMemoryBytes, Cancelled (engine/engine.h) when cancelled.
TrainResult train(const ModelConfig &config, const RunSettings &run, const TrainSettings &settings,
                  const TrainCallbacks &callbacks = {});

// The memory a run takes: parameters, their gradients, the change kept apart, the optimizer's
// state and every layer's activations.
std::int64_t trainingBytes(const ModelConfig &config, const TrainSettings &settings);

} // namespace gradflow
