#pragma once

#include "core/analysis/analysis.h"
#include "core/model/result.h"

#include <QWidget>

#include <vector>

class QLabel;
class QSpinBox;

namespace gradflow {

class HistogramView;
class LayerChart;
class LayerMarker;

// Beside the charts: one layer's pre-activations, activations and gradients as histograms, and
// how many of its units are dead (ReLU) or saturated (tanh, sigmoid). The layer is picked with
// the spin box or by clicking a chart at that layer; the worker computes the histograms with
// every result (ComputeWorker::setHistogramLayer), so they follow the sliders live.
class HistogramPanel : public QWidget
{
    Q_OBJECT

public:
    explicit HistogramPanel(QWidget *parent = nullptr);

    void watch(LayerChart *chart); // a click on it picks the layer under the mouse
    void showResult(const Result &result, const Analysis &analysis);
    // The network about to be computed has this many layers: the spin box's range (a layer
    // beyond it moves to the top layer, without a signal: the window's request carries it).
    void setDepth(int depth);
    int layer() const;
    void setLayer(int layer);
    QString healthText() const;
    const HistogramView *view(int index) const { return m_views[size_t(index)]; }   // 0 z, 1 act(z), 2 gradient
    const LayerMarker *marker(int index) const { return m_markers[size_t(index)]; } // over chart index
    void setDark(bool dark);

signals:
    void layerChanged(int layer);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QSpinBox *m_layer;
    QLabel *m_health;
    std::vector<HistogramView *> m_views;
    void markLayer(); // the band over the charts at the layer shown
    void fitWidth();

    std::vector<LayerChart *> m_charts;
    std::vector<LayerMarker *> m_markers; // one over each chart, shown with the panel
    bool m_dark = false;
};

} // namespace gradflow
