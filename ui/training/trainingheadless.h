#pragma once

#include "core/model/config.h"
#include "core/training/trainsettings.h"

#include <QSize>
#include <QString>

namespace gradflow {

// gradflow --view training --export FILE: the Training tab's charts for a run, rendered without
// a window. Returns an ExitCode (files/exitcode.h).
int runTrainingExport(const ModelConfig &config, const RunSettings &run, const TrainSettings &settings,
                      const QString &path, double scale, QSize size);

} // namespace gradflow
