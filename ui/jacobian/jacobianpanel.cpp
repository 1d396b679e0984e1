#include "ui/jacobian/jacobianpanel.h"

#include "core/jacobian/jacobiantheory.h"
#include "core/jacobian/jacobianstories.h"
#include "ui/charts/exponenttext.h"
#include "ui/charts/format.h"
#include "ui/charts/figureexport.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/jacobian/densitychart.h"
#include "ui/workers/jacobianworker.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLabel>
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

// A ratio as the readouts write a magnitude: an isometry's rounding noise reads 2.2×10⁻¹⁶.
QString ratio(double value) { return value > 0 ? formatPower(std::log10(value)) : QString::number(value, 'g', 3); }

// The spread's four curves over layers 1..L.
std::vector<Curve> spreadCurves(const JacobianSpectrum &s)
{
    std::vector<Curve> curves = {{QObject::tr("max"), {}, 1, QColor(200, 60, 40)},
                                 {QObject::tr("95th percentile"), {}, 1, QColor(230, 150, 40)},
                                 {QObject::tr("5th percentile"), {}, 1, QColor(60, 140, 200)},
                                 {QObject::tr("min"), {}, 1, QColor(40, 60, 160)}};
    for (const std::vector<double> &layer : s.layers) {
        const SpectrumSpread spread = spreadOf(layer);
        curves[0].log10Values.push_back(spread.max);
        curves[1].log10Values.push_back(spread.p95);
        curves[2].log10Values.push_back(spread.p5);
        curves[3].log10Values.push_back(spread.min);
    }
    return curves;
}

} // namespace

Resolve JacobianPanel::resolveFor(const ModelConfig &config)
{
    return config.width <= maxWidthEveryLayer ? Resolve::EveryLayer : Resolve::LastLayer;
}

JacobianPanel::JacobianPanel(QWidget *parent)
    : QWidget(parent), m_worker(new JacobianWorker(this)), m_stories(new QComboBox), m_story(new QLabel),
      m_example(new QSpinBox), m_status(new QLabel), m_figure(new QWidget), m_density(new DensityChart),
      m_spread(new LayerChart(tr("Spread of the singular values against depth"), tr("singular value")))
{
    m_stories->addItem(tr("Presets…"));
    for (const JacobianStory &story : jacobianStories())
        m_stories->addItem(QString::fromStdString(story.label));
    m_stories->setToolTip(tr("Networks that tell the story of dynamical isometry"));
    m_example->setToolTip(tr("The example of the batch whose Jacobian is taken"));
    m_story->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_stories);
    controls->addWidget(new QLabel(tr("Example:")));
    controls->addWidget(m_example);
    controls->addStretch(1);
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
        emit configWanted(story.config);
    });
    connect(m_example, qOverload<int>(&QSpinBox::valueChanged), this, [this] { recompute(); });
    connect(m_worker, &JacobianWorker::progressed, this, [this](int done, int total, quint64 generation) {
        if (generation == m_worker->latestGeneration())
            setExponentText(m_status, tr("Computing the spectrum: layer %1 of %2…").arg(done).arg(total));
    });
    connect(m_worker, &JacobianWorker::resultReady, this, &JacobianPanel::showSpectrum);
    connect(m_worker, &JacobianWorker::failed, this, [this](const QString &message, quint64 generation) {
        if (generation == m_worker->latestGeneration()) // the charts keep the last good spectrum
            setExponentText(m_status, tr("Not computed: %1").arg(message));
    });
}

JacobianPanel::~JacobianPanel() { m_worker->shutdown(2000); }

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
    m_worker->request(m_config, m_run, m_example->value(), resolveFor(m_config));
}

void JacobianPanel::showSpectrum(const std::shared_ptr<const JacobianSpectrum> &spectrum, quint64 generation)
{
    if (generation != m_worker->latestGeneration() || spectrum->layers.empty())
        return;
    m_spectrum = spectrum;
    m_density->setValues(spectrum->layers.back(), jacobianTheoryDensity(spectrum->config));
    const bool everyLayer = std::all_of(spectrum->layers.begin(), spectrum->layers.end(),
                                        [](const std::vector<double> &layer) { return !layer.empty(); });
    m_spread->setCurves(everyLayer ? spreadCurves(*spectrum) : std::vector<Curve>());
    setExponentText(m_status, summaryText(*spectrum)
                      + (everyLayer ? QString() : tr(" Spread against depth: up to width %1.").arg(maxWidthEveryLayer)));
    emit spectrumShown(generation);
}

void JacobianPanel::showFinished(std::shared_ptr<const JacobianSpectrum> spectrum)
{
    m_config = spectrum->config;
    m_stale = false;
    const QSignalBlocker block(m_example);
    m_example->setRange(0, m_config.batch - 1);
    m_example->setValue(spectrum->example);
    showSpectrum(spectrum, m_worker->latestGeneration());
}

void JacobianPanel::setLook(bool dark, const Look &look)
{
    QFont text = QApplication::font();
    if (look.textPixels > 0)
        text.setPixelSize(int(std::lround(look.textPixels)));
    m_story->setFont(text);
    m_status->setFont(text);
    m_density->setLook(dark, look.chartScale, look.labelPixels);
    m_spread->setLook(dark, look.chartScale, look.labelPixels);
    arrangeCharts();
}

void JacobianPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrangeCharts();
}

// Side by side where the spread chart's title and legend fit half the width beside its y labels;
// stacked otherwise (a room's type with the Lesson panel open), so neither is cut.
void JacobianPanel::arrangeCharts()
{
    const QChart *spread = m_spread->chart();
    const QFontMetrics titleMetrics(spread->titleFont()), legendMetrics(spread->legend()->font());
    int legend = 0;
    for (const QLegendMarker *marker : spread->legend()->markers())
        legend += legendMetrics.horizontalAdvance(marker->label()) + 2 * legendMetrics.height() + 10;
    const int needs = std::max(titleMetrics.horizontalAdvance(spread->title()), legend) + int(m_spread->yLabelsWidth()) + 40;
    const auto direction = width() / 2 >= needs ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_charts->direction() != direction)
        m_charts->setDirection(direction);
}

QSize JacobianPanel::figureSize() const { return m_figure->size(); }

QString JacobianPanel::exportTo(const QString &path, double scale)
{
    m_figure->layout()->activate();
    QCoreApplication::sendPostedEvents();
    return exportFigure(m_figure, path, scale, tr("GradFlow: Jacobian"));
}

QString JacobianPanel::summaryText(const JacobianSpectrum &s) const
{
    const std::vector<double> &last = s.layers.back();
    const SpectrumSpread spread = spreadOf(last);
    const SpectrumMoments measured = momentsOf(last);
    QString text = tr("Layer %1, example %2: singular values from %3 to %4 (5th–95th percentile %5 to %6); "
                      "mean σ² %7, variance / mean² %8.")
                       .arg(s.layers.size()).arg(s.example)
                       .arg(power(spread.min), power(spread.max), power(spread.p5), power(spread.p95), power(measured.log10M1))
                       .arg(ratio(measured.m2OverM1Sq - 1.0));
    const JacobianTheory t = jacobianTheory(s.config);
    if (t.known)
        text += tr(" Theory (%1, infinite width): mean σ² %2, variance / mean² %3.")
                    .arg(QString::fromStdString(t.law), power(t.log10M1))
                    .arg(ratio(t.relativeVariance()));
    else
        text += tr(" No theory shown: %1.").arg(QString::fromStdString(t.reason));
    return text;
}

QString JacobianPanel::statusText() const { return plainText(m_status); }

} // namespace gradflow
