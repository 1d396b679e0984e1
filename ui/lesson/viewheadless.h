#pragma once

#include "core/model/config.h"
#include "core/lesson/lessonviews.h"

#include <QSize>
#include <QString>

namespace gradflow {

// gradflow --view NAME --export FILE: one side view's figure rendered without a window.
// network is the clipping view's network, computed under run. Returns an ExitCode
// (files/exitcode.h).
int runViewExport(LessonView view, const LessonSettings &settings, const ModelConfig &network, const RunSettings &run,
                  const QString &path, double scale, QSize size);

} // namespace gradflow
