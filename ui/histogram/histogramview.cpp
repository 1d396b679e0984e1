#include "ui/histogram/histogramview.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

// "×10⁻⁴⁰⁰": the unit linear bins are counted in.
QString unitText(double unitLog10) { return QStringLiteral("×10") + superscriptExponent(std::llround(unitLog10)); }

} // namespace

HistogramView::HistogramView(const QString &title, QWidget *parent) : QWidget(parent), m_title(title)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
}

void HistogramView::setHistogram(const Histogram &histogram, const QColor &color)
{
    m_histogram = histogram;
    m_color = color;
    update();
}

void HistogramView::clear()
{
    m_histogram = Histogram();
    update();
}

void HistogramView::setDark(bool dark)
{
    m_dark = dark;
    update();
}

QString HistogramView::edgeText(double edge) const
{
    if (m_histogram.magnitudes)
        return formatPower(edge, 2);
    // Each end carries the unit: "-5.06×10⁻²⁵ … 4.48×10⁻²⁵" reads as two numbers, one unit at the
    // right end read as if the left one were a plain -5.06.
    QString text = proseNumber(edge, 'g', 3); // 0,975 in a German window
    if (m_histogram.unitLog10 != 0 && edge != 0)
        text += unitText(m_histogram.unitLog10);
    return text;
}

// The tallest bar's count (the bars' scale), "max N" or just N as fits beside the title; nothing
// rather than text over it.
QString HistogramView::tallestText(const QFontMetricsF &fm, std::int64_t tallest) const
{
    const double room = width() - 12 - fm.horizontalAdvance(m_title) - fm.horizontalAdvance(QStringLiteral("  "));
    for (const QString &text : {tr("max %1").arg(tallest), QString::number(tallest)})
        if (fm.horizontalAdvance(text) <= room)
            return text;
    return {};
}

bool HistogramView::titleFits() const { return QFontMetricsF(font()).horizontalAdvance(m_title) <= width() - 12; }

QString HistogramView::rangeText() const
{
    if (m_histogram.counts.empty() || m_histogram.total == 0)
        return {};
    if (m_histogram.magnitudes && m_histogram.zeros == m_histogram.total)
        return tr("every value exactly 0");
    QString text = tr("%1 … %2").arg(edgeText(m_histogram.low), edgeText(m_histogram.high));
    if (m_histogram.magnitudes)
        text = tr("|value| ") + text;
    return text;
}

void HistogramView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor text = m_dark ? QColor(230, 230, 230) : QColor(30, 30, 30);
    const QColor grid = m_dark ? QColor(90, 92, 104) : QColor(200, 200, 200);
    p.fillRect(rect(), m_dark ? QColor(46, 48, 58) : QColor(Qt::white));
    const QFontMetricsF fm(font());
    const double line = fm.height();
    const double labels = 1.5 * line; // room for the raised exponents of the range labels
    QRectF plot = QRectF(rect()).adjusted(6, line + 4, -6, -labels - 4);
    p.setPen(text);
    p.drawText(QRectF(6, 2, width() - 12, line), Qt::AlignLeft | Qt::AlignVCenter, m_title);
    const Histogram &h = m_histogram;
    if (h.counts.empty() || h.total == 0 || plot.width() < 10 || plot.height() < 10)
        return;
    std::int64_t tallest = *std::max_element(h.counts.begin(), h.counts.end());
    if (h.magnitudes)
        tallest = std::max(tallest, h.zeros);
    p.drawText(QRectF(6, 2, width() - 12, line), Qt::AlignRight | Qt::AlignVCenter, tallestText(fm, tallest));
    // Exact zeros of magnitude bins: a red bar of their own left of the others.
    QRectF bars = plot;
    if (h.magnitudes && h.zeros > 0) {
        const double zeroWidth = std::max(8.0, plot.width() / double(h.counts.size() + 2));
        const double height = plot.height() * double(h.zeros) / double(std::max<std::int64_t>(tallest, 1));
        p.fillRect(QRectF(plot.left(), plot.bottom() - height, zeroWidth, height), LayerChart::zeroColor());
        bars.setLeft(plot.left() + zeroWidth + 4);
    }
    p.setPen(QPen(grid, 1));
    p.drawLine(bars.bottomLeft(), bars.bottomRight());
    const double binWidth = bars.width() / double(h.counts.size());
    for (size_t i = 0; i < h.counts.size(); ++i) {
        if (h.counts[i] == 0)
            continue;
        const double height =
            std::max(1.0, bars.height() * double(h.counts[i]) / double(std::max<std::int64_t>(tallest, 1)));
        p.fillRect(
            QRectF(bars.left() + double(i) * binWidth, bars.bottom() - height, std::max(1.0, binWidth - 1), height),
            m_color);
    }
    if (!h.magnitudes && h.low < 0 && h.high > 0) { // where zero is
        const double x = bars.left() + (0 - h.low) / (h.high - h.low) * bars.width();
        p.setPen(QPen(text, 1, Qt::DashLine));
        p.drawLine(QPointF(x, bars.top()), QPointF(x, bars.bottom()));
    }
    p.setPen(text);
    const QRectF below(plot.left(), plot.bottom() + 2, plot.width(), labels);
    if (h.magnitudes && h.zeros == h.total) { // no magnitude to put on an axis
        drawExponentText(p, below, Qt::AlignCenter, rangeText());
        return;
    }
    if (h.magnitudes && h.zeros > 0)
        p.drawText(below, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("0"));
    drawExponentText(p, QRectF(bars.left(), below.top(), bars.width(), labels), Qt::AlignLeft | Qt::AlignVCenter,
                     edgeText(h.low));
    drawExponentText(p, below, Qt::AlignRight | Qt::AlignVCenter, edgeText(h.high));
}

} // namespace gradflow
