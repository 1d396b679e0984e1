#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

namespace gradflow {

class ChartPanel;

// The charts as drawn by ChartPanel::renderExport at the panel's current size.
// size: the drawing's size in pixels before scale (empty: the panel's exportSize()); the image
// is exactly size x scale pixels.
QImage renderChartImage(ChartPanel &panel, double scale, QSize size = {});

// PNG (scale 1 to 4), SVG or PDF by the file's suffix. Returns an empty string or the reason.
QString exportCharts(ChartPanel &panel, const QString &path, double scale = 1.0, QSize size = {});

} // namespace gradflow
