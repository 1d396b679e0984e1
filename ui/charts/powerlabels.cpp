#include "ui/charts/powerlabels.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cstdlib>

namespace gradflow {

void setRangeAndStep(QValueAxis *axis, double min, double max, double step)
{
    // A wider step first when the step grows, the range first when it shrinks. The other order
    // lays out (max - min) / old step labels in between, which for a range of a million decades
    // froze the window.
    if (step >= axis->tickInterval()) {
        axis->setTickInterval(step);
        axis->setRange(min, max);
    } else {
        axis->setRange(min, max);
        axis->setTickInterval(step);
    }
}

PowerLabels::PowerLabels(QValueAxis *axis) : m_axis(axis)
{
    m_axis->setLabelsVisible(false);
    m_axis->setTitleVisible(false);
}

QFont PowerLabels::exponentFont() const
{
    QFont f = m_axis->labelsFont();
    f.setPixelSize(int(std::lround(m_exponentPixels)));
    return f;
}

QString PowerLabels::exponentText(double exponent)
{
    // Whole numbers of decades while a double holds them exactly; beyond, a tick sits on a round
    // multiple of a power of ten and reads as one ("7e+73"): llround() had no answer there.
    const QString minus = exponent < 0 ? QString(QChar(0x2212)) : QString();
    if (std::abs(exponent) < 9007199254740992.0) // 2^53
        return minus + QString::number(std::llabs(std::llround(exponent)));
    return minus + QString::number(std::abs(exponent), 'g', 6);
}

QStringList PowerLabels::labels(const YTicks &ticks) const
{
    QStringList labels;
    for (int i = 0; i <= ticks.intervals(); ++i)
        labels << QStringLiteral("10") + exponentText(ticks.min + i * ticks.step);
    return labels;
}

double PowerLabels::labelsWidth(const YTicks &ticks) const
{
    const QFontMetricsF base(m_axis->labelsFont()), exponent(exponentFont());
    double widest = 0;
    for (int i = 0; i <= ticks.intervals(); ++i)
        widest = std::max(widest, exponent.horizontalAdvance(exponentText(ticks.min + i * ticks.step)));
    return base.horizontalAdvance(QStringLiteral("10")) + 1 + widest;
}

double PowerLabels::width(const YTicks &ticks) const
{
    const double title = m_axis->titleText().isEmpty() ? 0 : QFontMetricsF(m_axis->titleFont()).height();
    return title + labelsWidth(ticks) + 12;
}

double PowerLabels::labelHeight() const
{
    const QFontMetricsF base(m_axis->labelsFont()), exponent(exponentFont());
    const double digits = base.tightBoundingRect(QStringLiteral("0123456789")).height();
    return 0.5 * digits + exponent.tightBoundingRect(QStringLiteral("0123456789")).height() + 2;
}

void PowerLabels::draw(QPainter &painter, const QRectF &plot, const YTicks &ticks) const
{
    if (plot.height() <= 0 || ticks.max <= ticks.min)
        return;
    painter.save();
    painter.setPen(m_axis->labelsBrush().color());
    const QFont base = m_axis->labelsFont(), exponent = exponentFont();
    const QFontMetricsF baseMetrics(base), exponentMetrics(exponent);
    const double digits = baseMetrics.tightBoundingRect(QStringLiteral("0123456789")).height();
    const double ten = baseMetrics.horizontalAdvance(QStringLiteral("10"));
    const double right = plot.left() - 6; // the labels end here, right-aligned
    for (int i = 0; i <= ticks.intervals(); ++i) {
        const double v = ticks.min + i * ticks.step;
        const double y = plot.bottom() - (v - ticks.min) / (ticks.max - ticks.min) * plot.height();
        const QString e = exponentText(v);
        const double left = right - ten - 1 - exponentMetrics.horizontalAdvance(e);
        const double baseline = y + digits / 2; // the 10's digits centred on the tick
        painter.setFont(base);
        painter.drawText(QPointF(left, baseline), QStringLiteral("10"));
        painter.setFont(exponent); // right after the 10, raised by half its height
        painter.drawText(QPointF(left + ten + 1, baseline - 0.5 * digits), e);
    }
    // The title, rotated, centred on the plot at the chart's left edge.
    const QFontMetricsF titleMetrics(m_axis->titleFont());
    painter.setPen(m_axis->titleBrush().color());
    painter.setFont(m_axis->titleFont());
    const double titleRight = right - labelsWidth(ticks) - 6;
    painter.translate(titleRight - titleMetrics.descent(), plot.center().y());
    painter.rotate(-90);
    const QString title = titleMetrics.elidedText(m_axis->titleText(), Qt::ElideRight, plot.height());
    painter.drawText(QPointF(-titleMetrics.horizontalAdvance(title) / 2, 0), title);
    painter.restore();
}

} // namespace gradflow
