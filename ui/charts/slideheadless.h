#pragma once

#include <QSize>
#include <QString>

namespace gradflow {

class SlideFigure;

// The end every --export shares, whatever the view: the figure as a slide of size (empty: the
// default slide size), or why not. view names it in the message for a size too small ("the
// init view cannot be drawn in 400x300; give at least 520x380"). Returns an ExitCode:
// ExitBadInput for a size too small, ExitCannotWrite when the file could not be written.
int runSlideExport(SlideFigure &figure, const QString &view, const QString &path, double scale, QSize size);

// "the chain view cannot be drawn in 400x300; give at least 520x380"
QString tooSmallText(const QString &view, QSize size, QSize least);

} // namespace gradflow
