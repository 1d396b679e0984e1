#pragma once

#include "ui/workers/latestworker.h"
#include "core/engine/engine.h"
#include "core/jacobian/spectrum.h"
#include "core/model/config.h"

#include <memory>

namespace gradflow {

// What a spectrum request names: the network, its run settings, the example and the layers
// resolved.
struct JacobianRequest
{
    ModelConfig config;
    RunSettings run;
    int example = 0;
    Resolve resolve = Resolve::EveryLayer;
};

// Computes the Jacobian's spectrum on its own thread (LatestWorker): a run that a newer request
// makes stale stops at its next layer, and every signal names the request it answers.
class JacobianWorker : public LatestRequestWorker<JacobianRequest>
{
    Q_OBJECT

public:
    explicit JacobianWorker(QObject *parent = nullptr);
    ~JacobianWorker() override;

    // Returns the request's generation (increasing).
    quint64 request(const ModelConfig &config, const RunSettings &run, int example, Resolve resolve);

signals:
    void progressed(int done, int total, quint64 generation);
    // Spaced depths: the last layer's singular values (and every layer's moments) before the
    // earlier depths' SVDs; resultReady follows with all of them.
    void lastLayerReady(std::shared_ptr<const gradflow::JacobianSpectrum> spectrum, quint64 generation);
    void resultReady(std::shared_ptr<const gradflow::JacobianSpectrum> spectrum, quint64 generation);

private:
    void serve(const JacobianRequest &request, quint64 generation) override;
    QString describeFailure(std::exception_ptr error) override;

    Engine m_engine; // the worker thread's: a new scale reuses its draws
};

} // namespace gradflow
