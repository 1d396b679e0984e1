#pragma once

#include "core/model/config.h"

#include <string>
#include <vector>

namespace gradflow {

// The networks that tell dynamical isometry's story, each with two sentences on what its
// spectrum shows: the Jacobian tab's presets and the README's.
struct JacobianStory
{
    std::string label;
    std::string story;
    ModelConfig config;
};

const std::vector<JacobianStory> &jacobianStories();

} // namespace gradflow
