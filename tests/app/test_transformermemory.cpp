// A 7B-class model under the default --max-memory 2G: the shipped Llama-2-7B and Mistral-7B
// configs compute at their real depth, width, ff width and vocab, each matrix drawn again from
// its seed and each block's forward recomputed, and the command line says so; nothing is
// scaled down. The peak the process reaches is measured (its maximum resident set), not taken
// from the plan's own estimate.
#include "tests/support/runcli.h" // executable()

#include "core/report/modelconfigjson.h"
#include "core/transformer/transformerplan.h"

#include <QFile>
#include <QtTest>

#include <sys/resource.h>

#include <cmath>

using namespace gradflow;

class TestTransformerMemory : public QObject
{
    Q_OBJECT
private slots:
    void sevenBillionFitsAtFullSize_data();
    void sevenBillionFitsAtFullSize();
    void peakStaysUnderTheLimit();
};

namespace {

constexpr std::int64_t kTwoGiB = std::int64_t(2) << 30;

ModelConfig shipped(const QString &name)
{
    QFile file(QStringLiteral(GRADFLOW_MODELS_DIR "/%1.json").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return readModelConfigJson(file.readAll().toStdString(), ModelConfig(), name.toStdString()).config;
}

// The largest resident set of the children waited for so far, in bytes.
std::int64_t childrenPeakBytes()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return std::int64_t(usage.ru_maxrss) * 1024;
}

// The command line run to its end: about a minute of CPU here, several on a loaded machine, so
// longer than run()'s three minutes allow.
Run runToEnd(const QStringList &arguments)
{
    QProcess p;
    p.start(executable(), arguments);
    if (!p.waitForStarted(60000) || !p.waitForFinished(25 * 60 * 1000))
        return {-1, {}, p.errorString().toUtf8()};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace

void TestTransformerMemory::sevenBillionFitsAtFullSize_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("kvHeads");
    QTest::newRow("llama-2-7b") << "llama-2-7b" << 32;
    QTest::newRow("mistral-7b") << "mistral-7b" << 8;
}

// At its real size (32 blocks x 4096, ff 14336 or 11008, vocab 32000, 4 sequences of 64) the
// smallest plan fits 2G, and the note names that size and what is recomputed instead.
void TestTransformerMemory::sevenBillionFitsAtFullSize()
{
    QFETCH(QString, model);
    QFETCH(int, kvHeads);
    const ModelConfig c = shipped(model);
    QCOMPARE(c.depth, 32);
    QCOMPARE(c.width, 4096);
    QCOMPARE(c.transformer.vocab, 32000);
    QCOMPARE(c.transformer.kvHeads, kvHeads);
    RunSettings run;
    QCOMPARE(run.maxMemoryBytes, kTwoGiB); // the default
    const TransformerPlan plan = planTransformerMemory(c, run);
    QVERIFY(!plan.keepWeights && !plan.keepActivations);
    QVERIFY(plan.estimateBytes <= kTwoGiB);
    const QString note = QString::fromStdString(describeTransformerPlan(c, run, plan));
    const QString size =
        QStringLiteral("32 blocks x 4096 wide, ff %1, vocab 32000 at full size").arg(c.transformer.ffWidth);
    QVERIFY2(note.startsWith(size), qPrintable(note));
    for (const char *part : {"over --max-memory 2 GiB", "each matrix is drawn again from its seed",
                             "each block's forward is recomputed", "nothing is scaled down"})
        QVERIFY2(note.contains(QLatin1String(part)), qPrintable(note));
}

// The shipped Llama-2-7B's blocks at their real sizes, 6 of them (enough that their activations
// no longer fit beside the largest matrix, so the smallest plan is the one the 32 take): the
// process stays under 2G, within a tenth of the plan's estimate, every value finite, and
// standard error says what was recomputed.
void TestTransformerMemory::peakStaysUnderTheLimit()
{
    const Run r = runToEnd({"--model-config", "llama-2-7b", "--depth", "6", "--max-memory", "2G", "--csv", "-"});
    const std::int64_t peak = childrenPeakBytes();
    QVERIFY2(r.code == 0, r.err.constData());
    ModelConfig c = shipped(QStringLiteral("llama-2-7b"));
    c.depth = 6;
    const std::int64_t estimate = planTransformerMemory(c, RunSettings()).estimateBytes;
#if !defined(__SANITIZE_ADDRESS__)
    QVERIFY2(peak <= kTwoGiB && peak <= estimate * 11 / 10,
             qPrintable(QStringLiteral("peak %1 MiB, estimate %2 MiB").arg(peak >> 20).arg(estimate >> 20)));
#else
    // AddressSanitizer's shadow memory and quarantine are not the program's: the peak is held
    // in the Release build (CI's first step runs this test there), the rest here too.
    Q_UNUSED(peak);
    Q_UNUSED(estimate);
#endif
    QVERIFY2(r.err.contains("each matrix is drawn again from its seed where a product needs it and each block's "
                            "forward is recomputed from its input in the backward pass"),
             r.err.constData());
    const QList<QByteArray> rows = r.out.trimmed().split('\n');
    QCOMPARE(rows.size(), 1 + 1 + 2 * 6 + 1); // header, embed, attn and mlp per block, final
    for (const QByteArray &row : rows.mid(1))
        for (const QByteArray &cell : row.split(',').mid(2))
            QVERIFY2(cell.isEmpty() || std::isfinite(cell.toDouble()), row.constData());
}

QTEST_GUILESS_MAIN(TestTransformerMemory)
#include "test_transformermemory.moc"
