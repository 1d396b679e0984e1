#pragma once

#include "core/model/config.h"
#include "core/model/result.h"
#include "core/analysis/seedbands.h"

#include <string>

namespace gradflow {

// The configuration as JSON, with the long options' names as keys: the network's, and "clip"
// and "max-memory" for the run settings. What the window saves and opens, and what --config reads.
std::string configToJson(const ModelConfig &config, const RunSettings &run);
// Applies the keys present in text over config and run (absent keys keep their values). Throws
// std::invalid_argument naming the source, the key and what is allowed; both are untouched then.
void applyConfigJson(const std::string &text, ModelConfig &config, RunSettings &run, const std::string &source);

// The per-layer table: header `layer,log10_signal_rms,log10_grad_norm,log10_weight_grad_norm`,
// then layers 0..L. An exact zero is written as -inf. withTheory adds the mean-field columns
// theory_log10_signal_rms,theory_log10_grad_norm (empty cells where no theory holds).
std::string resultToCsv(const Result &result, bool withTheory = false);
// Configuration, summary, per-layer values and "theory" (the mean-field prediction, or null
// with "theory_note" saying why). An exact zero is written as null. With bands, "seeds" holds
// their count, first seed and per-layer mean, sd, min and max.
std::string resultToJson(const Result &result, const SeedBands *bands = nullptr);

} // namespace gradflow
