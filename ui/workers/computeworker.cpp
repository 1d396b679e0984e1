#include "ui/workers/computeworker.h"

#include "core/engine/engine.h"

#include <QElapsedTimer>

namespace gradflow {

ComputeWorker::ComputeWorker(QObject *parent) : QThread(parent)
{
    qRegisterMetaType<std::shared_ptr<const gradflow::Computed>>();
}

ComputeWorker::~ComputeWorker()
{
    stop();
    wait();
}

void ComputeWorker::stop()
{
    m_abort = true;
    QMutexLocker lock(&m_mutex);
    m_condition.wakeOne();
}

bool ComputeWorker::shutdown(int waitMs)
{
    stop();
    if (wait(QDeadlineTimer(waitMs)))
        return true;
    // One layer of a large network, or an orthogonal draw, can take seconds and polls the abort
    // only between layers: the thread finishes alone and this object (all it touches) goes with it.
    setParent(nullptr);
    connect(this, &QThread::finished, this, &QObject::deleteLater);
    if (isFinished())
        deleteLater();
    return false;
}

quint64 ComputeWorker::request(const ModelConfig &config, const RunSettings &run)
{
    QMutexLocker lock(&m_mutex);
    m_pending = config;
    m_pendingRun = run;
    m_hasPending = true;
    const quint64 generation = ++m_latest;
    if (!isRunning())
        start();
    else
        m_condition.wakeOne();
    return generation;
}

Result ComputeWorker::compute(Engine &engine, const ModelConfig &config, const RunSettings &run,
                              const Callbacks &callbacks)
{
    return engine.compute(config, run, callbacks, &m_probe);
}

void ComputeWorker::cancel() { m_cancelled = m_latest.load(); }

void ComputeWorker::run()
{
    Engine engine; // lives on this thread: its draws and buffers are reused between requests
    forever {
        ModelConfig config;
        RunSettings run;
        quint64 generation = 0;
        {
            QMutexLocker lock(&m_mutex);
            while (!m_hasPending && !m_abort)
                m_condition.wait(&m_mutex);
            if (m_abort)
                return;
            config = m_pending;
            run = m_pendingRun;
            generation = m_latest.load();
            m_hasPending = false;
        }
        emit started(generation);
        QElapsedTimer sinceProgress;
        sinceProgress.start();
        Callbacks callbacks;
        callbacks.isCancelled = [&] {
            return m_abort.load() || m_latest.load() != generation || m_cancelled.load() == generation;
        };
        callbacks.progress = [&](int done, int total) {
            if (sinceProgress.elapsed() >= 30 || done == total) {
                sinceProgress.restart();
                emit progress(done, total, generation);
            }
        };
        LayerCapture capture;
        capture.layer = m_histogramLayer.load();
        m_probe.capture = capture.layer > 0 ? &capture : nullptr;
        try {
            auto computed = std::make_shared<Computed>();
            computed->result = compute(engine, config, run, callbacks);
            computed->analysis = analyze(computed->result, &capture); // here, not on the GUI thread
            emit resultReady(std::shared_ptr<const Computed>(std::move(computed)), generation);
        } catch (const Cancelled &) {
            if (m_cancelled.load() == generation)
                emit cancelled(generation);
        } catch (const MemoryLimitError &e) {
            emit failed(tr("This network needs at least %1 but the configuration's memory limit is %2: reduce depth, "
                           "width or batch, or open a configuration with a larger \"max-memory\"")
                            .arg(QString::fromStdString(memorySizeText(e.neededBytes)),
                                 QString::fromStdString(memorySizeText(e.limitBytes))),
                        generation);
        } catch (const std::invalid_argument &e) {
            emit failed(QString::fromUtf8(e.what()), generation);
        } catch (const std::bad_alloc &) {
            engine.release();
            emit failed(tr("Out of memory: reduce depth, width or batch."), generation);
        } catch (const std::exception &e) {
            // Anything else is a fault of ours, not of the input: say so, start the next
            // request from fresh buffers, and keep the last good charts (the window's part).
            engine.release();
            emit failed(tr("The computation failed (%1). The charts show the last good result; "
                           "please report this with the settings that caused it.").arg(QString::fromUtf8(e.what())),
                        generation);
        } catch (...) {
            engine.release();
            emit failed(tr("The computation failed with an unknown error. The charts show the last good "
                           "result; please report this with the settings that caused it."),
                        generation);
        }
    }
}

} // namespace gradflow
