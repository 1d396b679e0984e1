#include "ui/charts/layerchart.h"

#include "ui/charts/valuetip.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/look.h"

#include "ui/charts/bandarea.h"
#include "ui/charts/format.h"
#include "ui/charts/layeraxis.h"

#include <QGraphicsLayout>
#include <QPainter>
#include <QFontMetricsF>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gradflow {

LayerChart::LayerChart(const QString &title, const QString &yTitle, QWidget *parent)
    // The view takes the chart from its constructor: setChart() would orphan the default one.
    : QChartView(new QChart, parent), m_x(new QValueAxis), m_y(new QValueAxis), m_labels(m_y),
      m_zeros(new QScatterSeries)
{
    QChart *c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    // Qt's 20 px around the plot area cost a quarter of a stacked chart's height.
    c->setMargins(QMargins(kLeftMargin, 2, kRightMargin, 2));
    // And the layout's 9 px around the chart's background: at 720 lines in presentation mode
    // with two rows of pins in the legend they squeezed the layer axis's labels to "…".
    c->layout()->setContentsMargins(0, 0, 0, 0);
    c->setTitle(title);
    c->setLocalizeNumbers(false);
    c->legend()->setAlignment(Qt::AlignTop);
    m_x->setTitleText(tr("layer"));
    m_x->setLabelFormat("%.0f");
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(0);
    m_y->setTitleText(yTitle);
    m_y->setTickType(QValueAxis::TicksDynamic);
    m_y->setTickAnchor(0);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    m_zeros->setName(tr("exactly zero"));
    m_zeros->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    m_zeros->setMarkerSize(9);
    c->addSeries(m_zeros);
    m_zeros->attachAxis(m_x);
    m_zeros->attachAxis(m_y);
    m_band = new BandArea(c, m_zeros, m_x, m_y); // the chart owns it
    setRenderHint(QPainter::Antialiasing);
    // Repaint the whole view on every change: partial updates left pieces of old curves on
    // screen after a jump to full screen.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    new ValueTip(this);      // hovering a point shows its value
    setMinimumSize(320, 90); // three stacked stay on a 720-line screen with a full legend
}

// Less the padding in whole pixels as the margins hold it, not as asked: asked-for half pixels
// round in the margin, and a natural edge that moved with its own padding sent the panel's
// alignment back and forth between two pixels for good, the GUI thread never idle
// (tests/ui/test_robust_window paddingNeverMovesTheNaturalEdge).
double LayerChart::naturalPlotLeft() const { return chart()->plotArea().left() - m_paddingLeft; }
double LayerChart::naturalPlotRight() const { return chart()->plotArea().right() + m_paddingRight; }

void LayerChart::setExtraRight(double pixels)
{
    if (std::abs(pixels - m_extraRight) < 0.5)
        return;
    m_extraRight = pixels;
    applyMargins();
}

double LayerChart::yLabelsWidth() const { return m_labels.width(m_ticks); }

double LayerChart::yLabelHeight() const { return m_labels.labelHeight(); }

QStringList LayerChart::yLabels() const { return m_labels.labels(m_ticks); }

void LayerChart::drawForeground(QPainter *painter, const QRectF &rect)
{
    QChartView::drawForeground(painter, rect);
    m_labels.draw(*painter, chart()->plotArea(), m_ticks);
}

YTicks LayerChart::chooseYTicks(double low, double high, double plotHeight, double labelSpacing)
{
    return chooseLogTicks(low, high, plotHeight, labelSpacing);
}

void LayerChart::setExtraLeft(double pixels)
{
    if (std::abs(pixels - m_extraLeft) < 0.5)
        return;
    m_extraLeft = pixels;
    applyMargins();
}

void LayerChart::applyMargins()
{
    // Room left of the plot for the labels and title drawForeground() draws, plus the padding
    // that lines this plot up with the others.
    QMargins m = chart()->margins();
    const double labels = yLabelsWidth();
    const int left = kLeftMargin + int(std::lround(labels + m_extraLeft));
    const int right = kRightMargin + int(std::lround(m_extraRight));
    m_paddingLeft = left - (kLeftMargin + int(std::lround(labels)));
    m_paddingRight = right - kRightMargin;
    // The lowest label reaches half its height below the plot: room for it where no layer axis is.
    const int bottom = m_x->labelsVisible() ? 2 : 2 + int(std::ceil(yLabelHeight() / 2));
    // And the highest half its height above: room for it where no title or legend is.
    const bool nothingAbove = chart()->title().isEmpty() && !chart()->legend()->isVisible();
    const int top = nothingAbove ? 2 + int(std::ceil(yLabelHeight() / 2)) : 2;
    if (m.left() != left || m.right() != right || m.bottom() != bottom || m.top() != top) {
        m.setLeft(left);
        m.setRight(right);
        m.setBottom(bottom);
        m.setTop(top);
        chart()->setMargins(m);
        if (QGraphicsLayout *layout = chart()->layout()) { // the plot area moves now: the panel aligns on it
            layout->invalidate();
            layout->activate();
        }
    }
}

void LayerChart::setTitles(const QString &title, const QString &yTitle)
{
    if (chart()->title() != title) {
        chart()->setTitle(title);
        applyMargins();
    }
    if (m_y->titleText() != yTitle)
        m_y->setTitleText(yTitle);
}

void LayerChart::setUnit(Unit unit)
{
    m_unit = unit;
    const QString title = unit == Unit::Block ? tr("block") : tr("layer");
    if (m_x->titleText() != title)
        m_x->setTitleText(title);
}

void LayerChart::setAxisFromFirstLayer(bool fromFirst) { m_axisFromFirstLayer = fromFirst; }

void LayerChart::setLayerAxisShown(bool shown)
{
    m_x->setLabelsVisible(shown);
    m_x->setTitleVisible(shown);
    applyMargins();
}

void LayerChart::setLegendShown(bool shown)
{
    m_legendWanted = shown;
    if (shown) { // the names a hidden legend did not follow
        for (size_t i = 0; i < m_lines.size() && i < m_shape.size(); ++i) {
            if (m_lines[i]->name() != m_shape[i].label)
                m_lines[i]->setName(m_shape[i].label);
        }
    }
    updateLegend();
}

QString LayerChart::curveLabel(int index) const { return m_shape[size_t(index)].label; }

void LayerChart::setLook(bool dark, double scale, double labelPixels, double textPixels)
{
    m_scale = scale;
    m_dark = dark;
    chart()->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    // Pixel sizes: the exponent stays by its 10 in SVG.
    const ChartFonts fonts = chartFonts(scale, labelPixels, textPixels);
    chart()->setTitleFont(fonts.title);
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(m_x), static_cast<QAbstractAxis *>(m_y)}) {
        axis->setLabelsFont(fonts.labels);
        axis->setTitleFont(fonts.text);
    }
    m_labels.setExponentPixels(QFontInfo(fonts.labels).pixelSize());
    m_labelsDirty = true;
    chart()->legend()->setFont(fonts.text);
    m_zeros->setMarkerSize(9 * scale);
    applyPens();
    refitAfterLayout();
}

void LayerChart::applyPens()
{
    for (size_t i = 0; i < m_lines.size() && i < m_shape.size(); ++i) {
        // A dashed line given no colour takes the theme's: grey dashes, gaps of the background.
        QColor color = m_shape[i].color;
        if (!color.isValid())
            color = m_shape[i].gaps ? plotBackground(m_dark) : (m_dark ? QColor(190, 190, 190) : QColor(70, 70, 70));
        QPen pen = curvePen(color, m_shape[i].live, m_scale);
        if (m_shape[i].theory) {
            // Over the live curve and thinner than it: where theory and measurement agree, the
            // measured colour still shows on both sides. One pixel on a desk: Qt's raster engine
            // draws a dashed line at most 1 px wide directly; wider, every dash is stroked into a
            // polygon, 1.5 ms of the GUI thread per result (perf of --bench-ui). Dark dashes alone
            // vanished into a curve they matched (sigmoid's signal): the gaps' series fills them.
            pen.setWidthF(theoryPenWidth(m_scale));
            pen.setCapStyle(Qt::FlatCap);
            pen.setDashPattern({4, 4});
            pen.setDashOffset(m_shape[i].gaps ? 4 : 0);
        }
        m_lines[i]->setPen(pen);
    }
    m_zeros->setColor(zeroColor());
    m_zeros->setBorderColor(zeroColor().darker(180));
}

void appendDashedLine(std::vector<Curve> &curves, Curve line, const QColor &background)
{
    if (std::none_of(line.log10Values.begin(), line.log10Values.end(), [](double v) { return std::isfinite(v); }))
        return;
    line.theory = true;
    curves.push_back(line);
    line.gaps = true;
    line.color = background;
    curves.push_back(std::move(line));
}

double LayerChart::theoryPenWidth(double scale) { return 1.0 * scale; }

QPen LayerChart::curvePen(const QColor &color, bool live, double scale)
{
    QPen pen(color, (live ? 2.5 : 1.6) * scale);
    pen.setCapStyle(Qt::RoundCap);
    if (!live)
        pen.setStyle(Qt::DashLine); // pins: thinner and dashed under the live curve
    return pen;
}

void LayerChart::rebuildSeries(const std::vector<Curve> &curves)
{
    for (QLineSeries *s : m_lines) {
        chart()->removeSeries(s);
        delete s;
    }
    m_lines.clear();
    chart()->removeSeries(m_zeros);
    // In the curves' order: the later drawn over the earlier.
    for (const Curve &curve : curves) {
        auto *s = new QLineSeries;
        s->setName(curve.label);
        chart()->addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
        m_lines.push_back(s);
    }
    chart()->addSeries(m_zeros);
    m_zeros->attachAxis(m_x);
    m_zeros->attachAxis(m_y);
    m_shape = curves;
    m_buffers.assign(curves.size(), {});
    applyPens();
}

void LayerChart::setBand(const std::vector<double> &low, const std::vector<double> &high, int firstLayer,
                         const QColor &color)
{
    if (low.empty()) {
        m_band->clear();
        return;
    }
    m_band->setValues(low, high, firstLayer);
    m_band->setColor(color);
}

void LayerChart::setCurves(const std::vector<Curve> &curves)
{
    matchSeries(curves);
    const double yMin = fitAxes(curves);
    fillSeries(curves, yMin);
    updateLegend();
}

// Series are rebuilt only when curves come or go (pins); a new label or colour on the same
// curves is a cheap rename or restyle, so dragging a slider never rebuilds the chart.
void LayerChart::matchSeries(const std::vector<Curve> &curves)
{
    bool same = curves.size() == m_shape.size();
    for (size_t i = 0; same && i < curves.size(); ++i)
        same = curves[i].live == m_shape[i].live && curves[i].theory == m_shape[i].theory
               && curves[i].gaps == m_shape[i].gaps;
    if (!same) {
        rebuildSeries(curves);
        return;
    }
    bool restyle = false;
    for (size_t i = 0; i < curves.size(); ++i) {
        if (curves[i].label != m_shape[i].label) {
            m_shape[i].label = curves[i].label;
            // Only a legend shows the series' name, and a new name re-lays-out the whole
            // chart even under a hidden legend (1.5 extra layouts per result on the main
            // view, whose live curve is named after the network): named when shown.
            if (m_legendWanted)
                m_lines[i]->setName(curves[i].label);
        }
        if (curves[i].color != m_shape[i].color) {
            m_shape[i].color = curves[i].color;
            restyle = true;
        }
    }
    if (restyle)
        applyPens();
}

// The value range of the curves' finite points and their last layer; returns the y axis's minimum.
double LayerChart::fitAxes(const std::vector<Curve> &curves)
{
    double low = INFINITY, high = -INFINITY, lastLayer = 1, firstLayer = curves.empty() ? 0 : INFINITY;
    for (const Curve &c : curves) {
        for (double v : c.log10Values) {
            if (std::isfinite(v)) {
                low = std::min(low, v);
                high = std::max(high, v);
            }
        }
        firstLayer = std::min(firstLayer, double(c.layers.empty() ? c.firstLayer : c.layers.front()));
        lastLayer = std::max(lastLayer,
                             double(c.layers.empty() ? c.firstLayer + int(c.log10Values.size()) - 1 : c.layers.back()));
    }
    m_band->extend(low, high);
    if (!std::isfinite(low)) {
        low = -1;
        high = 1;
    }
    m_low = low;
    m_high = high;
    const double yMin = fitYAxis();
    // Round the layer axis up to its tick step: dragging depth then re-lays-out the axis only
    // every few layers, not on every step.
    m_lastLayer = lastLayer;
    m_firstLayer = m_axisFromFirstLayer ? firstLayer : 0;
    fitXAxis();
    return yMin;
}

// Each curve's finite points into its series; a zero (log10 of -inf) as a mark at the axis's foot.
void LayerChart::fillSeries(const std::vector<Curve> &curves, double yMin)
{
    QList<QPointF> zeros;
    for (size_t i = 0; i < curves.size(); ++i) {
        QList<QPointF> &buffer = m_buffers[i];
        buffer.clear();
        buffer.reserve(qsizetype(curves[i].log10Values.size()));
        for (size_t l = 0; l < curves[i].log10Values.size(); ++l) {
            const double v = curves[i].log10Values[l];
            const double x = curves[i].layers.empty() ? curves[i].firstLayer + double(l) : curves[i].layers[l];
            if (std::isfinite(v))
                buffer.append(QPointF(x, v));
            else if (v < 0)
                zeros.append(QPointF(x, yMin)); // never a non-finite value in a series
        }
        m_lines[i]->replace(buffer);
        const bool dots = buffer.size() <= 60 && !curves[i].theory; // theory's dots would hide the measured ones
        if (m_lines[i]->pointsVisible() != dots)
            m_lines[i]->setPointsVisible(dots);
    }
    m_band->place(yMin);
    m_zeros->replace(zeros);
    if (m_zeros->isVisible() != !zeros.isEmpty()) {
        m_zeros->setVisible(!zeros.isEmpty());
        if (auto markers = chart()->legend()->markers(m_zeros); !markers.isEmpty())
            markers.first()->setVisible(!zeros.isEmpty());
    }
}

double LayerChart::fitYAxis()
{
    const YTicks t = chooseYTicks(m_low, m_high, chart()->plotArea().height(), 1.3 * yLabelHeight());
    if (t.min != m_ticks.min || t.max != m_ticks.max || t.step != m_ticks.step || m_labelsDirty) {
        m_ticks = t;
        m_labelsDirty = false;
        // Interval and range in the order that keeps every intermediate layout small: the step
        // first when it grows, the range first when it shrinks (either fixed order lays out one
        // tick per old interval across a range millions of decades wide in one direction).
        setRangeAndStep(m_y, t.min, t.max, t.step); // never (new span / old step) ticks in between
        applyMargins();
        emit yLabelsChanged();
    }
    return t.min;
}

void LayerChart::fitXAxis() { fitLayerAxis(m_x, m_firstLayer, m_lastLayer, chart()->plotArea().width()); }

QStringList LayerChart::xLabels() const { return layerAxisLabels(m_x); }

void LayerChart::updateLegend()
{
    // A legend earns its space only when it tells curves apart or names the zero markers.
    const bool useful = m_legendWanted && (m_lines.size() > 1 || m_zeros->isVisible());
    // A dashed line's gaps: one line, one entry. Hidden whatever isVisible() says: under a hidden
    // legend (a chart cleared, then given a result) it says false for every marker, and the gaps'
    // entry then showed as a second, white "predicted" once the legend was shown.
    for (size_t i = 0; i < m_lines.size() && i < m_shape.size(); ++i)
        for (QLegendMarker *marker : chart()->legend()->markers(m_lines[i]))
            if (m_shape[i].gaps)
                marker->setVisible(false);
    // The zeros' key is the triangle the plot draws, not the legend's default square.
    for (QLegendMarker *marker : chart()->legend()->markers(m_zeros))
        if (marker->shape() != QLegend::MarkerShapeFromSeries)
            marker->setShape(QLegend::MarkerShapeFromSeries);
    if (chart()->legend()->isVisible() != useful) {
        chart()->legend()->setVisible(useful);
        applyMargins();
    }
}

void LayerChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    refitAfterLayout();
}

void LayerChart::refitAfterLayout()
{
    // The plot area is known once the chart has laid itself out for the new size or font.
    QMetaObject::invokeMethod(
        this,
        [this] {
            fitXAxis();
            const double before = m_y->min();
            const double yMin = fitYAxis();
            if (yMin != before && m_zeros->count() > 0) {
                QList<QPointF> zeros = m_zeros->points(); // the markers sit on the bottom edge
                for (QPointF &p : zeros)
                    p.setY(yMin);
                m_zeros->replace(zeros);
            }
            if (yMin != before)
                m_band->place(yMin); // exact zeros in the band reach the new bottom edge
            emit axisFitted();
        },
        Qt::QueuedConnection);
}

QList<QPointF> LayerChart::livePoints() const
{
    for (size_t i = 0; i < m_shape.size(); ++i) {
        if (m_shape[i].live)
            return m_lines[i]->points();
    }
    return {};
}

QString LayerChart::valueTipAt(const QPointF &viewPosition) const
{
    const QPointF at = chart()->mapFromScene(mapToScene(viewPosition.toPoint()));
    const double reach = 24 * m_scale; // a hand's pointing, a few pixels off the line
    if (!chart()->plotArea().adjusted(-reach, -reach, reach, reach).contains(at))
        return {};
    const int layer = int(std::lround(chart()->mapToValue(at, m_zeros).x()));
    int nearest = -1;
    double nearestDistance = reach, nearestValue = 0;
    for (size_t i = 0; i < m_buffers.size() && i < m_shape.size(); ++i) {
        const std::optional<double> value = valueAtLayer(m_buffers[i], layer);
        if (!value)
            continue;
        const double distance = std::abs(chart()->mapToPosition(QPointF(layer, *value), m_zeros).y() - at.y());
        if (distance < nearestDistance) {
            nearest = int(i);
            nearestDistance = distance;
            nearestValue = *value;
        }
    }
    if (nearest < 0)
        return {};
    const QString line = m_unit == Unit::Block ? tr("%1\nblock %2: %3") : tr("%1\nlayer %2: %3");
    return line.arg(curveLabel(nearest)).arg(layer).arg(formatPower(nearestValue, 3));
}

std::optional<double> LayerChart::valueAtLayer(const QList<QPointF> &points, int layer)
{
    // Exact zeros have no point: a curve's points are in layer order with gaps.
    const auto it = std::lower_bound(points.begin(), points.end(), double(layer),
                                     [](const QPointF &p, double x) { return p.x() < x; });
    if (it == points.end() || it->x() != layer)
        return std::nullopt;
    return it->y();
}

void LayerChart::paintEvent(QPaintEvent *event)
{
    QChartView::paintEvent(event);
    emit painted();
}

} // namespace gradflow
