#pragma once

#include <QWidget>

namespace gradflow {

class LayerChart;

// A translucent vertical band over a chart at one layer: the layer whose histograms are shown. A
// child of the chart's viewport, transparent to the mouse and not part of the chart's scene, so
// clicks still reach the chart and exports do not carry it.
class LayerMarker : public QWidget
{
    Q_OBJECT

public:
    explicit LayerMarker(LayerChart *chart);

    void setLayer(int layer); // 0: no band
    int layer() const { return m_layer; }
    double lineX() const; // in the viewport's pixels; -1 where none is drawn

protected:
    void paintEvent(QPaintEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    LayerChart *m_chart;
    int m_layer = 0;
};

} // namespace gradflow
