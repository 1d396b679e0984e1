#include "ui/training/trainingpanel.h"

#include "ui/charts/clauseline.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/charts/wording.h"
#include "ui/training/losschart.h"
#include "ui/training/thinning.h"
#include "ui/training/trainingcontrols.h"
#include "ui/training/updateheatmap.h"
#include "ui/workers/trainworker.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QChart>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QSlider>
#include <QSpinBox>
#include <QValueAxis>

#include <array>
#include <cmath>

namespace gradflow {

namespace {

const QColor kRounding(190, 90, 0);

QString number(double v) { return proseNumber(v, 'g', 3); } // 0,01 in a German window

// A loss as the readouts write a magnitude: "1.4×10⁴⁶" where printf wrote "1.4e+46".
QString lossNumber(double loss) { return loss > 0 ? formatPower(std::log10(loss)) : number(loss); }

// The recorded steps drawn as curves: the powers of ten reached, and the last one.
bool drawnStep(int step, int lastStep)
{
    const double e = std::log10(double(step));
    return step == lastStep || std::fabs(e - std::round(e)) < 1e-9;
}

QColor stepColor(int index, int count)
{
    // Light to dark along the run: the latest curve is the darkest.
    const double t = count <= 1 ? 1.0 : double(index) / (count - 1);
    return QColor::fromHsvF(0.6f, float(0.35 + 0.6 * t), float(0.95 - 0.5 * t));
}

} // namespace

TrainingPanel::TrainingPanel(QWidget *parent)
    : QWidget(parent), m_worker(new TrainWorker(this)), m_controls(new TrainingControls), m_loss(new LossChart),
      m_change(new LayerChart(tr("Weight change \u2016W\u209C \u2212 W\u2080\u2016 / \u2016W\u2080\u2016"), QString())),
      m_lost(new QScatterSeries), m_heatmap(new UpdateHeatmap)
{
    auto *layout = new QVBoxLayout(this);
    m_message = new ClauseLine; // one line under the step controls: the window fits a small projector
    layout->addWidget(buildControls());
    m_figure = new QWidget; // what an export draws: the charts, the key
    auto *figure = new QVBoxLayout(m_figure);
    figure->setContentsMargins(0, 0, 0, 0);
    m_charts = new QGridLayout;
    figure->addLayout(m_charts, 1);
    arrangeCharts();
    layout->addWidget(m_figure, 1);
    auto *key = new QLabel(keyText(true, -16));
    key->setWordWrap(true);
    m_key = key;
    figure->addWidget(key);
    m_lost->setName(tr("lost to rounding"));
    m_lost->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_lost->setBrush(Qt::NoBrush); // a hollow square around the point, in the rounding line's colour
    m_lost->setPen(QPen(kRounding, 2.5));
    m_lost->setMarkerSize(14);
    m_change->setAxisFromFirstLayer(true); // the weights of layers (blocks) 1..depth: no "0"
    m_change->chart()->addSeries(m_lost);
    for (QAbstractAxis *axis : m_change->chart()->axes())
        m_lost->attachAxis(axis);
    m_lost->setVisible(false);
    connectWorker();
}

TrainingPanel::~TrainingPanel() { m_worker->shutdown(200); }

QWidget *TrainingPanel::buildControls()
{
    auto *rows = new QWidget;
    auto *v = new QVBoxLayout(rows);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(m_controls);
    v->addWidget(m_message); // a row of its own: the lesson's numbers fit one line there
    m_controls->setClipLimit(m_run.clipLimit);
    connect(m_controls, &TrainingControls::settingsEdited, this, &TrainingPanel::retrain);
    connect(m_controls, &TrainingControls::networkRequested, this, &TrainingPanel::networkRequested);
    return rows;
}

void TrainingPanel::connectWorker()
{
    connect(m_worker, &TrainWorker::progressed, this, [this] {
        quint64 generation = 0;
        if (const auto run = m_worker->takePartial(&generation))
            showRun(run, generation, false);
    });
    connect(m_worker, &TrainWorker::resultReady, this,
            [this](std::shared_ptr<const TrainResult> run, quint64 generation) { showRun(run, generation, true); });
    connect(m_worker, &TrainWorker::failed, this, [this](const QString &text, quint64 generation) {
        if (generation == m_worker->latestGeneration())
            showError(text);
    });
    connect(m_worker, &TrainWorker::cancelled, this, [this](quint64 generation) {
        if (generation == m_worker->latestGeneration() && !m_dirty)
            m_message->setFullText(tr("Training cancelled."));
    });
}

TrainSettings TrainingPanel::settings() const { return m_controls->settings(m_run.clipLimit); }

void TrainingPanel::setNetwork(const ModelConfig &config, const RunSettings &run)
{
    const bool changed = !m_hasNetwork || !(config == m_config) || run.clipLimit != m_run.clipLimit
                         || run.maxMemoryBytes != m_run.maxMemoryBytes;
    m_config = config;
    m_run = run;
    m_hasNetwork = true;
    m_controls->setClipLimit(run.clipLimit);
    m_controls->showNetwork(config);
    showUnit(config);
    if (changed)
        retrain();
}

void TrainingPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        retrain();
}

// Trains now when the tab is shown; otherwise when it next is.
void TrainingPanel::retrain()
{
    if (!m_hasNetwork || !m_trainsItself)
        return;
    if (!isVisible()) {
        if (!m_dirty)
            forgetRun();
        m_dirty = true;
        return;
    }
    m_dirty = false;
    m_worker->request(m_config, m_run, settings());
    emit timingChanged(QString()); // the last run's time is no longer the one asked for
}

// The network or the training changed while the tab was hidden: the run on screen is no longer
// the one asked for. It stops (it would keep a CPU busy for a tab nobody sees) and its charts
// are cleared, so the tab never shows it as current when it is shown again and the new run starts.
void TrainingPanel::forgetRun()
{
    m_worker->cancel();
    m_result.reset();
    m_final = false;
    m_loss->clear();
    m_change->setCurves({});
    m_lost->replace(QList<QPointF>());
    m_lost->setVisible(false);
    m_heatmap->clear();
    showNote(tr("Training starts when this tab is shown."));
    emit timingChanged(QString());
}

void TrainingPanel::showRun(const std::shared_ptr<const TrainResult> &run, quint64 generation, bool final)
{
    if (generation != m_worker->latestGeneration() || generation < m_drawnGeneration)
        return; // a stale run never draws over the newer one
    if (m_dirty)
        return; // the run forgotten while the tab was hidden: its last steps were still queued
    if (generation == m_drawnGeneration && m_final)
        return;
    m_drawnGeneration = generation;
    m_final = final;
    m_result = run;
    m_loss->setRun(*run);
    showChanges(*run);
    m_heatmap->setRun(*run);
    showMessage(*run, final);
    if (final)
        emit timingChanged(timingText());
    emit resultShown(generation, final);
}

// One curve per power-of-ten step reached (and the last), the first-step prediction dashed and
// the precision's unit roundoff: below it an update is lost to rounding.
void TrainingPanel::showChanges(const TrainResult &run)
{
    showUnit(run.config);
    const int depth = run.config.depth;
    const int columns = plotColumns();
    const int last = run.snapshots.empty() ? 0 : run.snapshots.back().step;
    std::vector<const LayerSnapshot *> drawn;
    for (const LayerSnapshot &s : run.snapshots)
        if (drawnStep(s.step, last))
            drawn.push_back(&s);
    std::vector<Curve> curves;
    for (size_t i = 0; i < drawn.size(); ++i)
        // "t = 100": the title's W_t. No axis title: at 720 lines the chart is too short for one.
        curves.push_back(layerCurve(tr("t = %1").arg(drawn[i]->step), drawn[i]->log10RelativeChange, depth, columns,
                                    stepColor(int(i), int(drawn.size()))));
    // Over the t = 1 curve it predicts, striped as the Network view's theory on its measured one.
    appendDashedLine(curves, layerCurve(tr("predicted"), run.log10FirstStepPrediction, depth, columns, QColor()));
    const bool rounding = roundingInView(curves, run.log10UnitRoundoff);
    m_key->setText(keyText(rounding, run.log10UnitRoundoff));
    if (rounding) {
        Curve roundoff = layerCurve(tr("rounding"), std::vector<double>(size_t(depth), run.log10UnitRoundoff), depth,
                                    columns, kRounding);
        roundoff.live = false;
        curves.push_back(roundoff);
    }
    m_change->setCurves(curves);
    showLost(run);
    arrangeCharts(); // the legend's entries may no longer fit beside the other charts
}

// A transformer's charts count blocks: each block's matrices together (its embeddings and head,
// outside the blocks, are left out).
void TrainingPanel::showUnit(const ModelConfig &config)
{
    const bool blocks = config.architecture == Architecture::Transformer;
    m_change->setUnit(blocks ? LayerChart::Unit::Block : LayerChart::Unit::Layer);
    m_heatmap->setBlocks(blocks);
}

// The key under the charts. "Lost to rounding" is one thing on all of them: the weights moved
// by less than the unit roundoff u of their size, under the rounding line.
QString TrainingPanel::keyText(bool roundingShown, double log10Roundoff)
{
    const QString rounding =
        roundingShown ? tr("orange dashes: rounding u")
                      : tr("rounding u = %1, far under the curves, not drawn").arg(formatPower(log10Roundoff));
    return tr("Grey dashes: step 1 as predicted for this optimizer; %1; orange squares (\u25CF in the map): lost to "
              "rounding, moved less than u of their size. Map: white 10\u207B\u00B3, the rule of thumb; blue less, "
              "red more; light grey: no ratio (zero weights).")
        .arg(rounding);
}

// The curves' pixel columns: what a series is handed is bounded by them.
int TrainingPanel::plotColumns() const
{
    return std::max(100, int(std::max(m_change->chart()->plotArea().width(), double(m_change->width()))));
}

// The rounding line where it tells something: near the curves (within two decades under their
// lowest point) or above some of them. Far under every curve (ReLU He in double: 16 decades) it
// would only squeeze them into the top of the axis; the key then says where it is.
bool TrainingPanel::roundingInView(const std::vector<Curve> &curves, double log10Roundoff)
{
    double low = HUGE_VAL;
    for (const Curve &c : curves)
        for (double v : c.log10Values)
            if (std::isfinite(v))
                low = std::min(low, v);
    return std::isfinite(low) && log10Roundoff >= low - 2;
}

// Layers 1..depth of `values`, thinned to the plot's columns.
Curve TrainingPanel::layerCurve(const QString &label, const std::vector<double> &values, int depth, int columns,
                                const QColor &color)
{
    const std::vector<double> shown(values.begin(), values.begin() + std::min<size_t>(size_t(depth), values.size()));
    Curve c;
    c.label = label;
    c.color = color;
    c.firstLayer = 1;
    const std::vector<int> kept = thinnedIndices(shown, columns);
    if (kept.size() == shown.size()) {
        c.log10Values = shown;
        return c;
    }
    for (int i : kept) {
        c.log10Values.push_back(shown[size_t(i)]);
        c.layers.push_back(i + 1);
    }
    return c;
}

// The last recorded step's layers lost to rounding (under the rounding line), on its curve.
void TrainingPanel::showLost(const TrainResult &run)
{
    std::vector<double> marked;
    if (!run.snapshots.empty()) {
        const LayerSnapshot &s = run.snapshots.back();
        for (size_t l = 0; l < s.lost.size() && l < s.log10RelativeChange.size() && int(l) < run.config.depth; ++l)
            marked.push_back(s.lost[l] ? s.log10RelativeChange[l] : NAN); // lost: finite by definition
    }
    QList<QPointF> points;
    for (int l : thinnedIndices(marked, plotColumns()))
        if (std::isfinite(marked[size_t(l)]))
            points.append(QPointF(double(l + 1), marked[size_t(l)]));
    m_lost->replace(points);
    m_lost->setVisible(!points.isEmpty());
    for (QLegendMarker *marker : m_change->chart()->legend()->markers(m_lost))
        marker->setVisible(false); // the key under the charts names them: the legend has no room
}

QList<QPointF> TrainingPanel::lostPoints() const { return m_lost->isVisible() ? m_lost->points() : QList<QPointF>(); }

// A plain line in the message's place, in the room's text size.
void TrainingPanel::showNote(const QString &text)
{
    QPalette p = m_message->palette();
    p.setColor(QPalette::WindowText, palette().color(QPalette::WindowText));
    m_message->setPalette(p);
    m_message->setFont(m_textFont);
    m_message->setFullText(text);
}

void TrainingPanel::showMessage(const TrainResult &run, bool final)
{
    QPalette p = m_message->palette();
    p.setColor(QPalette::WindowText, palette().color(QPalette::WindowText));
    QFont f = m_textFont;
    if (run.divergence) {
        m_message->setClauses(divergenceClauses(*run.divergence, run.config.depth, run.config.architecture));
        p.setColor(QPalette::WindowText, QColor(200, 30, 30));
        f.setBold(true);
    } else if (!final) {
        m_message->setFullText(tr("Training: step %1 of %2").arg(run.stepsDone).arg(run.settings.steps));
    } else {
        const QString lossText = run.finalLoss ? lossNumber(*run.finalLoss) : tr("not computed");
        int clipped = 0;
        for (double factor : run.clipFactor)
            clipped += factor < 1 ? 1 : 0;
        QStringList clauses{tr("%1 steps in %2 ms: loss %3 \u2192 %4")
                                .arg(run.stepsDone)
                                .arg(proseLocale().toString(run.computeMs, 'f', 0))
                                .arg(run.loss.empty() ? QString() : lossNumber(run.loss.front()), lossText)};
        // Each clause as translated, its separator with it: the line drops the last ones whole.
        if (run.settings.clipLimit > 0)
            clauses << tr("; the clip fired in %1 of %2 steps").arg(clipped).arg(run.stepsDone);
        if (const QString moved = movedText(run); !moved.isEmpty())
            clauses << moved;
        m_message->setClauses(clauses);
    }
    m_message->setPalette(p);
    m_message->setFont(f);
}

void TrainingPanel::showError(const QString &text)
{
    QPalette p = m_message->palette();
    p.setColor(QPalette::WindowText, QColor(200, 30, 30));
    m_message->setPalette(p);
    m_message->setFullText(text);
}

QString TrainingPanel::messageText() const { return m_message->fullText(); }

QString TrainingPanel::timingText() const
{
    if (!m_result || !m_final || m_drawnGeneration != m_worker->latestGeneration())
        return {};
    const QString steps = m_result->stepsDone == 1 ? tr("1 step") : tr("%1 steps").arg(m_result->stepsDone);
    if (m_result->divergence)
        return tr("Trained %1 in %2 ms, then diverged.")
            .arg(steps)
            .arg(proseLocale().toString(m_result->computeMs, 'f', 0));
    return tr("Trained %1 in %2 ms.").arg(steps).arg(proseLocale().toString(m_result->computeMs, 'f', 0));
}

QFont TrainingPanel::messageFont() const { return m_message->font(); }

void TrainingPanel::setSettings(const TrainSettings &s)
{
    m_controls->setSettings(s);
    retrain();
}

void TrainingPanel::showFinished(std::shared_ptr<const TrainResult> run)
{
    m_trainsItself = false;
    m_result = std::move(run);
    m_final = true;
    m_loss->setRun(*m_result);
    showChanges(*m_result);
    m_heatmap->setRun(*m_result);
    showMessage(*m_result, true);
}

QSize TrainingPanel::figureSize() const { return m_figure->size(); }

// Side by side where each chart's title fits its share of the width; otherwise the weight
// change across the top, the loss and the update map under it (a narrow page: the Lesson panel
// open on a projector), so no title, legend entry or tick label is cut.
void TrainingPanel::arrangeCharts()
{
    const int width = m_figure->width();
    auto fits = [width](int share, int titleWidth) { return width * share / 12 - 40 >= titleWidth; };
    auto chartTitle = [](const QChartView *view) {
        return QFontMetrics(view->chart()->titleFont()).horizontalAdvance(view->chart()->title());
    };
    // A legend in one row needs its labels and a marker's room beside each.
    auto legendWidth = [](const QChartView *view) {
        const QLegend *legend = view->chart()->legend();
        if (!legend->isVisible())
            return 0;
        const QFontMetrics metrics(legend->font());
        int total = 0;
        for (const QLegendMarker *marker : legend->markers())
            total += marker->isVisible() ? metrics.horizontalAdvance(marker->label()) + 4 * metrics.height() : 0;
        return total;
    };
    // The loss chart's share holds its legend too ("clip fired" in French beside "loss" was cut).
    const bool wide = fits(3, std::max(chartTitle(m_loss), m_loss->legendWidth()))
                      && fits(5, std::max(chartTitle(m_change), legendWidth(m_change)))
                      && fits(4, m_heatmap->titleWidth());
    const int arrangement = wide ? 1 : 2;
    // The weight change's share of the width, less its margins: a key that needs more goes
    // beside the plot, one entry a line, instead of eliding its names in one row. So does the key
    // of a short chart (the room's type on a 720-line projector, the Lesson panel open): its row
    // goes to the plot, where Qt Charts elided the layer numbers and "layer" for want of height.
    const int changeWidth = wide ? width * 5 / 12 - 40 : width - 40;
    const bool shortChart = m_change->height() < 12 * QFontMetrics(m_change->chart()->legend()->font()).height();
    m_change->chart()->legend()->setAlignment(legendWidth(m_change) > changeWidth || shortChart ? Qt::AlignRight
                                                                                                : Qt::AlignTop);
    if (arrangement == m_arranged)
        return;
    m_arranged = arrangement;
    for (QWidget *chart :
         {static_cast<QWidget *>(m_loss), static_cast<QWidget *>(m_change), static_cast<QWidget *>(m_heatmap)})
        m_charts->removeWidget(chart);
    if (wide) {
        m_charts->addWidget(m_loss, 0, 0);
        m_charts->addWidget(m_change, 0, 1);
        m_charts->addWidget(m_heatmap, 0, 2);
    } else {
        m_charts->addWidget(m_change, 0, 0, 1, 2);
        m_charts->addWidget(m_loss, 1, 0);
        m_charts->addWidget(m_heatmap, 1, 1);
    }
    const std::array<int, 3> columns = wide ? std::array<int, 3>{3, 5, 4} : std::array<int, 3>{1, 1, 0};
    for (int c = 0; c < 3; ++c)
        m_charts->setColumnStretch(c, columns[size_t(c)]);
    m_charts->setRowStretch(0, 1);
    m_charts->setRowStretch(1, wide ? 0 : 1);
}

void TrainingPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrangeCharts();
}

void TrainingPanel::setLook(bool dark, const Look &look)
{
    // The caption and the key read at the room's text size (a slide, presentation mode).
    QFont text = QApplication::font();
    if (look.textPixels > 0)
        text.setPixelSize(int(std::lround(look.textPixels)));
    m_key->setFont(text);
    m_textFont = text;
    QFont message = text;
    message.setBold(m_message->font().bold()); // a divergence's message stays bold
    m_message->setFont(message);
    // Axis titles and legends in the room's type too, as on the Network tab.
    m_change->setLook(dark, look.chartScale, look.labelPixels, look.textPixels);
    m_loss->setLook(dark, look.chartScale, look.labelPixels, look.textPixels);
    m_heatmap->setLook(dark, look.chartScale, look.labelPixels);
    arrangeCharts(); // the titles' widths changed with their type
}

} // namespace gradflow
