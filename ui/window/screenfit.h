#pragma once

#include <QList>
#include <QRect>

namespace gradflow {

// Where a window saved with this frame comes back, given the screens' available geometries
// (the primary first): on the screen that holds its top-left corner, else the one it overlaps
// most, at most that screen's size and moved until its top-left corner and its whole frame are
// on it. An empty rectangle when it overlaps no screen (the caller starts at its default size).
// A frame that overlaps a screen by a corner is not on it: its menu bar and controls would be
// off-screen.
QRect fitOnScreens(const QRect &frame, const QList<QRect> &screens);

} // namespace gradflow
