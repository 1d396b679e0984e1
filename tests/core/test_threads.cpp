// Speed must not change results: one thread or two, the numbers are the same to the last bit, and
// every build of the product kernels (portable SSE2, AVX2, AVX-512) runs and agrees.
#include "core/engine/engine.h"
#include "core/engine/kernels/products.h"
#include "tests/support/exactresults.h"

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <atomic>
#include <cmath>
#include <thread>
#include <vector>

using namespace gradflow;

namespace {

Result computeWith(int threads, const ModelConfig &c, const RunSettings &run)
{
    products::setThreads(threads);
    Engine engine;
    return engine.compute(c, run);
}

QByteArray runCli(const QStringList &args, const QString &threads, const QString &isa = QString(),
                  const QString &emulator = QString(), const QString &exe = qEnvironmentVariable("GRADFLOW_EXE"))
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("GRADFLOW_THREADS", threads);
    if (!isa.isEmpty())
        env.insert("GRADFLOW_ISA", isa);
    p.setProcessEnvironment(env);
    if (emulator.isEmpty())
        p.start(exe, args);
    else // qemu's user mode: -cpu names the CPU the program sees (and may use)
        p.start(emulator, QStringList{"-cpu", "Nehalem", exe} + args);
    if (!p.waitForFinished(600000) || p.exitCode() != 0)
        return "failed: " + p.readAllStandardError();
    return p.readAllStandardOutput();
}

} // namespace

class TestThreads : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { products::setThreads(2); }
    void oneThreadComputesWhatTwoCompute();
    void twoThreadsAgreeOnABusyMachine();
    void cliPrintsTheSameWithOneAndTwoThreads();
    void everyKernelBuildRunsAndAgrees();
    void largeProductsUseTheSecondCore();
    void releaseBinaryRunsWithoutAvx();
};

void TestThreads::oneThreadComputesWhatTwoCompute()
{
    for (const auto &[c, run] : configs()) {
        const Result one = computeWith(1, c, run);
        QVERIFY(run.maxMemoryBytes > (std::int64_t(1) << 30) || one.plan.segmentLength < c.depth);
        const Result two = computeWith(2, c, run);
        compareExactly(one, two);
    }
}

// Two spinning threads keep the helper off its core at times, so the main thread runs queued
// jobs itself while the helper runs others (SecondCoreThread::drain): each job must use memory
// of its own there. Before the weight-gradient norms took scratch per thread, 12 of 30 runs of
// test_golden under that load gave other numbers; here each size is computed 20 times (3 when deep).
void TestThreads::twoThreadsAgreeOnABusyMachine()
{
    std::atomic<bool> stop{false};
    std::vector<std::thread> busy;
    for (int i = 0; i < 2; ++i)
        busy.emplace_back([&stop] {
            while (!stop.load(std::memory_order_relaxed)) { }
        });
    for (const auto &[c, run] : configs()) {
        const Result one = computeWith(1, c, run);
        products::setThreads(2);
        Engine engine;
        const int rounds = c.depth > 12 ? 3 : 20;
        for (int round = 0; round < rounds && !QTest::currentTestFailed(); ++round)
            compareExactly(one, engine.compute(c, run));
    }
    stop = true;
    for (std::thread &t : busy)
        t.join();
}

// The whole program, as a user runs it: GRADFLOW_THREADS=1 against two threads, every printed
// number compared as text.
void TestThreads::cliPrintsTheSameWithOneAndTwoThreads()
{
    const QStringList large{"--csv", "-", "--depth", "20", "--width", "512", "--batch", "256"};
    const QStringList floatNorm{"--csv", "-",           "--depth", "20",     "--width", "384",       "--batch",
                                "192",   "--precision", "float",   "--norm", "layer",   "--residual"};
    for (const QStringList &args : {large, floatNorm}) {
        const QByteArray one = runCli(args, "1");
        QVERIFY2(!one.startsWith("failed"), one.constData());
        QVERIFY(one.count('\n') > 20);
        QCOMPARE(runCli(args, "2"), one);
    }
}

// The portable build is what a CPU without AVX2 runs: it must run here and give the same
// numbers as the wide builds up to rounding (their sums run in another order).
void TestThreads::everyKernelBuildRunsAndAgrees()
{
    const char *builds[] = {"x86-64", "x86-64-v3", "x86-64-v4"};
    ModelConfig c;
    c.depth = 10;
    c.width = 512;
    c.batch = 256;
    std::vector<Result> results;
    const std::string widest = products::isaName();
    for (const char *isa : builds) {
        if (!products::useKernels(isa))
            continue; // this CPU lacks the build's instructions
        QCOMPARE(std::string(products::isaName()), std::string(isa));
        results.push_back(computeWith(2, c, RunSettings{}));
    }
    QVERIFY(products::useKernels(widest.c_str()));
#if defined(__x86_64__)
    QVERIFY2(results.size() >= 1, "the portable x86-64 build must run on any x86-64 CPU");
    QVERIFY(!products::useKernels("no-such-build"));
#endif
    for (const Result &r : results) {
        for (size_t l = 0; l < r.log10GradNorm.size(); ++l) {
            QVERIFY(std::fabs(r.log10GradNorm[l] - results[0].log10GradNorm[l]) < 1e-12);
            QVERIFY(std::fabs(r.log10SignalRms[l] - results[0].log10SignalRms[l]) < 1e-12);
        }
    }
}

// The split really happens: a large product on the second core leaves the same numbers (above)
// and is chosen by size, with the threshold between the lesson's and the large size.
void TestThreads::largeProductsUseTheSecondCore()
{
    products::setThreads(2);
    QVERIFY(!products::useSecondCore(32.0 * 64 * 64));
    QVERIFY(products::useSecondCore(256.0 * 512 * 512));
    products::setThreads(1);
    QVERIFY(!products::useSecondCore(256.0 * 512 * 512));
}

// The program itself on a CPU without AVX (Nehalem, 2008, emulated by qemu, which stops any AVX
// instruction as the real CPU would): it runs, chooses the portable kernels, and prints what
// the portable kernels print here.
void TestThreads::releaseBinaryRunsWithoutAvx()
{
    const QString qemu = QStandardPaths::findExecutable("qemu-x86_64");
    QVERIFY2(!qemu.isEmpty(), "qemu-x86_64 not found: apt-get install qemu-user (scripts/setup.sh installs it)");
    // The release binary is the program built here, except under the sanitizers: qemu cannot run
    // an instrumented one, so scripts/test --sanitize names the Release build.
    const QString exe = qEnvironmentVariable("GRADFLOW_RELEASE_EXE", qEnvironmentVariable("GRADFLOW_EXE"));
    QVERIFY2(QFileInfo(exe).isExecutable(),
             qPrintable(exe + " is not built: run scripts/test (the Release build) before scripts/test --sanitize"));
    const QStringList args{"--csv", "-", "--depth", "8", "--width", "96", "--batch", "48", "--norm", "layer"};
    const QByteArray emulated = runCli(args, "2", QString(), qemu, exe);
    QVERIFY2(!emulated.startsWith("failed"), emulated.constData());
    QVERIFY(emulated.count('\n') == 10);
    QCOMPARE(emulated, runCli(args, "2", "x86-64", QString(), exe));
}

QTEST_GUILESS_MAIN(TestThreads)
#include "test_threads.moc"
