#pragma once

#include "core/model/config.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gradflow {

// The one JSON path of the files GradFlow reads and writes (configurations, and sessions that
// hold configurations): nlohmann's, whose integers are exact up to 2^64 - 1 (a seed), never a
// double on the way. Internal to core/report: nlohmann is no public dependency of the core.

// What a kind of file should hold, for the messages that refuse it.
struct JsonFileKind
{
    std::string tooLarge;  // after "larger than 1 MiB; "
    std::string notObject; // after "source: "
    std::string remedy;    // after a broken or binary file's "source: ...; "
};

// The JSON object text holds. Refuses, with a message starting with source: more than
// limits::maxConfigBytes, invalid JSON, a number no double holds, a key given twice in any
// object (each object's keys in a hash set: linear in the number of keys), anything but an object.
nlohmann::json parseJsonObject(const std::string &text, const std::string &source, const JsonFileKind &kind);

// Every option of config and run, keyed by its long option's name (Size as text, e.g. "2G").
nlohmann::json configObject(const ModelConfig &config, const RunSettings &run);
// The same with "format": what a configuration file holds.
nlohmann::json configFileObject(const ModelConfig &config, const RunSettings &run);

// Applies the keys present in object over config and run (see applyConfigJson).
void applyConfigObject(const nlohmann::json &object, ModelConfig &config, RunSettings &run, const std::string &source);

} // namespace gradflow
