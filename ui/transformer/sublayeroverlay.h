#pragma once

#include "core/analysis/seedbands.h" // BandKind
#include "core/transformer/transformerresult.h"
#include "ui/workers/transformerbandsworker.h"

#include <QColor>
#include <QString>

#include <memory>
#include <vector>

class QXYSeries;

namespace gradflow {

class SubLayerChart;

// A pinned transformer's name in the legend and the status line: "6 blocks × 64, LayerNorm pre,
// std 0.02", with GPT-2's residual scaling when set (", ×1/√(2N)").
QString transformerPinLabel(const ModelConfig &config);

// A pinned transformer: its label (the legend's) and its measurements.
struct TransformerPin
{
    QString label;
    std::shared_ptr<const TransformerResult> result;
};

// What a transformer's charts draw beside the live network: the pins, each in a colour of its
// own with its sub-layers told apart as the live curves' are (circles after attention, squares
// after the MLP; a pin's markers outlined, the live ones filled; under the live curves and wider,
// so a pin of the network shown rims it), and the seed band of the
// network shown, shaded under the residual RMS, the gradient and the attention entropy with
// the seeds' mean dash-dotted. The weight chart takes the pins' matrices, not the band: ten
// kinds of markers with a shade each would hide the points they spread.
class SubLayerOverlay
{
public:
    SubLayerOverlay(SubLayerChart *signal, SubLayerChart *weights, SubLayerChart *entropy);

    void setPins(std::vector<TransformerPin> pins); // drawn at the next draw
    const std::vector<TransformerPin> &pins() const { return m_pins; }
    void setBands(std::shared_ptr<const TransformerBandsSnapshot> bands, BandKind kind);
    // The pins and, when it belongs to the network shown (shown: its configuration, null: none),
    // the band; relative: each curve over its value at the embeddings, the band over its mean's;
    // blocks: the axis's (each pin's final norm at its end, finalAt). True when the pins' series
    // were made anew: the live ones are then to be raised over them.
    bool draw(const ModelConfig *shown, bool relative, int blocks);
    bool isBandShown() const { return m_bandShown; }
    // The plots' background: each pin's colour kept at 3:1 contrast against it (a dark theme
    // lightens the darker ones). The pins are drawn again at the next draw.
    void setBackground(const QColor &background);

    static QColor pinColor(int index); // on a light plot

private:
    void drawPins(bool relative, int blocks);
    void addPin(const TransformerPin &pin, int index, bool relative, int blocks);
    void drawBand(bool relative, size_t last);
    QString bandLabel() const;

    SubLayerChart *m_signal, *m_weights, *m_entropy;
    std::vector<TransformerPin> m_pins;
    std::vector<std::pair<SubLayerChart *, QXYSeries *>> m_pinSeries;
    bool m_pinsDrawnRelative = false, m_pinsDirty = true;
    int m_pinsDrawnBlocks = 0;
    std::shared_ptr<const TransformerBandsSnapshot> m_bands;
    BandKind m_kind = BandKind::MinMax;
    int m_rmsBand, m_gradBand, m_entropyBand;
    QXYSeries *m_rmsMean, *m_gradMean, *m_entropyMean;
    bool m_bandShown = false;
    QColor m_background = Qt::white;
};

} // namespace gradflow
