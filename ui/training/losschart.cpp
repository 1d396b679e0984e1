#include "ui/training/losschart.h"

#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/training/thinning.h"

#include "core/training/trainresult.h"

#include <QLineSeries>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QFontMetrics>
#include <QPainter>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gradflow {

LossChart::LossChart(QWidget *parent)
    : QChartView(new QChart, parent), m_loss(new QLineSeries), m_clipped(new QScatterSeries), m_x(new QValueAxis),
      m_y(new QValueAxis), m_labels(m_y)
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
    // The line over the dots (which sit on the bottom edge: placeClipMarks).
    c->addSeries(m_clipped);
    c->addSeries(m_loss);
    // No x title: the chart's title names the steps, and a short chart keeps the row for its labels.
    m_x->setLabelFormat("%.0f");
    // No y title: the chart's title says what the axis holds, and the labels keep its room.
    m_y->setTickType(QValueAxis::TicksDynamic); // whole decades on ticks anchored at 10^0
    m_y->setTickAnchor(0);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries *s : {static_cast<QAbstractSeries *>(m_loss), static_cast<QAbstractSeries *>(m_clipped)}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    c->legend()->setAlignment(Qt::AlignBottom);
    c->legend()->setVisible(false); // shown while the clip's marks are (setRun)
    setRenderHint(QPainter::Antialiasing);
    // The whole view on every change: the labels drawForeground() draws are not scene items, and
    // a partial update left old ones beside the new after a refit.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setMinimumSize(180, 180);
    setLook(false, 1.0, 0);
    fitAxes(10);
}

void LossChart::setRun(const TrainResult &run)
{
    m_lossBuffer.clear();
    m_clipBuffer.clear();
    m_logLoss.clear();
    m_logClip.clear();
    std::vector<double> logLoss(run.loss.size(), NAN); // NaN: nothing a power of ten can show
    for (size_t i = 0; i < run.loss.size(); ++i)
        if (std::isfinite(run.loss[i]) && run.loss[i] > 0)
            logLoss[i] = std::log10(run.loss[i]);
    // Never more points than the plot has room for (10000 steps on a few hundred pixels).
    const int columns = std::max(100, int(std::max(chart()->plotArea().width(), double(width()))));
    double low = INFINITY, high = -INFINITY;
    for (int index : thinnedIndices(logLoss, columns)) {
        const size_t i = size_t(index);
        const QPointF p(double(i + 1), run.loss[i]), logP(p.x(), logLoss[i]);
        m_lossBuffer.append(p);
        m_logLoss.append(logP);
        if (i < run.clipFactor.size() && run.clipFactor[i] < 1) {
            m_clipBuffer.append(p);
            m_logClip.append(logP);
        }
        low = std::min(low, logP.y());
        high = std::max(high, logP.y());
    }
    m_loss->replace(m_logLoss);
    m_loss->setPointsVisible(m_logLoss.size() <= 30); // a run that diverged at step 2 still shows its step
    m_clipped->setVisible(!m_logClip.isEmpty());
    chart()->legend()->setVisible(!m_logClip.isEmpty()); // "loss" alone says nothing the title does not
    layOutLegend();
    if (std::isfinite(low)) {
        m_low = low;
        m_high = high;
    }
    m_divergedAt = run.divergence ? run.divergence->step : 0;
    // A diverged run's steps fill the axis (a divergence at step 2 of 1000 sat on the left edge).
    fitAxes(m_divergedAt > 0 ? std::min(run.settings.steps, std::max(10, 2 * m_divergedAt)) : run.settings.steps);
    placeClipMarks();
    viewport()->update(); // the divergence's mark is drawn over the scene
}

// The steps where the clip fired, as a row of dots on the plot's bottom edge: a clip that fires
// at every step (the lesson's case) would otherwise paint over the loss it clips.
void LossChart::placeClipMarks()
{
    QList<QPointF> marks;
    marks.reserve(m_logClip.size());
    for (const QPointF &p : m_logClip)
        marks.append(QPointF(p.x(), m_ticks.min));
    m_clipped->replace(marks);
}

// Each shown entry is its label, its marker, Qt's margins round both and the gap to the next
// (about 30 px: a font's height and 20 are a few pixels more); the row lies between the chart's
// margins, the left one the y labels' column.
int LossChart::legendWidth() const
{
    const QLegend *legend = chart()->legend();
    if (!legend->isVisible())
        return 0;
    const QFontMetrics metrics(legend->font());
    int row = 0;
    for (const QLegendMarker *marker : legend->markers())
        if (marker->isVisible())
            row += metrics.horizontalAdvance(marker->label()) + metrics.height() + 20;
    qreal left = 0, top = 0, right = 0, bottom = 0;
    chart()->layout()->getContentsMargins(&left, &top, &right, &bottom);
    return row + chart()->margins().left() + chart()->margins().right() + int(std::ceil(left + right));
}

QColor LossChart::lossColor() const { return m_loss->pen().color(); }

void LossChart::clear()
{
    m_lossBuffer.clear();
    m_clipBuffer.clear();
    m_logLoss.clear();
    m_logClip.clear();
    m_loss->replace(m_logLoss);
    m_clipped->replace(m_logClip);
    chart()->legend()->setVisible(false);
    m_divergedAt = 0;
}

// The run's whole length on x so the curve grows into it; y as the layer charts choose theirs.
void LossChart::fitAxes(int steps)
{
    fitYAxis();
    const int ticks = std::clamp(int(width() / (90 * m_scale)), 3, 6); // labels as wide as "10000" never touch
    if (m_steps != steps || m_xTicks != ticks) { // nice numbers may pick another count: compare the asked one
        m_steps = steps;
        m_xTicks = ticks;
        m_x->setTickCount(ticks);
        m_x->setRange(1, std::max(2, steps));
        m_x->applyNiceNumbers();
        if (m_x->min() < 0)
            m_x->setMin(0);
    }
}

// Whole decades (or coarser) around the losses, their labels far enough apart for this height,
// and room left of the plot for them.
void LossChart::fitYAxis()
{
    const YTicks t =
        LayerChart::chooseYTicks(m_low, m_high, chart()->plotArea().height(), 1.3 * m_labels.labelHeight());
    if (t.min != m_ticks.min || t.max != m_ticks.max || t.step != m_ticks.step) {
        m_ticks = t;
        setRangeAndStep(m_y, t.min, t.max, t.step);
        placeClipMarks();
    }
    QMargins m = chart()->margins();
    const int left = 4 + int(std::lround(m_labels.width(m_ticks)));
    if (m.left() != left) {
        m.setLeft(left);
        chart()->setMargins(m);
    }
    fitTitle();
}

// The longest title the chart shows whole and clear of its y labels.
void LossChart::fitTitle()
{
    // Centred over the chart and clear of the labels' column, which ends at the plot's left edge:
    // the top label's exponent reaches into the title's line.
    const QFontMetricsF fm(chart()->titleFont());
    const double centre = chart()->size().width() / 2;
    const double room = 2 * (centre - chart()->plotArea().left() - fm.averageCharWidth());
    QString title = tr("Loss");
    for (const QString &longer : {tr("Loss over the steps"), tr("Loss per step")}) {
        if (fm.horizontalAdvance(longer) <= room) {
            title = longer;
            break;
        }
    }
    if (chart()->title() != title)
        chart()->setTitle(title);
}

void LossChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    layOutLegend();
    refitAfterLayout();
}

// The legend laid out now for the chart's size, its entries and its type. Qt Charts leaves a
// hidden legend out of the chart's layout, so it keeps the place and the elided labels of the
// last size it was shown at; shown again, or given other entries at the same size, it is laid
// out only at the chart layout's next activation, an event-loop turn later, and a legend whose
// rectangle did not change is not laid out again at all. Until then a paint or an export draws
// the old legend: another chart's width, under the chart's bottom edge, its labels cut.
void LossChart::layOutLegend()
{
    QLegend *legend = chart()->legend();
    legend->layout()->invalidate(); // the chart's layout too: the legend's row takes plot height
    chart()->layout()->activate();  // the legend's rectangle for this size
    legend->layout()->activate();   // its entries in that rectangle, though the rectangle be the same
}

void LossChart::refitAfterLayout()
{
    // The plot area is known once the chart has laid itself out for the new size or font.
    QMetaObject::invokeMethod(
        this, [this] { fitAxes(m_steps); }, Qt::QueuedConnection);
}

void LossChart::drawForeground(QPainter *painter, const QRectF &rect)
{
    QChartView::drawForeground(painter, rect);
    m_labels.draw(*painter, chart()->plotArea(), m_ticks);
    if (m_divergedAt > 0)
        drawDivergence(*painter);
}

// A red line at the step where the run diverged, named at the top of the plot.
void LossChart::drawDivergence(QPainter &painter) const
{
    const QRectF plot = chart()->plotArea();
    const double x = chart()->mapToPosition(QPointF(m_divergedAt, m_y->min()), m_loss).x();
    painter.save();
    painter.setPen(QPen(divergenceColor(), 2.5 * m_scale, Qt::DashLine));
    painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    QFont f = m_x->labelsFont();
    f.setBold(true);
    painter.setFont(f);
    const QString text = tr("diverged here");
    painter.drawText(divergenceLabelBox(QFontMetricsF(f), text, plot, x), Qt::AlignLeft | Qt::TextWordWrap, text);
    painter.restore();
}

// Beside the line, inside the plot: right of it where the label fits, else left of it, else
// wrapped on the wider side. A slide's narrow loss chart with the line at step 2 put the one-line
// label left of the line and out of the chart ("erged here").
QRectF LossChart::divergenceLabelBox(const QFontMetricsF &fm, const QString &text, const QRectF &plot, double x)
{
    const double right = plot.right() - (x + 4), left = (x - 4) - plot.left(); // the room either side
    const double w = fm.horizontalAdvance(text);
    if (w <= right || w <= left)
        return QRectF(w <= right ? x + 4 : x - 4 - w, plot.top() + 2, w, fm.height());
    const bool onRight = right >= left;
    const double room = std::max(1.0, onRight ? right : left);
    const QRectF lines = fm.boundingRect(QRectF(0, 0, room, 1e6), Qt::AlignLeft | Qt::TextWordWrap, text);
    const double wrapped = std::min(lines.width(), room);
    return QRectF(onRight ? x + 4 : x - 4 - wrapped, plot.top() + 2, wrapped, lines.height());
}

void LossChart::setLook(bool dark, double scale, double labelPixels, double textPixels)
{
    m_scale = scale;
    chart()->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    const ChartFonts fonts =
        chartFonts(scale, labelPixels, textPixels); // the layer charts' fonts: the three read alike
    chart()->setTitleFont(fonts.title);
    for (QAbstractAxis *a : {static_cast<QAbstractAxis *>(m_x), static_cast<QAbstractAxis *>(m_y)}) {
        a->setLabelsFont(fonts.labels);
        a->setTitleFont(fonts.text);
    }
    chart()->legend()->setFont(fonts.text);
    layOutLegend();
    m_labels.setExponentPixels(QFontInfo(fonts.labels).pixelSize());
    chart()->setMargins(QMargins(4, 4, int(std::lround(24 * scale)), 4)); // room for the last step's label
    refitAfterLayout();
    // A strong colour on either theme: the theme's first series colour is a light green.
    QPen pen(dark ? QColor(120, 180, 255) : QColor(20, 70, 170));
    pen.setWidthF(2.5 * scale);
    m_loss->setPen(pen);
    m_loss->setColor(pen.color());
    m_clipped->setColor(QColor(220, 40, 40));
    m_clipped->setBorderColor(Qt::transparent);
    m_clipped->setMarkerSize(7 * scale);
}

} // namespace gradflow
