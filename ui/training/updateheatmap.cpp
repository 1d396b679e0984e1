#include "ui/training/updateheatmap.h"

#include "core/training/trainresult.h"
#include "ui/charts/exponenttext.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QSizeF>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

QString powerOfTen(int exponent) { return QStringLiteral("10") + superscriptExponent(exponent); }

} // namespace

UpdateHeatmap::UpdateHeatmap(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setLook(false, 1.0, 0);
}

QColor UpdateHeatmap::colorFor(double log10Ratio)
{
    if (std::isnan(log10Ratio))
        return noRatioColor(); // weights exactly zero: no ratio, neither far above nor below the rule
    if (!std::isfinite(log10Ratio))
        return log10Ratio < 0 ? QColor(150, 150, 150) : QColor(120, 0, 0);
    const double t = std::clamp((log10Ratio - ruleOfThumb) / span, -1.0, 1.0);
    const QColor end = t < 0 ? QColor(33, 90, 190) : QColor(200, 30, 30);
    const double a = std::fabs(t);
    return QColor::fromRgbF(float(1 + (end.redF() - 1) * a), float(1 + (end.greenF() - 1) * a),
                            float(1 + (end.blueF() - 1) * a));
}

void UpdateHeatmap::setRun(const TrainResult &run)
{
    m_layers = run.config.depth;
    setBlocks(run.config.architecture == Architecture::Transformer);
    m_diverged = run.divergence ? std::optional<Divergence>(*run.divergence) : std::nullopt;
    m_steps.clear();
    m_lost.clear();
    m_image = QImage(std::max(1, m_layers), std::max<int>(1, int(run.snapshots.size())), QImage::Format_RGB32);
    m_image.fill(QColor(150, 150, 150));
    for (size_t s = 0; s < run.snapshots.size(); ++s) {
        const LayerSnapshot &snap = run.snapshots[s];
        m_steps.push_back(snap.step);
        m_lost.emplace_back(size_t(m_layers), false);
        // A row's pixels written in place: setPixelColor per cell took tens of ms at depth 10000.
        auto *row = reinterpret_cast<QRgb *>(m_image.scanLine(int(s)));
        for (int l = 0; l < m_layers && size_t(l) < snap.log10UpdateRatio.size(); ++l) {
            row[l] = colorFor(snap.log10UpdateRatio[size_t(l)]).rgb();
            m_lost.back()[size_t(l)] = size_t(l) < snap.lost.size() && snap.lost[size_t(l)];
        }
    }
    update();
}

void UpdateHeatmap::setBlocks(bool blocks)
{
    m_blocks = blocks;
    update();
}

void UpdateHeatmap::clear()
{
    m_diverged.reset();
    m_steps.clear();
    m_lost.clear();
    m_image = QImage();
    update();
}

QString UpdateHeatmap::stepsTitle(const QFontMetricsF &fm, double room)
{
    for (const QString &title : {tr("after step"), tr("step")})
        if (fm.horizontalAdvance(title) <= room)
            return title;
    return {};
}

int UpdateHeatmap::colorBarStride(double pixelsPerDecade, double textHeight)
{
    // A label with a tall exponent stands about 1.6 lines high.
    int stride = 2;
    while (stride * pixelsPerDecade < 1.6 * textHeight && stride < 2 * span)
        stride += 2;
    return stride;
}

QList<int> UpdateHeatmap::colorBarLabels(double barHeight, double textHeight)
{
    const int stride = colorBarStride(barHeight / (2 * span), textHeight);
    QList<int> decades;
    for (int k = -int(span / stride) * stride; k <= span; k += stride)
        decades << k;
    if (decades.size() == 1 && barHeight >= 1.6 * textHeight)
        return {-int(span), int(span)};
    return decades;
}

QString UpdateHeatmap::title() const
{
    return m_blocks ? tr("Update / weight per block and step") : tr("Update / weight per layer and step");
}

int UpdateHeatmap::titleWidth() const { return QFontMetrics(m_font).horizontalAdvance(title()); }

void UpdateHeatmap::setLook(bool dark, double scale, double labelPixels)
{
    m_dark = dark;
    m_scale = scale;
    m_font = QFont(QStringLiteral("DejaVu Sans")); // the charts' (LayerChart::setLook)
    m_font.setPixelSize(int(std::lround((labelPixels > 0 ? labelPixels : 12 * scale))));
    update();
}

QRectF UpdateHeatmap::plotRect() const
{
    const QFontMetricsF fm(m_font);
    const double left = fm.horizontalAdvance(QStringLiteral("10000")) + fm.height() + 10;
    // Under the plot only the layer numbers and the axis's title: the key under the charts says
    // what the colours mean, so a short map (720 lines, the Lesson panel open) keeps its cells.
    const double top = fm.height() * 1.6, bottom = fm.height() * 2.2 + 4;
    // The colour bar (8 px off the map, 12 wide) and its widest label 3 px beside it, as drawn:
    // with its exponent as tall as the digits, wider than "10-3 rule" in plain type, which at a
    // room's size ran its last letters into the edge.
    const double label = exponentTextSize(m_font, tr("%1 rule").arg(powerOfTen(int(ruleOfThumb)))).width();
    const double bar = 8 + 12 + 3 + label + 0.5 * fm.height();
    return QRectF(left, top, std::max(10.0, width() - left - bar - 6), std::max(10.0, height() - top - bottom));
}

void UpdateHeatmap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QFont f = m_font;
    p.setFont(f);
    const QRectF plot = plotRect();
    p.setPen(palette().color(QPalette::Text));
    QFont bold = f;
    bold.setBold(true);
    bold.setPixelSize(int(std::lround(14.7 * m_scale)));
    p.setFont(bold);
    p.drawText(QRectF(0, 0, width(), plot.top()), Qt::AlignCenter, title());
    p.setFont(f);
    if (m_steps.empty()) {
        if (!m_diverged)
            p.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, tr("No step yet"));
    } else {
        p.drawImage(plot, m_image); // one cell a pixel, scaled without smoothing
        drawLost(p, plot);
    }
    drawAxes(p, plot);
    drawColorBar(p, plot);
    if (m_diverged)
        drawDivergence(p, plot);
}

// A dark dot on the cells lost to rounding. Where cells are narrower than a dot's room (three radii),
// one dot stands for a block of them, any of them lost: a deep run's map paints at most one dot per
// room of its pixels, not one per cell (400,000 at depth 10000, 300 ms a paint that held up the
// window, a close included).
void UpdateHeatmap::drawLost(QPainter &p, const QRectF &plot) const
{
    const int rows = int(m_lost.size());
    const double cw = plot.width() / m_layers, ch = plot.height() / double(rows);
    const double r = std::clamp(std::min(cw, ch) / 3, 1.5, 5.0 * m_scale);
    const int layersPerDot = std::max(1, int(std::ceil(3 * r / cw))),
              rowsPerDot = std::max(1, int(std::ceil(3 * r / ch)));
    p.setBrush(QColor(20, 20, 20));
    p.setPen(Qt::NoPen);
    for (int s0 = 0; s0 < rows; s0 += rowsPerDot) {
        const int s1 = std::min(rows, s0 + rowsPerDot);
        for (int l0 = 0; l0 < m_layers; l0 += layersPerDot) {
            const int l1 = std::min(m_layers, l0 + layersPerDot);
            bool lost = false;
            for (int s = s0; s < s1 && !lost; ++s)
                for (int l = l0; l < l1 && !lost; ++l)
                    lost = size_t(l) < m_lost[size_t(s)].size() && m_lost[size_t(s)][size_t(l)];
            if (lost)
                p.drawEllipse(QPointF(plot.left() + 0.5 * (l0 + l1) * cw, plot.top() + 0.5 * (s0 + s1) * ch), r, r);
        }
    }
}

// The layer where the run diverged framed in red over the whole map, named "diverged here"
// (the loss or the head: the map's right edge).
void UpdateHeatmap::drawDivergence(QPainter &p, const QRectF &plot) const
{
    const int layer = std::clamp(m_diverged->layer, 1, std::max(1, m_layers));
    const double cw = plot.width() / std::max(1, m_layers);
    const double x = plot.left() + (layer - 0.5) * cw;
    p.save();
    QPen pen(QColor(200, 30, 30), std::max(2.0, 2.5 * m_scale));
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    const double half = std::max(cw / 2, 2.0 * m_scale);
    p.drawRect(QRectF(x - half, plot.top(), 2 * half, plot.height()));
    p.setFont(divergenceFont());
    const QRectF box = divergenceBox(plot);
    p.fillRect(box, palette().color(QPalette::Base));
    p.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, divergenceText());
    p.restore();
}

QFont UpdateHeatmap::divergenceFont() const
{
    QFont bold = m_font;
    bold.setBold(true);
    return bold;
}

QString UpdateHeatmap::divergenceText() const
{
    return tr("diverged here (step %1)").arg(m_diverged ? m_diverged->step : 0);
}

// The label's box over the diverged layer, kept inside the cells: on a narrow map (a projector,
// the Lesson panel open) one line ran past the map over the colour bar's "10⁻³"; there it wraps.
QRectF UpdateHeatmap::divergenceBox(const QRectF &plot) const
{
    const QFontMetricsF fm(divergenceFont());
    const int layer = std::clamp(m_diverged ? m_diverged->layer : 1, 1, std::max(1, m_layers));
    const double x = plot.left() + (layer - 0.5) * plot.width() / std::max(1, m_layers);
    const QString text = divergenceText();
    const double w = std::min(fm.horizontalAdvance(text) + 8, plot.width());
    const QRectF lines = fm.boundingRect(QRectF(0, 0, w - 8, 1e6), Qt::AlignCenter | Qt::TextWordWrap, text);
    const double h = std::min(lines.height() + 4, plot.height());
    const double left = std::clamp(x - w / 2, plot.left(), std::max(plot.left(), plot.right() - w));
    return QRectF(left, plot.center().y() - h / 2, w, h);
}

QRectF UpdateHeatmap::divergenceLabelRect() const { return m_diverged ? divergenceBox(plotRect()) : QRectF(); }

QList<int> UpdateHeatmap::stepLabelRows(const std::vector<int> &steps, double rowHeight, double textHeight)
{
    QList<int> rows;
    if (steps.empty())
        return rows;
    rows << int(steps.size()) - 1;
    for (int s = int(steps.size()) - 2; s >= 0; --s) {
        const double decade = std::log10(double(steps[size_t(s)]));
        const bool power = std::fabs(decade - std::round(decade)) < 1e-9;
        if (power && (rows.front() - s) * rowHeight >= textHeight)
            rows.prepend(s);
    }
    return rows;
}

QList<QPair<int, QRectF>> UpdateHeatmap::stepLabels(const QRectF &plot) const
{
    const QFontMetricsF fm(m_font);
    const double ch = plot.height() / double(std::max<size_t>(1, m_steps.size()));
    QList<QPair<int, QRectF>> labels;
    for (int s : stepLabelRows(m_steps, ch, fm.height())) {
        const double y = plot.top() + (double(s) + 0.5) * ch;
        labels.append({s, QRectF(0, y - fm.height() / 2, plot.left() - fm.height() - 4, fm.height())});
    }
    return labels;
}

QList<QRectF> UpdateHeatmap::stepLabelRects() const
{
    QList<QRectF> rects;
    for (const auto &[row, rect] : stepLabels(plotRect()))
        rects << rect;
    return rects;
}

// Layers along the bottom, the recorded steps down the left (powers of ten named).
void UpdateHeatmap::drawAxes(QPainter &p, const QRectF &plot) const
{
    const QFontMetricsF fm(p.font());
    p.setPen(palette().color(QPalette::Text));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);
    if (m_layers > 0) {
        // Every stepL-th layer named, as close as the widest number allows.
        const double room = fm.horizontalAdvance(QString::number(m_layers)) + fm.height();
        int stepL = 1;
        for (int candidate : {1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000}) {
            stepL = candidate;
            if (candidate * plot.width() / m_layers >= room)
                break;
        }
        for (int l = 1; l <= m_layers; ++l) {
            if (l != 1 && l % stepL != 0)
                continue;
            // Centred under its column, but never past the plot's right edge, where the colour bar
            // would paint over its last digits.
            const QString text = QString::number(l);
            const double w = fm.horizontalAdvance(text);
            const double x = std::min(plot.left() + (l - 0.5) * plot.width() / m_layers, plot.right() - w / 2);
            p.drawText(QRectF(x - w / 2 - 1, plot.bottom() + 2, w + 2, fm.height()), Qt::AlignHCenter | Qt::AlignTop,
                       text);
        }
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height()), Qt::AlignCenter,
               m_blocks ? tr("block") : tr("layer"));
    for (const auto &[row, rect] : stepLabels(plot))
        p.drawText(rect, Qt::AlignRight | Qt::AlignVCenter, QString::number(m_steps[size_t(row)]));
    p.save();
    p.translate(fm.height() / 2 + 2, plot.center().y());
    p.rotate(-90);
    const QString title = stepsTitle(fm, plot.height());
    p.drawText(QRectF(-plot.height() / 2, -fm.height() / 2, plot.height(), fm.height()), Qt::AlignCenter, title);
    p.restore();
}

// The colours from 10^(rule - span) to 10^(rule + span), the rule of thumb named at its white.
void UpdateHeatmap::drawColorBar(QPainter &p, const QRectF &plot) const
{
    const QFontMetricsF fm(p.font());
    const QRectF bar(plot.right() + 8, plot.top(), 12, plot.height());
    for (int y = 0; y < int(bar.height()); ++y) {
        const double v = ruleOfThumb + span - 2 * span * y / bar.height();
        p.fillRect(QRectF(bar.left(), bar.top() + y, bar.width(), 1), colorFor(v));
    }
    p.setPen(palette().color(QPalette::Text));
    p.drawRect(bar);
    // The rule of thumb named, and every other labelled decade as far apart as the text's height allows.
    for (int k : colorBarLabels(bar.height(), fm.height())) {
        const double v = ruleOfThumb + k;
        const double y = bar.top() + (ruleOfThumb + span - v) / (2 * span) * bar.height();
        const QString text = k == 0 ? tr("%1 rule").arg(powerOfTen(int(v))) : powerOfTen(int(v));
        drawExponentText(p, QRectF(bar.right() + 3, y - fm.height() / 2, width() - bar.right() - 3, 1.5 * fm.height()),
                         Qt::AlignLeft, text);
    }
}

} // namespace gradflow
