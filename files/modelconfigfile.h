#pragma once

#include "core/report/modelconfigjson.h"

#include <QString>
#include <QStringList>

#include <string>

namespace gradflow {

// The Hugging Face config.json files shipped with GradFlow, by name (the file's name without
// .json, e.g. "gpt2"), sorted.
QStringList modelConfigPresetNames();

// A shipped config by its name, or else the config.json at path, read through readFileUpTo()
// over base (readModelConfigJson). A name wins over a file of the same name in the current
// folder: write ./gpt2 for the file. Throws std::invalid_argument starting with source.
ModelConfigReading readModelConfigFile(const QString &nameOrPath, const ModelConfig &base, const std::string &source);

} // namespace gradflow
