#pragma once

#include <QStatusBar>
#include <QWidget>

#include <initializer_list>

namespace gradflow {

// A status's progress bar and Cancel button go to the window's status bar, which deletes them.
// A status made without a window (a test's) placed them nowhere: they are deleted with it. Hold
// them in QPointer, so a status bar deleted first leaves null here.
inline void deleteUnplaced(std::initializer_list<QWidget *> widgets)
{
    for (QWidget *widget : widgets)
        if (widget && !widget->parentWidget())
            delete widget;
}

// Places a status's progress bar and Cancel button at the right of the window's status bar.
template<typename Status>
void placeInStatusBar(QStatusBar *bar, const Status *status)
{
    bar->addPermanentWidget(status->progressBar());
    bar->addPermanentWidget(status->cancelButton());
}

} // namespace gradflow
