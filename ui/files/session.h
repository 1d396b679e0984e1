#pragma once

#include "core/model/config.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace gradflow {

// What a teacher prepares the night before: the configuration, the pinned comparisons and
// relative mode, saved and opened together. JSON: {"gradflow-session": 1, "current": {...},
// "pins": [{...}, ...], "relative": false}, each configuration as a configuration file has it.
struct Session
{
    static constexpr int maxPins = 8;
    ModelConfig current;
    RunSettings run; // saved with current; the pins are computed under it too
    std::vector<ModelConfig> pins;
    bool relative = false;
};

QByteArray sessionToJson(const Session &session);

// Reads a session file (at most 1 MiB). Throws std::invalid_argument starting with the path
// and saying what is wrong and what to do.
Session readSessionFile(const QString &path);

} // namespace gradflow
