#pragma once

#include "core/engine/engine.h" // Callbacks
#include "core/model/config.h"

#include <functional>

namespace gradflow {

// Runs pass once for each of count seeds (config's seed, then one more each time; 1 to kMaxSeeds,
// std::invalid_argument beyond), one after another: pass gets the configuration with its seed and
// callbacks that poll callbacks' cancel and report its progress as a part of all seeds'. The seed
// bands of the dense network and of a transformer both count their seeds so.
void forEachSeed(const ModelConfig &config, int count, const Callbacks &callbacks,
                 const std::function<void(const ModelConfig &seeded, const Callbacks &perSeed)> &pass);

} // namespace gradflow
