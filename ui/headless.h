#pragma once

#include "config.h"

#include <QSize>
#include <QString>

namespace gradflow {

// gradflow --export: the window's charts rendered to a file without showing anything.
// Returns the exit code (0, 2 bad configuration, 3 could not write).
int runHeadlessExport(const ModelConfig &config, const QString &path, double scale, QSize size);

// gradflow --bench-ui: latency from a control change to the painted chart, and event-loop
// stalls while a large network computes. Prints its findings; the last line is
// "ui-latency median_ms=X p95_ms=Y".
int runBenchUi();

} // namespace gradflow
