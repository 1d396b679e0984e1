#pragma once

#include <QList>
#include <QSize>
#include <QString>

namespace gradflow {

// A slide size every export offers: the network view's, a lesson view's and the phase map's
// dialogs, and the command line's --export when no --export-size is given.
struct SlideSize
{
    QSize size;
    QString note; // "16:9 slide"
};

// The table, the default first.
QList<SlideSize> slideSizes(); // labelled in the window's language of the moment

// What an export draws when nothing else is chosen: a 16:9 slide at 1080 lines.
QSize defaultSlideSize();

// The smallest and largest custom size (--export-size and the dialog's Custom boxes).
QSize smallestSlideSize();
QSize largestSlideSize();

} // namespace gradflow
