#include "ui/lesson/viewheadless.h"

#include "core/engine/engine.h"
#include "ui/files/terminal.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/charts/look.h"

#include <QApplication>
#include <QFontInfo>

#include <cstdio>
#include <memory>
#include <stdexcept>

namespace gradflow {

int runViewExport(LessonView view, const LessonSettings &settings, const ModelConfig &network,
                  const RunSettings &run, const QString &path, double scale, QSize size)
{
    std::unique_ptr<LessonPage> page(makeLessonPage(view));
    if (!page) {
        printError(QStringLiteral("--view network is the main view: use --export without --view"));
        return 2;
    }
    if (view == LessonView::Clipping) {
        try {
            Engine engine;
            page->setNetworkResult(std::make_shared<const Result>(engine.compute(network, run)));
        } catch (const std::invalid_argument &e) {
            printError(e.what());
            return 2;
        }
    }
    page->setAttribute(Qt::WA_DontShowOnScreen);
    page->setControlsVisible(false);
    const QSize wanted = size.isValid() ? size : QSize(1200, 800);
    page->setLook(false, Look::room(wanted.height(), QFontInfo(QApplication::font()).pixelSize())); // type for a slide
    page->setSettings(settings);
    page->resize(wanted);
    page->show();
    QApplication::processEvents();
    QApplication::processEvents(); // the charts refit their ticks after the layout
    const QString error = page->exportTo(path, scale);
    if (!error.isEmpty()) {
        printError(error);
        return 3;
    }
    return 0;
}

} // namespace gradflow
