#include "ui/jacobian/densitychart.h"

#include "ui/charts/look.h"
#include "ui/charts/roundticks.h"

#include <QLineSeries>
#include <QCategoryAxis>

#include <algorithm>
#include <cmath>

namespace gradflow {

DensityChart::DensityChart(QWidget *parent)
    : QChartView(new QChart, parent), m_density(new QLineSeries), m_theory(new QLineSeries), m_x(new QCategoryAxis),
      m_y(new QCategoryAxis)
{
    QChart *c = chart(); // given to the constructor: setChart() would release, not delete, a default one
    c->setAnimationOptions(QChart::NoAnimation);
    c->setTitle(tr("Singular values at the last layer"));
    c->addSeries(m_density);
    c->addSeries(m_theory);
    // x is the power of ten: 0 is a singular value of 1, -2 one of 0.01.
    m_x->setTitleText(tr("log10 of the singular value"));
    m_y->setTitleText(tr("density"));
    for (QCategoryAxis *axis : {m_x, m_y})
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    m_density->attachAxis(m_x);
    m_density->attachAxis(m_y);
    m_theory->attachAxis(m_x);
    m_theory->attachAxis(m_y);
    c->legend()->hide();
    applyTheoryPen(1.0);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(180, 160);
}

void DensityChart::setLook(bool dark, double scale, double labelPixels, double textPixels)
{
    chart()->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    const ChartFonts fonts = chartFonts(scale, labelPixels, textPixels);
    chart()->setTitleFont(fonts.title);
    m_scale = scale;
    for (QCategoryAxis *axis : {m_x, m_y}) {
        axis->setLabelsFont(fonts.labels);
        axis->setTitleFont(fonts.text);
    }
    chart()->legend()->setFont(fonts.text);
    QPen pen = m_density->pen();
    pen.setWidthF(2.0 * scale);
    m_density->setPen(pen);
    applyTheoryPen(scale);
    fitAxes();
}

void DensityChart::applyTheoryPen(double scale)
{
    QPen pen(QColor(90, 90, 90), 1.5 * scale);
    pen.setDashPattern({4, 2});
    m_theory->setPen(pen);
}

void DensityChart::setValues(const std::vector<double> &log10Sigma, const TheoryDensity &theory)
{
    std::vector<double> finite;
    for (double x : log10Sigma) {
        if (std::isfinite(x))
            finite.push_back(x);
    }
    m_zeros = int(log10Sigma.size() - finite.size());
    m_buffer.clear();
    m_theoryBuffer.clear();
    if (finite.empty()) {
        m_density->replace(m_buffer);
        m_theory->replace(m_theoryBuffer);
        return;
    }
    auto [lowIt, highIt] = std::minmax_element(finite.begin(), finite.end());
    double lowest = *lowIt, highest = *highIt;
    if (theory.known && (theory.single || !theory.points.empty())) // its right edge (or single value) in view
        highest = std::max(highest, theory.single ? theory.at : theory.points.back().first);
    if (theory.single)
        lowest = std::min(lowest, theory.at);
    // A spread narrower than 0.1 decade (an isometry) is drawn over 0.1 around its centre, the
    // centre in the middle of a bin: an edge there split rounding's noise over two bins.
    const double centre = 0.5 * (lowest + highest), half = std::max(0.5 * (highest - lowest), 0.05);
    const double width = 2.1 * half / bins, shift = highest - lowest < 0.1 ? 0.5 * width : 0.0;
    const double low = centre - half * 1.05 - shift, high = low + bins * width;
    std::vector<int> counts(bins, 0);
    for (double x : finite)
        ++counts[size_t(std::clamp(int((x - low) / width), 0, bins - 1))];
    const double share = 1.0 / (double(log10Sigma.size()) * width);
    double top = 0;
    m_buffer.append(QPointF(low, 0));
    for (int b = 0; b < bins; ++b) {
        const double y = counts[size_t(b)] * share;
        m_buffer.append(QPointF(low + b * width, y));
        m_buffer.append(QPointF(low + (b + 1) * width, y));
        top = std::max(top, y);
    }
    m_buffer.append(QPointF(high, 0));
    drawTheory(theory, low, high, top);
    m_density->replace(m_buffer);
    m_low = low;
    m_high = high;
    m_top = top * 1.1;
    fitAxes();
}

// Round ticks labelled from their index (never "-0"); as many as the chart's size has room for.
void DensityChart::fitAxes()
{
    const int across = std::clamp(int(width() / (90 * m_scale)), 3, 6);
    const int up = std::clamp(int(height() / (50 * m_scale)), 3, 6);
    setRoundTicks(m_x, m_low, m_high, across);
    setRoundTicks(m_y, 0, m_top, up);
}

void DensityChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitAxes();
}

// The theory's curve within [low, high] (its far left tail falls outside), or its single value
// as a vertical line to the top.
void DensityChart::drawTheory(const TheoryDensity &theory, double low, double high, double &top)
{
    if (theory.known && !theory.single) {
        for (const auto &[x, y] : theory.points) {
            if (x >= low && x <= high && std::isfinite(y)) {
                m_theoryBuffer.append(QPointF(x, y));
                top = std::max(top, y);
            }
        }
    }
    if (theory.known && theory.single) {
        m_theoryBuffer.append(QPointF(theory.at, 0));
        m_theoryBuffer.append(QPointF(theory.at, top * 1.1));
    }
    m_theory->replace(m_theoryBuffer);
}

} // namespace gradflow
