#pragma once

#include "ui/workers/latestworker.h"

#include <atomic>
#include <functional>

namespace gradflow {

// What the GUI thread does with a measurement's answer: set the labels, replace the curves.
using ShowAnswer = std::function<void()>;
// A measurement a view starts: runs on the worker's thread from what it captured (never the
// widgets) and returns how to show its answer. A long one hands hooks to core: their
// isCancelled is the request's staleness (core then throws Cancelled), their progress reaches
// progress().
using Measurement = std::function<ShowAnswer(const Callbacks &hooks)>;

// Runs a view's measurements off the GUI thread, the latest request winning (LatestWorker): a
// view asks on every change of its controls and shows only the answer to its latest question,
// so the window keeps painting while a large sample is drawn.
class MeasureWorker : public LatestRequestWorker<Measurement>
{
    Q_OBJECT

public:
    explicit MeasureWorker(QObject *parent = nullptr);
    ~MeasureWorker() override;

    quint64 request(Measurement measurement);
    // True when the answer to the latest request is shown (or it failed, or none was made).
    bool isCurrent() const { return m_settled == latestGeneration(); }
    // True when the latest request failed for want of memory (the command line's export then
    // ends as every other out-of-memory does: one line, exit 2).
    bool failedOutOfMemory() const { return m_outOfMemory.load() == latestGeneration(); }
    // Waits, the events still served, until isCurrent(): for reading or exporting the view.
    void waitCurrent();

signals:
    void shown(quint64 generation);
    // The latest request is answered, failed or cancelled (emitted on the GUI thread).
    void settled(quint64 generation);

private:
    void serve(const Measurement &measurement, quint64 generation) override;
    void showIfLatest(const gradflow::ShowAnswer &show, quint64 generation);
    void settle(quint64 generation);

    std::atomic<quint64> m_outOfMemory{0}; // the generation that ran out of memory, if any
    quint64 m_settled = 0;                 // the GUI thread's: the latest request answered, failed or cancelled
};

} // namespace gradflow
