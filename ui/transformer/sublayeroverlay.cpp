#include "ui/transformer/sublayeroverlay.h"

#include "ui/charts/format.h"
#include "ui/charts/look.h"
#include "ui/charts/wording.h"
#include "ui/transformer/sublayerchart.h"
#include "ui/transformer/sublayerseries.h"

#include <QCoreApplication>
#include <QLineSeries>

#include <cmath>

namespace gradflow {

namespace {

const QColor kBandColor(110, 110, 110);

// Where a matrix's marker goes in a pin: attention's circles, the MLP's squares, the rest pentagons.
int family(WeightKind kind)
{
    switch (kind) {
    case WeightKind::Query:
    case WeightKind::Key:
    case WeightKind::Value:
    case WeightKind::Output:
        return 0;
    case WeightKind::Up:
    case WeightKind::Gate:
    case WeightKind::Down:
        return 1;
    default:
        return 2;
    }
}

QList<QPointF> points(const std::vector<double> &values, double shift)
{
    QList<QPointF> out;
    for (size_t i = 0; i < values.size(); ++i) {
        if (!std::isfinite(values[i]))
            break; // from where some seed left the range: nothing
        out.append(QPointF(double(i), values[i] - shift));
    }
    return out;
}

std::vector<double> shifted(std::vector<double> values, double shift)
{
    for (double &v : values)
        v -= shift;
    return values;
}

// Per-block values at x = 1, 3, 5, ... as values at every x from 1: each MLP sub-layer's the
// midpoint of its neighbours', so the band's edge runs straight from block to block.
std::vector<double> betweenBlocks(const std::vector<double> &perBlock)
{
    std::vector<double> out;
    for (size_t i = 0; i < perBlock.size(); ++i) {
        out.push_back(perBlock[i]);
        if (i + 1 < perBlock.size())
            out.push_back(0.5 * (perBlock[i] + perBlock[i + 1]));
    }
    return out;
}

// Per-sub-layer values whose last (the final norm's) stands at x = last: the places between the
// last block and it filled on the straight line, as a deeper pin's axis puts it (finalAt).
std::vector<double> finalAtX(std::vector<double> values, size_t last)
{
    if (values.size() < 2 || values.size() - 1 >= last)
        return values;
    const double before = values[values.size() - 2], end = values.back();
    const size_t from = values.size() - 2;
    values.resize(last + 1);
    for (size_t x = from + 1; x <= last; ++x)
        values[x] = before + (end - before) * double(x - from) / double(last - from);
    return values;
}

} // namespace

QString transformerPinLabel(const ModelConfig &c)
{
    const QString norm =
        c.norm == Norm::None
            ? QCoreApplication::translate("gradflow::SubLayerOverlay", "no norm")
            : (c.normPlace == NormPlace::Post ? QCoreApplication::translate("gradflow::SubLayerOverlay", "post-%1")
                                              : QCoreApplication::translate("gradflow::SubLayerOverlay", "pre-%1"))
                  .arg(normName(c.norm));
    QString label = QCoreApplication::translate("gradflow::SubLayerOverlay", "%1 blocks × %2, %3, std %4")
                        .arg(c.depth)
                        .arg(c.width)
                        .arg(norm, proseNumber(c.initStd));
    if (c.residualRule != ResidualScaleRule::Fixed || c.residualScale != 1.0)
        label += QStringLiteral(", \u00d7") + QString::fromStdString(residualScaleLabel(c));
    return label;
}

SubLayerOverlay::SubLayerOverlay(SubLayerChart *signal, SubLayerChart *weights, SubLayerChart *entropy)
    : m_signal(signal), m_weights(weights), m_entropy(entropy)
{
    m_rmsBand = signal->addBand(kBandColor);
    m_gradBand = signal->addBand(kBandColor);
    m_entropyBand = entropy->addBand(QColor(30, 100, 200));
    m_rmsMean = signal->addLine(QStringLiteral(" "), Qt::DashDotLine, QColor(60, 60, 60), 1.5);
    m_gradMean = signal->addLine(QString(), Qt::DashDotLine, QColor(60, 60, 60), 1.5);
    m_entropyMean = entropy->addLine(QStringLiteral(" "), Qt::DashDotLine, QColor(20, 60, 140), 1.5);
}

QColor SubLayerOverlay::pinColor(int index)
{
    // Apart from the live curves' grey, attention's blue and the MLP's orange.
    static const QColor colors[] = {QColor(0, 140, 70),  QColor(130, 60, 180), QColor(200, 30, 60),
                                    QColor(0, 145, 155), QColor(140, 110, 0),  QColor(205, 50, 165),
                                    QColor(80, 110, 30), QColor(140, 70, 40)};
    return colors[size_t(index) % 8];
}

void SubLayerOverlay::setBackground(const QColor &background)
{
    m_background = background;
    m_pinsDirty = true;
}

void SubLayerOverlay::setPins(std::vector<TransformerPin> pins)
{
    m_pins = std::move(pins);
    m_pinsDirty = true;
}

void SubLayerOverlay::setBands(std::shared_ptr<const TransformerBandsSnapshot> bands, BandKind kind)
{
    m_bands = std::move(bands);
    m_kind = kind;
}

bool SubLayerOverlay::draw(const ModelConfig *shown, bool relative, int blocks)
{
    const bool pinsDrawn = m_pinsDirty || relative != m_pinsDrawnRelative || blocks != m_pinsDrawnBlocks;
    if (pinsDrawn)
        drawPins(relative, blocks);
    m_bandShown = m_bands && shown && m_bands->config == *shown && m_bands->landed > 0;
    drawBand(relative, size_t(2 * blocks + 1));
    return pinsDrawn;
}

void SubLayerOverlay::drawPins(bool relative, int blocks)
{
    for (const auto &[chart, series] : m_pinSeries)
        chart->removeAdded(series);
    m_pinSeries.clear();
    for (size_t i = 0; i < m_pins.size(); ++i)
        addPin(m_pins[i], int(i), relative, blocks);
    m_pinsDirty = false;
    m_pinsDrawnRelative = relative;
    m_pinsDrawnBlocks = blocks;
}

// One pin's series: its label on the residual RMS line.
void SubLayerOverlay::addPin(const TransformerPin &pin, int index, bool relative, int blocks)
{
    const SubLayerSeries measured = subLayerSeries(*pin.result);
    const SubLayerSeries s = finalAt(relative ? relativeToEmbeddings(measured) : measured, blocks);
    const QColor color = withContrast(pinColor(index), m_background, 3.0);
    using S = QScatterSeries;
    auto keep = [this](SubLayerChart *chart, QXYSeries *series, const QList<QPointF> &points) {
        series->replace(points);
        m_pinSeries.emplace_back(chart, series);
    };
    keep(m_signal, m_signal->addLine(pin.label, Qt::SolidLine, color, 3.0), s.rms);
    keep(m_signal, m_signal->addLine(QString(), Qt::DashLine, color, 3.0), s.grad);
    keep(m_signal, m_signal->addMarkers(QString(), S::MarkerShapeCircle, color, true, 12), s.rmsAttn + s.gradAttn);
    keep(m_signal, m_signal->addMarkers(QString(), S::MarkerShapeRectangle, color, true, 12), s.rmsMlp + s.gradMlp);
    QList<QPointF> families[3];
    for (int k = 0; k < kWeightKinds; ++k)
        families[family(WeightKind(k))] += s.weights[size_t(k)];
    const S::MarkerShape shapes[3] = {S::MarkerShapeCircle, S::MarkerShapeRectangle, S::MarkerShapePentagon};
    // Named on the signal chart's legend only: the charts below share its colours, and a legend
    // of every pin under each of them took the room's height from their plots.
    for (int f = 0; f < 3; ++f)
        keep(m_weights, m_weights->addMarkers(QString(), shapes[f], color, true, 10), families[f]);
    keep(m_entropy, m_entropy->addMarkers(QString(), S::MarkerShapeCircle, color, true, 12), s.entropy);
}

QString SubLayerOverlay::bandLabel() const
{
    const QString shaded = m_kind == BandKind::MinMax ? QCoreApplication::translate("BandCurve", "min–max")
                                                      : QCoreApplication::translate("BandCurve", "±1 sd");
    return m_bands->landed < m_bands->total
               ? QCoreApplication::translate("BandCurve", "mean of %1 of %2 seeds, shaded %3")
                     .arg(m_bands->landed)
                     .arg(m_bands->total)
                     .arg(shaded)
               : QCoreApplication::translate("BandCurve", "mean of %1 seeds, shaded %2")
                     .arg(m_bands->total)
                     .arg(shaded);
}

void SubLayerOverlay::drawBand(bool relative, size_t last)
{
    if (!m_bandShown) {
        for (QXYSeries *mean : {m_rmsMean, m_gradMean, m_entropyMean})
            mean->clear();
        for (const auto &[chart, band] :
             {std::pair{m_signal, m_rmsBand}, {m_signal, m_gradBand}, {m_entropy, m_entropyBand}})
            chart->setBandValues(band, {}, {});
        return;
    }
    const TransformerBands &b = m_bands->bands;
    auto show = [this, relative, last](SubLayerChart *chart, int band, QXYSeries *mean, const SubLayerBand &values,
                                       bool attention) {
        // Relative: the whole band over its mean's value at the embeddings, as the live curves.
        const double shift =
            relative && !values.mean.empty() && std::isfinite(values.mean.front()) ? values.mean.front() : 0.0;
        std::vector<double> low = m_kind == BandKind::MinMax ? values.min : values.mean;
        std::vector<double> high = m_kind == BandKind::MinMax ? values.max : values.mean;
        if (m_kind == BandKind::StdDev)
            for (size_t i = 0; i < low.size(); ++i)
                low[i] -= values.sd[i], high[i] += values.sd[i];
        if (attention) { // per block at its attention sub-layer, x = 2b - 1; straight between blocks
            QList<QPointF> at;
            for (size_t i = 0; i < values.mean.size() && std::isfinite(values.mean[i]); ++i)
                at.append(QPointF(2.0 * double(i) + 1, values.mean[i]));
            mean->replace(at);
            chart->setBandValues(band, betweenBlocks(low), betweenBlocks(high), 1);
            return;
        }
        mean->replace(points(finalAtX(values.mean, last), shift));
        chart->setBandValues(band, shifted(finalAtX(low, last), shift), shifted(finalAtX(high, last), shift));
    };
    show(m_signal, m_rmsBand, m_rmsMean, b.rms, false);
    show(m_signal, m_gradBand, m_gradMean, b.grad, false);
    show(m_entropy, m_entropyBand, m_entropyMean, b.entropy, true);
    m_signal->setEntryLabel(m_rmsMean, bandLabel());
    m_entropy->setEntryLabel(m_entropyMean, bandLabel());
}

} // namespace gradflow
