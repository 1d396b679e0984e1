#pragma once

#include "ui/transformer/sublayeroverlay.h"
#include "ui/transformer/sublayerseries.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QLineSeries;
class QScatterSeries;
class QXYSeries;

namespace gradflow {

class LegendStrip;
class SubLayerChart;

// The Network tab for a transformer: the residual stream's RMS and the gradient reaching it
// after each sub-layer, each weight matrix's gradient norm, and attention entropy per block,
// attention sub-layers in blue and MLP sub-layers in orange on all three. A line above them
// says what was computed (blocks, width, loss, the memory plan) or why nothing is shown.
class TransformerPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TransformerPanel(QWidget *parent = nullptr);

    void setResult(const TransformerResult &result);
    // Nothing current to show (a refusal, a computation under way): the charts are emptied, so
    // no older network's curves look current, and text says why.
    void showMessage(const QString &text);
    // The RMS and the gradient relative to their values at the embeddings (View > Relative).
    void setRelative(bool relative);
    // Pinned transformers, drawn beside the live one (SubLayerOverlay).
    void setPins(std::vector<TransformerPin> pins);
    const std::vector<TransformerPin> &pins() const { return m_overlay->pins(); }
    // The seed band so far (null: none), drawn while it belongs to the transformer shown.
    void setSeedBands(std::shared_ptr<const TransformerBandsSnapshot> bands);
    void setBandKind(BandKind kind);
    bool isBandShown() const { return m_overlay->isBandShown(); }
    const SubLayerSeries &series() const { return m_series; }     // as measured (tests)
    const SubLayerSeries &drawnSeries() const { return m_drawn; } // as drawn
    // A line under the note, in red, about the charts shown (a newer network computing, or
    // refused); empty: none. The next result clears it.
    void setNotice(const QString &text);
    QString noteText() const;
    // The note over the charts (the network, its loss and readouts), which presentation mode's
    // folded controls column borrows (ControlsColumn::setTransformerNote); back over the charts
    // with takeNoteBack().
    QLabel *note() const { return m_note; }
    void takeNoteBack();
    SubLayerChart *signalChart() const { return m_signal; }
    SubLayerChart *weightChart() const { return m_weights; }
    SubLayerChart *entropyChart() const { return m_entropy; }
    // textPixels, when larger, sizes the axis titles and legends (the room's text).
    void setLook(bool dark, double scale, double labelPixels, double textPixels = 0);

    static QColor attentionColor() { return QColor(30, 100, 200); }
    static QColor mlpColor() { return QColor(225, 120, 20); }

private:
    void buildSignalChart();
    void buildWeightChart();
    void buildEntropyChart();
    void draw();
    std::vector<QXYSeries *> liveSeries() const;
    void showNote(const QString &notice);

    QLabel *m_note;
    SubLayerChart *m_signal, *m_weights, *m_entropy;
    LegendStrip *m_signalLegend, *m_weightLegend, *m_entropyLegend; // under each chart, wrapping
    QLineSeries *m_rms = nullptr, *m_grad = nullptr, *m_uniform = nullptr;
    QScatterSeries *m_rmsAttn = nullptr, *m_rmsMlp = nullptr, *m_gradAttn = nullptr, *m_gradMlp = nullptr;
    QScatterSeries *m_entropyPoints = nullptr;
    std::vector<QScatterSeries *> m_weightSeries; // per WeightKind
    std::unique_ptr<SubLayerOverlay> m_overlay;
    std::shared_ptr<const TransformerBandsSnapshot> m_bands;
    BandKind m_bandKind = BandKind::MinMax;
    std::optional<ModelConfig> m_shown; // the configuration the live curves are of
    SubLayerSeries m_series, m_drawn;
    QString m_noteHtml; // what was computed
    bool m_relative = false;
};

} // namespace gradflow
