#include "ui/charts/chartpanel.h"

#include "ui/charts/bandcurve.h"
#include "ui/charts/exponenttext.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/legendstrip.h"
#include "core/analysis/relative.h"
#include "ui/charts/wording.h"

#include <QGraphicsView>
#include <QLabel>
#include <QPainter>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

// Tableau's ten and Okabe and Ito's colour-blind-safe eight; the live curve takes the first.
const QColor kDefault[] = {QColor("#1f77b4"), QColor("#ff7f0e"), QColor("#2ca02c"),
                           QColor("#d62728"), QColor("#9467bd"), QColor("#8c564b"),
                           QColor("#e377c2"), QColor("#7f7f7f"), QColor("#bcbd22")};
const QColor kOkabeIto[] = {QColor("#0072B2"), QColor("#E69F00"), QColor("#009E73"),
                            QColor("#D55E00"), QColor("#CC79A7"), QColor("#56B4E9"),
                            QColor("#F0E442"), QColor("#000000"), QColor("#999999")};

} // namespace

ChartPanel::ChartPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_legend = new LegendStrip(this);
    layout->addWidget(m_legend);
    for (int i = 0; i < 3; ++i)
        m_charts.push_back(new LayerChart(QString(), QString(), this));
    setTitles();
    for (LayerChart *c : m_charts) {
        // The last chart carries the layer axis: a quarter more height keeps its plot as tall.
        layout->addWidget(c, c == m_charts.back() ? 5 : 4);
        connect(c, &LayerChart::painted, this, &ChartPanel::painted);
        connect(c, &LayerChart::yLabelsChanged, this, &ChartPanel::alignPlots);
        connect(c, &LayerChart::axisFitted, this, &ChartPanel::alignPlots);
        // The layer axis's labels move the bottom plot too: align whenever any plot moves.
        connect(c->chart(), &QChart::plotAreaChanged, this, &ChartPanel::alignPlots, Qt::QueuedConnection);
    }
    for (LayerChart *c : m_charts)
        c->setLegendShown(false); // one legend above all three: m_legend
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_caption);
    setLook(false, false, 1.0);
}

void ChartPanel::setResult(std::shared_ptr<const Result> result, std::shared_ptr<const Analysis> analysis)
{
    m_result = std::move(result);
    m_analysis = std::move(analysis);
    showCaption(false);
    redraw();
}

void ChartPanel::setTheoryShown(bool shown)
{
    m_theoryShown = shown;
    showCaption(true);
    redraw();
}

void ChartPanel::setSeedBands(std::shared_ptr<const BandsSnapshot> bands)
{
    m_bands = std::move(bands);
    showCaption(false);
    redraw();
}

void ChartPanel::setBandKind(BandKind kind)
{
    m_bandKind = kind;
    redraw();
}

bool ChartPanel::isBandShown() const { return m_bands && m_result && m_bands->config == m_result->config; }

// The line a typical network of this width follows where it is estimated (a seed band at the
// lesson's width 64 lies wholly below the infinite-width one), else the infinite-width line.
Curve ChartPanel::theoryCurve(int chartIndex) const
{
    const Theory &t = m_analysis->atWidth ? *m_analysis->atWidth : *m_analysis->theory;
    Curve curve;
    curve.label = theoryName();
    curve.live = false;
    curve.theory = true;
    curve.color = m_dark ? QColor(230, 230, 230) : QColor(40, 40, 40);
    curve.log10Values = chartIndex == 0 ? t.log10SignalRms : t.log10GradNorm;
    if (m_relative) // divided by its own value at layer 0, as the measured curves are
        curve.log10Values = relativeCurve(std::move(curve.log10Values));
    return curve;
}

void ChartPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        fitCaption(true);
    // After a jump in width (F11, full screen) the legend's height is fitted to the new width once
    // the resize is laid out, not left as tall as at the old width.
    QMetaObject::invokeMethod(m_legend, &LegendStrip::fitHeight, Qt::QueuedConnection);
}

void ChartPanel::showCaption(bool mayShrink)
{
    setExponentText(m_caption, caption());
    fitCaption(mayShrink);
}

// The caption as tall as its lines at the panel's width, two at least: relative mode's needs
// three on a 720-line projector in presentation mode. It grows as soon as its text needs more,
// and shrinks back only where the layout changes anyway (a resize, a look, relative mode, the
// theory's line): a caption that rewrapped at every slider step would re-lay-out all three
// charts each time.
void ChartPanel::fitCaption(bool mayShrink)
{
    const int least = 2 * QFontMetrics(m_caption->font()).lineSpacing() + 4;
    const int needs = width() > 0 ? std::max(least, labelTextHeight(m_caption, width())) : least;
    const int now = m_caption->maximumHeight();
    if (needs > now || (mayShrink && needs != now))
        m_caption->setFixedHeight(needs);
}

void ChartPanel::alignPlots()
{
    // Each chart's new tick labels asked for this while the next chart still had its old axis,
    // and every alignment re-lays-out the charts it pads: redraw() aligns once, after all three.
    if (m_redrawing)
        return;
    ++m_alignments;
    // The plot that starts furthest right (widest labels, or the layer axis's first label)
    // sets the left edge for all three; the others are padded to it.
    double lefts[3];
    for (size_t i = 0; i < 3; ++i)
        lefts[i] = m_charts[i]->naturalPlotLeft();
    const double rightmost = *std::max_element(lefts, lefts + 3);
    for (size_t i = 0; i < 3; ++i)
        m_charts[i]->setExtraLeft(rightmost - lefts[i]);
    // And the plot that ends furthest left sets the right edge.
    double rights[3];
    for (size_t i = 0; i < 3; ++i)
        rights[i] = m_charts[i]->naturalPlotRight();
    const double leftmost = *std::min_element(rights, rights + 3);
    for (size_t i = 0; i < 3; ++i)
        m_charts[i]->setExtraRight(rights[i] - leftmost);
}

// The palettes' light colours (Okabe and Ito's yellow, sky blue and orange) are darkened, and
// their black lightened on the dark theme, until every curve stands out 3:1 from the plot.
QColor ChartPanel::color(int index, double alpha) const
{
    const QColor *palette = m_colorBlind ? kOkabeIto : kDefault;
    QColor c = palette[index % 9];
    c.setAlphaF(float(alpha));
    return withContrast(c, background(), 3.0);
}

// The live curve's legend entry: its configuration, marked as the current one when a pin has
// the same name (a pin of the network shown, or of one that differs only where no name looks).
QString ChartPanel::liveLabel() const
{
    const QString label = configSummary(m_result->config);
    const bool pinned = std::any_of(m_pins.begin(), m_pins.end(), [&](const Pin &p) { return p.label == label; });
    return pinned ? tr("%1 (current)").arg(label) : label;
}

// The legend lists the pins first, then the seeds' mean and the live curve; the caption names
// the dashed theory line, so the live curve alone keeps no legend.
std::vector<LegendStrip::Entry> ChartPanel::legendEntries(const std::vector<Curve> &curves, size_t firstPin) const
{
    std::vector<LegendStrip::Entry> entries;
    for (size_t i = firstPin; i < firstPin + m_pins.size(); ++i)
        entries.push_back({curves[i].label, curves[i].color, false, false});
    for (size_t i = 0; i < curves.size(); ++i) {
        if ((i < firstPin || i >= firstPin + m_pins.size()) && !curves[i].theory)
            entries.push_back({curves[i].label, curves[i].color, curves[i].live, false});
    }
    return entries;
}

QColor ChartPanel::background() const { return LayerChart::plotBackground(m_dark); }

void ChartPanel::redraw()
{
    if (!m_result)
        return;
    const std::vector<double> Result::*fields[] = {&Result::log10SignalRms, &Result::log10GradNorm,
                                                   &Result::log10WeightGradNorm};
    std::vector<LegendStrip::Entry> entries;
    bool anyZero = false;
    m_redrawing = true;
    for (int chartIndex = 0; chartIndex < 3; ++chartIndex) {
        std::vector<Curve> curves;
        auto add = [&](const Result &r, const QString &label, QColor color, bool live) {
            Curve curve;
            curve.label = label;
            curve.live = live;
            curve.color = color;
            curve.firstLayer = chartIndex == 2 ? 1 : 0;
            curve.log10Values = r.*fields[chartIndex];
            if (m_relative) // each curve over its own first point (core/analysis/relative.h)
                curve.log10Values = relativeCurve(std::move(curve.log10Values));
            curves.push_back(std::move(curve));
        };
        LayerChart *chart = m_charts[size_t(chartIndex)];
        if (isBandShown()) { // under the live curve
            BandCurve band = bandCurve(*m_bands, m_bandKind, chartIndex, m_relative, color(0).darker(130));
            chart->setBand(band.low, band.high, band.mean.firstLayer, color(0));
            curves.push_back(std::move(band.mean));
        } else {
            chart->setBand({}, {}, 0, {});
        }
        // Named by its configuration, as the pins are (the legend shows only beside pins).
        add(*m_result, liveLabel(), color(0), true);
        // The pins over it, dashed and thinner: a pin of the network shown stays visible on it.
        const size_t firstPin = curves.size();
        for (size_t i = 0; i < m_pins.size(); ++i)
            add(*m_pins[i].result, m_pins[i].label, color(int(i) + 1, kPinAlpha), false);
        if (chartIndex < 2 && m_theoryShown && hasTheory())
            appendDashedLine(curves, theoryCurve(chartIndex), background());
        m_charts[size_t(chartIndex)]->setCurves(curves);
        for (const Curve &c : curves)
            anyZero = anyZero || std::any_of(c.log10Values.begin(), c.log10Values.end(), [](double v) {
                          return std::isinf(v) && v < 0;
                      });
        if (chartIndex == 0)
            entries = legendEntries(curves, firstPin);
    }
    m_redrawing = false;
    alignPlots();
    if (anyZero)
        entries.push_back({tr("exactly zero"), LayerChart::zeroColor(), true, true});
    m_legend->setEntries(entries);
    setTitles();
}

// The y titles stay short enough to fit beside the shortest plot; what relative mode divides
// by goes into the chart titles, which have the width.
void ChartPanel::setTitles()
{
    m_charts[0]->setTitles(m_relative ? tr("Forward signal ÷ its value at layer 0") : tr("Forward signal"),
                           tr("RMS of h"));
    m_charts[1]->setTitles(m_relative ? tr("Gradient reaching each layer ÷ its value at layer 0")
                                      : tr("Gradient reaching each layer"),
                           tr("|∂loss/∂h|"));
    m_charts[2]->setTitles(m_relative ? tr("Weight gradient ÷ its value at layer %1").arg(relativeReferenceLayer(1))
                                      : tr("Weight gradient"),
                           tr("|∂loss/∂W|"));
}

bool ChartPanel::pinCurrent() { return addPin(m_result); }

bool ChartPanel::addPin(std::shared_ptr<const Result> result)
{
    if (!result || int(m_pins.size()) >= maxPins)
        return false;
    m_pins.push_back({configSummary(result->config), std::move(result)});
    redraw();
    emit pinsChanged();
    return true;
}

std::vector<ModelConfig> ChartPanel::pinConfigs() const
{
    std::vector<ModelConfig> configs;
    for (const Pin &p : m_pins)
        configs.push_back(p.result->config);
    return configs;
}

std::vector<std::shared_ptr<const Result>> ChartPanel::pinResults() const
{
    std::vector<std::shared_ptr<const Result>> results;
    for (const Pin &p : m_pins)
        results.push_back(p.result);
    return results;
}

void ChartPanel::removePin(int index)
{
    if (index < 0 || index >= int(m_pins.size()))
        return;
    m_pins.erase(m_pins.begin() + index);
    redraw();
    emit pinsChanged();
}

void ChartPanel::clearPins()
{
    m_pins.clear();
    redraw();
    emit pinsChanged();
}

QStringList ChartPanel::pinLabels() const
{
    QStringList labels;
    for (const Pin &p : m_pins)
        labels << p.label;
    return labels;
}

void ChartPanel::setRelative(bool relative)
{
    m_relative = relative;
    showCaption(true);
    setTitles();
    redraw();
}

void ChartPanel::setLook(bool dark, bool colorBlindSafe, double scale)
{
    Look look;
    look.chartScale = scale;
    setLook(dark, colorBlindSafe, look);
}

void ChartPanel::setLook(bool dark, bool colorBlindSafe, const Look &look)
{
    m_dark = dark;
    m_colorBlind = colorBlindSafe;
    m_scale = look.chartScale;
    m_look = look;
    for (size_t i = 0; i < m_charts.size(); ++i) {
        // "RMS of h" and "layer" in the room's type, as the caption and legend: at 12 x 1.15 px
        // they stayed desk-sized beside 20 px tick labels on a 720-line projector.
        m_charts[i]->setLook(dark, m_scale, look.labelPixels, look.textPixels);
        // Room for four labelled ticks on a 720-line screen: one layer axis, under the last.
        m_charts[i]->setLayerAxisShown(i + 1 == m_charts.size());
    }
    m_legend->setLook(legendFont(), m_scale);
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(int(std::lround(std::max({12.7, 11.7 * m_scale, look.textPixels}))));
    m_caption->setFont(f);
    showCaption(true); // "white dashes" in the dark theme
    redraw();
}

QFont ChartPanel::legendFont() const
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(int(std::lround(std::max(12.7 * m_scale, m_look.textPixels)))); // pixels: SVG writes sizes as given
    return f;
}

QString ChartPanel::caption() const
{
    if (!m_result)
        return {};
    const ModelConfig &c = m_result->config;
    return (m_relative ? tr("Each curve ÷ its value at layer 0 (weights: layer 1): ") : QString())
           + tr("%1 · width %2, batch %3, %4 loss, seed %5, %6")
                 .arg(configSummary(c))
                 .arg(c.width)
                 .arg(c.batch)
                 .arg(QString::fromStdString(toString(c.loss)))
                 .arg(c.seed)
                 .arg(QString::fromStdString(toString(c.precision)))
           + (m_theoryShown && hasTheory()
                  ? (m_dark ? tr(" · fine white dashes: %1") : tr(" · fine black dashes: %1")).arg(theoryName())
                  : QString())
           + seedRankNote();
}

// A deep network's seeds spread over decades: at depth 1000 the line of a typical network lay 5
// decades under the drawn seed, which was the highest of 8. Said where the drawn seed is the
// band's edge, so the gap reads as the seed's luck, not the theory's error.
QString ChartPanel::seedRankNote() const
{
    if (!isBandShown() || m_bands->landed < 2 || m_bands->landed != m_bands->total || m_result->log10GradNorm.empty())
        return {};
    const LayerBand &grad = m_bands->bands.grad;
    const double drawn = m_result->log10GradNorm.front();
    if (grad.max.empty() || !std::isfinite(drawn) || !std::isfinite(grad.mean.front()))
        return {};
    const double above = drawn - grad.mean.front();
    const bool highest = drawn >= grad.max.front(), lowest = drawn <= grad.min.front();
    if (!highest && !lowest)
        return {};
    return tr(" · at layer 0 the drawn seed is the %1 of the %2 seeds, %3 decades %4 their mean")
        .arg(highest ? tr("highest") : tr("lowest"))
        .arg(m_bands->total)
        .arg(proseLocale().toString(std::fabs(above), 'f', 1))
        .arg(above >= 0 ? tr("above") : tr("below"));
}

QString ChartPanel::theoryName() const
{
    if (m_analysis && m_analysis->atWidth)
        return tr("theory at width %1 (the infinite-width line less its finite-width drift)")
            .arg(m_result->config.width);
    return tr("infinite-width theory");
}

} // namespace gradflow
