#include "ui/workers/latestworker.h"

#include <QElapsedTimer>

#include <memory>
#include <new>
#include <stdexcept>

namespace gradflow {

LatestWorker::LatestWorker(QObject *parent) : QThread(parent) { }

LatestWorker::~LatestWorker() { finish(); }

void LatestWorker::finish()
{
    stop();
    wait();
}

void LatestWorker::stop()
{
    m_abort = true;
    QMutexLocker lock(&m_mutex);
    m_condition.wakeOne();
}

bool LatestWorker::shutdown(int waitMs)
{
    stop();
    if (wait(QDeadlineTimer(waitMs)))
        return true;
    // One layer of a large network, or an orthogonal draw, can take seconds and polls the abort
    // only between layers: the thread finishes alone and this object (all it touches) goes with it.
    setParent(nullptr);
    connect(this, &QThread::finished, this, &QObject::deleteLater);
    if (isFinished())
        deleteLater();
    return false;
}

quint64 LatestWorker::post(const std::function<void()> &store)
{
    QMutexLocker lock(&m_mutex);
    store();
    m_hasPending = true;
    const quint64 generation = ++m_latest;
    if (!isRunning())
        start();
    else
        m_condition.wakeOne();
    return generation;
}

void LatestWorker::cancel() { m_cancelled = m_latest.load(); }

bool LatestWorker::isStale(quint64 generation) const
{
    return m_abort.load() || m_latest.load() != generation || m_cancelled.load() == generation;
}

Callbacks LatestWorker::callbacksFor(quint64 generation)
{
    auto sinceProgress = std::make_shared<QElapsedTimer>();
    sinceProgress->start();
    Callbacks callbacks;
    callbacks.isCancelled = [this, generation] { return isStale(generation); };
    callbacks.progress = [this, generation, sinceProgress](int done, int total) {
        if (sinceProgress->elapsed() >= 30 || done == total) {
            sinceProgress->restart();
            emit progress(done, total, generation);
        }
    };
    return callbacks;
}

bool LatestWorker::waitForRequest(quint64 &generation)
{
    QMutexLocker lock(&m_mutex);
    while (!m_hasPending && !m_abort)
        m_condition.wait(&m_mutex);
    if (m_abort)
        return false;
    takePending();
    generation = m_latest.load();
    m_hasPending = false;
    return true;
}

void LatestWorker::run()
{
    quint64 generation = 0;
    while (waitForRequest(generation))
        serveCaught(generation);
}

void LatestWorker::serveCaught(quint64 generation)
{
    emit started(generation);
    try {
        serve(generation);
    } catch (const Cancelled &) {
        if (m_cancelled.load() == generation) // a newer request or shutdown is no news
            emit cancelled(generation);
    } catch (...) {
        emit failed(describeFailure(std::current_exception()), generation);
    }
}

QString LatestWorker::describeFailure(std::exception_ptr error)
{
    try {
        std::rethrow_exception(error);
    } catch (const std::bad_alloc &) {
        return tr("Out of memory: reduce depth, width or batch.");
    } catch (const std::exception &e) { // bad settings name the value and its range
        return QString::fromUtf8(e.what());
    } catch (...) {
        return tr("The computation failed with an unknown error; please report this with the settings "
                  "that caused it.");
    }
}

} // namespace gradflow
