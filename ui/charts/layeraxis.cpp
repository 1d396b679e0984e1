#include "ui/charts/layeraxis.h"

#include "ui/charts/powerlabels.h"

#include <QFontMetricsF>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

// A step that ends the axis on the last layer itself (48 blocks: 0, 8, ... 48), where one fits:
// a round step's end past it (50) drew layers that are not there.
double exactStep(double lastLayer, double plotWidth, double labelPixelsPerDigit, double labelPadding)
{
    const double label = labelPixelsPerDigit * QString::number(lastLayer, 'f', 0).size() + labelPadding;
    for (double decade = 1; decade <= 1e7; decade *= 10)
        for (double m : {1.0, 2.0, 4.0, 5.0, 8.0}) {
            const double step = m * decade, intervals = lastLayer / step;
            if (intervals == std::floor(intervals) && intervals >= 2 && intervals <= 10
                && (plotWidth <= 0 || intervals * label <= plotWidth))
                return step;
        }
    return 0;
}

} // namespace

double layerAxisStep(double lastLayer, double plotWidth, double labelPixelsPerDigit, double labelPadding)
{
    if (const double step = exactStep(lastLayer, plotWidth, labelPixelsPerDigit, labelPadding); step > 0)
        return step;
    for (double decade = 1; decade <= 1e7; decade *= 10) {
        for (double m : {1.0, 2.0, 5.0}) {
            const double step = m * decade;
            const double end = std::ceil(lastLayer / step) * step;
            const double label = labelPixelsPerDigit * QString::number(end, 'f', 0).size() + labelPadding;
            if (lastLayer / step <= 10 && (plotWidth <= 0 || end / step * label <= plotWidth))
                return step;
        }
    }
    return 1e8;
}

void fitLayerAxis(QValueAxis *axis, double firstLayer, double lastLayer, double plotWidth)
{
    const QFontMetricsF fm(axis->labelsFont());
    const double step =
        layerAxisStep(lastLayer, plotWidth, fm.horizontalAdvance(QStringLiteral("0")), 2 * fm.averageCharWidth());
    // Ticks stay on multiples of the step (anchored at 0) from wherever the axis starts.
    // An axis from a first layer past 0 (the weights' layers 1..depth) ends at the last layer
    // too, so no tick names a layer that is not there; one layer alone is drawn in the middle of
    // a unit's room.
    double start = std::clamp(firstLayer, 0.0, lastLayer);
    double end = start > 0 ? lastLayer : std::ceil(lastLayer / step) * step;
    if (start >= end)
        start = end - 0.5, end += 0.5;
    if (axis->min() != start || axis->max() != end || axis->tickInterval() != step)
        setRangeAndStep(axis, start, end, step);
}

QStringList layerAxisLabels(const QValueAxis *axis)
{
    QStringList labels;
    const double step = axis->tickInterval();
    const double first = step > 0 ? std::ceil(axis->min() / step - 1e-9) * step : 0;
    for (int i = 0; step > 0 && first + i * step <= axis->max() + 1e-9 * step; ++i)
        labels << QString::number(first + i * step, 'f', 0);
    return labels;
}

} // namespace gradflow
