#include "ui/lesson/viewheadless.h"

#include "core/engine/engine.h"
#include "ui/files/terminal.h"
#include "ui/files/slidesizes.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/pageslide.h"

#include <cstdio>
#include <new>
#include <memory>
#include <stdexcept>

namespace gradflow {

int runViewExport(LessonView view, const LessonSettings &settings, const ModelConfig &network,
                  const RunSettings &run, const QString &path, double scale, QSize size)
{
    if (view == LessonView::Network) {
        printError(QStringLiteral("--view network is the main view: use --export without --view"));
        return 2;
    }
    std::shared_ptr<const Result> clipped;
    if (view == LessonView::Clipping) {
        try {
            Engine engine;
            clipped = std::make_shared<const Result>(engine.compute(network, run));
        } catch (const std::invalid_argument &e) {
            printError(e.what());
            return 2;
        }
    }
    const QSize wanted = size.isValid() ? size : defaultSlideSize();
    QSize least;
    std::unique_ptr<LessonPage> page = slidePage(view, settings, clipped, wanted, &least);
    if (!page) {
        printError(QStringLiteral("--export-size: ") + tooSmallText(view, wanted, least));
        return 2;
    }
    const QString error = page->exportTo(path, scale);
    if (!error.isEmpty()) {
        if (page->measurementOutOfMemory())
            throw std::bad_alloc(); // main's one out-of-memory boundary: one line, exit 2
        printError(error);
        return 3;
    }
    return 0;
}

} // namespace gradflow
