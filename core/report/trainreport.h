#pragma once

#include "core/training/trainresult.h"

#include <string>

namespace gradflow {

// A training run as JSON: the configuration (as a configuration file holds it), the training
// settings, the divergence point (null when none), the per-step series and the per-layer
// numbers at every recorded step. A log10 of an exact zero is null.
std::string trainResultToJson(const TrainResult &result, const RunSettings &run);

// The same as one long table, a row per number: series,step,layer,value (layer empty for the
// per-step series; the head, when there is one, is layer L + 1).
std::string trainResultToCsv(const TrainResult &result);

} // namespace gradflow
