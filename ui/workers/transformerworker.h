#pragma once

#include "ui/workers/computeworker.h" // NetworkRequest
#include "ui/workers/latestworker.h"
#include "core/transformer/transformerpass.h"

#include <memory>

namespace gradflow {

// Computes the transformer of the latest request on its own thread (LatestWorker): one
// TransformerEngine kept between requests, so a slider that changes no size or std draws no
// weights again; a running pass that a newer request or Cancel makes stale stops at its next
// block, and progress counts blocks of both directions.
class TransformerWorker : public LatestRequestWorker<NetworkRequest>
{
    Q_OBJECT

public:
    explicit TransformerWorker(QObject *parent = nullptr);
    ~TransformerWorker() override;

    quint64 request(const ModelConfig &config, const RunSettings &run); // its generation

signals:
    void resultReady(std::shared_ptr<const gradflow::TransformerResult> result, quint64 generation);

private:
    void serve(const NetworkRequest &request, quint64 generation) override;
    QString describeFailure(std::exception_ptr error) override;

    std::unique_ptr<TransformerEngine> m_engine; // the worker thread's
};

} // namespace gradflow
