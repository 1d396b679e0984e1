#include "ui/phasemap/phasemapfigure.h"

#include "ui/charts/figureexport.h"
#include "ui/charts/format.h"
#include "ui/charts/slidefigure.h"
#include "ui/phasemap/phasemapwidget.h"

#include <QApplication>
#include <QFontInfo>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace gradflow {

namespace {

// "ReLU, width 64, batch 32; depth 2 to 100, init std 0.0177 to 1.77"
QString settingsLine(const ModelConfig &base, const PhaseGrid &grid)
{
    return QObject::tr("%1; depth %2 to %3, init std %4 to %5")
        .arg(phaseMapSubject(base))
        .arg(grid.depthLow)
        .arg(grid.depthHigh)
        .arg(proseLocale().toString(grid.stdLow, 'g', 3))
        .arg(proseLocale().toString(grid.stdHigh, 'g', 3));
}

} // namespace

QFont mapFont(const Look &look)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(
        int(std::lround(look.labelPixels > 0 ? look.labelPixels : QFontInfo(QApplication::font()).pixelSize())));
    return font;
}

PhaseMapFigure::PhaseMapFigure(const PhaseMapWidget &map, const ModelConfig &base, const Look &look)
    : m_title(new QLabel), m_settings(new QLabel), m_map(new PhaseMapWidget)
{
    setAttribute(Qt::WA_DontShowOnScreen);
    setAutoFillBackground(true);
    setPalette(slidePaper()); // white as every other slide, the map's margins too (they take it)
    QFont text = QApplication::font();
    if (look.textPixels > 0)
        text.setPixelSize(int(look.textPixels));
    setFont(text);
    QFont title = text;
    title.setPixelSize(int(std::lround(QFontInfo(text).pixelSize() * 1.35)));
    title.setBold(true);
    m_title->setFont(title);
    m_title->setText(tr("Phase map: the first-to-last gradient ratio over init std and depth"));
    m_settings->setText(settingsLine(base, map.grid()));
    for (QLabel *label : {m_title, m_settings}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
    }
    m_map->showSame(map);
    m_map->setFont(mapFont(look));
    m_map->setClicksEnabled(false);
    m_map->setMinimumSize(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_settings);
    layout->addWidget(m_map, 1);
}

QString PhaseMapFigure::titleText() const { return m_title->text(); }

QString PhaseMapFigure::settingsText() const { return m_settings->text(); }

QString PhaseMapFigure::exportTo(const QString &path, double scale)
{
    show(); // laid out at its size, never on screen
    layout()->activate();
    return exportFigure(this, path, scale, QStringLiteral("GradFlow: ") + m_title->text());
}

} // namespace gradflow
