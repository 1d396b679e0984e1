#pragma once

#include "core/analysis/analysis.h"
#include "core/model/config.h"
#include "core/engine/engine.h"
#include "core/model/result.h"

#include <QMutex>
#include <QThread>
#include <QWaitCondition>

#include <atomic>
#include <memory>

namespace gradflow {

class Engine;
struct Callbacks;

// One request's answer: the engine's measurements and the analyses of them (analyze()).
struct Computed
{
    Result result;
    Analysis analysis;
};

// Recomputes on its own thread, the latest request winning (the shape of Qt's Mandelbrot
// example): requests overwrite one pending slot, a running computation that a newer request
// makes stale stops at its next layer, and every signal names the request it answers.
class ComputeWorker : public QThread
{
    Q_OBJECT

public:
    explicit ComputeWorker(QObject *parent = nullptr);
    ~ComputeWorker() override;

    // Returns the request's generation (increasing).
    quint64 request(const ModelConfig &config, const RunSettings &run);
    // Stops the running computation, if any, at its next layer.
    void cancel();
    quint64 latestGeneration() const { return m_latest.load(); }
    // From the next request on, results carry histograms of this layer (1..L; 0: none).
    void setHistogramLayer(int layer) { m_histogramLayer = layer; }
    // For the owner's destructor: stops the thread, waiting at most waitMs. True: stopped, delete
    // as usual. False: still in a computation; the worker unparents itself and deletes itself
    // when the thread ends (its signals' receivers are gone by then), so closing never waits.
    bool shutdown(int waitMs);

signals:
    void started(quint64 generation);
    void progress(int done, int total, quint64 generation);
    void resultReady(std::shared_ptr<const gradflow::Computed> computed, quint64 generation);
    void failed(const QString &message, quint64 generation);
    void cancelled(quint64 generation);

protected:
    void run() override;
    // One computation on the worker's thread; a test overrides it to throw what the engine might.
    virtual Result compute(Engine &engine, const ModelConfig &config, const RunSettings &run,
                           const Callbacks &callbacks);

private:
    void stop();

private:
    QMutex m_mutex;
    QWaitCondition m_condition;
    ModelConfig m_pending;
    RunSettings m_pendingRun;
    bool m_hasPending = false;
    std::atomic<quint64> m_latest{0};
    std::atomic<quint64> m_cancelled{0};
    std::atomic<bool> m_abort{false};
    std::atomic<int> m_histogramLayer{0};
    Probe m_probe; // this computation's; the worker's thread only
};

} // namespace gradflow
