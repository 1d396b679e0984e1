#pragma once

#include <QFont>

#include <functional>

class QWidget;

namespace gradflow {

// Gives widget `font`, or, where what it then asks for (`needed`, in pixels) is wider than
// `room`, the largest pixel size down to `smallest` at which it fits: a bar of items (the tool
// bar, the tab bar) loses a pixel or two of type before it hides an item behind "»" or scrolls a
// tab out of view. At `smallest` it keeps that size whether or not it fits.
void fitFontToWidth(QWidget *widget, const QFont &font, int smallest, int room, const std::function<int()> &needed);

} // namespace gradflow
