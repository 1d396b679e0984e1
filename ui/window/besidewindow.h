#pragma once

#include <QPoint>
#include <QRect>
#include <QSize>

namespace gradflow {

// Where a window whose frame is `frame` large opens beside the main window (its frame `main`) on
// the screen's available area: to the main window's right, else to its left, where the screen
// has that room; else at the corner of the screen where it hides least of `keepVisible` (the
// main window's charts, which it belongs to). The top-left corner of its frame, always on screen.
QPoint besideWindow(const QRect &main, const QSize &frame, const QRect &available, const QRect &keepVisible);

// Whether such a frame fits on the screen to the main window's right or left.
bool roomBeside(const QRect &main, const QSize &frame, const QRect &available);

} // namespace gradflow
