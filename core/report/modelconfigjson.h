#pragma once

#include "core/model/config.h"

#include <string>
#include <vector>

namespace gradflow {

// A Hugging Face config.json read into GradFlow's transformer: what each key became, which
// sizes came from the family's defaults because their key was absent, and which keys GradFlow
// has no use for (dropout, token ids, dtype...).
struct ModelConfigKey
{
    std::string key;
    std::string became; // e.g. "depth 12", "ff width 3072 (4 x n_embd)"
};

struct ModelConfigReading
{
    ModelConfig config;
    std::string modelType;
    std::vector<ModelConfigKey> mapped;   // keys of the file, in the order they are read
    std::vector<ModelConfigKey> defaults; // absent keys, and the family's default used for each
    std::vector<std::string> ignored;     // keys of the file GradFlow does not use, sorted
};

// The sequence length a model's positions table gives when none is asked for: min(64, positions).
constexpr int kModelConfigSeqLen = 64;
// The sequences a model's config opens with: a dense network's batch (32 by default) would make
// GPT-2 small's pass eight times the work, and a 7B-class network's smallest memory plan would
// no longer fit the default 2G. --batch (anywhere on the line) or the Batch box changes it.
constexpr int kModelConfigBatch = 4;

// Reads text (a config.json) over base: the network becomes the file's transformer at
// kModelConfigBatch sequences; what the file does not describe (seed, precision) stays as base
// has it. model_type gpt2, bert,
// llama, mistral or qwen2. Throws std::invalid_argument starting with source and naming the key
// and what to do: a file over limits::maxConfigBytes, no text, no JSON object, an unknown
// model_type or activation, a wrong type, a number out of range, heads that do not split the
// width or key/value heads that do not split the heads.
ModelConfigReading readModelConfigJson(const std::string &text, const ModelConfig &base, const std::string &source);

// "gpt2, bert, llama, mistral, qwen2".
std::string supportedModelTypes();

// One line for standard error: "source: ignored keys: a, b, c (...)"; empty when none was.
std::string ignoredKeysNote(const ModelConfigReading &reading, const std::string &source);
// resultJson (an object, as --json writes it) with "model_config": {"source", "model_type",
// "mapped": [{"key", "became"}], "defaults": [...], "ignored": [...]} added at its end.
std::string withModelConfigReport(const std::string &resultJson, const ModelConfigReading &reading,
                                  const std::string &source);

} // namespace gradflow
