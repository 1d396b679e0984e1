#include "ui/lesson/viewheadless.h"

#include "core/engine/engine.h"
#include "ui/charts/slideheadless.h"
#include "files/exitcode.h"
#include "files/terminal.h"
#include "ui/lesson/pageslide.h"

#include <memory>
#include <stdexcept>

namespace gradflow {

int runViewExport(LessonView view, const LessonSettings &settings, const ModelConfig &network, const RunSettings &run,
                  const QString &path, double scale, QSize size)
{
    if (view == LessonView::Network) {
        printError(QStringLiteral("--view network is the main view: use --export without --view"));
        return ExitBadInput;
    }
    std::shared_ptr<const Result> clipped;
    if (view == LessonView::Clipping) {
        try {
            Engine engine;
            clipped = std::make_shared<const Result>(engine.compute(network, run));
        } catch (const std::invalid_argument &e) {
            printError(e.what());
            return ExitBadInput;
        }
    }
    LessonSlide slide(view, settings, clipped);
    return runSlideExport(slide, QString::fromStdString(toString(view)), path, scale, size);
}

} // namespace gradflow
