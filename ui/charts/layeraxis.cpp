#include "ui/charts/layeraxis.h"

#include "ui/charts/powerlabels.h"

#include <QFontMetricsF>
#include <QValueAxis>

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
            if (intervals == std::floor(intervals) && intervals >= 2 && intervals <= 10 &&
                (plotWidth <= 0 || intervals * label <= plotWidth))
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

void fitLayerAxis(QValueAxis *axis, double lastLayer, double plotWidth)
{
    const QFontMetricsF fm(axis->labelsFont());
    const double step = layerAxisStep(lastLayer, plotWidth, fm.horizontalAdvance(QStringLiteral("0")),
                                      2 * fm.averageCharWidth());
    const double end = std::ceil(lastLayer / step) * step;
    if (axis->max() != end || axis->tickInterval() != step)
        setRangeAndStep(axis, 0, end, step);
}

QStringList layerAxisLabels(const QValueAxis *axis)
{
    QStringList labels;
    const double step = axis->tickInterval();
    for (int i = 0; step > 0 && axis->min() + i * step <= axis->max() + step / 2; ++i)
        labels << QString::number(axis->min() + i * step, 'f', 0);
    return labels;
}

} // namespace gradflow
