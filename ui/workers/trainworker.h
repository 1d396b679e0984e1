#pragma once

#include "ui/workers/latestworker.h"
#include "core/model/config.h"
#include "core/training/trainresult.h"
#include "core/training/trainsettings.h"

#include <QMutex>

#include <atomic>
#include <memory>

namespace gradflow {

// What a training request names: the network, its run settings and the training's.
struct TrainRequest
{
    ModelConfig config;
    RunSettings run;
    TrainSettings settings;
};

// Trains the latest request's network on its own thread (LatestWorker): a run that a newer
// request makes stale stops at its next layer. The first step's partial result comes as soon as
// it is done (a change shows its run within a frame), then one about every progressMs so the
// curves grow while it trains. They wait in one slot, the newest replacing the one not yet
// taken, and one signal stands for the slot: a GUI thread that falls behind (a deep network's
// curves) finds one partial result to draw, never a queue of them.
class TrainWorker : public LatestRequestWorker<TrainRequest>
{
    Q_OBJECT

public:
    static constexpr int progressMs = 50;

    explicit TrainWorker(QObject *parent = nullptr);
    ~TrainWorker() override;

    // Returns the request's generation (increasing).
    quint64 request(const ModelConfig &config, const RunSettings &run, const TrainSettings &settings);
    // The newest partial result not yet taken (null: none), and its generation.
    std::shared_ptr<const TrainResult> takePartial(quint64 *generation = nullptr);
    // Partial results made so far (each replaces the one in the slot if it was not taken).
    int partialsMade() const { return m_made.load(); }

signals:
    // A partial result waits in takePartial(); not sent again until it is taken.
    void progressed(quint64 generation);
    void resultReady(std::shared_ptr<const gradflow::TrainResult> result, quint64 generation);

private:
    void serve(const TrainRequest &request, quint64 generation) override;
    QString describeFailure(std::exception_ptr error) override;
    void offer(std::shared_ptr<const TrainResult> partial, quint64 generation);

    QMutex m_slotMutex;
    std::shared_ptr<const TrainResult> m_partial;
    quint64 m_partialGeneration = 0;
    std::atomic<int> m_made{0};
};

} // namespace gradflow
