#pragma once

// Finding a chart's curve by its label: for the window tests that read what a curve shows.
#include "ui/charts/layerchart.h"

#include <QLineSeries>

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
