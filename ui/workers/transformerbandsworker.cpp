#include "ui/workers/transformerbandsworker.h"

#include "core/engine/memoryplan.h"

#include <stdexcept>

namespace gradflow {

TransformerBandsWorker::TransformerBandsWorker(QObject *parent) : LatestRequestWorker(parent)
{
    qRegisterMetaType<std::shared_ptr<const gradflow::TransformerBandsSnapshot>>();
}

TransformerBandsWorker::~TransformerBandsWorker() { finish(); }

quint64 TransformerBandsWorker::requestBands(const ModelConfig &config, const RunSettings &run, int count)
{
    // Read when the computation starts; every snapshot names its count, so one computed at
    // another count is told apart.
    m_count = count;
    return post(NetworkRequest{config, run});
}

void TransformerBandsWorker::serve(const NetworkRequest &request, quint64 generation)
{
    const int count = m_count.load();
    runTransformerSeeds(request.config, request.run, count, callbacksFor(generation),
                        [&](const std::vector<TransformerResult> &landed) {
                            auto snapshot = std::make_shared<TransformerBandsSnapshot>();
                            snapshot->config = request.config;
                            snapshot->landed = int(landed.size());
                            snapshot->total = count;
                            snapshot->bands = summarizeTransformerSeeds(landed);
                            emit seedLanded(snapshot);
                        });
}

QString TransformerBandsWorker::describeFailure(std::exception_ptr error)
{
    try {
        std::rethrow_exception(error);
    } catch (const MemoryLimitError &e) {
        return tr("One seed's pass needs at least %1, but beside the network's own weights %2 are left under "
                  "the memory limit: raise \"max-memory\" for the band")
            .arg(QString::fromStdString(memorySizeText(e.neededBytes)),
                 QString::fromStdString(memorySizeText(e.limitBytes)));
    } catch (const std::invalid_argument &e) {
        return QString::fromUtf8(e.what());
    } catch (...) {
    }
    return LatestWorker::describeFailure(error);
}

} // namespace gradflow
