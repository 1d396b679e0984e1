#pragma once

#include <QFont>
#include <QStringList>

#include <cmath>
#include <limits>

class QPainter;
class QRectF;
class QValueAxis;

namespace gradflow {

// A log10 axis's ticks: every one labelled, the range ending on ticks (so every curve lies between
// two labels) within about a step of the data, and minIntervals intervals (four labels) or more
// where the plot has room for them, two (three labels) on a plot too short for four.
struct YTicks
{
    double min = 0, max = 0, step = 1;
    // Saturates: a result can span more decades than an int counts (10^73 were seen).
    int intervals() const
    {
        const double n = std::round(max / step - min / step); // no overflow at +-10^308
        return n < double(std::numeric_limits<int>::max()) ? int(n) : std::numeric_limits<int>::max();
    }
};

// Sets an axis's range and tick step in the order that never asks Qt Charts for more ticks than
// the old or the new layout has.
void setRangeAndStep(QValueAxis *axis, double min, double max, double step);

// The tick labels of a vertical axis holding log10 values, "10" with the exponent as tall as its
// digits, and the axis's rotated title: drawn by the chart left of its plot (from its
// drawForeground, so render() and every export draw them too), not by Qt Charts, which shrinks a
// superscript to two thirds, elides labels taller than a sixth of the axis and, in SVG, drew the
// exponent apart from its 10. The axis keeps its grid and tick marks; its own labels and title
// stay hidden, and the chart's left margin holds width().
class PowerLabels
{
public:
    explicit PowerLabels(QValueAxis *axis);

    void setExponentPixels(double pixels) { m_exponentPixels = pixels; }
    double exponentPixels() const { return m_exponentPixels; }
    // A tick label's exponent: a true minus sign (U+2212) and the digits.
    static QString exponentText(double exponent);
    QStringList labels(const YTicks &ticks) const; // bottom to top: "10" and the exponent
    double labelHeight() const;                    // one label's height, the raised exponent included
    double width(const YTicks &ticks) const;       // left of the plot: title, widest label, padding
    void draw(QPainter &painter, const QRectF &plot, const YTicks &ticks) const;

private:
    QFont exponentFont() const;
    double labelsWidth(const YTicks &ticks) const; // the widest tick label

    QValueAxis *m_axis;
    double m_exponentPixels = 12;
};

} // namespace gradflow
