#pragma once

#include <QChartView>

#include <vector>

class QLineSeries;
class QValueAxis;

namespace gradflow {

// The density of log10 singular values at one layer: a step outline over equal bins, the share
// of the singular values per unit of log10. Exact zeros (-inf) are counted apart, never drawn:
// only finite points reach the chart.
class DensityChart : public QChartView
{
    Q_OBJECT

public:
    static constexpr int bins = 40;

    explicit DensityChart(QWidget *parent = nullptr);

    void setValues(const std::vector<double> &log10Sigma);
    QList<QPointF> points() const { return m_buffer; } // as drawn (tests)
    int zeros() const { return m_zeros; }

private:
    QLineSeries *m_density;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<QPointF> m_buffer;
    int m_zeros = 0;
};

} // namespace gradflow
