#pragma once

// Waiting for the window to finish what it has queued, instead of sleeping: for the tests that
// measure a layout or a paint after a change (the window aligns its charts, refits their axes and
// repaints through posted events, each of which may post more).
#include <QCoreApplication>
#include <QEvent>
#include <QObject>

// Delivers every posted event (layout requests, queued refits and alignments, repaints, zero
// timers, the offscreen platform's geometry and expose events) and the events those post in turn,
// until a round delivers none. However slow the machine, the layout a test then measures is the
// one the window would show. It does not wait for timers with an interval nor for a computation
// on the worker's thread: call it with none pending (after waitDrawn, say). Returns false after
// `maxRounds` busy rounds (two parts that re-lay each other out forever).
inline bool settle(int maxRounds = 1000)
{
    struct Counter : QObject
    {
        int events = 0;
        bool eventFilter(QObject *, QEvent *) override
        {
            ++events;
            return false;
        }
    } counter;
    QCoreApplication::instance()->installEventFilter(&counter);
    bool quiet = false;
    for (int round = 0; round < maxRounds && !quiet; ++round) {
        counter.events = 0;
        QCoreApplication::sendPostedEvents(); // deferred deletes stay for the event loop
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        quiet = counter.events == 0;
    }
    QCoreApplication::instance()->removeEventFilter(&counter);
    return quiet;
}
