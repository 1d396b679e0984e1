#include "ui/workers/jacobianworker.h"

#include "core/engine/engine.h"
#include "core/engine/memoryplan.h"

namespace gradflow {

JacobianWorker::JacobianWorker(QObject *parent) : QThread(parent)
{
    qRegisterMetaType<std::shared_ptr<const gradflow::JacobianSpectrum>>();
}

JacobianWorker::~JacobianWorker()
{
    stop();
    wait();
}

void JacobianWorker::stop()
{
    m_abort = true;
    QMutexLocker lock(&m_mutex);
    m_condition.wakeOne();
}

bool JacobianWorker::shutdown(int waitMs)
{
    stop();
    if (wait(QDeadlineTimer(waitMs)))
        return true;
    setParent(nullptr); // a wide layer polls the abort only between layers: finish alone
    connect(this, &QThread::finished, this, &QObject::deleteLater);
    if (isFinished())
        deleteLater();
    return false;
}

quint64 JacobianWorker::request(const ModelConfig &config, const RunSettings &run, int example, Resolve resolve)
{
    QMutexLocker lock(&m_mutex);
    m_pending = {config, run, example, resolve};
    m_hasPending = true;
    const quint64 generation = ++m_latest;
    if (!isRunning())
        start();
    else
        m_condition.wakeOne();
    return generation;
}

void JacobianWorker::cancel() { m_cancelled = m_latest.load(); }

void JacobianWorker::run()
{
    Engine engine; // kept between requests: a new scale reuses the draws
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
        computeOne(engine, next, generation);
    }
}

void JacobianWorker::computeOne(Engine &engine, const Request &request, quint64 generation)
{
    Callbacks callbacks;
    callbacks.isCancelled = [&] {
        return m_abort.load() || m_latest.load() != generation || m_cancelled.load() == generation;
    };
    callbacks.progress = [&](int done, int total) { emit progressed(done, total, generation); };
    try {
        auto spectrum = std::make_shared<const JacobianSpectrum>(
            jacobianSpectrum(engine, request.config, request.example, request.run, callbacks, std::nullopt,
                             request.resolve));
        emit resultReady(spectrum, generation);
    } catch (const Cancelled &) {
        if (m_cancelled.load() == generation)
            emit cancelled(generation);
    } catch (const MemoryLimitError &e) {
        emit failed(tr("This network needs at least %1 but the memory limit is %2: reduce depth, width or batch.")
                        .arg(QString::fromStdString(memorySizeText(e.neededBytes)),
                             QString::fromStdString(memorySizeText(e.limitBytes))),
                    generation);
    } catch (const std::bad_alloc &) {
        emit failed(tr("Out of memory: reduce depth, width or batch."), generation);
    } catch (const std::exception &e) { // a bad example or setting names the value and its range
        emit failed(QString::fromUtf8(e.what()), generation);
    }
}

} // namespace gradflow
