#include "ui/workers/measureworker.h"

#include <QEventLoop>

#include <new>

namespace gradflow {

MeasureWorker::MeasureWorker(QObject *parent) : LatestRequestWorker(parent)
{
    connect(this, &LatestWorker::failed, this, [this](const QString &, quint64 generation) { settle(generation); });
    connect(this, &LatestWorker::cancelled, this, &MeasureWorker::settle);
}

MeasureWorker::~MeasureWorker() { finish(); }

quint64 MeasureWorker::request(Measurement measurement) { return post(std::move(measurement)); }

void MeasureWorker::serve(const Measurement &measurement, quint64 generation)
{
    ShowAnswer show;
    try {
        show = measurement(callbacksFor(generation));
    } catch (const std::bad_alloc &) {
        m_outOfMemory.store(generation);
        throw; // reported as every failure is, through failed()
    }
    // This object lives on the GUI thread: the answer is shown there, in its event loop.
    QMetaObject::invokeMethod(
        this, [this, show = std::move(show), generation] { showIfLatest(show, generation); }, Qt::QueuedConnection);
}

void MeasureWorker::showIfLatest(const ShowAnswer &show, quint64 generation)
{
    if (isStale(generation)) {                // overtaken, cancelled, or the view is going away
        if (generation == latestGeneration()) // cancelled once its work was done: settled as a cancel
            emit cancelled(generation);
        return;
    }
    show();
    settle(generation);
    emit shown(generation);
}

void MeasureWorker::settle(quint64 generation)
{
    if (generation != latestGeneration())
        return;
    m_settled = generation;
    emit settled(generation);
}

// The loop wakes on settled(), which settle() emits on this thread, and it connects before it
// looks: a failure or cancel queued from the worker's thread before the loop began settles inside
// the loop and wakes it, instead of settling unseen.
void MeasureWorker::waitCurrent()
{
    QEventLoop loop;
    connect(this, &MeasureWorker::settled, &loop, &QEventLoop::quit);
    connect(this, &QThread::finished, &loop, &QEventLoop::quit);
    while (!isCurrent() && isRunning())
        loop.exec();
}

} // namespace gradflow
