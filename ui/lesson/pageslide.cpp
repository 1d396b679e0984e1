#include "ui/lesson/pageslide.h"

#include "ui/charts/look.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"

#include <QApplication>
#include <QFontInfo>

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

std::unique_ptr<LessonPage> slidePage(LessonView view, const LessonSettings &settings,
                                      std::shared_ptr<const Result> network, QSize size, QSize *least)
{
    std::unique_ptr<LessonPage> page(makeLessonPage(view));
    if (!page)
        return page;
    if (network)
        page->setNetworkResult(std::move(network));
    page->setAttribute(Qt::WA_DontShowOnScreen);
    page->setControlsVisible(false);
    page->setSettings(settings);
    page->show();
    if (!layOut(*page, size)) {
        if (least)
            *least = leastSize(*page, size);
        return nullptr;
    }
    QApplication::processEvents(); // the charts refit their ticks after the layout
    return page;
}

QString tooSmallText(LessonView view, QSize size, QSize least)
{
    return QStringLiteral("the %1 view cannot be drawn in %2x%3; give at least %4x%5")
        .arg(QString::fromStdString(toString(view))).arg(size.width()).arg(size.height())
        .arg(least.width()).arg(least.height());
}

} // namespace gradflow
