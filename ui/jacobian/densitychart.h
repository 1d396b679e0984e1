#pragma once

#include "core/jacobian/jacobiantheory.h"

#include <QChartView>

#include <vector>

class QCategoryAxis;
class QLineSeries;

namespace gradflow {

// The density of log10 singular values at one layer: a step outline over equal bins, the share
// of the singular values per unit of log10. Exact zeros (-inf) are counted apart, never drawn:
// only finite points reach the chart. Where the theory's density is known (Fuss-Catalan, or a
// single value for an isometry) it is drawn dashed over the measured one, within the chart's range.
class DensityChart : public QChartView
{
    Q_OBJECT

public:
    static constexpr int bins = 40;

    explicit DensityChart(QWidget *parent = nullptr);

    void setValues(const std::vector<double> &log10Sigma, const TheoryDensity &theory = {});
    // Fonts and lines at a look's scale (ui/charts/look.h), as LayerChart::setLook: textPixels,
    // when larger, sizes the axis titles.
    void setLook(bool dark, double scale, double labelPixels, double textPixels = 0);
    QList<QPointF> points() const { return m_buffer; } // as drawn (tests)
    QList<QPointF> theoryPoints() const { return m_theoryBuffer; }
    int zeros() const { return m_zeros; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitAxes();
    void applyTheoryPen(double scale);
    void drawTheory(const TheoryDensity &theory, double low, double high, double &top);

    QLineSeries *m_density;
    QLineSeries *m_theory;
    QCategoryAxis *m_x; // log10 of the singular value
    QCategoryAxis *m_y;
    QList<QPointF> m_buffer;
    QList<QPointF> m_theoryBuffer;
    double m_low = -1, m_high = 1, m_top = 1; // the axes' ranges
    int m_zeros = 0;
    double m_scale = 1.0;
};

} // namespace gradflow
