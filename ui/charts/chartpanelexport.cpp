#include "ui/charts/chartpanel.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/legendstrip.h"

#include <QLabel>
#include <QPainter>

#include <cmath>

// The panel as a figure: its size and its drawing at any size, with title, legend, charts,
// caption and, when asked, the readouts' line.
namespace gradflow {

namespace {
constexpr double kExportMargin = 16;
constexpr double kReadoutsFactor = 1.25; // the readouts' type over the caption's, as in the window
} // namespace

// Export type follows the panel's look: the caption's size (sized for a room in presentation
// mode and for the image in a slide export), the title half as large again.
QFont ChartPanel::exportFont(double factor, bool bold) const
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(int(std::lround(QFontInfo(m_caption->font()).pixelSize() * factor)));
    f.setBold(bold);
    return f;
}

double ChartPanel::exportTitleHeight() const { return std::ceil(QFontMetricsF(exportFont(1.6, true)).height() * 1.6); }

double ChartPanel::exportCaptionHeight() const
{
    const double line = QFontMetricsF(exportFont(1.0)).lineSpacing();
    return std::ceil(line * 2 + exportReadoutsHeight() + 8);
}

// The readouts' line, the key numbers: larger than the caption, as the window's readouts are,
// with room above for their raised exponents.
double ChartPanel::exportReadoutsHeight() const
{
    if (!m_exportReadouts || !m_result)
        return 0;
    return std::ceil(1.5 * QFontMetricsF(exportFont(kReadoutsFactor, true)).lineSpacing());
}

double ChartPanel::exportLegendHeight(double width) const
{
    if (!m_legend->isVisibleTo(this))
        return 0;
    return LegendStrip::heightFor(m_legend->entries(), legendFont(), m_scale, width - 2 * kExportMargin);
}

double ChartPanel::chartsHeight() const
{
    double height = 0;
    for (const LayerChart *c : m_charts)
        height += c->viewport()->height();
    return height;
}

QSize ChartPanel::exportSize() const
{
    // The charts keep their on-screen size, so they are drawn 1:1, neither shrunk nor stretched.
    return QSize(width(), int(std::ceil(exportTitleHeight() + exportLegendHeight(width()) + chartsHeight()
                                        + exportCaptionHeight())));
}

void ChartPanel::renderExport(QPainter &painter, const QSizeF &size)
{
    const double titleHeight = exportTitleHeight(), captionHeight = exportCaptionHeight();
    const QFont titleFont = exportFont(1.6, true), small = exportFont(1.0);
    painter.fillRect(QRectF(QPointF(), size), m_dark ? QColor(38, 40, 44) : Qt::white);
    painter.setPen(m_dark ? Qt::white : Qt::black);
    painter.setFont(titleFont);
    painter.drawText(QRectF(0, 0, size.width(), titleHeight), Qt::AlignCenter,
                     tr("Signal and gradient through %1 layers").arg(m_result ? m_result->config.depth : 0));
    // The legend at export size, under the title, when the window shows one.
    const double legendHeight = exportLegendHeight(size.width());
    if (legendHeight > 0) {
        const QRectF area(kExportMargin, titleHeight, size.width() - 2 * kExportMargin, legendHeight);
        LegendStrip::paint(painter, area, m_legend->entries(), legendFont(), m_scale, m_dark ? Qt::white : Qt::black);
    }
    // Each chart where the panel has it, scaled by one factor (1 at exportSize()).
    const double onScreen = chartsHeight();
    const double k = onScreen > 0 ? (size.height() - titleHeight - legendHeight - captionHeight) / onScreen : 1.0;
    const double kx = width() > 0 ? size.width() / width() : 1.0;
    double y = titleHeight + legendHeight;
    for (LayerChart *view : m_charts) {
        const QWidget *port = view->viewport();
        const double x = port->mapTo(this, QPoint(0, 0)).x() * kx;
        const QRectF target(x, y, port->width() * kx, port->height() * k);
        view->render(&painter, target, port->rect(), Qt::IgnoreAspectRatio);
        y += target.height();
    }
    painter.setFont(small);
    painter.setPen(m_dark ? Qt::white : Qt::black);
    const double readoutsHeight = exportReadoutsHeight();
    drawExponentText(painter,
                     QRectF(8, size.height() - captionHeight, size.width() - 16, captionHeight - readoutsHeight),
                     Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, caption());
    if (readoutsHeight > 0) {
        painter.setFont(exportFont(kReadoutsFactor, true));
        drawExponentText(painter, QRectF(8, size.height() - readoutsHeight, size.width() - 16, readoutsHeight),
                         Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, readoutLine(*m_result));
    }
}

} // namespace gradflow
