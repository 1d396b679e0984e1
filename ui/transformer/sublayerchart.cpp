#include "ui/transformer/sublayerchart.h"

#include "ui/charts/bandarea.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/charts/roundticks.h"
#include "ui/transformer/sublayerseries.h"

#include <QCategoryAxis>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

void paintMarkers(QScatterSeries *markers, const QColor &color, bool hollow, double scale)
{
    markers->setColor(hollow ? QColor(Qt::transparent) : color);
    QPen border(hollow ? color : color.darker(140));
    border.setWidthF(hollow ? 1.5 * scale : 1.0);
    markers->setPen(border);
}

} // namespace

SubLayerChart::SubLayerChart(const QString &title, bool log10, QWidget *parent)
    : QChartView(new QChart, parent), m_log10(log10), m_x(new QCategoryAxis), m_y(new QValueAxis), m_labels(m_y)
{
    QChart *c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    setTitleText(title);
    m_x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    if (m_log10) {
        m_y->setTickType(QValueAxis::TicksDynamic); // whole decades on ticks anchored at 10^0
        m_y->setTickAnchor(0);
    } else {
        m_y->setLabelsVisible(true); // plain numbers at round steps (fitY): Qt Charts writes them
        m_y->setTickType(QValueAxis::TicksDynamic);
        m_y->setTickAnchor(0);
    }
    c->legend()->setVisible(false); // a LegendStrip under the chart wraps where Qt's legend elides
    setRenderHint(QPainter::Antialiasing);
    // The whole view on every change: the power labels and the range mark are not scene items.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setMinimumSize(120, 120);
    setLook(false, 1.0, 0);
}

QLineSeries *SubLayerChart::addLine(const QString &name, Qt::PenStyle style, const QColor &color, double width)
{
    auto *line = new QLineSeries;
    line->setName(name);
    QPen pen = line->pen();
    pen.setStyle(style);
    pen.setColor(color);
    pen.setWidthF(width * m_scale);
    line->setPen(pen);
    m_pens.emplace_back(line, pen);
    m_widths.emplace_back(line, width);
    if (!name.isEmpty())
        m_entries.push_back({line, {name, pen.color(), style == Qt::SolidLine, false, -1}});
    chart()->addSeries(line);
    line->attachAxis(m_x);
    line->attachAxis(m_y);
    return line;
}

QScatterSeries *SubLayerChart::addMarkers(const QString &name, QScatterSeries::MarkerShape shape, const QColor &color,
                                          bool hollow, double size)
{
    auto *markers = new QScatterSeries;
    markers->setName(name);
    markers->setMarkerShape(shape);
    markers->setMarkerSize(size * m_scale);
    m_pens.emplace_back(markers, QPen(color));
    if (hollow)
        m_hollow.push_back(markers);
    paintMarkers(markers, color, hollow, m_scale);
    chart()->addSeries(markers);
    markers->attachAxis(m_x);
    markers->attachAxis(m_y);
    m_markers.emplace_back(markers, size);
    if (!name.isEmpty())
        m_entries.push_back({markers, {name, color, true, false, int(shape)}});
    return markers;
}

void SubLayerChart::removeAdded(QXYSeries *series)
{
    auto drop = [series](auto &list) {
        list.erase(std::remove_if(list.begin(), list.end(), [series](const auto &e) { return e.first == series; }),
                   list.end());
    };
    drop(m_pens);
    drop(m_widths);
    drop(m_markers);
    drop(m_entries);
    m_hollow.erase(std::remove(m_hollow.begin(), m_hollow.end(), series), m_hollow.end());
    chart()->removeSeries(series);
    delete series;
}

void SubLayerChart::raise(QXYSeries *series)
{
    chart()->removeSeries(series);
    chart()->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
}

int SubLayerChart::addBand(const QColor &color)
{
    auto *band = new BandArea(chart(), chart()->series().constFirst(), m_x, m_y);
    band->setColor(color);
    m_bands.push_back(band);
    return int(m_bands.size()) - 1;
}

void SubLayerChart::setBandValues(int band, std::vector<double> low, std::vector<double> high, int firstX)
{
    size_t n = std::min(low.size(), high.size());
    for (size_t i = 0; i < n; ++i)
        if (!std::isfinite(low[i]) || !std::isfinite(high[i]))
            n = i; // from where some seed left the range: no band
    low.resize(n);
    high.resize(n);
    if (n == 0)
        m_bands[size_t(band)]->clear();
    else
        m_bands[size_t(band)]->setValues(low, high, firstX);
}

void SubLayerChart::setEntryLabel(QXYSeries *series, const QString &label)
{
    for (auto &[s, entry] : m_entries)
        if (s == series)
            entry.label = label;
}

QList<QPointF> SubLayerChart::bandUpperPoints(int band) const { return m_bands[size_t(band)]->upperPoints(); }

void SubLayerChart::fit(int blocks, std::optional<int> leftRangeX, const QString &leftRangeText)
{
    m_blocks = std::max(1, blocks);
    m_leftRangeX = leftRangeX;
    m_leftRangeText = leftRangeText;
    fitX();
    fitY();
    viewport()->update();
}

// A tick and a label at the embeddings, at each shown block's attention sub-layer and at the
// final norm. Qt Charts gives each label the axis's width over its ticks (one more than the
// labels) and elides a longer one, and hides a label reaching past the plot's edge: so no more
// labels than the widest has room for, and the range reaches far enough beyond the embeddings and
// the final norm for their labels' halves.
void SubLayerChart::fitX()
{
    const QFontMetricsF fm(m_x->labelsFont());
    const double widest =
        std::max({fm.horizontalAdvance(QStringLiteral("embed")), fm.horizontalAdvance(QStringLiteral("final")),
                  fm.horizontalAdvance(QString::number(m_blocks))});
    const double plot = chart()->plotArea().width();
    // Before the first layout the width is unknown: four labels, as a chart on screen shows at least.
    const int maxLabels = plot > 0 ? int(plot / (widest + 16 * m_scale)) - 1 : 4;
    for (const QString &label : m_x->categoriesLabels())
        m_x->remove(label);
    // A block too near "final" goes unlabelled, so a finer step can still keep within the room:
    // at 48 blocks on a projector the axis named 20 alone where 10, 20 and 30 fit.
    std::vector<BlockTick> ticks = blockTicks(m_blocks, maxLabels);
    for (int n = maxLabels + 1; n <= 2 * maxLabels + 2; ++n)
        if (std::vector<BlockTick> finer = blockTicks(m_blocks, n); finer.size() <= size_t(std::max(2, maxLabels)))
            ticks = finer;
    for (const BlockTick &tick : ticks)
        m_x->append(tick.label, tick.x);
    const double last = 2 * m_blocks + 1; // the final norm's place
    const double left = fm.horizontalAdvance(QStringLiteral("embed")) / 2 + 4 * m_scale;
    const double right = fm.horizontalAdvance(QStringLiteral("final")) / 2 + 4 * m_scale;
    const double perUnit = std::max(plot - left - right, 0.3 * plot) / last;
    const double low = perUnit > 0 ? -std::max(0.5, left / perUnit) : -0.5;
    const double high = last + (perUnit > 0 ? std::max(0.5, right / perUnit) : 0.5);
    m_x->setStartValue(low);
    m_x->setRange(low, high);
    fitMarkers();
}

// The look's markers, but none of a series along the blocks wider than the room between two
// neighbouring marks (a sub-layer on the RMS chart, two on the entropy chart's attention
// sub-layers, a quarter of one between the weight chart's matrices): at 48 blocks on a projector
// each block's MLP square covered its attention circle, and q, k, v and o, 0.2 sub-layers apart
// under markers a sub-layer wide, read as one blot. A lone marker (the embeddings', the head's)
// keeps the look's size.
void SubLayerChart::fitMarkers()
{
    std::vector<double> places; // where the series along the blocks put their marks
    for (const auto &[s, deskSize] : m_markers)
        if (s->count() > 1)
            for (const QPointF &p : s->points())
                places.push_back(p.x());
    std::sort(places.begin(), places.end());
    places.erase(std::unique(places.begin(), places.end(), [](double a, double b) { return b - a < 1e-6; }),
                 places.end());
    double apart = places.size() > 1 ? places[1] - places[0] : 1;
    for (size_t i = 2; i < places.size(); ++i)
        apart = std::min(apart, places[i] - places[i - 1]);
    const double plot = chart()->plotArea().width(), range = m_x->max() - m_x->min();
    const double room = plot > 0 && range > 0 ? apart * plot / range : 0;
    for (const auto &[s, deskSize] : m_markers) {
        const double full = deskSize * m_scale;
        s->setMarkerSize(s->count() > 1 && room > 0 ? std::clamp(room, std::min(4.0, full), full) : full);
    }
}

// The title in lines that fit the chart's width, broken between words, and within a word
// that alone is wider (a Japanese or Chinese title has few spaces).
void SubLayerChart::fitTitle()
{
    const QFontMetricsF fm(chart()->titleFont());
    // The chart's width less its margins, its layout's and the text's own.
    const QMargins m = chart()->margins();
    const double room = std::max(40.0, viewport()->width() - m.left() - m.right() - 48.0);
    QStringList lines;
    for (const QString &word : m_title.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!lines.isEmpty() && fm.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= room) {
            lines.last() += QLatin1Char(' ') + word;
            continue;
        }
        lines << QString();
        for (const QChar c : word) {
            if (!lines.last().isEmpty() && fm.horizontalAdvance(lines.last() + c) > room)
                lines << QString();
            lines.last() += c;
        }
    }
    for (QString &line : lines)
        line = line.toHtmlEscaped();
    const QString html = lines.join(QStringLiteral("<br>"));
    if (chart()->title() != html)
        chart()->setTitle(html);
}

void SubLayerChart::setTitleText(const QString &title)
{
    m_title = title;
    fitTitle();
}

std::vector<LegendStrip::Entry> SubLayerChart::legendEntries() const
{
    std::vector<LegendStrip::Entry> entries;
    for (const auto &[series, entry] : m_entries)
        if (!series->points().isEmpty())
            entries.push_back(entry);
    return entries;
}

void SubLayerChart::fitY()
{
    double low = INFINITY, high = -INFINITY;
    for (QAbstractSeries *s : chart()->series())
        for (const QPointF &p : static_cast<QXYSeries *>(s)->points()) {
            low = std::min(low, p.y());
            high = std::max(high, p.y());
        }
    for (const BandArea *band : m_bands)
        band->extend(low, high);
    if (!std::isfinite(low))
        low = -1, high = 1;
    if (!m_log10) {
        fitPlainY(low, high);
        return;
    }
    const YTicks t = LayerChart::chooseYTicks(low, high, chart()->plotArea().height(), 1.3 * m_labels.labelHeight());
    if (t.min != m_ticks.min || t.max != m_ticks.max || t.step != m_ticks.step) {
        m_ticks = t;
        setRangeAndStep(m_y, t.min, t.max, t.step);
    }
    for (BandArea *band : m_bands)
        band->place(m_ticks.min);
    QMargins m = chart()->margins();
    if (const int left = 4 + int(std::lround(m_labels.width(m_ticks))); m.left() != left) {
        m.setLeft(left);
        chart()->setMargins(m);
    }
}

// A plain axis (the entropy's nats) from 0 past the highest point and a tick above it, so a line
// there (the uniform attention's level) stands clear of the plot's top edge and reads between two
// labels, with ticks at a round step (1, 2 or 5 x
// 10^k, RoundTicks): Qt's four even ticks read 0.0, 0.7, 1.3, 2.0. As many as the height holds
// with room between their labels.
void SubLayerChart::fitPlainY(double low, double high)
{
    const double pad = std::max(0.05, 0.08 * (high - low));
    const double bottom = std::min(0.0, low - pad);
    double top = high + pad;
    const double labelRoom = 1.8 * QFontMetricsF(m_y->labelsFont()).height();
    const double plot = chart()->plotArea().height();
    const int most = plot > 0 ? std::clamp(int(plot / labelRoom) + 1, 2, 6) : 4;
    m_round = RoundTicks::within(bottom, top, most);
    if (double(m_round.last) * m_round.step < high) { // a tick above the highest point: its level reads between two
        ++m_round.last;
        top = std::max(top, double(m_round.last) * m_round.step);
    }
    m_y->setLabelFormat(QStringLiteral("%.%1f").arg(m_round.decimals));
    setRangeAndStep(m_y, bottom, top, m_round.step);
    for (BandArea *band : m_bands)
        band->place(m_y->min());
}

QStringList SubLayerChart::xLabels() const { return m_x->categoriesLabels(); }

double SubLayerChart::yMin() const { return m_y->min(); }

double SubLayerChart::yMax() const { return m_y->max(); }

QStringList SubLayerChart::yLabels() const
{
    if (m_log10)
        return m_labels.labels(m_ticks);
    QStringList labels;
    for (long long i = m_round.first; i <= m_round.last; ++i)
        labels << m_round.label(i);
    return labels;
}

void SubLayerChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitTitle();
    // The plot area is known once the chart has laid itself out for the new size.
    QMetaObject::invokeMethod(
        this, [this] { fit(m_blocks, m_leftRangeX, m_leftRangeText); }, Qt::QueuedConnection);
}

void SubLayerChart::drawForeground(QPainter *painter, const QRectF &rect)
{
    QChartView::drawForeground(painter, rect);
    if (m_log10)
        m_labels.draw(*painter, chart()->plotArea(), m_ticks);
    if (m_leftRangeX)
        drawLeftRange(*painter);
}

// A red dashed line at the sub-layer where values left the range, the pass's words beside it.
void SubLayerChart::drawLeftRange(QPainter &painter) const
{
    const QRectF plot = chart()->plotArea();
    const double span = m_x->max() - m_x->min();
    const double x = plot.left() + plot.width() * (*m_leftRangeX - m_x->min()) / span;
    painter.save();
    painter.setPen(QPen(LayerChart::zeroColor(), 2.5 * m_scale, Qt::DashLine));
    painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    QFont f = m_x->labelsFont();
    f.setBold(true);
    painter.setFont(f);
    const QFontMetricsF fm(f);
    const QString text = fm.elidedText(m_leftRangeText, Qt::ElideRight, int(plot.width() - 8));
    const double w = fm.horizontalAdvance(text);
    const double left = std::clamp(x + 4 + w <= plot.right() ? x + 4 : x - 4 - w, plot.left() + 4, plot.right() - w);
    painter.drawText(QRectF(left, plot.top() + 2, w + 1, fm.height()), Qt::AlignLeft, text);
    painter.restore();
}

void SubLayerChart::setLook(bool dark, double scale, double labelPixels, double textPixels)
{
    m_scale = scale;
    chart()->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    const ChartFonts fonts = chartFonts(scale, labelPixels, textPixels);
    chart()->setTitleFont(fonts.title);
    fitTitle();
    for (QAbstractAxis *a : {static_cast<QAbstractAxis *>(m_x), static_cast<QAbstractAxis *>(m_y)}) {
        a->setLabelsFont(fonts.labels);
        a->setTitleFont(fonts.text);
    }
    chart()->legend()->setFont(fonts.text);
    m_labels.setExponentPixels(QFontInfo(fonts.labels).pixelSize());
    chart()->setMargins(QMargins(4, 4, int(std::lround(16 * scale)), 4));
    fitMarkers();
    for (auto &[series, pen] : m_pens) { // the theme gave every series its own colours
        if (auto *markers = qobject_cast<QScatterSeries *>(series)) {
            paintMarkers(markers, pen.color(), std::count(m_hollow.begin(), m_hollow.end(), markers) > 0, scale);
        } else {
            const auto width =
                std::find_if(m_widths.begin(), m_widths.end(), [&](const auto &w) { return w.first == series; });
            pen.setWidthF((width != m_widths.end() ? width->second : 2.0) * scale);
            series->setPen(pen);
        }
    }
    QMetaObject::invokeMethod(
        this, [this] { fit(m_blocks, m_leftRangeX, m_leftRangeText); }, Qt::QueuedConnection);
}

} // namespace gradflow
