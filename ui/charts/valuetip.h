#pragma once

#include <QObject>

namespace gradflow {

class LayerChart;

// A layer chart's hover tip: pointing at a curve shows the value at the layer under the pointer,
// and the tip stays while the pointer rests. Qt's own tooltip event, about 0.7 s after the
// pointer stops, went to the chart's scene, which found no item with a tip of its own and hid
// the value a second after it appeared; here that event shows the value again instead.
class ValueTip : public QObject
{
    Q_OBJECT

public:
    explicit ValueTip(LayerChart *chart); // watches the chart's viewport; owned by the chart

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    LayerChart *m_chart;
};

} // namespace gradflow
