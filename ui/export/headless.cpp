#include "ui/export/headless.h"

#include "core/analysis/analysis.h"
#include "core/engine/engine.h"
#include "ui/export/exporter.h"
#include "ui/export/slideexport.h"
#include "files/exitcode.h"
#include "files/terminal.h"
#include "files/slidesizes.h"

#include <QApplication>

namespace gradflow {

int runHeadlessExport(const ExportJob &job)
{
    Engine engine;
    std::shared_ptr<const Result> result;
    std::vector<std::shared_ptr<const Result>> pins;
    try {
        result = std::make_shared<const Result>(engine.compute(job.config, job.run));
        for (const ModelConfig &pin : job.pins)
            pins.push_back(std::make_shared<const Result>(engine.compute(pin, job.run)));
    } catch (const std::invalid_argument &e) {
        printError(e.what());
        return ExitBadInput;
    } // out of memory: main()'s one boundary reports it
    Slide slide;
    slide.result = result;
    slide.analysis = std::make_shared<const Analysis>(analyze(*result)); // the theory line, as the window draws it
    slide.pins = pins;
    slide.relative = job.relative;
    slide.readouts = job.readouts;
    const QSize wanted = job.size.isValid() ? job.size : defaultSlideSize();
    const QString error = exportSlide(slide, job.path, wanted, job.scale); // exactly the size asked for
    if (!error.isEmpty()) {
        printError(error);
        return ExitCannotWrite;
    }
    return ExitDone;
}

} // namespace gradflow
