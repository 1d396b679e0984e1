#include "bandarea.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace gradflow {

BandArea::BandArea(QChart *chart, QAbstractAxis *x, QAbstractAxis *y)
    : m_area(new QAreaSeries), m_upper(new QLineSeries(m_area)), m_lower(new QLineSeries(m_area))
{
    m_area->setUpperSeries(m_upper);
    m_area->setLowerSeries(m_lower);
    m_area->setPen(Qt::NoPen);
    chart->addSeries(m_area); // the chart owns it, and it its edges
    m_area->attachAxis(x);
    m_area->attachAxis(y);
    m_area->setVisible(false);
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
    m_lowerBuffer.clear();
    m_upperBuffer.clear();
    m_lower->clear();
    m_upper->clear();
    m_area->setVisible(false);
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
    m_lowerBuffer.clear();
    m_upperBuffer.clear();
    m_lowerBuffer.reserve(qsizetype(n));
    m_upperBuffer.reserve(qsizetype(n));
    for (size_t l = 0; l < n; ++l) {
        const double x = m_firstLayer + double(l);
        const double lo = std::isfinite(m_low[l]) ? std::max(m_low[l], bottom) : bottom;
        const double hi = std::isfinite(m_high[l]) ? std::max(m_high[l], lo) : lo;
        m_lowerBuffer.append(QPointF(x, lo));
        m_upperBuffer.append(QPointF(x, hi));
    }
    m_lower->replace(m_lowerBuffer);
    m_upper->replace(m_upperBuffer);
    m_area->setVisible(true);
}

void BandArea::setColor(const QColor &color)
{
    QColor fill = color;
    fill.setAlphaF(0.28);
    m_area->setBrush(fill);
    m_area->setPen(Qt::NoPen);
}

QList<QPointF> BandArea::lowerPoints() const { return m_lower->points(); }
QList<QPointF> BandArea::upperPoints() const { return m_upper->points(); }

} // namespace gradflow
