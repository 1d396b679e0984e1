#include "ui/export/headless.h"

#include "core/engine/engine.h"
#include "ui/export/exporter.h"
#include "ui/export/slideexport.h"
#include "ui/files/files.h"

#include <QApplication>

#include <cstdio>

namespace gradflow {

namespace {

QtMessageHandler g_previousHandler = nullptr;

// The offscreen platform warns "This plugin does not support propagateSizeHints()" whenever a
// shown widget has a minimum size: noise on every successful export, dropped here only.
void quietSizeHints(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.contains(QLatin1String("propagateSizeHints")))
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

void quietSizeHintWarnings()
{
    static const QtMessageHandler previous = qInstallMessageHandler(quietSizeHints);
    g_previousHandler = previous;
}

int runHeadlessExport(const ExportJob &job)
{
    quietSizeHintWarnings();
    Engine engine;
    std::shared_ptr<const Result> result;
    std::vector<std::shared_ptr<const Result>> pins;
    try {
        result = std::make_shared<const Result>(engine.compute(job.config, job.run));
        for (const ModelConfig &pin : job.pins)
            pins.push_back(std::make_shared<const Result>(engine.compute(pin, job.run)));
    } catch (const std::invalid_argument &e) {
        printError(e.what());
        return 2;
    } // out of memory: main()'s one boundary reports it
    Slide slide;
    slide.result = result;
    slide.pins = pins;
    slide.relative = job.relative;
    slide.readouts = job.readouts;
    const QSize wanted = job.size.isValid() ? job.size : QSize(1200, 900);
    const QString error = exportSlide(slide, job.path, wanted, job.scale); // exactly the size asked for
    if (!error.isEmpty()) {
        printError(error);
        return 3;
    }
    return 0;
}

} // namespace gradflow
