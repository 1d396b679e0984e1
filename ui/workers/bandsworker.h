#pragma once

#include "ui/workers/computeworker.h"
#include "core/analysis/seedbands.h"

#include <atomic>
#include <memory>

namespace gradflow {

// Runs K seeds of a configuration on its own thread, the latest request winning and a cancel
// stopping it at the next layer (LatestWorker's loop); after every seed it sends the band so
// far, so the window draws each seed as it lands.
class BandsWorker : public ComputeWorker
{
    Q_OBJECT

public:
    explicit BandsWorker(QObject *parent = nullptr);
    ~BandsWorker() override;

    // count: 1 to kMaxSeeds. Returns the request's generation.
    quint64 requestBands(const ModelConfig &config, const RunSettings &run, int count);

signals:
    void seedLanded(std::shared_ptr<const gradflow::BandsSnapshot> snapshot);

protected:
    Result compute(Engine &engine, const ModelConfig &config, const RunSettings &run,
                   const Callbacks &callbacks) override;

private:
    std::atomic<int> m_count{1};
};

} // namespace gradflow
