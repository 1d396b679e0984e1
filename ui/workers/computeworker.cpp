#include "ui/workers/computeworker.h"

#include "core/engine/engine.h"
#include "core/engine/memoryplan.h"

#include <memory>
#include <new>
#include <stdexcept>

namespace gradflow {

ComputeWorker::ComputeWorker(QObject *parent) : LatestRequestWorker(parent)
{
    qRegisterMetaType<std::shared_ptr<const gradflow::Computed>>();
}

ComputeWorker::~ComputeWorker() { finish(); }

quint64 ComputeWorker::request(const ModelConfig &config, const RunSettings &run)
{
    return post(NetworkRequest{config, run});
}

Result ComputeWorker::compute(Engine &engine, const ModelConfig &config, const RunSettings &run,
                              const Callbacks &callbacks)
{
    return engine.compute(config, run, callbacks, &m_probe);
}

void ComputeWorker::serve(const NetworkRequest &request, quint64 generation)
{
    LayerCapture capture;
    capture.layer = m_histogramLayer.load();
    m_probe.capture = capture.layer > 0 ? &capture : nullptr;
    auto computed = std::make_shared<Computed>();
    computed->result = compute(m_engine, request.config, request.run, callbacksFor(generation));
    computed->analysis = analyze(computed->result, &capture); // here, not on the GUI thread
    m_probe.capture = nullptr;
    emit resultReady(std::shared_ptr<const Computed>(std::move(computed)), generation);
}

namespace {

// What the request got wrong, or an empty text when the failure is not the input's.
QString inputFault(std::exception_ptr error)
{
    try {
        std::rethrow_exception(error);
    } catch (const MemoryLimitError &e) {
        return ComputeWorker::tr("This network needs at least %1 but the configuration's memory limit is %2: "
                                 "reduce depth, width or batch, or open a configuration with a larger "
                                 "\"max-memory\"")
            .arg(QString::fromStdString(memorySizeText(e.neededBytes)),
                 QString::fromStdString(memorySizeText(e.limitBytes)));
    } catch (const std::invalid_argument &e) {
        return QString::fromUtf8(e.what());
    } catch (...) {
        return QString();
    }
}

// A failure that is ours, not the input's: the charts keep the last good result.
QString faultText(std::exception_ptr error)
{
    try {
        std::rethrow_exception(error);
    } catch (const std::exception &e) {
        return ComputeWorker::tr("The computation failed (%1). The charts show the last good result; "
                                 "please report this with the settings that caused it.")
            .arg(QString::fromUtf8(e.what()));
    } catch (...) {
        return ComputeWorker::tr("The computation failed with an unknown error. The charts show the last good "
                                 "result; please report this with the settings that caused it.");
    }
}

bool isOutOfMemory(std::exception_ptr error)
{
    try {
        std::rethrow_exception(error);
    } catch (const std::bad_alloc &) {
        return true;
    } catch (...) {
        return false;
    }
}

} // namespace

QString ComputeWorker::describeFailure(std::exception_ptr error)
{
    const QString input = inputFault(error);
    if (!input.isEmpty())
        return input;
    m_engine.release(); // memory or a fault of ours: the next request starts from fresh buffers
    return isOutOfMemory(error) ? LatestWorker::describeFailure(error) : faultText(error);
}

} // namespace gradflow
