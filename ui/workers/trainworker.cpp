#include "ui/workers/trainworker.h"

#include "core/engine/engine.h"
#include "core/engine/memoryplan.h"
#include "core/training/trainer.h"

#include <QElapsedTimer>

#include <utility>

namespace gradflow {

TrainWorker::TrainWorker(QObject *parent) : LatestRequestWorker(parent)
{
    qRegisterMetaType<std::shared_ptr<const gradflow::TrainResult>>();
}

TrainWorker::~TrainWorker() { finish(); }

quint64 TrainWorker::request(const ModelConfig &config, const RunSettings &run, const TrainSettings &settings)
{
    return post(TrainRequest{config, run, settings});
}

void TrainWorker::serve(const TrainRequest &request, quint64 generation)
{
    QElapsedTimer sinceProgress;
    sinceProgress.start();
    TrainCallbacks callbacks;
    callbacks.isCancelled = [this, generation] { return isStale(generation); };
    callbacks.progress = [&](const TrainResult &soFar) {
        // The last step's result comes as resultReady. The first step goes at once, so a change
        // shows its run within a frame; then copies only as often as a screen redraws.
        if (soFar.complete())
            return;
        if (soFar.stepsDone == 1 || sinceProgress.elapsed() >= progressMs) {
            sinceProgress.restart();
            offer(std::make_shared<const TrainResult>(soFar), generation);
        }
    };
    auto result = std::make_shared<const TrainResult>(train(request.config, request.run, request.settings, callbacks));
    emit resultReady(result, generation);
}

void TrainWorker::offer(std::shared_ptr<const TrainResult> partial, quint64 generation)
{
    bool waiting;
    {
        const QMutexLocker lock(&m_slotMutex);
        waiting = m_partial != nullptr;
        m_partial = std::move(partial);
        m_partialGeneration = generation;
    }
    ++m_made;
    if (!waiting)
        emit progressed(generation);
}

std::shared_ptr<const TrainResult> TrainWorker::takePartial(quint64 *generation)
{
    const QMutexLocker lock(&m_slotMutex);
    if (generation)
        *generation = m_partialGeneration;
    return std::exchange(m_partial, nullptr);
}

QString TrainWorker::describeFailure(std::exception_ptr error)
{
    try {
        std::rethrow_exception(error);
    } catch (const MemoryLimitError &e) {
        return tr("Training this network needs at least %1 but the memory limit is %2: reduce depth, width "
                  "or batch.")
            .arg(QString::fromStdString(memorySizeText(e.neededBytes)),
                 QString::fromStdString(memorySizeText(e.limitBytes)));
    } catch (...) {
        return LatestWorker::describeFailure(error); // bad settings (OptionError) name the value and its range
    }
}

} // namespace gradflow
