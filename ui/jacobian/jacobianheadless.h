#pragma once

#include "core/model/config.h"

#include <QSize>
#include <QString>

namespace gradflow {

// gradflow --view jacobian --export FILE: the Jacobian tab's charts (density at the last layer,
// spread against depth, the summary) for one example, rendered without a window, at the size
// and with the type the lesson views' exports get. Returns an ExitCode
// (files/exitcode.h).
int runJacobianExport(const ModelConfig &config, const RunSettings &run, int example, const QString &path, double scale,
                      QSize size);

} // namespace gradflow
