#pragma once

#include "core/lesson/lessonsettings.h"
#include "core/model/config.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gradflow {

// The peak working memory of a side view's own computation, in bytes: the Init view's sample,
// weights and outputs, the Residual scaling view's streams (0 for the small views; the clipping
// view's network is planned by planMemory()).
std::int64_t lessonViewBytes(LessonView view, const LessonSettings &settings);
// Refuses up front, as planMemory() does for a network, a view that would need more than
// run.maxMemoryBytes: throws MemoryLimitError (an error of max-memory) naming the view's sizes.
void planLessonViewMemory(LessonView view, const LessonSettings &settings, const ModelConfig &network,
                          const RunSettings &run);

// The view's numbers as JSON (network: the main view's result is printed by --json instead).
// network configures the clipping view's network, computed under run; every view is held to
// run.maxMemoryBytes (see planLessonViewMemory()).
std::string lessonViewJson(LessonView view, const LessonSettings &settings, const ModelConfig &network,
                           const RunSettings &run);

} // namespace gradflow
