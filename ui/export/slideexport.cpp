#include "ui/export/slideexport.h"

#include "ui/charts/chartpanel.h"
#include "ui/export/exporter.h"
#include "ui/charts/look.h"

#include <QApplication>
#include <QFontInfo>

#include <algorithm>

namespace gradflow {

QString exportSlide(const Slide &slide, const QString &path, QSize size, double scale)
{
    ChartPanel panel;
    panel.setAttribute(Qt::WA_DontShowOnScreen);
    // Never painted for a screen: the export draws it itself. A paint for the screen would need a
    // backing store of the slide's size (256 MB at 8000 x 8000), and Qt paints text into one that
    // failed to allocate (a crash under `ulimit -v`).
    panel.setUpdatesEnabled(false);
    // Type for the height, as presentation mode sizes it for a screen that tall, but never more
    // than a square slide's: a tall narrow one (600x8000) gave the axis labels the whole width
    // and the charts none, so no curve was drawn.
    const int room = std::min(size.height(), size.width());
    panel.setLook(slide.dark, slide.colorBlind, Look::room(room, QFontInfo(QApplication::font()).pixelSize()));
    panel.setExportReadouts(slide.readouts);
    panel.setTheoryShown(slide.theory);
    panel.resize(size);
    panel.show();
    panel.setResult(slide.result, slide.analysis);
    for (const auto &pin : slide.pins)
        panel.addPin(pin);
    panel.setRelative(slide.relative);
    QCoreApplication::processEvents();
    // The export adds a title and draws the charts 1:1: size the panel so the file is exactly
    // the size asked for (the difference is the title against the on-screen caption, constant).
    for (int i = 0; i < 3 && panel.exportSize() != size; ++i) {
        panel.resize(size.width(), panel.height() - (panel.exportSize().height() - size.height()));
        QCoreApplication::processEvents();
    }
    QCoreApplication::processEvents(); // the charts refit their ticks after the last layout
    return exportCharts(panel, path, scale, size);
}

} // namespace gradflow
