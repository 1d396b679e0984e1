#pragma once

#include "ui/workers/computeworker.h" // NetworkRequest
#include "ui/workers/latestworker.h"
#include "core/transformer/transformerseeds.h"

#include <memory>

namespace gradflow {

// A transformer's seed band as far as it has landed: the statistics of the first `landed` of
// `total` seeds of one configuration (its seed is the first).
struct TransformerBandsSnapshot
{
    ModelConfig config;
    int landed = 0;
    int total = 0;
    TransformerBands bands;
};

// Runs K seeds of a transformer on its own thread (LatestWorker's loop: the latest request
// wins, Cancel stops the running seed at its next block), one seed's pass in memory at a time
// under the request's memory limit, and sends the band so far after every seed.
class TransformerBandsWorker : public LatestRequestWorker<NetworkRequest>
{
    Q_OBJECT

public:
    explicit TransformerBandsWorker(QObject *parent = nullptr);
    ~TransformerBandsWorker() override;

    // count: 1 to kMaxSeeds. run: the memory the band may take (bandRunBeside). Its generation.
    quint64 requestBands(const ModelConfig &config, const RunSettings &run, int count);

signals:
    void seedLanded(std::shared_ptr<const gradflow::TransformerBandsSnapshot> snapshot);

private:
    void serve(const NetworkRequest &request, quint64 generation) override;
    QString describeFailure(std::exception_ptr error) override;

    std::atomic<int> m_count{1};
};

} // namespace gradflow
