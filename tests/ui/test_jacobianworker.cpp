// JacobianWorker (ui/workers): the latest request wins. A spectrum that a newer request makes
// stale stops at its next layer and is never sent; cancel() stops one and says so; a refused
// request is reported with its reason and the worker serves the next one.
#include "ui/workers/jacobianworker.h"

#include <QSignalSpy>
#include <QtTest>

using namespace gradflow;

namespace {

ModelConfig network(int depth, int width)
{
    ModelConfig c;
    c.depth = depth;
    c.width = width;
    c.batch = 4;
    c.activation = Activation::Linear;
    c.init = Init::Lecun;
    return c;
}

quint64 generationOf(const QList<QVariant> &signal) { return signal.last().value<quint64>(); }

} // namespace

class TestJacobianWorker : public QObject
{
    Q_OBJECT

private slots:
    void newerRequestStopsTheRunningOne();
    void cancelStopsAndSaysSo();
    void refusedRequestIsReportedAndTheNextServed();
};

// A long spectrum (width 256, 400 layers: seconds), then a small one as soon as the first has
// begun: only the small one's result arrives, and the long one stopped within a few layers.
void TestJacobianWorker::newerRequestStopsTheRunningOne()
{
    JacobianWorker worker;
    QSignalSpy results(&worker, &JacobianWorker::resultReady);
    QSignalSpy progress(&worker, &JacobianWorker::progressed);
    const quint64 first = worker.request(network(400, 256), {}, 0, Resolve::EveryLayer);
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 60000);
    const quint64 second = worker.request(network(3, 8), {}, 0, Resolve::EveryLayer);
    QTRY_COMPARE_WITH_TIMEOUT(results.size(), 1, 60000);
    QCOMPARE(generationOf(results.first()), second);
    int firstLayers = 0;
    for (const QList<QVariant> &p : progress)
        firstLayers += generationOf(p) == first;
    QVERIFY2(firstLayers < 200, qPrintable(QString("%1 layers of the stale request").arg(firstLayers)));
    QCOMPARE(int(results.first().first().value<std::shared_ptr<const JacobianSpectrum>>()->layers.size()), 3);
}

void TestJacobianWorker::cancelStopsAndSaysSo()
{
    JacobianWorker worker;
    QSignalSpy results(&worker, &JacobianWorker::resultReady);
    QSignalSpy progress(&worker, &JacobianWorker::progressed);
    QSignalSpy cancelled(&worker, &JacobianWorker::cancelled);
    const quint64 generation = worker.request(network(400, 256), {}, 0, Resolve::EveryLayer);
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 60000);
    worker.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.size(), 1, 60000);
    QCOMPARE(generationOf(cancelled.first()), generation);
    QVERIFY(results.isEmpty());
}

void TestJacobianWorker::refusedRequestIsReportedAndTheNextServed()
{
    JacobianWorker worker;
    QSignalSpy results(&worker, &JacobianWorker::resultReady);
    QSignalSpy failed(&worker, &JacobianWorker::failed);
    const quint64 bad = worker.request(network(3, 8), {}, 9, Resolve::EveryLayer); // batch 4: example 9 is outside
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 60000);
    QCOMPARE(generationOf(failed.first()), bad);
    QVERIFY2(failed.first().first().toString().contains("0 to 3"), qPrintable(failed.first().first().toString()));
    const quint64 good = worker.request(network(3, 8), {}, 1, Resolve::EveryLayer);
    QTRY_COMPARE_WITH_TIMEOUT(results.size(), 1, 60000);
    QCOMPARE(generationOf(results.first()), good);
}

QTEST_GUILESS_MAIN(TestJacobianWorker)
#include "test_jacobianworker.moc"
