#pragma once

#include "ui/workers/latestworker.h"
#include "core/analysis/analysis.h"
#include "core/model/config.h"
#include "core/engine/engine.h"
#include "core/model/result.h"

#include <atomic>
#include <memory>

namespace gradflow {

// One request's answer: the engine's measurements and the analyses of them (analyze()).
struct Computed
{
    Result result;
    Analysis analysis;
};

// The network a request names and the settings to compute it under.
struct NetworkRequest
{
    ModelConfig config;
    RunSettings run;
};

// Computes the network of the latest request on its own thread (LatestWorker): one Engine kept
// between requests, so a slider that only scales the weights reuses their draws; a running
// pass that a newer request makes stale stops at its next layer.
class ComputeWorker : public LatestRequestWorker<NetworkRequest>
{
    Q_OBJECT

public:
    explicit ComputeWorker(QObject *parent = nullptr);
    ~ComputeWorker() override;

    // Returns the request's generation (increasing).
    quint64 request(const ModelConfig &config, const RunSettings &run);
    // From the next request on, results carry histograms of this layer (1..L; 0: none).
    void setHistogramLayer(int layer) { m_histogramLayer = layer; }

signals:
    void resultReady(std::shared_ptr<const gradflow::Computed> computed, quint64 generation);

protected:
    // One computation on the worker's thread; a test overrides it to throw what the engine might.
    virtual Result compute(Engine &engine, const ModelConfig &config, const RunSettings &run,
                           const Callbacks &callbacks);

private:
    void serve(const NetworkRequest &request, quint64 generation) override;
    QString describeFailure(std::exception_ptr error) override;

    std::atomic<int> m_histogramLayer{0};
    Engine m_engine; // the worker thread's: its draws and buffers are reused between requests
    Probe m_probe;   // this computation's; the worker's thread only
};

} // namespace gradflow
