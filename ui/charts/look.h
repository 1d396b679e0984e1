#pragma once

#include <QColor>
#include <QFont>
#include <QPalette>

namespace gradflow {

// Type sizes for where the window is seen. On a desk everything keeps its own size; for a
// room (presentation mode, a slide export) they follow the height of the screen or image, as
// slides do: the axis exponents at least exponentShare of it, the text the room must read
// (controls, readouts, legend, caption) at least textShare of it.
struct Look
{
    static constexpr double exponentShare = 0.021, textShare = 0.022;
    // A desk on a tall screen (a 1080-line projector before F11) keeps at least this share of its
    // height for text: 16 px at 1080 lines, as a 720-line room gets in presentation mode; below
    // about 870 lines the desktop's own size (13 px) is larger and stays.
    static constexpr double deskTextShare = 0.015;

    double chartScale = 1.0; // chart titles, lines, markers, legend
    double uiScale = 1.0;    // controls, readouts, status line, menus
    double labelPixels = 0;  // axis tick labels and exponents; 0: from chartScale
    double textPixels = 0;   // controls' text for the room; 0: the desktop's

    static Look desk() { return {}; }
    static Look desk(double height, double deskTextPixels); // the desk on a screen that tall
    static Look room(double height, double deskTextPixels);
};

// The pixel size at which DejaVu Sans digits stand inkPixels tall.
double pixelsForInk(double inkPixels);

// The window's palette: the platform's light one, or a dark one for every widget.
QPalette themePalette(bool dark);

// The fonts every chart draws with at a look's scale: pixel sizes, not points (an SVG export
// writes a font's size as given, and a point size there drew every label a quarter smaller than
// its layout). Axis tick labels at labelPixels where given; axis titles and legends ("RMS of h",
// "layer", a curve's name) at the room's text size where given (textPixels), never under base:
// at base alone they stayed desk-sized beside tick labels grown for the room.
struct ChartFonts
{
    QFont base, title, labels, text;
};
ChartFonts chartFonts(double scale, double labelPixels, double textPixels = 0);

// WCAG contrast ratio of two colours (1 to 21), and colour darkened or lightened (same hue)
// until it has at least ratio against background: curves a room can see.
// withContrast measures a translucent colour as drawn: over(colour, background), opaque.
double contrastRatio(const QColor &a, const QColor &b);
QColor over(const QColor &colour, const QColor &background);
QColor withContrast(QColor colour, const QColor &background, double ratio);

} // namespace gradflow
