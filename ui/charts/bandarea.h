#pragma once

#include <QColor>
#include <QList>
#include <QObject>
#include <QPointF>

#include <vector>

class QAbstractSeries;
class QChart;
class QGraphicsPathItem;
class QValueAxis;

namespace gradflow {

// The shaded spread of a curve over seeds: a filled polygon between a lower and an upper edge,
// in log10 on the chart's own axes, under the curves. A lower edge that is an exact zero (-inf,
// some seed is zero there) reaches down to the plot's bottom edge; nothing non-finite is drawn.
// A path item in the chart's scene, not a series: every series of a chart stays a curve or the
// zero markers (hover, export and the tests treat them so), and render() still draws it.
class BandArea : public QObject
{
    Q_OBJECT

public:
    // reference: a series on the chart's axes, to map values to the plot.
    BandArea(QChart *chart, QAbstractSeries *reference, QValueAxis *x, QValueAxis *y);

    void setValues(const std::vector<double> &low, const std::vector<double> &high, int firstLayer);
    void clear();
    bool isEmpty() const { return m_low.empty(); }
    // Widens [low, high] to hold the band's finite values.
    void extend(double &low, double &high) const;
    // Draws the values, with every non-finite edge at bottom (the plot's lowest value).
    void place(double bottom);
    void setColor(const QColor &color);

    QList<QPointF> lowerPoints() const { return m_lowerPoints; } // as drawn, in layers and log10
    QList<QPointF> upperPoints() const { return m_upperPoints; }

private:
    void updatePath(); // after new points, axes or plot area

    QChart *m_chart;
    QAbstractSeries *m_reference;
    QGraphicsPathItem *m_item;
    std::vector<double> m_low, m_high;
    int m_firstLayer = 0;
    QList<QPointF> m_lowerPoints, m_upperPoints;
};

} // namespace gradflow
