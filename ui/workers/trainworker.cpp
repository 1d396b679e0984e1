#include "ui/workers/trainworker.h"

#include "core/engine/engine.h"
#include "core/engine/memoryplan.h"
#include "core/training/trainer.h"

#include <QElapsedTimer>

namespace gradflow {

TrainWorker::TrainWorker(QObject *parent) : QThread(parent)
{
    qRegisterMetaType<std::shared_ptr<const gradflow::TrainResult>>();
}

TrainWorker::~TrainWorker()
{
    stop();
    wait();
}

void TrainWorker::stop()
{
    m_abort = true;
    QMutexLocker lock(&m_mutex);
    m_condition.wakeOne();
}

bool TrainWorker::shutdown(int waitMs)
{
    stop();
    if (wait(QDeadlineTimer(waitMs)))
        return true;
    setParent(nullptr); // a large step polls the abort only between layers: finish alone
    connect(this, &QThread::finished, this, &QObject::deleteLater);
    if (isFinished())
        deleteLater();
    return false;
}

quint64 TrainWorker::request(const ModelConfig &config, const RunSettings &run, const TrainSettings &settings)
{
    QMutexLocker lock(&m_mutex);
    m_pending = {config, run, settings};
    m_hasPending = true;
    const quint64 generation = ++m_latest;
    if (!isRunning())
        start();
    else
        m_condition.wakeOne();
    return generation;
}

void TrainWorker::cancel() { m_cancelled = m_latest.load(); }

void TrainWorker::run()
{
    forever {
        Request next;
        quint64 generation = 0;
        {
            QMutexLocker lock(&m_mutex);
            while (!m_hasPending && !m_abort)
                m_condition.wait(&m_mutex);
            if (m_abort)
                return;
            next = m_pending;
            generation = m_latest.load();
            m_hasPending = false;
        }
        trainOne(next, generation);
    }
}

void TrainWorker::trainOne(const Request &request, quint64 generation)
{
    emit started(generation);
    QElapsedTimer sinceProgress;
    sinceProgress.start();
    TrainCallbacks callbacks;
    callbacks.isCancelled = [&] {
        return m_abort.load() || m_latest.load() != generation || m_cancelled.load() == generation;
    };
    callbacks.progress = [&](const TrainResult &soFar) {
        // The last step's result comes as resultReady; copies only as often as a screen redraws.
        if (sinceProgress.elapsed() >= progressMs && !soFar.complete()) {
            sinceProgress.restart();
            emit progressed(std::make_shared<const TrainResult>(soFar), generation);
        }
    };
    try {
        auto result = std::make_shared<const TrainResult>(train(request.config, request.run, request.settings, callbacks));
        emit resultReady(result, generation);
    } catch (const Cancelled &) {
        if (m_cancelled.load() == generation)
            emit cancelled(generation);
    } catch (const MemoryLimitError &e) {
        emit failed(tr("Training this network needs at least %1 but the memory limit is %2: reduce depth, width "
                       "or batch.")
                        .arg(QString::fromStdString(memorySizeText(e.neededBytes)),
                             QString::fromStdString(memorySizeText(e.limitBytes))),
                    generation);
    } catch (const std::bad_alloc &) {
        emit failed(tr("Out of memory: reduce depth, width or batch."), generation);
    } catch (const std::exception &e) { // bad settings (OptionError) name the value and its range
        emit failed(QString::fromUtf8(e.what()), generation);
    }
}

} // namespace gradflow
