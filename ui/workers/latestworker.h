#pragma once

#include "core/engine/engine.h" // Callbacks, Cancelled

#include <QMutex>
#include <QThread>
#include <QWaitCondition>

#include <atomic>
#include <exception>
#include <functional>

namespace gradflow {

// A thread that serves the latest request (the shape of Qt's Mandelbrot example): requests
// overwrite one pending slot, a running job that a newer request makes stale stops at its next
// check, and every signal names the request it answers. The compute, bands, training and phase
// map workers and the lesson views' worker are built on it (through LatestRequestWorker below).
class LatestWorker : public QThread
{
    Q_OBJECT

public:
    ~LatestWorker() override;

    // Stops the running job, if any, at its next check; it then reports cancelled().
    void cancel();
    quint64 latestGeneration() const { return m_latest.load(); }
    // For the owner's destructor: stops the thread, waiting at most waitMs. True: stopped, delete
    // as usual. False: still in a job; the worker unparents itself and deletes itself when the
    // thread ends (its signals' receivers are gone by then), so closing never waits.
    bool shutdown(int waitMs);
    // Tells the thread to end, its job at its next check, and returns at once: the window's
    // close, which waits for no worker (the process's end or shutdown() follows).
    void stopSoon() { stop(); }

signals:
    void started(quint64 generation);
    void failed(const QString &message, quint64 generation);
    void cancelled(quint64 generation);
    // How far the job of generation is (callbacksFor's hook, at most about every 30 ms).
    void progress(int done, int total, quint64 generation);

protected:
    explicit LatestWorker(QObject *parent);

    // Stores a request through store(), under the lock, and wakes the thread. Returns the
    // request's generation (increasing).
    quint64 post(const std::function<void()> &store);
    // True once the job of generation should stop: a newer request, a cancel, or shutdown.
    // A job polls it and throws Cancelled (core/engine/engine.h) when it turns true.
    bool isStale(quint64 generation) const;
    // The hooks a job hands to core: isCancelled polls isStale(generation), progress emits
    // progress() about every 30 ms and at the end.
    Callbacks callbacksFor(quint64 generation);
    // Stops the thread and waits for it: a concrete worker's destructor calls it first, before
    // the members its job reads are gone.
    void finish();

    // On the worker thread, under the lock: moves the pending request to where serve() reads it.
    virtual void takePending() = 0;
    // One request's job, on the worker thread. Anything it throws but Cancelled becomes failed().
    virtual void serve(quint64 generation) = 0;
    // The message failed() carries for what a job threw; an override may also drop what the
    // job left behind (buffers after an out-of-memory).
    virtual QString describeFailure(std::exception_ptr error);

private:
    void run() final;
    bool waitForRequest(quint64 &generation); // false: shut down
    void serveCaught(quint64 generation);
    void stop();

    QMutex m_mutex;
    QWaitCondition m_condition;
    bool m_hasPending = false;
    std::atomic<quint64> m_latest{0};
    std::atomic<quint64> m_cancelled{0};
    std::atomic<bool> m_abort{false};
};

// LatestWorker with its request type: post(request) from any thread, serve(request, generation)
// on the worker's.
template<typename Request>
class LatestRequestWorker : public LatestWorker
{
protected:
    using LatestWorker::LatestWorker;

    quint64 post(Request request)
    {
        return LatestWorker::post([&] { m_pending = std::move(request); });
    }
    virtual void serve(const Request &request, quint64 generation) = 0;

private:
    void takePending() final { m_running = std::move(m_pending); }
    void serve(quint64 generation) final { serve(m_running, generation); }

    Request m_pending;
    Request m_running; // the worker thread's
};

} // namespace gradflow
