#pragma once

// Where a widget is in its window and how much of it the window really shows: for the tests that
// check a view fits a projector's screen (test_lessonlayout, test_histogramlayout).
#include <QRect>
#include <QWidget>

// The part of widget the screen shows: clipped by every ancestor (a scroll area's viewport, a
// page squeezed below its minimum) and by the window.
inline QRect shownRect(const QWidget *widget)
{
    QRect r = widget->rect();
    for (const QWidget *w = widget; w && !w->isWindow(); w = w->parentWidget()) {
        r.translate(w->pos());
        r &= w->parentWidget()->rect();
    }
    return r;
}

inline QRect inWindow(const QWidget *widget)
{
    return QRect(widget->mapTo(widget->window(), QPoint()), widget->size());
}
