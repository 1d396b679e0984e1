// Hardening of core: failures on the helper thread, exactness at extreme scales,
// float overflow, foreign locales and the memory limit.
#include "tests/support/decimalcomma.h"

#include "core/engine/engine.h"
#include "core/lesson/lessonviews.h"
#include "core/analysis/phasemap.h"
#include "core/engine/random.h"
#include "core/engine/scaled.h"
#include "core/report/serialization.h"
#include "core/lesson/tour.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <clocale>
#include <cmath>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
// The sanitizers' allocator interface (sanitizer/allocator_interface.h, which GCC 12 does not
// install; libasan exports both).
extern "C" {
int __sanitizer_install_malloc_and_free_hooks(void (*onMalloc)(const volatile void *, size_t),
                                              void (*onFree)(const volatile void *));
size_t __sanitizer_get_allocated_size(const volatile void *block);
}
#endif

using namespace gradflow;

namespace {

using Real = long double;

// log10 ||d loss / d x|| for one post-norm block (linear activation, no residual, no head,
// half-mean loss) computed independently in long double, whose exponent range holds var up to
// 10^600 and factors down to 10^-4900. For a loss on the norm's own output y the backward rule
// r (g - mean g - y mean(g y)) with g = y / batch is exactly eps r^3 y / batch: no cancellation.
Real referenceLog10InputGrad(const ModelConfig &c, const Eigen::MatrixXd &x)
{
    const int n = c.width, batch = c.batch;
    Eigen::MatrixXd z01(n, n);
    Random(c.seed, 1, Random::Weight).fillNormal(z01.data(), z01.size()); // the engine's layer-1 draw
    const Real k = Real(c.initScale) / std::sqrt(Real(n));
    std::vector<Real> w(size_t(n) * n), z(size_t(batch) * n), dz(size_t(batch) * n, 0);
    auto W = [&](int i, int j) -> Real & { return w[size_t(i) * n + j]; };
    auto Z = [&](int b, int j) -> Real & { return z[size_t(b) * n + j]; };
    auto DZ = [&](int b, int j) -> Real & { return dz[size_t(b) * n + j]; };
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            W(i, j) = k * Real(z01(i, j));
    for (int b = 0; b < batch; ++b)
        for (int j = 0; j < n; ++j) {
            Real s = 0;
            for (int i = 0; i < n; ++i)
                s += Real(x(b, i)) * W(i, j);
            Z(b, j) = s;
        }
    const Real eps = Real(effectiveNormEps(c));
    const bool byColumn = c.norm == Norm::Batch, centre = c.norm != Norm::Rms;
    const int groups = byColumn ? n : batch, size = byColumn ? batch : n;
    auto at = [&](auto &f, int g, int i) -> Real & { return byColumn ? f(i, g) : f(g, i); };
    for (int g = 0; g < groups; ++g) {
        Real mean = 0, var = 0;
        if (centre) {
            for (int i = 0; i < size; ++i)
                mean += at(Z, g, i);
            mean /= size;
        }
        for (int i = 0; i < size; ++i)
            var += (at(Z, g, i) - mean) * (at(Z, g, i) - mean);
        var /= size;
        const Real r = 1 / std::sqrt(var + eps);
        for (int i = 0; i < size; ++i)
            at(DZ, g, i) = eps * r * r * r * (at(Z, g, i) - mean) * r / Real(batch);
    }
    Real sum = 0;
    for (int b = 0; b < batch; ++b)
        for (int i = 0; i < n; ++i) {
            Real s = 0;
            for (int j = 0; j < n; ++j)
                s += DZ(b, j) * W(i, j);
            sum += s * s;
        }
    return std::log10(std::sqrt(sum));
}

} // namespace

class TestRobustCore : public QObject
{
    Q_OBJECT

private slots:
    void helperThreadFailureReachesCaller();
    void postNormGradientExactAtAnyScale_data();
    void postNormGradientExactAtAnyScale();
    void floatPostNormNeverNaN();
    void jsonNullIsOnlyAnExactZero();
    void numbersIgnoreTheCLocale();
    void viewTourAndPhaseMapNumbersIgnoreTheCLocale();
    void orthogonalDrawStaysInPlan();
};

// Out of memory on the weight-gradient helper thread used to reach std::terminate
// (SIGABRT). It must come out of compute() as std::bad_alloc, and the engine must work after.
void TestRobustCore::helperThreadFailureReachesCaller()
{
    ModelConfig c;
    c.depth = 12;
    c.width = 64;
    c.batch = 16;
    Engine engine;
    const Result before = engine.compute(c);
    Probe failing;
    failing.failWeightGradNorms = true;
    for (int round = 0; round < 3; ++round) {
        bool threw = false;
        try {
            engine.compute(c, {}, &failing);
        } catch (const std::bad_alloc &) {
            threw = true;
        }
        QVERIFY(threw);
        const Result after = engine.compute(c); // no stale failure left behind
        QCOMPARE(after.log10WeightGradNorm, before.log10WeightGradNorm);
    }
}

void TestRobustCore::postNormGradientExactAtAnyScale_data()
{
    QTest::addColumn<int>("norm");
    QTest::addColumn<double>("k");
    for (Norm norm : {Norm::Layer, Norm::Batch, Norm::Rms})
        for (double k : {1.0, 1e3, 1e6, 1e9, 1e20, 1e50, 1e100, 1e200, 1e300})
            QTest::addRow("%s k=%g", toString(norm).c_str(), k) << int(norm) << k;
}

// With weights k/sqrt(n) into a post-norm block feeding the loss, the input gradient
// falls 2 decades per decade of k (eps / var); it used to stop near 10^-14 past k = 10^6.
void TestRobustCore::postNormGradientExactAtAnyScale()
{
    QFETCH(int, norm);
    QFETCH(double, k);
    ModelConfig c;
    c.depth = 1;
    c.width = 6;
    c.batch = 5;
    c.activation = Activation::Linear;
    c.init = Init::CustomScale;
    c.initScale = k;
    c.norm = Norm(norm);
    c.normPlace = NormPlace::Post;
    c.seed = 7;
    Eigen::MatrixXd x(c.batch, c.width);
    Random(99, 0, Random::Input).fillNormal(x.data(), x.size());
    Probe probe;
    probe.input = x;
    Engine engine;
    const Result r = engine.compute(c, {}, &probe);
    const double expected = double(referenceLog10InputGrad(c, x));
    QVERIFY2(std::abs(r.log10GradNorm[0] - expected) < 1e-9, qPrintable(QStringLiteral("log10 |dx| = %1, reference %2")
                                                                            .arg(r.log10GradNorm[0], 0, 'g', 15)
                                                                            .arg(expected, 0, 'g', 15)));
}

// Float precision, a norm after the block and weights beyond float's range wrote
// -nan: a constant group's zero output was formed as 0 * (1/sqrt(eps) x 10^300) = 0 * inf.
void TestRobustCore::floatPostNormNeverNaN()
{
    Engine engine;
    for (Norm norm : {Norm::Batch, Norm::Layer, Norm::Rms})
        for (std::uint64_t seed = 0; seed < 8; ++seed) {
            ModelConfig c;
            c.depth = 1;
            c.width = 4;
            c.batch = 3;
            c.init = Init::CustomScale;
            c.initScale = 1e300;
            c.norm = norm;
            c.normPlace = NormPlace::Post;
            c.seed = seed;
            c.precision = Precision::Float;
            const Result f = engine.compute(c);
            c.precision = Precision::Double;
            const Result d = engine.compute(c);
            for (size_t l = 0; l < f.log10GradNorm.size(); ++l) {
                QVERIFY(!std::isnan(f.log10SignalRms[l]) && !std::isnan(f.log10GradNorm[l]));
                // Float holds each tensor to its own relative precision: the norms agree.
                QVERIFY2(std::abs(f.log10GradNorm[l] - d.log10GradNorm[l]) < 1e-3
                             || (std::isinf(f.log10GradNorm[l]) && f.log10GradNorm[l] == d.log10GradNorm[l]),
                         qPrintable(QStringLiteral("%1 seed %2 layer %3: float %4, double %5")
                                        .arg(toString(norm).c_str())
                                        .arg(seed)
                                        .arg(l)
                                        .arg(f.log10GradNorm[l])
                                        .arg(d.log10GradNorm[l])));
            }
            for (double w : f.log10WeightGradNorm)
                QVERIFY(!std::isnan(w));
            const std::string csv = resultToCsv(f);
            QVERIFY2(csv.find("nan") == std::string::npos, csv.c_str());
        }
}

// JSON null is documented as an exact zero; a NaN must never be written as null.
void TestRobustCore::jsonNullIsOnlyAnExactZero()
{
    ModelConfig c;
    c.depth = 2;
    Engine engine;
    Result r = engine.compute(c);
    r.log10GradNorm[1] = std::nan("");
    r.log10GradNorm[2] = kZeroLog;
    const std::string json = resultToJson(r);
    QVERIFY(json.find("\"log10_grad_norm\": \"nan\"") != std::string::npos);
    QVERIFY(json.find("\"log10_grad_norm\": null") != std::string::npos);
}

// Files are written and read with '.' as the decimal point under any C locale.
void TestRobustCore::numbersIgnoreTheCLocale()
{
    const gradflow::test::DecimalCommaLocale decimalComma;
    QVERIFY2(decimalComma.problem().isEmpty(), qPrintable(decimalComma.problem()));
    QCOMPARE(std::localeconv()->decimal_point, ",");
    ModelConfig c;
    c.depth = 3;
    c.init = Init::CustomStd;
    c.initStd = 0.25;
    Engine engine;
    const std::string csv = resultToCsv(engine.compute(c));
    size_t rows = 0;
    for (size_t start = csv.find('\n') + 1; start < csv.size(); start = csv.find('\n', start) + 1, ++rows) {
        const std::string line = csv.substr(start, csv.find('\n', start) - start);
        QVERIFY2(std::count(line.begin(), line.end(), ',') == 3, line.c_str());
        QVERIFY2(line.find('.') != std::string::npos, line.c_str());
    }
    QCOMPARE(rows, size_t(4));
    ModelConfig read;
    RunSettings run;
    applyConfigJson(R"({"residual-scale": "0.5", "max-memory": "1.5G", "init-std": 0.125})", read, run, "test");
    QCOMPARE(read.residualScale, 0.5);
    QCOMPARE(run.maxMemoryBytes, std::int64_t(1536) << 20);
    applyConfigJson(R"({"residual-scale": 0.75})", read, run, "test");
    QCOMPARE(read.residualScale, 0.75);
    ModelConfig again;
    RunSettings runAgain;
    applyConfigJson(configToJson(read, run), again, runAgain, "round trip");
    QVERIFY(again == read && runAgain == run);
    QVERIFY(configToJson(read, run).find("0,5") == std::string::npos);
}

#if defined(__SANITIZE_ADDRESS__)
// Under AddressSanitizer the resident size also holds its shadow memory and the quarantine of
// freed blocks (up to 256 MiB: the sanitized suite measured 365 MiB for a 160 MiB plan), so the
// heap's live bytes are counted instead, by the allocator's hooks: what the memory plan bounds.
namespace {
std::atomic<std::int64_t> g_liveBytes{0}, g_peakLiveBytes{0};

void onMalloc(const volatile void *, size_t size)
{
    const std::int64_t live = g_liveBytes += std::int64_t(size);
    std::int64_t peak = g_peakLiveBytes.load();
    while (live > peak && !g_peakLiveBytes.compare_exchange_weak(peak, live)) { }
}

void onFree(const volatile void *block) { g_liveBytes -= std::int64_t(__sanitizer_get_allocated_size(block)); }

// Starts measuring; returns the baseline peakGrowth() takes.
std::int64_t startPeak()
{
    static const bool installed = __sanitizer_install_malloc_and_free_hooks(onMalloc, onFree) != 0;
    Q_UNUSED(installed);
    g_peakLiveBytes = g_liveBytes.load();
    return g_liveBytes.load();
}

std::int64_t peakGrowth(std::int64_t baseline) { return g_peakLiveBytes.load() - baseline; }
} // namespace
#else
namespace {
std::int64_t statusBytes(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    status.open(QIODevice::ReadOnly);
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(int(qstrlen(field))).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return -1;
}

// Starts measuring (resets the kernel's peak resident size); returns the baseline.
std::int64_t startPeak()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (!clear.open(QIODevice::WriteOnly) || clear.write("5") != 1)
        qFatal("cannot reset the peak resident size (/proc/self/clear_refs)");
    clear.close();
    return statusBytes("VmRSS:");
}

std::int64_t peakGrowth(std::int64_t baseline) { return statusBytes("VmHWM:") - baseline; }
} // namespace
#endif

// The locale, beyond the main files: the lesson views' settings, tours and the phase map's CSV still went
// through stod and printf, which follow setlocale(). Under de_DE (the window's locale) a norms
// batch "0.5,2" was refused as "'0.5' is not a number", batchText wrote "0,5,2" (an entry split
// in two), a tour's "set: init-std = 0.5" was no number, and the phase map wrote "0,01".
void TestRobustCore::viewTourAndPhaseMapNumbersIgnoreTheCLocale()
{
    const gradflow::test::DecimalCommaLocale decimalComma;
    QVERIFY2(decimalComma.problem().isEmpty(), qPrintable(decimalComma.problem()));
    QCOMPARE(std::localeconv()->decimal_point, ",");
    const Eigen::MatrixXd batch = parseBatch("0.5,2; 3,6.25");
    QCOMPARE(batch(0, 0), 0.5);
    QCOMPARE(batch(1, 1), 6.25);
    QCOMPARE(batchText(batch), std::string("0.5,2; 3,6.25"));
    PhaseCell cell;
    cell.depth = 2;
    cell.initStd = 0.01;
    cell.log10Ratio = -1.5;
    QCOMPARE(phaseMapCsv({cell}), std::string("depth,init_std,log10_ratio\n2,0.01,-1.500000\n"));
    const Tour tour = parseTour("title: t\n\nstep: one\nview: network\nset: init-std = 0.5\ntext: x\n", "t.tour");
    QCOMPARE(tour.steps.size(), size_t(1));
    QCOMPARE(tour.steps.front().config.initStd, 0.5);
}

// The orthogonal initializer's QR workspace was outside the memory plan: at width
// 4096 the process's peak went far above --max-memory (here width 2048, a quarter of the time).
// The peak resident growth of a compute (its heap's under AddressSanitizer) stays within the
// tightest limit the plan accepts (plus 8 MiB for the allocator's slack).
void TestRobustCore::orthogonalDrawStaysInPlan()
{
    ModelConfig c;
    c.depth = 1;
    c.width = 2048;
    c.batch = 1;
    c.init = Init::Orthogonal;
    RunSettings run;
    for (Precision precision : {Precision::Double, Precision::Float}) {
        c.precision = precision;
        run.maxMemoryBytes = std::int64_t(8) << 30;
        run.maxMemoryBytes = planMemory(c, run).minimumBytes; // the tightest limit accepted
        const MemoryPlan plan = planMemory(c, run);
        const std::int64_t before = startPeak();
        {
            Engine engine;
            engine.compute(c, run);
        }
        const std::int64_t grown = peakGrowth(before);
        qInfo("%s: peak grew %.1f MiB, plan %.1f MiB", toString(precision).c_str(), grown / 1048576.0,
              plan.estimateBytes / 1048576.0);
        QVERIFY2(grown <= run.maxMemoryBytes + (std::int64_t(8) << 20),
                 qPrintable(QStringLiteral("peak grew %1 MiB with --max-memory %2 MiB")
                                .arg(grown >> 20)
                                .arg(run.maxMemoryBytes >> 20)));
        // And a limit just under the plan refuses the configuration before drawing anything.
        RunSettings tight = run;
        tight.maxMemoryBytes = plan.minimumBytes - 1;
        QVERIFY_THROWS_EXCEPTION(MemoryLimitError, planMemory(c, tight));
    }
}

QTEST_GUILESS_MAIN(TestRobustCore)
#include "test_robust_core.moc"
