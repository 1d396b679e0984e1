#include "ui/jacobian/jacobianpanel.h"

#include "core/jacobian/jacobiantheory.h"
#include "core/jacobian/jacobianstories.h"
#include "ui/charts/chartoverlay.h"
#include "ui/charts/exponenttext.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/charts/wording.h"
#include "ui/jacobian/densitychart.h"
#include "ui/workers/busydelay.h"
#include "ui/workers/jacobianworker.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

// 10^x with x to two decimals; an x that rounds to zero reads 0.00, never -0.00.
QString power(double log10)
{
    if (!std::isfinite(log10))
        return QStringLiteral("0");
    const double shown = std::round(log10 * 100.0) / 100.0;
    return QStringLiteral("10^%1").arg(shown == 0.0 ? 0.0 : shown, 0, 'f', 2);
}

// A ratio as the readouts write a magnitude: 2.4×10⁻³, or 0.
QString ratio(double value)
{
    if (!std::isfinite(value))
        return QString::number(value);
    if (value <= 0)
        return QStringLiteral("0");
    return formatPower(std::log10(value));
}

// The layers whose singular values were taken.
size_t resolvedCount(const JacobianSpectrum &s)
{
    return size_t(
        std::count_if(s.layers.begin(), s.layers.end(), [](const std::vector<double> &l) { return !l.empty(); }));
}

// The spread's four curves over the layers taken (every layer, or evenly spaced depths).
std::vector<Curve> spreadCurves(const JacobianSpectrum &s)
{
    // max in dark grey: the exact zeros' markers are red (LayerChart::zeroColor).
    std::vector<Curve> curves = {{QObject::tr("max"), {}, 1, QColor(60, 60, 60)},
                                 {QObject::tr("95th percentile"), {}, 1, QColor(230, 150, 40)},
                                 {QObject::tr("5th percentile"), {}, 1, QColor(60, 140, 200)},
                                 {QObject::tr("min"), {}, 1, QColor(40, 60, 160)}};
    const bool everyLayer = resolvedCount(s) == s.layers.size();
    for (size_t l = 0; l < s.layers.size(); ++l) {
        if (s.layers[l].empty())
            continue;
        const SpectrumSpread spread = spreadOf(s.layers[l]);
        const double values[] = {spread.max, spread.p95, spread.p5, spread.min};
        for (size_t i = 0; i < curves.size(); ++i) {
            curves[i].log10Values.push_back(values[i]);
            if (!everyLayer)
                curves[i].layers.push_back(int(l) + 1);
        }
    }
    return curves;
}

} // namespace

Resolve JacobianPanel::resolveFor(const ModelConfig &config)
{
    if (config.width <= maxWidthEveryLayer)
        return Resolve::EveryLayer;
    const double share = std::pow(double(maxWidthEveryLayer) / config.width, 3.0);
    return Resolve{std::max(minSpacedDepths, int(100.0 * share))};
}

JacobianPanel::JacobianPanel(QWidget *parent)
    : QWidget(parent), m_worker(new JacobianWorker(this)), m_stories(new QComboBox), m_story(new QLabel),
      m_example(new QSpinBox), m_status(new QLabel), m_figure(new QWidget), m_density(new DensityChart),
      m_spread(new LayerChart(tr("Spread of the singular values against depth"), tr("singular value"))),
      m_densityOverlay(new ChartOverlay(m_density)), m_spreadOverlay(new ChartOverlay(m_spread)),
      m_cancel(new QPushButton(tr("Cancel"))), m_slow(new BusyDelay(this, [this] { showComputing(); }))
{
    m_stories->addItem(tr("Presets…"));
    for (const JacobianStory &story : jacobianStories())
        m_stories->addItem(QString::fromStdString(story.label));
    m_stories->setToolTip(tr("Networks that tell the story of dynamical isometry"));
    m_example->setToolTip(tr("The example of the batch whose Jacobian is taken"));
    m_story->setWordWrap(true);
    m_story->hide(); // until a preset tells its story: the charts take the height meanwhile
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_stories);
    controls->addWidget(new QLabel(tr("Example:")));
    controls->addWidget(m_example);
    controls->addStretch(1);
    controls->addWidget(m_cancel);
    m_cancel->setToolTip(tr("Stop computing this network's spectrum; the charts keep the previous one, dimmed"));
    m_cancel->hide();
    m_charts = new QHBoxLayout;
    m_charts->addWidget(m_density, 1);
    m_charts->addWidget(m_spread, 1);
    auto *figure = new QVBoxLayout(m_figure); // what an export draws: the charts and the summary
    figure->setContentsMargins(0, 0, 0, 0);
    figure->addLayout(m_charts, 1);
    figure->addWidget(m_status);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_story);
    layout->addWidget(m_figure, 1);

    connect(m_stories, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        if (index <= 0)
            return;
        const JacobianStory &story = jacobianStories()[size_t(index - 1)];
        m_story->setText(QString::fromStdString(story.story));
        m_story->show();
        emit configWanted(story.config);
    });
    connect(m_example, qOverload<int>(&QSpinBox::valueChanged), this, [this] { recompute(); });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_computing)
            m_worker->cancel();
        else
            recompute(); // "Compute again" after a cancel
    });
    connectWorker();
}

void JacobianPanel::connectWorker()
{
    connect(m_worker, &JacobianWorker::progressed, this, &JacobianPanel::showProgress);
    connect(m_worker, &JacobianWorker::lastLayerReady, this, &JacobianPanel::showLastLayer);
    connect(m_worker, &JacobianWorker::resultReady, this, &JacobianPanel::showSpectrum);
    connect(m_worker, &JacobianWorker::cancelled, this, &JacobianPanel::showCancelled);
    connect(m_worker, &JacobianWorker::failed, this, [this](const QString &message, quint64 generation) {
        if (generation != m_worker->latestGeneration())
            return;
        endComputing(); // the charts keep the last good spectrum
        setExponentText(m_status, tr("Not computed: %1").arg(message));
    });
}

// A layer of width 4096 in its QR polls no cancel: the thread finishes it alone, as the others do.
JacobianPanel::~JacobianPanel() { m_worker->shutdown(50); }

void JacobianPanel::setNetwork(const ModelConfig &config, const RunSettings &run)
{
    m_config = config;
    m_run = run;
    m_stale = true;
    if (isVisible())
        recompute();
}

void JacobianPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        recompute();
}

void JacobianPanel::recompute()
{
    const QSignalBlocker block(m_example);
    m_example->setRange(0, m_config.batch - 1);
    m_stale = false;
    m_computing = true;
    m_densityCurrent = false;
    m_done = 0;
    m_total = m_config.depth;
    m_worker->request(m_config, m_run, m_example->value(), resolveFor(m_config));
    // Already dimmed (a slow or cancelled request): say what runs now. Another network (a tour
    // step, a story, a preset: this tab has no sliders) makes the charts untrue at once.
    if (m_spreadOverlay->mode() != ChartOverlay::Mode::Hidden || (m_spectrum && !(m_spectrum->config == m_config)))
        showComputing();
    else
        m_slow->arm();
}

// "layer 37 of 100", then for spaced depths "depth 2 of 3 of the spread".
QString JacobianPanel::progressText() const
{
    if (m_done <= m_config.depth && !m_densityCurrent)
        return tr("Computing the spectrum: layer %1 of %2…").arg(m_done).arg(m_config.depth);
    const int depths = m_total - m_config.depth;
    return tr("Computing the spread against depth: %1 of %2 earlier depths…").arg(m_done - m_config.depth).arg(depths);
}

void JacobianPanel::showProgress(int done, int total, quint64 generation)
{
    if (generation != m_worker->latestGeneration())
        return;
    m_done = done;
    m_total = total;
    setExponentText(m_status, progressText());
    if (m_spreadOverlay->mode() == ChartOverlay::Mode::Stale)
        m_spreadOverlay->showStale(progressText());
    if (m_densityOverlay->mode() == ChartOverlay::Mode::Stale)
        m_densityOverlay->showStale(progressText());
}

// A computation outlasting BusyDelay's moment: the charts it will replace are dimmed, saying so, and it can
// be cancelled.
void JacobianPanel::showComputing()
{
    if (!m_computing)
        return;
    m_spreadOverlay->showStale(progressText());
    if (!m_densityCurrent)
        m_densityOverlay->showStale(progressText());
    m_cancel->setText(tr("Cancel"));
    m_cancel->show();
}

void JacobianPanel::endComputing()
{
    m_computing = false;
    m_slow->cancel();
    m_densityOverlay->clear();
    m_spreadOverlay->clear();
    m_cancel->hide();
}

void JacobianPanel::showCancelled(quint64 generation)
{
    if (generation != m_worker->latestGeneration())
        return;
    m_computing = false;
    m_slow->cancel();
    const QString text = tr("Cancelled: the charts show the previous network. Compute again, or change a control.");
    m_spreadOverlay->showStale(text);
    if (!m_densityCurrent)
        m_densityOverlay->showStale(text);
    m_cancel->setText(tr("Compute again"));
    m_cancel->show();
    setExponentText(m_status, text);
}

// Spaced depths: the density is this network's now; the spread waits for its earlier depths.
void JacobianPanel::showLastLayer(const std::shared_ptr<const JacobianSpectrum> &spectrum, quint64 generation)
{
    if (generation != m_worker->latestGeneration() || spectrum->layers.empty())
        return;
    m_densityCurrent = true;
    m_density->setValues(spectrum->layers.back(), jacobianTheoryDensity(spectrum->config));
    m_densityOverlay->clear();
    m_spread->setCurves({}); // never the previous network's spread beside this one's density
    m_spreadOverlay->showStale(progressText());
    setExponentText(m_status, summaryText(*spectrum));
}

void JacobianPanel::showSpectrum(const std::shared_ptr<const JacobianSpectrum> &spectrum, quint64 generation)
{
    if (generation != m_worker->latestGeneration() || spectrum->layers.empty())
        return;
    endComputing();
    m_spectrum = spectrum;
    m_density->setValues(spectrum->layers.back(), jacobianTheoryDensity(spectrum->config));
    drawSpread(*spectrum);
    emit spectrumShown(generation);
}

void JacobianPanel::drawSpread(const JacobianSpectrum &spectrum)
{
    const size_t taken = resolvedCount(spectrum);
    const bool everyLayer = taken == spectrum.layers.size();
    m_spread->setCurves(spreadCurves(spectrum));
    m_spread->setTitles(everyLayer ? tr("Spread of the singular values against depth")
                                   : tr("Spread of the singular values at %1 evenly spaced depths").arg(taken),
                        tr("singular value"));
    setExponentText(m_status,
                    summaryText(spectrum)
                        + (everyLayer ? QString()
                                      : tr(" Spread at %1 evenly spaced depths above width %2 (an SVD per depth).")
                                            .arg(taken)
                                            .arg(maxWidthEveryLayer)));
    arrangeCharts(); // the title and the legend's entries are known only now
}

void JacobianPanel::showFinished(std::shared_ptr<const JacobianSpectrum> spectrum)
{
    m_config = spectrum->config;
    m_stale = false;
    const QSignalBlocker block(m_example);
    m_example->setRange(0, m_config.batch - 1);
    m_example->setValue(spectrum->example);
    endComputing();
    showSpectrum(spectrum, m_worker->latestGeneration());
}

void JacobianPanel::setLook(bool dark, const Look &look)
{
    QFont text = QApplication::font();
    if (look.textPixels > 0)
        text.setPixelSize(int(std::lround(look.textPixels)));
    m_story->setFont(text);
    m_status->setFont(text);
    // Axis titles and the legend in the room's type too, as on the Network tab.
    m_density->setLook(dark, look.chartScale, look.labelPixels, look.textPixels);
    m_spread->setLook(dark, look.chartScale, look.labelPixels, look.textPixels);
    arrangeCharts();
}

void JacobianPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrangeCharts();
}

// Side by side where the spread chart's title fits half the width beside its y labels; stacked
// otherwise (a room's type with the Lesson panel open), so the title is not cut. A legend too
// long for one row over the plot goes beside it, one entry a line, instead of eliding its names
// (the room's type on a 720-line projector); so does a stacked chart's, its row given to the
// plot's height, where "singular value" stands.
void JacobianPanel::arrangeCharts()
{
    QChart *spread = m_spread->chart();
    const QFontMetrics titleMetrics(spread->titleFont()), legendMetrics(spread->legend()->font());
    int row = 0; // each entry's label and its marker's room, as Qt lays them out in one row
    for (const QLegendMarker *marker : spread->legend()->markers())
        row += legendMetrics.horizontalAdvance(marker->label()) + legendMetrics.height() + 6;
    const int labels = int(m_spread->yLabelsWidth());
    const bool sideBySide = width() / 2 >= titleMetrics.horizontalAdvance(spread->title()) + labels + 40;
    const auto direction = sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_charts->direction() != direction)
        m_charts->setDirection(direction);
    const Qt::Alignment legend = sideBySide && row + labels + 40 <= width() / 2 ? Qt::AlignTop : Qt::AlignRight;
    if (spread->legend()->alignment() != legend)
        spread->legend()->setAlignment(legend);
    // Equal shares: the density's tick labels keep their room on a 720-line projector in F11.
    m_charts->setStretchFactor(m_density, 1);
    m_charts->setStretchFactor(m_spread, 1);
}

QSize JacobianPanel::figureSize() const { return m_figure->size(); }

QString JacobianPanel::summaryText(const JacobianSpectrum &s) const
{
    const std::vector<double> &last = s.layers.back();
    const SpectrumSpread spread = spreadOf(last);
    const SpectrumMoments measured = momentsOf(last);
    QString text =
        tr("Layer %1, example %2: singular values from %3 to %4 (5th–95th percentile %5 to %6); "
           "mean σ² %7, variance / mean² %8.")
            .arg(s.layers.size())
            .arg(s.example)
            .arg(power(spread.min), power(spread.max), power(spread.p5), power(spread.p95), power(measured.log10M1))
            .arg(measured.varianceIsRounding() ? tr("0 (to rounding)") : ratio(measured.relativeVariance()));
    const JacobianTheory t = jacobianTheory(s.config);
    if (t.known)
        text += tr(" Theory (%1, infinite width): mean σ² %2, variance / mean² %3.")
                    .arg(theoryLawText(t.lawKind), power(t.log10M1))
                    .arg(ratio(t.relativeVariance()))
                + driftText(measured.log10M1 - t.log10M1, s.config);
    else
        text += tr(" No theory shown: %1.").arg(theoryReasonText(t, s.config));
    return text;
}

// Why one example's mean σ² stands away from the theory's: the theory's is a mean over draws of
// the weights, and one draw of a deep product sits most often below it.
QString JacobianPanel::driftText(double decades, const ModelConfig &config)
{
    if (std::fabs(decades) < 0.3)
        return {};
    if (decades < 0)
        return tr(" This draw sits %1 decades below the theory's mean σ², a mean over draws of the weights: at width "
                  "%2, "
                  "a product of %3 random layers is most often smaller than its mean.")
            .arg(QLocale().toString(-decades, 'f', 1))
            .arg(config.width)
            .arg(config.depth);
    return tr(" This draw sits %1 decades above the theory's mean σ², a mean over draws of the weights: at width %2, "
              "one draw of %3 random layers can stand far from it.")
        .arg(QLocale().toString(decades, 'f', 1))
        .arg(config.width)
        .arg(config.depth);
}

QString JacobianPanel::statusText() const { return plainText(m_status); }

} // namespace gradflow
