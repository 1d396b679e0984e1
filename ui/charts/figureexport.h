#pragma once

#include <QString>

#include <functional>

class QPainter;
class QSize;
class QWidget;

namespace gradflow {

// What paint draws in a size (points) area, written to path as PNG (at `scale` pixels per
// point), SVG or PDF by its suffix, atomically. Returns the error to show, empty when written.
QString exportDrawing(QSize size, const QString &path, double scale, const QString &title,
                      const std::function<void(QPainter &)> &paint);

// A widget as drawn on screen, the same way.
QString exportFigure(QWidget *figure, const QString &path, double scale, const QString &title);

} // namespace gradflow
