#include "ui/transformer/transformerpanel.h"

#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/legendstrip.h"
#include "ui/charts/look.h"
#include "ui/transformer/sublayerchart.h"
#include "ui/transformer/transformerreadout.h"

#include <QLabel>
#include <QLineSeries>
#include <QHBoxLayout>
#include <QVBoxLayout>

#include <algorithm>

namespace gradflow {

namespace {

// Each matrix's marker: attention's in blues, the MLP's in oranges, the embeddings and the head
// in greys, a shape of its own within each family.
struct KindLook
{
    QScatterSeries::MarkerShape shape;
    QColor color;
};

KindLook kindLook(WeightKind kind)
{
    using S = QScatterSeries;
    switch (kind) {
    case WeightKind::Embeddings:
        return {S::MarkerShapePentagon, QColor(90, 90, 90)};
    case WeightKind::Positions:
        return {S::MarkerShapeRotatedRectangle, QColor(150, 150, 150)};
    case WeightKind::Query:
        return {S::MarkerShapeCircle, QColor(30, 100, 200)};
    case WeightKind::Key:
        return {S::MarkerShapeRectangle, QColor(70, 150, 230)};
    case WeightKind::Value:
        return {S::MarkerShapeTriangle, QColor(20, 60, 140)};
    case WeightKind::Output:
        return {S::MarkerShapeStar, QColor(110, 170, 240)};
    case WeightKind::Up:
        return {S::MarkerShapeCircle, QColor(225, 120, 20)};
    case WeightKind::Gate:
        return {S::MarkerShapeTriangle, QColor(170, 80, 0)};
    case WeightKind::Down:
        return {S::MarkerShapeRectangle, QColor(245, 170, 80)};
    case WeightKind::Head:
        return {S::MarkerShapePentagon, QColor(40, 40, 40)};
    }
    return {S::MarkerShapeCircle, Qt::gray};
}

} // namespace

TransformerPanel::TransformerPanel(QWidget *parent)
    : QWidget(parent), m_note(new QLabel(this)),
      m_signal(new SubLayerChart(tr("Residual stream RMS and the gradient reaching it, per sub-layer"), true, this)),
      m_weights(new SubLayerChart(tr("Weight gradient norm, per matrix"), true, this)),
      m_entropy(new SubLayerChart(tr("Attention entropy (nats)"), false, this)), m_signalLegend(new LegendStrip(this)),
      m_weightLegend(new LegendStrip(this)), m_entropyLegend(new LegendStrip(this))
{
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    buildSignalChart();
    buildWeightChart();
    buildEntropyChart();
    m_overlay = std::make_unique<SubLayerOverlay>(m_signal, m_weights, m_entropy);
    // The signal over the whole width; the matrices and the entropy share the row below, so a
    // 720-line screen keeps every chart tall enough for its labels. Each legend under its chart.
    auto column = [](SubLayerChart *chart, LegendStrip *legend) {
        auto *c = new QVBoxLayout;
        c->setSpacing(0);
        c->addWidget(chart, 1);
        c->addWidget(legend);
        return c;
    };
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_note);
    layout->addLayout(column(m_signal, m_signalLegend), 1);
    auto *row = new QHBoxLayout;
    row->addLayout(column(m_weights, m_weightLegend), 3);
    row->addLayout(column(m_entropy, m_entropyLegend), 2);
    layout->addLayout(row, 1);
    showMessage(tr("A transformer's series appear here once it is computed."));
}

void TransformerPanel::buildSignalChart()
{
    m_rms = m_signal->addLine(tr("residual RMS"), Qt::SolidLine);
    m_grad = m_signal->addLine(tr("gradient reaching it"), Qt::DashLine);
    m_rmsAttn = m_signal->addMarkers(tr("after attention"), QScatterSeries::MarkerShapeCircle, attentionColor());
    m_rmsMlp = m_signal->addMarkers(tr("after MLP"), QScatterSeries::MarkerShapeRectangle, mlpColor());
    m_gradAttn = m_signal->addMarkers(QString(), QScatterSeries::MarkerShapeCircle, attentionColor());
    m_gradMlp = m_signal->addMarkers(QString(), QScatterSeries::MarkerShapeRectangle, mlpColor());
    // The gradient's markers are the RMS's: unnamed, no legend entry of their own.
}

void TransformerPanel::buildWeightChart()
{
    for (int k = 0; k < kWeightKinds; ++k) {
        const KindLook look = kindLook(WeightKind(k));
        m_weightSeries.push_back(
            m_weights->addMarkers(QString::fromLatin1(weightName(WeightKind(k))), look.shape, look.color));
    }
}

void TransformerPanel::buildEntropyChart()
{
    m_uniform = m_entropy->addLine(tr("uniform attention"), Qt::DashLine);
    m_entropyPoints =
        m_entropy->addMarkers(tr("attention entropy"), QScatterSeries::MarkerShapeCircle, attentionColor());
}

void TransformerPanel::setResult(const TransformerResult &result)
{
    m_series = subLayerSeries(result);
    m_shown = result.config;
    const ModelConfig &c = result.config;
    QString note = tr("Transformer at initialization: %1 blocks × %2 wide, %3 heads, sequence %4, batch %5.")
                       .arg(c.depth)
                       .arg(c.width)
                       .arg(c.transformer.heads)
                       .arg(c.transformer.seqLen)
                       .arg(c.batch);
    if (result.loss)
        note += tr(" Loss %1 nats.").arg(proseLocale().toString(*result.loss, 'f', 3));
    if (const QString readout = transformerReadout(result); !readout.isEmpty())
        note += QLatin1Char(' ') + readout;
    if (!result.weightsKept || !result.activationsKept)
        note += tr(" Over the memory limit: weights drawn again where needed, blocks recomputed in the backward pass.");
    m_noteHtml = note.toHtmlEscaped();
    if (!m_series.leftRangeText.isEmpty())
        m_noteHtml += QStringLiteral(" <b>%1</b>").arg(m_series.leftRangeText.toHtmlEscaped());
    showNote(QString());
    draw();
}

void TransformerPanel::showMessage(const QString &text)
{
    m_series = SubLayerSeries();
    m_shown.reset();
    m_noteHtml = text.toHtmlEscaped();
    showNote(QString());
    draw();
}

void TransformerPanel::setNotice(const QString &text) { showNote(text); }

void TransformerPanel::showNote(const QString &notice)
{
    m_note->setText(
        notice.isEmpty()
            ? m_noteHtml
            : m_noteHtml + QStringLiteral("<br><b><font color=\"#c8102e\">%1</font></b>").arg(notice.toHtmlEscaped()));
}

QString TransformerPanel::noteText() const { return m_note->text(); }

void TransformerPanel::takeNoteBack()
{
    if (m_note->parentWidget() == this)
        return;
    static_cast<QBoxLayout *>(layout())->insertWidget(0, m_note);
    m_note->show();
}

void TransformerPanel::setRelative(bool relative)
{
    if (relative == m_relative)
        return;
    m_relative = relative;
    m_signal->setTitleText(relative ? tr("Residual stream RMS and the gradient, relative to the embeddings")
                                    : tr("Residual stream RMS and the gradient reaching it, per sub-layer"));
    draw();
}

void TransformerPanel::setPins(std::vector<TransformerPin> pins)
{
    m_overlay->setPins(std::move(pins));
    draw();
}

void TransformerPanel::setSeedBands(std::shared_ptr<const TransformerBandsSnapshot> bands)
{
    m_bands = std::move(bands);
    m_overlay->setBands(m_bands, m_bandKind);
    draw();
}

void TransformerPanel::setBandKind(BandKind kind)
{
    m_bandKind = kind;
    m_overlay->setBands(m_bands, m_bandKind);
    draw();
}

void TransformerPanel::draw()
{
    // The x axis holds the deepest of the live network and the pins.
    int blocks = m_series.blocks;
    for (const TransformerPin &pin : m_overlay->pins())
        blocks = std::max(blocks, pin.result->config.depth);
    m_drawn = finalAt(m_relative ? relativeToEmbeddings(m_series) : m_series, blocks);
    const SubLayerSeries &s = m_drawn;
    m_rms->replace(s.rms);
    m_grad->replace(s.grad);
    m_rmsAttn->replace(s.rmsAttn);
    m_rmsMlp->replace(s.rmsMlp);
    m_gradAttn->replace(s.gradAttn);
    m_gradMlp->replace(s.gradMlp);
    for (int k = 0; k < kWeightKinds; ++k) {
        m_weightSeries[size_t(k)]->replace(s.weights[size_t(k)]); // no gate in an ungated MLP: no entry
    }
    m_entropyPoints->replace(s.entropy);
    m_uniform->replace(s.entropy.isEmpty()
                           ? QList<QPointF>()
                           : QList<QPointF>{{0.0, s.uniformEntropy}, {double(s.lastX), s.uniformEntropy}});
    if (m_overlay->draw(m_shown ? &*m_shown : nullptr, m_relative, blocks)) // the live curves over the pins
        for (QXYSeries *live : liveSeries())
            (live->chart() == m_signal->chart()    ? m_signal
             : live->chart() == m_weights->chart() ? m_weights
                                                   : m_entropy)
                ->raise(live);
    for (SubLayerChart *chart : {m_signal, m_weights, m_entropy})
        chart->fit(blocks, s.leftRangeX, s.leftRangeText);
    m_signalLegend->setEntries(m_signal->legendEntries());
    m_weightLegend->setEntries(m_weights->legendEntries());
    m_entropyLegend->setEntries(m_entropy->legendEntries());
}

std::vector<QXYSeries *> TransformerPanel::liveSeries() const
{
    std::vector<QXYSeries *> live{m_rms,      m_grad,    m_rmsAttn, m_rmsMlp,
                                  m_gradAttn, m_gradMlp, m_uniform, m_entropyPoints};
    live.insert(live.end(), m_weightSeries.begin(), m_weightSeries.end());
    return live;
}

void TransformerPanel::setLook(bool dark, double scale, double labelPixels, double textPixels)
{
    for (SubLayerChart *chart : {m_signal, m_weights, m_entropy})
        chart->setLook(dark, scale, labelPixels, textPixels);
    for (LegendStrip *legend : {m_signalLegend, m_weightLegend, m_entropyLegend})
        legend->setLook(chartFonts(scale, labelPixels, textPixels).text, scale);
    m_overlay->setBackground(LayerChart::plotBackground(dark));
    draw(); // the pins in colours for this background
}

} // namespace gradflow
