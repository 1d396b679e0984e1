#include "ui/workers/jacobianworker.h"

#include "core/engine/memoryplan.h"

#include <new>

namespace gradflow {

JacobianWorker::JacobianWorker(QObject *parent) : LatestRequestWorker(parent)
{
    qRegisterMetaType<std::shared_ptr<const gradflow::JacobianSpectrum>>();
}

JacobianWorker::~JacobianWorker() { finish(); }

quint64 JacobianWorker::request(const ModelConfig &config, const RunSettings &run, int example, Resolve resolve)
{
    return post(JacobianRequest{config, run, example, resolve});
}

void JacobianWorker::serve(const JacobianRequest &request, quint64 generation)
{
    Callbacks callbacks;
    callbacks.isCancelled = [this, generation] { return isStale(generation); };
    callbacks.progress = [this, generation](int done, int total) { emit progressed(done, total, generation); };
    const auto lastLayer = [this, generation](const JacobianSpectrum &partial) {
        emit lastLayerReady(std::make_shared<const JacobianSpectrum>(partial), generation);
    };
    auto spectrum = std::make_shared<const JacobianSpectrum>(jacobianSpectrum(
        m_engine, request.config, request.example, request.run, callbacks, std::nullopt, request.resolve, lastLayer));
    emit resultReady(spectrum, generation);
}

QString JacobianWorker::describeFailure(std::exception_ptr error)
{
    try {
        std::rethrow_exception(error);
    } catch (const MemoryLimitError &e) {
        return tr("This network needs at least %1 but the memory limit is %2: reduce depth, width or batch.")
            .arg(QString::fromStdString(memorySizeText(e.neededBytes)),
                 QString::fromStdString(memorySizeText(e.limitBytes)));
    } catch (const std::bad_alloc &) {
        m_engine.release(); // the next request starts from fresh buffers
        return LatestWorker::describeFailure(error);
    } catch (...) {
        return LatestWorker::describeFailure(error); // a bad example or setting names the value and its range
    }
}

} // namespace gradflow
