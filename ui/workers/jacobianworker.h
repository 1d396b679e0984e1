#pragma once

#include "core/engine/engine.h"
#include "core/jacobian/spectrum.h"
#include "core/model/config.h"

#include <QMutex>
#include <QThread>
#include <QWaitCondition>

#include <atomic>
#include <memory>

namespace gradflow {

// Computes the Jacobian's spectrum on its own thread, the latest request winning (the shape of
// ComputeWorker and TrainWorker): requests overwrite one pending slot, a run that a newer request
// makes stale stops at its next layer, and every signal names the request it answers.
class JacobianWorker : public QThread
{
    Q_OBJECT

public:
    explicit JacobianWorker(QObject *parent = nullptr);
    ~JacobianWorker() override;

    // Returns the request's generation (increasing).
    quint64 request(const ModelConfig &config, const RunSettings &run, int example, Resolve resolve);
    void cancel(); // stops the running request, if any, at its next layer
    quint64 latestGeneration() const { return m_latest.load(); }
    // As ComputeWorker::shutdown: stops the thread waiting at most waitMs; false: it deletes itself later.
    bool shutdown(int waitMs);

signals:
    void progressed(int done, int total, quint64 generation);
    void resultReady(std::shared_ptr<const gradflow::JacobianSpectrum> spectrum, quint64 generation);
    void failed(const QString &message, quint64 generation);
    void cancelled(quint64 generation);

protected:
    void run() override;

private:
    struct Request
    {
        ModelConfig config;
        RunSettings run;
        int example = 0;
        Resolve resolve = Resolve::EveryLayer;
    };
    void stop();
    void computeOne(Engine &engine, const Request &request, quint64 generation);

    QMutex m_mutex;
    QWaitCondition m_condition;
    Request m_pending;
    bool m_hasPending = false;
    std::atomic<quint64> m_latest{0};
    std::atomic<quint64> m_cancelled{0};
    std::atomic<bool> m_abort{false};
};

} // namespace gradflow
