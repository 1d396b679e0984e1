#include "ui/lesson/viewheadless.h"

#include "core/engine/engine.h"
#include "ui/files/terminal.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/charts/look.h"

#include <QApplication>
#include <QFontInfo>

#include <cstdio>
#include <new>
#include <memory>
#include <stdexcept>

namespace gradflow {

namespace {

// The page at size with the type a slide that tall gets; false if its layout needs more room
// (the page then comes out larger than asked).
bool layOut(LessonPage &page, QSize size)
{
    page.setLook(false, Look::room(size.height(), QFontInfo(QApplication::font()).pixelSize()));
    page.resize(size);
    QApplication::processEvents();
    return page.size() == size;
}

// The smallest size from wanted on at which the page fits: its type grows with the height, so
// the room it took at wanted's type may not be enough at its own.
QSize leastSize(LessonPage &page, QSize wanted)
{
    QSize least = page.size().expandedTo(wanted);
    for (int i = 0; i < 20 && !layOut(page, least); ++i)
        least = page.size().expandedTo(least);
    return least;
}

} // namespace

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
    page->setSettings(settings);
    page->show();
    if (!layOut(*page, wanted)) {
        const QSize least = leastSize(*page, wanted);
        printError(QStringLiteral("--export-size: the %1 view cannot be drawn in %2x%3; give at least %4x%5")
                       .arg(QString::fromStdString(toString(view))).arg(wanted.width()).arg(wanted.height())
                       .arg(least.width()).arg(least.height()));
        return 2;
    }
    QApplication::processEvents(); // the charts refit their ticks after the layout
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
