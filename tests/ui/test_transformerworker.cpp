// TransformerWorker (ui/workers): a lesson-sized transformer comes back measured at every
// sub-layer; the latest request wins over a running one; Cancel stops a big one and says so; a
// refused one names its reason and the next is served.
#include "ui/workers/transformerworker.h"

#include "tests/support/lessontransformer.h"

#include <QSignalSpy>
#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

quint64 generationOf(const QList<QVariant> &signal) { return signal.last().value<quint64>(); }

std::shared_ptr<const TransformerResult> resultOf(const QList<QVariant> &signal)
{
    return signal.first().value<std::shared_ptr<const TransformerResult>>();
}

} // namespace

class TestTransformerWorker : public QObject
{
    Q_OBJECT

private slots:
    void lessonSizeIsMeasuredAtEverySubLayer();
    void newerRequestStopsTheRunningOne();
    void cancelStopsAndSaysSo();
    void refusedRequestIsReportedAndTheNextServed();
};

void TestTransformerWorker::lessonSizeIsMeasuredAtEverySubLayer()
{
    TransformerWorker worker;
    QSignalSpy results(&worker, &TransformerWorker::resultReady);
    const quint64 generation = worker.request(lessonTransformer(), {});
    QTRY_COMPARE_WITH_TIMEOUT(results.size(), 1, 60000);
    QCOMPARE(generationOf(results.first()), generation);
    const auto result = resultOf(results.first());
    QCOMPARE(int(result->rows.size()), 2 * 6 + 2); // embed, attn and mlp of 6 blocks, final
    QCOMPARE(int(result->attentionEntropy.size()), 6);
    for (const SubLayerRow &row : result->rows)
        QVERIFY(row.log10Rms && std::isfinite(*row.log10Rms) && row.log10GradNorm);
    QVERIFY(!result->leftRange);
}

// A big pass (48 blocks x 512 wide, sequence 128), then the lesson's size as soon as the big
// one reports progress: only the lesson's result arrives.
void TestTransformerWorker::newerRequestStopsTheRunningOne()
{
    TransformerWorker worker;
    QSignalSpy results(&worker, &TransformerWorker::resultReady);
    QSignalSpy progress(&worker, &TransformerWorker::progress);
    ModelConfig big = lessonTransformer(48);
    big.width = 512;
    big.transformer.seqLen = 128;
    worker.request(big, {});
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 60000);
    const quint64 second = worker.request(lessonTransformer(5), {});
    QTRY_COMPARE_WITH_TIMEOUT(results.size(), 1, 120000);
    QCOMPARE(generationOf(results.first()), second);
    QCOMPARE(resultOf(results.first())->config.depth, 5);
}

void TestTransformerWorker::cancelStopsAndSaysSo()
{
    TransformerWorker worker;
    QSignalSpy results(&worker, &TransformerWorker::resultReady);
    QSignalSpy progress(&worker, &TransformerWorker::progress);
    QSignalSpy cancelled(&worker, &TransformerWorker::cancelled);
    ModelConfig big = lessonTransformer(48);
    big.width = 512;
    big.transformer.seqLen = 128;
    const quint64 generation = worker.request(big, {});
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 60000);
    worker.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.size(), 1, 120000);
    QCOMPARE(generationOf(cancelled.first()), generation);
    QVERIFY(results.isEmpty());
}

void TestTransformerWorker::refusedRequestIsReportedAndTheNextServed()
{
    TransformerWorker worker;
    QSignalSpy results(&worker, &TransformerWorker::resultReady);
    QSignalSpy failed(&worker, &TransformerWorker::failed);
    ModelConfig bad = lessonTransformer();
    bad.transformer.heads = 3; // does not divide 64
    worker.request(bad, {});
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 60000);
    QVERIFY2(failed.first().first().toString().contains(QStringLiteral("heads")),
             qPrintable(failed.first().first().toString()));
    worker.request(lessonTransformer(), {});
    QTRY_COMPARE_WITH_TIMEOUT(results.size(), 1, 60000);
}

QTEST_MAIN(TestTransformerWorker)
#include "test_transformerworker.moc"
