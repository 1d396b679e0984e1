#pragma once

#include "ui/workers/latestworker.h"
#include "core/model/config.h"
#include "core/training/trainresult.h"
#include "core/training/trainsettings.h"

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
// request makes stale stops at its next layer. Partial results come about every progressMs so
// the curves grow while it trains.
class TrainWorker : public LatestRequestWorker<TrainRequest>
{
    Q_OBJECT

public:
    static constexpr int progressMs = 50;

    explicit TrainWorker(QObject *parent = nullptr);
    ~TrainWorker() override;

    // Returns the request's generation (increasing).
    quint64 request(const ModelConfig &config, const RunSettings &run, const TrainSettings &settings);

signals:
    void progressed(std::shared_ptr<const gradflow::TrainResult> partial, quint64 generation);
    void resultReady(std::shared_ptr<const gradflow::TrainResult> result, quint64 generation);

private:
    void serve(const TrainRequest &request, quint64 generation) override;
    QString describeFailure(std::exception_ptr error) override;
};

} // namespace gradflow
