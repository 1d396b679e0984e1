#pragma once

#include "core/model/config.h"
#include "core/training/trainresult.h"
#include "core/training/trainsettings.h"

#include <QMutex>
#include <QThread>
#include <QWaitCondition>

#include <atomic>
#include <memory>

namespace gradflow {

// Trains on its own thread, the latest request winning (the shape of ComputeWorker): requests
// overwrite one pending slot, a run that a newer request makes stale stops at its next layer, and
// every signal names the request it answers. Partial results come about every progressMs so the
// curves grow while it trains.
class TrainWorker : public QThread
{
    Q_OBJECT

public:
    static constexpr int progressMs = 50;

    explicit TrainWorker(QObject *parent = nullptr);
    ~TrainWorker() override;

    // Returns the request's generation (increasing).
    quint64 request(const ModelConfig &config, const RunSettings &run, const TrainSettings &settings);
    void cancel(); // stops the running run, if any, at its next layer
    quint64 latestGeneration() const { return m_latest.load(); }
    // As ComputeWorker::shutdown: stops the thread waiting at most waitMs; false: it deletes itself later.
    bool shutdown(int waitMs);

signals:
    void started(quint64 generation);
    void progressed(std::shared_ptr<const gradflow::TrainResult> partial, quint64 generation);
    void resultReady(std::shared_ptr<const gradflow::TrainResult> result, quint64 generation);
    void failed(const QString &message, quint64 generation);
    void cancelled(quint64 generation);

protected:
    void run() override;

private:
    struct Request
    {
        ModelConfig config;
        RunSettings run;
        TrainSettings settings;
    };
    void stop();
    void trainOne(const Request &request, quint64 generation);

    QMutex m_mutex;
    QWaitCondition m_condition;
    Request m_pending;
    bool m_hasPending = false;
    std::atomic<quint64> m_latest{0};
    std::atomic<quint64> m_cancelled{0};
    std::atomic<bool> m_abort{false};
};

} // namespace gradflow
