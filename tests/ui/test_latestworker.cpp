// LatestWorker, the loop every worker thread of the window runs: the latest request wins, a
// cancel stops the running job, a failure is reported and the thread serves on, and shutdown
// never waits on a job that cannot stop.
#include "ui/workers/latestworker.h"
#include "core/engine/engine.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QSignalSpy>
#include <QtTest>

#include <stdexcept>

using namespace gradflow;

namespace {

struct Job
{
    int ms = 0;          // how long the job runs when nothing stops it
    bool polls = true;   // false: a job that never checks (one huge layer)
    bool throws = false; // throws a runtime_error "boom"
};

// Runs for the request's milliseconds, checking staleness every millisecond.
class SleepWorker : public LatestRequestWorker<Job>
{
    Q_OBJECT

public:
    SleepWorker() : LatestRequestWorker(nullptr) { }
    ~SleepWorker() override { finish(); }
    quint64 request(const Job &job) { return post(job); }

signals:
    void done(quint64 generation);

private:
    void serve(const Job &job, quint64 generation) override
    {
        if (job.throws)
            throw std::runtime_error("boom");
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < job.ms) {
            if (job.polls && isStale(generation))
                throw Cancelled();
            QThread::msleep(1);
        }
        emit done(generation);
    }
};

QList<quint64> generations(const QSignalSpy &spy, int argument)
{
    QList<quint64> out;
    for (const QList<QVariant> &call : spy)
        out << call[argument].toULongLong();
    return out;
}

} // namespace

class TestLatestWorker : public QObject
{
    Q_OBJECT

private slots:
    void latestRequestWins();
    void cancelStopsTheRunningJob();
    void failureIsReportedAndTheThreadServesOn();
    void shutdownStopsAJobThatPolls();
    void shutdownLeavesABlindJobToFinishAlone();
};

void TestLatestWorker::latestRequestWins()
{
    SleepWorker worker;
    QSignalSpy started(&worker, &LatestWorker::started);
    QSignalSpy done(&worker, &SleepWorker::done);
    QSignalSpy cancelled(&worker, &LatestWorker::cancelled);
    const quint64 first = worker.request({60000});
    QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, 30000);
    worker.request({60000});
    worker.request({60000});
    const quint64 last = worker.request({10});
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 30000);
    // The running job stopped for the newer request; the two between were never started.
    QCOMPARE(generations(done, 0), QList<quint64>{last});
    QCOMPARE(generations(started, 0), (QList<quint64>{first, last}));
    QCOMPARE(cancelled.size(), 0); // overtaken, not cancelled: no message for it
    QCOMPARE(worker.latestGeneration(), last);
}

void TestLatestWorker::cancelStopsTheRunningJob()
{
    SleepWorker worker;
    QSignalSpy started(&worker, &LatestWorker::started);
    QSignalSpy done(&worker, &SleepWorker::done);
    QSignalSpy cancelled(&worker, &LatestWorker::cancelled);
    const quint64 running = worker.request({60000});
    QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, 30000);
    worker.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.size(), 1, 30000);
    QCOMPARE(cancelled[0][0].toULongLong(), running);
    QCOMPARE(done.size(), 0);
    const quint64 next = worker.request({10});
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 30000);
    QCOMPARE(done[0][0].toULongLong(), next);
}

void TestLatestWorker::failureIsReportedAndTheThreadServesOn()
{
    SleepWorker worker;
    QSignalSpy done(&worker, &SleepWorker::done);
    QSignalSpy failed(&worker, &LatestWorker::failed);
    Job bad;
    bad.throws = true;
    const quint64 first = worker.request(bad);
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 30000);
    QVERIFY2(failed[0][0].toString().contains("boom"), qPrintable(failed[0][0].toString()));
    QCOMPARE(failed[0][1].toULongLong(), first);
    const quint64 second = worker.request({10});
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 30000);
    QCOMPARE(done[0][0].toULongLong(), second);
}

void TestLatestWorker::shutdownStopsAJobThatPolls()
{
    auto *worker = new SleepWorker;
    QSignalSpy started(worker, &LatestWorker::started);
    QSignalSpy done(worker, &SleepWorker::done);
    worker->request({60000});
    QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, 30000);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(worker->shutdown(20000)); // the job sees the abort at its next check
    QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(worker->isFinished());
    QCOMPARE(done.size(), 0);
    delete worker;
}

void TestLatestWorker::shutdownLeavesABlindJobToFinishAlone()
{
    QObject owner;
    auto *worker = new SleepWorker;
    worker->setParent(&owner);
    QPointer<SleepWorker> alive(worker);
    QSignalSpy started(worker, &LatestWorker::started);
    Job blind;
    blind.ms = 1500;
    blind.polls = false;
    worker->request(blind);
    QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, 30000);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(!worker->shutdown(50)); // closing does not wait for the job
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(worker->parent(), nullptr);             // the owner's destructor will not delete it under the job
    QTRY_VERIFY_WITH_TIMEOUT(alive.isNull(), 30000); // gone once its job ended
}

QTEST_GUILESS_MAIN(TestLatestWorker)
#include "test_latestworker.moc"
