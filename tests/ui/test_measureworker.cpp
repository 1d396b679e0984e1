// The lesson views' measurements on their worker (MeasureWorker): core's long loops (the Init
// view's E[y^2] sample, Residual scaling's stream) poll the request's hooks, so a cancelled or
// overtaken measurement stops long before its end, and their progress reaches progress().
#include "ui/workers/measureworker.h"
#include "core/lesson/initrules.h"
#include "core/lesson/residualscaling.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

#include <atomic>
#include <stdexcept>
#include <functional>

using namespace gradflow;

namespace {

using Work = std::function<void(const Callbacks &hooks)>;

// A measurement that takes a second or more here, by name.
Work longWork(const QString &name)
{
    if (name == QLatin1String("init"))
        return [](const Callbacks &hooks) { unitSecondMomentAfterLinearRelu(2048, 2048, 8192, 1, hooks); };
    return [](const Callbacks &hooks) { residualStreamGrowth(100, 2048, 512, 1, hooks); };
}

// work as a view's measurement: its answer sets *shown.
Measurement measurementOf(Work work, std::atomic<bool> *shown)
{
    return [work = std::move(work), shown](const Callbacks &hooks) -> ShowAnswer {
        work(hooks);
        return [shown] { *shown = true; };
    };
}

// The row's measurement, and how long it takes when nothing stops it.
Work fetchedWork(qint64 &fullMs)
{
    QFETCH(QString, name);
    Work work = longWork(name);
    QElapsedTimer clock;
    clock.start();
    work(Callbacks());
    fullMs = clock.elapsed();
    return work;
}

} // namespace

class TestMeasureWorker : public QObject
{
    Q_OBJECT

private slots:
    void cancelStopsTheMeasurement_data();
    void cancelStopsTheMeasurement();
    void staleRequestIsDropped_data() { cancelStopsTheMeasurement_data(); }
    void staleRequestIsDropped();
    void waitSeesAFailureQueuedBeforeIt();
};

void TestMeasureWorker::cancelStopsTheMeasurement_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("init") << QStringLiteral("init");
    QTest::newRow("residual scaling") << QStringLiteral("residual");
}

// Cancelled once it reports progress (inside its loop), it ends in a fraction of its full time,
// and its answer is never shown.
void TestMeasureWorker::cancelStopsTheMeasurement()
{
    qint64 full = 0;
    const Work work = fetchedWork(full);
    MeasureWorker worker;
    QSignalSpy progress(&worker, &LatestWorker::progress), cancelled(&worker, &LatestWorker::cancelled);
    std::atomic<bool> shown{false};
    QElapsedTimer clock;
    clock.start();
    worker.request(measurementOf(work, &shown));
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 60000);
    const int done = progress.first().at(0).toInt(), total = progress.first().at(1).toInt();
    QVERIFY2(done >= 0 && done < total && total > 1, qPrintable(QStringLiteral("%1 of %2").arg(done).arg(total)));
    worker.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!cancelled.isEmpty(), 120000);
    const qint64 ended = clock.elapsed();
    qInfo("cancelled after %lld ms; the whole measurement takes %lld ms", ended, full);
    QVERIFY2(
        ended < full / 2,
        qPrintable(QStringLiteral("cancelled after %1 ms; the whole measurement takes %2 ms").arg(ended).arg(full)));
    QVERIFY(!shown);
    QTRY_VERIFY(worker.isCurrent()); // settled on the GUI thread
}

// A second request while the first measures: the first stops at its next poll, and only the
// second's answer is shown.
void TestMeasureWorker::staleRequestIsDropped()
{
    qint64 full = 0;
    const Work work = fetchedWork(full);
    MeasureWorker worker;
    QSignalSpy progress(&worker, &LatestWorker::progress), shownSpy(&worker, &MeasureWorker::shown);
    std::atomic<bool> firstShown{false}, secondShown{false};
    QElapsedTimer clock;
    clock.start();
    worker.request(measurementOf(work, &firstShown));
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 60000); // inside its loop
    const quint64 second = worker.request(measurementOf([](const Callbacks &) {}, &secondShown));
    QTRY_VERIFY_WITH_TIMEOUT(!shownSpy.isEmpty(), 120000);
    const qint64 ended = clock.elapsed();
    qInfo("the second answered after %lld ms; the first alone takes %lld ms", ended, full);
    QCOMPARE(shownSpy.size(), 1);
    QCOMPARE(shownSpy.first().at(0).toULongLong(), second);
    QVERIFY(secondShown);
    QVERIFY(!firstShown);
    QVERIFY2(
        ended < full / 2,
        qPrintable(QStringLiteral("answered after %1 ms; the first measurement takes %2 ms").arg(ended).arg(full)));
}

// A failure already queued to the GUI thread when the wait begins (an export that asks at the
// moment the measurement fails) still ends the wait: the request settles inside it and wakes it.
// A second request after 10 s is the way out when it does not, and the test then fails.
void TestMeasureWorker::waitSeesAFailureQueuedBeforeIt()
{
    MeasureWorker worker;
    std::atomic<bool> failedSent{false}, secondShown{false};
    // Direct: runs on the worker's thread once the failure's queued events are posted.
    connect(
        &worker, &LatestWorker::failed, &worker, [&failedSent] { failedSent = true; }, Qt::DirectConnection);
    worker.request([](const Callbacks &) -> ShowAnswer { throw std::runtime_error("no answer"); });
    while (!failedSent) // no events served: the failure stays queued
        QThread::yieldCurrentThread();
    QVERIFY(!worker.isCurrent());
    bool rescued = false;
    QTimer::singleShot(10000, &worker, [&] {
        rescued = true;
        worker.request(measurementOf([](const Callbacks &) {}, &secondShown));
    });
    worker.waitCurrent();
    QVERIFY(!rescued);
    QVERIFY(worker.isCurrent());
    QVERIFY(!secondShown);
}

QTEST_MAIN(TestMeasureWorker)
#include "test_measureworker.moc"
