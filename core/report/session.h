#pragma once

#include "core/model/config.h"

#include <string>
#include <vector>

namespace gradflow {

// What a teacher prepares the night before: the configuration, the pinned comparisons and
// relative mode, saved and opened together. JSON: {"gradflow-session": 1, "current": {...},
// "pins": [{...}, ...], "relative": false}, each configuration as a configuration file has it,
// read and written through the configuration files' own JSON path (core/report/configjson.h):
// a seed up to 2^64 - 1 stays exact, a repeated key is refused.
struct Session
{
    static constexpr int maxPins = 8;
    ModelConfig current;
    RunSettings run; // saved with current; the pins are computed under it too
    std::vector<ModelConfig> pins;
    bool relative = false;
};

std::string sessionToJson(const Session &session);

// Reads a session's text. Throws std::invalid_argument starting with source and saying what is
// wrong and what to do.
Session parseSession(const std::string &text, const std::string &source);

} // namespace gradflow
