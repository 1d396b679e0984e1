#pragma once

#include "core/model/config.h"

#include <string>
#include <vector>

namespace gradflow {

struct Preset
{
    std::string name;        // for --preset and the presets menu
    std::string title;       // short label for menus and legends
    std::string description; // one line: what it shows
    ModelConfig config;
};

// The lesson's setups, in the order a class would meet them.
const std::vector<Preset> &presets();
// nullptr when no preset has that name.
const Preset *findPreset(const std::string &name);
// The name of the default preset (the lesson's healthy ReLU He network).
const std::string &defaultPresetName();

} // namespace gradflow
