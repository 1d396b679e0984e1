#include "ui/charts/bandarea.h"

#include <QChart>
#include <QGraphicsPathItem>
#include <QPainterPath>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gradflow {

BandArea::BandArea(QChart *chart, QAbstractSeries *reference, QValueAxis *x, QValueAxis *y)
    : QObject(chart), m_chart(chart), m_reference(reference), m_item(new QGraphicsPathItem(chart))
{
    m_item->setPen(Qt::NoPen);
    m_item->setZValue(0.5); // over the plot's background, under the grid and the series
    m_item->setVisible(false);
    connect(chart, &QChart::plotAreaChanged, this, &BandArea::updatePath);
    connect(x, &QValueAxis::rangeChanged, this, &BandArea::updatePath);
    connect(y, &QValueAxis::rangeChanged, this, &BandArea::updatePath);
}

void BandArea::setValues(const std::vector<double> &low, const std::vector<double> &high, int firstLayer)
{
    m_low = low;
    m_high = high;
    m_firstLayer = firstLayer;
}

void BandArea::clear()
{
    m_low.clear();
    m_high.clear();
    m_lowerPoints.clear();
    m_upperPoints.clear();
    m_item->setVisible(false);
}

void BandArea::extend(double &low, double &high) const
{
    for (const std::vector<double> *edge : {&m_low, &m_high}) {
        for (double v : *edge) {
            if (std::isfinite(v)) {
                low = std::min(low, v);
                high = std::max(high, v);
            }
        }
    }
}

void BandArea::place(double bottom)
{
    if (m_low.empty())
        return;
    const size_t n = std::min(m_low.size(), m_high.size());
    m_lowerPoints.clear();
    m_upperPoints.clear();
    m_lowerPoints.reserve(qsizetype(n));
    m_upperPoints.reserve(qsizetype(n));
    for (size_t l = 0; l < n; ++l) {
        const double x = m_firstLayer + double(l);
        const double lo = std::isfinite(m_low[l]) ? std::max(m_low[l], bottom) : bottom;
        const double hi = std::isfinite(m_high[l]) ? std::max(m_high[l], lo) : lo;
        m_lowerPoints.append(QPointF(x, lo));
        m_upperPoints.append(QPointF(x, hi));
    }
    updatePath();
}

void BandArea::updatePath()
{
    if (m_upperPoints.isEmpty()) {
        m_item->setVisible(false);
        return;
    }
    QPainterPath path(m_chart->mapToPosition(m_upperPoints.front(), m_reference));
    for (const QPointF &p : m_upperPoints)
        path.lineTo(m_chart->mapToPosition(p, m_reference));
    for (qsizetype i = m_lowerPoints.size() - 1; i >= 0; --i)
        path.lineTo(m_chart->mapToPosition(m_lowerPoints[i], m_reference));
    path.closeSubpath();
    QPainterPath plot;
    plot.addRect(m_chart->plotArea());
    m_item->setPath(path.intersected(plot));
    m_item->setVisible(true);
}

void BandArea::setColor(const QColor &color)
{
    QColor fill = color;
    fill.setAlphaF(0.28);
    m_item->setBrush(fill);
}

} // namespace gradflow
