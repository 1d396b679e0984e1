#pragma once

// Finding a chart's curve by its label: for the window tests that read what a curve shows.
#include "ui/charts/layerchart.h"

#include <QImage>
#include <QLineSeries>

#include <algorithm>
#include <cmath>

#include <functional>

// The line series whose curve's label matches, or null. By the chart's curve labels, not the
// series' names: under the main view's hidden legend a series keeps the name it was built with
// (a rename re-lays-out the chart), so after a new result it may still carry the previous one.
inline QLineSeries *lineLabelled(const gradflow::LayerChart *view, const std::function<bool(const QString &)> &matches)
{
    int index = 0; // the line series are the curves, in order (the zero markers are a scatter series)
    for (QAbstractSeries *s : view->chart()->series()) {
        auto *line = qobject_cast<QLineSeries *>(s);
        if (!line)
            continue;
        if (matches(view->curveLabel(index)))
            return line;
        ++index;
    }
    return nullptr;
}

inline QLineSeries *lineLabelled(const gradflow::LayerChart *view, const QString &label)
{
    return lineLabelled(view, [&](const QString &l) { return l == label; });
}

// How a dashed line reads where it is drawn: along its course between points first and last
// (indices into its points), pixel column by column, whether the two pixel rows it passes between
// show a light pixel (lightness above lightAbove: its gaps) and a dark one (below darkBelow: its
// dashes). A dash a pixel wide on a slope spreads over both rows; one row alone missed most of it.
struct Stripes
{
    int light = 0, dark = 0, samples = 0;
};

inline Stripes stripesAlong(const gradflow::LayerChart *view, QLineSeries *line, int first, int last, double lightAbove,
                            double darkBelow)
{
    const QImage image = view->viewport()->grab().toImage();
    auto at = [&](const QPointF &value) {
        return view->mapFromScene(view->chart()->mapToScene(view->chart()->mapToPosition(value, line)));
    };
    const QList<QPointF> points = line->points();
    Stripes s;
    for (int l = std::max(0, first); l < std::min(last, int(points.size()) - 1); ++l) {
        const QPointF a = at(points[l]), b = at(points[l + 1]);
        for (int x = int(std::ceil(a.x())); x < int(b.x()); ++x) {
            const double y = a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x());
            const QColor upper = image.pixelColor(x, int(std::floor(y))),
                         lower = image.pixelColor(x, int(std::floor(y)) + 1);
            ++s.samples;
            s.light += std::max(upper.lightnessF(), lower.lightnessF()) > lightAbove;
            s.dark += std::min(upper.lightnessF(), lower.lightnessF()) < darkBelow;
        }
    }
    return s;
}
