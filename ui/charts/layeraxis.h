#pragma once

#include <QStringList>

class QValueAxis;

namespace gradflow {

// The layer axis of a chart over the layers: from 0 to the last layer rounded up to a round
// tick step (1, 2, 5 x 10^k). The step is the finest with at most 10 intervals whose labels,
// each as wide as the axis's end in the axis's label font, fit the plot's width side by side:
// Qt elides a label wider than its interval to "...". plotWidth <= 0 (not laid out yet): the
// finest with at most 10 intervals.
double layerAxisStep(double lastLayer, double plotWidth, double labelPixelsPerDigit, double labelPadding);
void fitLayerAxis(QValueAxis *axis, double lastLayer, double plotWidth);
QStringList layerAxisLabels(const QValueAxis *axis); // 0, step, 2 step ... max, as the axis shows them

} // namespace gradflow
