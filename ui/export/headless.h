#pragma once

#include "core/model/config.h"

#include <QSize>
#include <QString>

#include <vector>

namespace gradflow {

// gradflow --export: the window's charts rendered to a file without showing anything.
// Returns an ExitCode (files/exitcode.h).
struct ExportJob
{
    ModelConfig config;
    RunSettings run; // the network's and the pins'
    std::vector<ModelConfig> pins;
    bool relative = false, readouts = false;
    QString path;
    double scale = 1.0;
    QSize size; // empty: defaultSlideSize()
};
// Text is sized for the image (a 1920 x 1080 export reads like presentation mode at 1080 lines);
// the file is exactly size x scale pixels.
int runHeadlessExport(const ExportJob &job);

} // namespace gradflow
