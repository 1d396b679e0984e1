#pragma once

#include <QColor>
#include <QList>
#include <QPointF>

#include <vector>

class QAbstractAxis;
class QAreaSeries;
class QChart;
class QLineSeries;

namespace gradflow {

// The shaded spread of a curve over seeds: an area between a lower and an upper edge, in log10
// on the chart's own axes. A lower edge that is an exact zero (-inf, some seed is zero there)
// reaches down to the plot's bottom edge; nothing non-finite ever reaches a series.
class BandArea
{
public:
    // Adds the (hidden) area to chart, under every series added after it.
    BandArea(QChart *chart, QAbstractAxis *x, QAbstractAxis *y);

    void setValues(const std::vector<double> &low, const std::vector<double> &high, int firstLayer);
    void clear();
    bool isEmpty() const { return m_low.empty(); }
    // Widens [low, high] to hold the band's finite values.
    void extend(double &low, double &high) const;
    // Draws the values, with every non-finite edge at bottom (the plot's lowest value).
    void place(double bottom);
    void setColor(const QColor &color);

    QList<QPointF> lowerPoints() const;
    QList<QPointF> upperPoints() const;

private:
    QAreaSeries *m_area;
    QLineSeries *m_upper;
    QLineSeries *m_lower;
    std::vector<double> m_low, m_high;
    int m_firstLayer = 0;
    QList<QPointF> m_lowerBuffer, m_upperBuffer;
};

} // namespace gradflow
