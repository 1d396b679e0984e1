#include "ui/jacobian/densitychart.h"

#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gradflow {

DensityChart::DensityChart(QWidget *parent)
    : QChartView(new QChart, parent), m_density(new QLineSeries), m_x(new QValueAxis), m_y(new QValueAxis)
{
    QChart *c = chart(); // given to the constructor: setChart() would release, not delete, a default one
    c->setAnimationOptions(QChart::NoAnimation);
    c->setTitle(tr("Singular values at the last layer"));
    c->addSeries(m_density);
    m_x->setTitleText(tr("log10 singular value"));
    m_y->setTitleText(tr("density"));
    m_y->setLabelFormat("%.2g");
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    m_density->attachAxis(m_x);
    m_density->attachAxis(m_y);
    c->legend()->hide();
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(180, 160);
}

void DensityChart::setValues(const std::vector<double> &log10Sigma)
{
    std::vector<double> finite;
    for (double x : log10Sigma) {
        if (std::isfinite(x))
            finite.push_back(x);
    }
    m_zeros = int(log10Sigma.size() - finite.size());
    m_buffer.clear();
    if (finite.empty()) {
        m_density->replace(m_buffer);
        return;
    }
    const auto [lowIt, highIt] = std::minmax_element(finite.begin(), finite.end());
    // A spread narrower than 0.1 decade (an isometry) is drawn over 0.1 around its centre.
    const double centre = 0.5 * (*lowIt + *highIt), half = std::max(0.5 * (*highIt - *lowIt), 0.05);
    const double low = centre - half * 1.05, high = centre + half * 1.05, width = (high - low) / bins;
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
    m_density->replace(m_buffer);
    m_x->setRange(low, high);
    m_y->setRange(0, top * 1.1);
}

} // namespace gradflow
