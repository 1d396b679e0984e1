#pragma once

#include <QStringList>

class QValueAxis;

namespace gradflow {

// The layer axis of a chart over the layers, its ticks a round step apart (1, 2, 5 x 10^k). It
// runs from 0 (a dense network's input, on the Network view) to the last layer rounded up to the
// step, or, for curves from a first layer past 0 (the weights of layers or blocks 1..depth), from
// that layer to the last layer itself: no tick names a layer that is not there. The step is the
// finest with at most 10 intervals whose labels,
// each as wide as the axis's end in the axis's label font, fit the plot's width side by side:
// Qt elides a label wider than its interval to "...". plotWidth <= 0 (not laid out yet): the
// finest with at most 10 intervals.
double layerAxisStep(double lastLayer, double plotWidth, double labelPixelsPerDigit, double labelPadding);
void fitLayerAxis(QValueAxis *axis, double firstLayer, double lastLayer, double plotWidth);
QStringList
layerAxisLabels(const QValueAxis *axis); // the multiples of the step from min to max, as the axis shows them

} // namespace gradflow
