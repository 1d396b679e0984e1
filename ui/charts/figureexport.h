#pragma once

#include <QString>

class QWidget;

namespace gradflow {

// A widget as drawn on screen, written to path as PNG (at `scale` pixels per pixel), SVG or PDF
// by its suffix, atomically. Returns the error to show, empty when written.
QString exportFigure(QWidget *figure, const QString &path, double scale, const QString &title);

} // namespace gradflow
