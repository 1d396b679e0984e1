#include "ui/training/losschart.h"

#include "ui/charts/look.h"

#include "core/training/trainresult.h"

#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gradflow {

LossChart::LossChart(QWidget *parent)
    : QChartView(new QChart, parent), m_loss(new QLineSeries), m_clipped(new QScatterSeries), m_x(new QValueAxis),
      m_y(new QLogValueAxis)
{
    // The chart given to the constructor: setChart() would release, not delete, a default one.
    QChart *c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->setTitle(tr("Loss over the steps"));
    m_loss->setName(tr("loss"));
    m_clipped->setName(tr("clip fired"));
    m_clipped->setMarkerSize(7);
    m_clipped->setColor(QColor(220, 40, 40));
    m_clipped->setBorderColor(Qt::transparent);
    c->addSeries(m_loss);
    c->addSeries(m_clipped);
    // No x title: the chart's title names the steps, and a short chart keeps the row for its labels.
    m_x->setLabelFormat("%.0f");
    m_y->setTitleText(tr("loss"));
    m_y->setBase(10);
    m_y->setLabelFormat("%g");
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries *s : {static_cast<QAbstractSeries *>(m_loss), static_cast<QAbstractSeries *>(m_clipped)}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    c->legend()->setAlignment(Qt::AlignBottom);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(180, 180);
    setLook(false, 1.0, 0);
    fitAxes(0.1, 10, 10);
}

void LossChart::setRun(const TrainResult &run)
{
    m_lossBuffer.clear();
    m_clipBuffer.clear();
    m_lossBuffer.reserve(qsizetype(run.loss.size()));
    double low = INFINITY, high = -INFINITY;
    for (size_t i = 0; i < run.loss.size(); ++i) {
        const double loss = run.loss[i];
        if (!std::isfinite(loss) || loss <= 0 || loss > 1e300)
            continue; // a log axis drops the whole series at one such point
        const QPointF p(double(i + 1), loss);
        m_lossBuffer.append(p);
        if (i < run.clipFactor.size() && run.clipFactor[i] < 1)
            m_clipBuffer.append(p);
        low = std::min(low, loss);
        high = std::max(high, loss);
    }
    m_loss->replace(m_lossBuffer);
    m_loss->setPointsVisible(m_lossBuffer.size() <= 30); // a run that diverged at step 2 still shows its step
    m_clipped->replace(m_clipBuffer);
    m_clipped->setVisible(!m_clipBuffer.isEmpty());
    chart()->legend()->setVisible(!m_clipBuffer.isEmpty()); // "loss" alone says nothing the title does not
    if (std::isfinite(low))
        fitAxes(low, high, run.settings.steps);
}

void LossChart::clear()
{
    m_lossBuffer.clear();
    m_clipBuffer.clear();
    m_loss->replace(m_lossBuffer);
    m_clipped->replace(m_clipBuffer);
}

// Whole decades on y (at least one), the run's whole length on x so the curve grows into it.
void LossChart::fitAxes(double lowLoss, double highLoss, int steps)
{
    double low = std::pow(10.0, std::floor(std::log10(lowLoss)));
    double high = std::pow(10.0, std::ceil(std::log10(highLoss)));
    if (high <= low)
        high = low * 10;
    if (m_y->min() != low || m_y->max() != high)
        m_y->setRange(low, high);
    const int decades = int(std::lround(std::log10(high / low)));
    m_y->setMinorTickCount(decades <= 2 ? 8 : 0);
    const int ticks = std::clamp(int(width() / (90 * m_scale)), 3, 6); // labels as wide as "10000" never touch
    if (m_steps != steps || m_ticks != ticks) { // nice numbers may pick another count: compare the asked one
        m_steps = steps;
        m_ticks = ticks;
        m_x->setTickCount(ticks);
        m_x->setRange(1, std::max(2, steps));
        m_x->applyNiceNumbers();
        if (m_x->min() < 0)
            m_x->setMin(0);
    }
}

void LossChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    if (!m_lossBuffer.isEmpty())
        fitAxes(m_y->min(), m_y->max(), m_steps);
}

QList<QPointF> LossChart::lossPoints() const { return m_loss->points(); }

QList<QPointF> LossChart::clipPoints() const { return m_clipped->points(); }

void LossChart::setLook(bool dark, double scale, double labelPixels)
{
    m_scale = scale;
    chart()->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    const ChartFonts fonts = chartFonts(scale, labelPixels); // the layer charts' fonts: the three read alike
    const QFont &base = fonts.base, &labels = fonts.labels;
    chart()->setTitleFont(fonts.title);
    for (QAbstractAxis *a : {static_cast<QAbstractAxis *>(m_x), static_cast<QAbstractAxis *>(m_y)}) {
        a->setLabelsFont(labels);
        a->setTitleFont(base);
    }
    chart()->legend()->setFont(base);
    chart()->setMargins(QMargins(4, 4, int(std::lround(24 * scale)), 4)); // room for the last step's label
    QPen pen = m_loss->pen();
    pen.setWidthF(2 * scale);
    m_loss->setPen(pen);
    m_clipped->setColor(QColor(220, 40, 40));
    m_clipped->setBorderColor(Qt::transparent);
    m_clipped->setMarkerSize(7 * scale);
}

} // namespace gradflow
