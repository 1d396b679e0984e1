#pragma once

#include "config.h"
#include "result.h"

#include <string>

namespace gradflow {

// The configuration as JSON, with the long options' names as keys. What the window saves and
// opens, and what --config reads.
std::string configToJson(const ModelConfig &config);
// Applies the keys present in text over config (absent keys keep their values). Throws
// std::invalid_argument naming the source, the key and what is allowed; config is untouched then.
void applyConfigJson(const std::string &text, ModelConfig &config, const std::string &source);

// The per-layer table: header `layer,log10_signal_rms,log10_grad_norm,log10_weight_grad_norm`,
// then layers 0..L. An exact zero is written as -inf.
std::string resultToCsv(const Result &result);
// Configuration, summary and per-layer values. An exact zero is written as null.
std::string resultToJson(const Result &result);

} // namespace gradflow
