#include "ui/workers/transformerworker.h"

#include "core/engine/memoryplan.h"

#include <new>
#include <stdexcept>

namespace gradflow {

TransformerWorker::TransformerWorker(QObject *parent)
    : LatestRequestWorker(parent), m_engine(std::make_unique<TransformerEngine>())
{
    qRegisterMetaType<std::shared_ptr<const gradflow::TransformerResult>>();
}

TransformerWorker::~TransformerWorker() { finish(); }

quint64 TransformerWorker::request(const ModelConfig &config, const RunSettings &run)
{
    return post(NetworkRequest{config, run});
}

void TransformerWorker::serve(const NetworkRequest &request, quint64 generation)
{
    auto result =
        std::make_shared<TransformerResult>(m_engine->compute(request.config, request.run, callbacksFor(generation)));
    emit resultReady(std::shared_ptr<const TransformerResult>(std::move(result)), generation);
}

QString TransformerWorker::describeFailure(std::exception_ptr error)
{
    try {
        std::rethrow_exception(error);
    } catch (const MemoryLimitError &e) {
        return tr("This transformer needs at least %1 but the memory limit is %2: reduce blocks, width, "
                  "sequence length, vocabulary or batch, or raise \"max-memory\"")
            .arg(QString::fromStdString(memorySizeText(e.neededBytes)),
                 QString::fromStdString(memorySizeText(e.limitBytes)));
    } catch (const std::invalid_argument &e) {
        return QString::fromUtf8(e.what());
    } catch (...) {
    }
    m_engine = std::make_unique<TransformerEngine>(); // memory or a fault: fresh draws next time
    return LatestWorker::describeFailure(error);
}

} // namespace gradflow
