#include "ui/training/trainingpanel.h"

#include "ui/charts/clauseline.h"
#include "ui/charts/exponenttext.h"
#include "ui/charts/figureexport.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/training/losschart.h"
#include "ui/training/updateheatmap.h"
#include "ui/workers/trainworker.h"

#include <QApplication>
#include <QCheckBox>
#include <QCoreApplication>
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
constexpr int kLrTenthsMin = -60, kLrTenthsMax = 10; // 1e-6 .. 10

QString number(double v) { return QString::number(v, 'g', 3); }

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
    : QWidget(parent), m_worker(new TrainWorker(this)), m_loss(new LossChart),
      m_change(new LayerChart(tr("Weight change \u2016W\u209C \u2212 W\u2080\u2016 / \u2016W\u2080\u2016"), tr("after n steps"))),
      m_lost(new QScatterSeries), m_heatmap(new UpdateHeatmap)
{
    auto *layout = new QVBoxLayout(this);
    m_message = new ClauseLine; // one line under the step controls: the window fits a small projector
    layout->addWidget(buildControls());
    m_figure = new QWidget; // what an export draws: the caption (exports only), the charts, the key
    auto *figure = new QVBoxLayout(m_figure);
    figure->setContentsMargins(0, 0, 0, 0);
    m_caption = new QLabel;
    m_caption->setWordWrap(true);
    m_caption->setContentsMargins(8, 8, 8, 2); // an exported image's edge, its exponents' room above
    m_caption->hide();
    figure->addWidget(m_caption);
    m_charts = new QGridLayout;
    figure->addLayout(m_charts, 1);
    arrangeCharts();
    layout->addWidget(m_figure, 1);
    auto *key = new QLabel(tr("Weight change: a curve per step count; dashed grey: step 1 as predicted at initialization; "
                              "dashed orange: the precision's rounding; orange squares (\u25CF in the map): an update "
                              "lost to rounding."));
    key->setWordWrap(true);
    m_key = key;
    figure->addWidget(key);
    m_lost->setName(tr("lost to rounding"));
    m_lost->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_lost->setBrush(Qt::NoBrush); // a hollow square around the point, in the rounding line's colour
    m_lost->setPen(QPen(kRounding, 2.5));
    m_lost->setMarkerSize(14);
    m_change->chart()->addSeries(m_lost);
    for (QAbstractAxis *axis : m_change->chart()->axes())
        m_lost->attachAxis(axis);
    m_lost->setVisible(false);
    connectWorker();
}

TrainingPanel::~TrainingPanel()
{
    m_worker->shutdown(200);
}

QWidget *TrainingPanel::buildControls()
{
    auto *rows = new QWidget;
    auto *v = new QVBoxLayout(rows);
    v->setContentsMargins(0, 0, 0, 0);
    auto *h = new QHBoxLayout;
    auto *h2 = new QHBoxLayout;
    v->addLayout(h);
    v->addLayout(h2);
    m_optimizer = new QComboBox;
    for (Optimizer o : {Optimizer::Sgd, Optimizer::Momentum, Optimizer::Adam})
        m_optimizer->addItem(QString::fromStdString(optimizerLabel(o)), int(o));
    m_learningRate = new QSlider(Qt::Horizontal);
    m_learningRate->setRange(kLrTenthsMin, kLrTenthsMax);
    m_learningRate->setValue(-20);
    m_learningRate->setMinimumWidth(120);
    m_learningRate->setToolTip(tr("Learning rate, 10\u207B\u2076 to 10 on a log scale"));
    m_learningRateText = new QLabel;
    m_steps = new QSpinBox;
    m_steps->setRange(limits::minSteps, limits::maxSteps);
    m_steps->setValue(1000);
    m_steps->setKeyboardTracking(false);
    m_clip = new QCheckBox;
    m_warmup = new QSpinBox;
    m_warmup->setRange(0, limits::maxSteps);
    m_warmup->setKeyboardTracking(false);
    m_warmup->setToolTip(tr("Steps over which the learning rate rises linearly to its value (0: none)"));
    h->addWidget(new QLabel(tr("Optimizer")));
    h->addWidget(m_optimizer);
    h->addSpacing(12);
    h->addWidget(new QLabel(tr("Learning rate")));
    h->addWidget(m_learningRate, 1);
    h->addWidget(m_learningRateText);
    h2->addWidget(new QLabel(tr("Steps")));
    h2->addWidget(m_steps);
    h2->addSpacing(12);
    h2->addWidget(m_clip);
    h2->addSpacing(12);
    h2->addWidget(new QLabel(tr("Warm-up")));
    h2->addWidget(m_warmup);
    h2->addStretch(1);
    v->addWidget(m_message); // a row of its own: the lesson's numbers fit one line there
    updateLearningRateLabel();
    m_clip->setText(tr("Clip at %1").arg(number(m_run.clipLimit)));
    connect(m_optimizer, &QComboBox::currentIndexChanged, this, &TrainingPanel::retrain);
    connect(m_learningRate, &QSlider::valueChanged, this, [this] {
        updateLearningRateLabel();
        retrain();
    });
    connect(m_steps, &QSpinBox::valueChanged, this, &TrainingPanel::retrain);
    connect(m_clip, &QCheckBox::toggled, this, &TrainingPanel::retrain);
    connect(m_warmup, &QSpinBox::valueChanged, this, &TrainingPanel::retrain);
    return rows;
}

void TrainingPanel::connectWorker()
{
    connect(m_worker, &TrainWorker::progressed, this,
            [this](std::shared_ptr<const TrainResult> run, quint64 generation) { showRun(run, generation, false); });
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

void TrainingPanel::updateLearningRateLabel()
{
    m_learningRateText->setText(number(settings().learningRate));
}

TrainSettings TrainingPanel::settings() const
{
    TrainSettings s;
    s.optimizer = Optimizer(m_optimizer->currentData().toInt());
    s.learningRate = std::pow(10.0, m_learningRate->value() / 10.0);
    s.steps = m_steps->value();
    s.clipLimit = m_clip->isChecked() ? m_run.clipLimit : 0.0;
    s.warmupSteps = m_warmup->value();
    return s;
}

void TrainingPanel::setNetwork(const ModelConfig &config, const RunSettings &run)
{
    const bool changed = !m_hasNetwork || !(config == m_config) || run.clipLimit != m_run.clipLimit ||
                         run.maxMemoryBytes != m_run.maxMemoryBytes;
    m_config = config;
    m_run = run;
    m_hasNetwork = true;
    m_clip->setText(tr("Clip at %1").arg(number(run.clipLimit)));
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
    emit resultShown(generation, final);
}

// One curve per power-of-ten step reached (and the last), the first-step prediction dashed and
// the precision's unit roundoff: below it an update is lost to rounding.
void TrainingPanel::showChanges(const TrainResult &run)
{
    const int depth = run.config.depth;
    const int last = run.snapshots.empty() ? 0 : run.snapshots.back().step;
    std::vector<const LayerSnapshot *> drawn;
    for (const LayerSnapshot &s : run.snapshots)
        if (drawnStep(s.step, last))
            drawn.push_back(&s);
    std::vector<Curve> curves;
    for (size_t i = 0; i < drawn.size(); ++i) {
        Curve c;
        c.label = QString::number(drawn[i]->step); // the axis title says "after n steps"
        c.log10Values.assign(drawn[i]->log10RelativeChange.begin(),
                             drawn[i]->log10RelativeChange.begin() + std::min<int>(depth, int(drawn[i]->log10RelativeChange.size())));
        c.firstLayer = 1;
        c.color = stepColor(int(i), int(drawn.size()));
        curves.push_back(c);
    }
    Curve predicted;
    predicted.label = tr("predicted");
    predicted.log10Values.assign(run.log10FirstStepPrediction.begin(),
                                 run.log10FirstStepPrediction.begin() + std::min<int>(depth, int(run.log10FirstStepPrediction.size())));
    predicted.firstLayer = 1;
    predicted.theory = true;
    predicted.color = QColor(110, 110, 110);
    curves.push_back(predicted);
    Curve roundoff;
    roundoff.label = tr("rounding");
    roundoff.log10Values.assign(size_t(depth), run.log10UnitRoundoff);
    roundoff.firstLayer = 1;
    roundoff.live = false;
    roundoff.color = kRounding;
    curves.push_back(roundoff);
    m_change->setCurves(curves);
    showLost(run);
}

// The last recorded step's layers whose update rounded away, on its curve.
void TrainingPanel::showLost(const TrainResult &run)
{
    QList<QPointF> points;
    if (!run.snapshots.empty()) {
        const LayerSnapshot &s = run.snapshots.back();
        for (size_t l = 0; l < s.lost.size() && l < s.log10RelativeChange.size() && int(l) < run.config.depth; ++l)
            if (s.lost[l] && std::isfinite(s.log10RelativeChange[l]))
                points.append(QPointF(double(l + 1), s.log10RelativeChange[l]));
    }
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
        m_message->setFullText(QString::fromStdString(describe(*run.divergence, run.config.depth)));
        p.setColor(QPalette::WindowText, QColor(200, 30, 30));
        f.setBold(true);
    } else if (!final) {
        m_message->setFullText(tr("Training: step %1 of %2").arg(run.stepsDone).arg(run.settings.steps));
    } else {
        const QString lossText = run.finalLoss ? lossNumber(*run.finalLoss) : tr("not computed");
        int clipped = 0;
        for (double factor : run.clipFactor)
            clipped += factor < 1 ? 1 : 0;
        QString text = tr("%1 steps in %2 ms: loss %3 \u2192 %4")
                           .arg(run.stepsDone)
                           .arg(run.computeMs, 0, 'f', 0)
                           .arg(run.loss.empty() ? QString() : lossNumber(run.loss.front()), lossText);
        if (run.settings.clipLimit > 0)
            text += tr("; the clip fired in %1 of %2 steps").arg(clipped).arg(run.stepsDone);
        m_message->setFullText(text + movedText(run));
    }
    m_message->setPalette(p);
    m_message->setFont(f);
}

// How far the first and the last layer moved, relative to their start: the lesson's two numbers.
QString TrainingPanel::movedText(const TrainResult &run)
{
    if (run.snapshots.empty() || run.config.depth < 2)
        return {};
    const std::vector<double> &change = run.snapshots.back().log10RelativeChange;
    const int L = run.config.depth;
    if (!std::isfinite(change.front()) || !std::isfinite(change[size_t(L - 1)]))
        return {};
    return tr("; layer 1 moved %1, layer %2 moved %3 of their size")
        .arg(formatPower(change.front()))
        .arg(L)
        .arg(formatPower(change[size_t(L - 1)]));
}

void TrainingPanel::showError(const QString &text)
{
    QPalette p = m_message->palette();
    p.setColor(QPalette::WindowText, QColor(200, 30, 30));
    m_message->setPalette(p);
    m_message->setFullText(text);
}

QString TrainingPanel::messageText() const { return m_message->fullText(); }

QFont TrainingPanel::messageFont() const { return m_message->font(); }

void TrainingPanel::setSettings(const TrainSettings &s)
{
    const QSignalBlocker blockOptimizer(m_optimizer), blockRate(m_learningRate), blockSteps(m_steps),
        blockClip(m_clip), blockWarmup(m_warmup);
    m_optimizer->setCurrentIndex(m_optimizer->findData(int(s.optimizer)));
    m_learningRate->setValue(int(std::lround(10.0 * std::log10(s.learningRate))));
    m_steps->setValue(s.steps);
    m_clip->setChecked(s.clipLimit > 0);
    m_warmup->setValue(s.warmupSteps);
    updateLearningRateLabel();
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

// The network, the training and its outcome in one line, for a slide that stands alone.
QString TrainingPanel::captionText() const
{
    if (!m_result)
        return {};
    const TrainResult &r = *m_result;
    const TrainSettings &s = r.settings;
    QString text = QString::fromStdString(describe(r.config)) + tr(", width %1, batch %2, %3, seed %4 \u00B7 %5, lr %6, %7 steps")
                       .arg(r.config.width).arg(r.config.batch)
                       .arg(QString::fromStdString(toString(r.config.precision)))
                       .arg(r.config.seed)
                       .arg(QString::fromStdString(optimizerLabel(s.optimizer)), number(s.learningRate))
                       .arg(s.steps);
    if (s.clipLimit > 0)
        text += tr(", clip at %1").arg(number(s.clipLimit));
    if (s.warmupSteps > 0)
        text += tr(", warm-up %1").arg(s.warmupSteps);
    return text + QStringLiteral(" \u00B7 ") + m_message->fullText();
}

QSize TrainingPanel::figureSize() const { return m_figure->size(); }

// The caption joins the figure for the export only: the charts give it their room meanwhile.
QString TrainingPanel::exportTo(const QString &path, double scale)
{
    setExponentText(m_caption, captionText());
    m_caption->show();
    m_figure->layout()->activate();
    QCoreApplication::sendPostedEvents();
    const QString error = exportFigure(m_figure, path, scale, tr("GradFlow: training"));
    m_caption->hide();
    return error;
}

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
    const bool wide = fits(3, chartTitle(m_loss)) && fits(5, chartTitle(m_change)) && fits(4, m_heatmap->titleWidth());
    const int arrangement = wide ? 1 : 2;
    if (arrangement == m_arranged)
        return;
    m_arranged = arrangement;
    for (QWidget *chart : {static_cast<QWidget *>(m_loss), static_cast<QWidget *>(m_change), static_cast<QWidget *>(m_heatmap)})
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
    m_caption->setFont(text);
    m_key->setFont(text);
    m_textFont = text;
    QFont message = text;
    message.setBold(m_message->font().bold()); // a divergence's message stays bold
    m_message->setFont(message);
    m_change->setLook(dark, look.chartScale, look.labelPixels);
    m_loss->setLook(dark, look.chartScale, look.labelPixels);
    m_heatmap->setLook(dark, look.chartScale, look.labelPixels);
    arrangeCharts(); // the titles' widths changed with their type
}

} // namespace gradflow
