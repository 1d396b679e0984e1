// Training's results to the last bit: every run below, on every kernel build this CPU runs, against
// tests/core/data/trainingbits.txt, written by this file's write mode from the training code before
// its elementwise work moved into the per-ISA builds. A faster update, fused norm or packed
// product must change no bit of a loss, a norm, an update ratio or a final weight.
//   test_trainingbits --write FILE   writes the digests of the current code (only when a change
//                                    is meant to move training's results, saying why)
// Each line: ISA, run name, then one 64-bit digest per group of results (see digests()).
// Float Adam's square root is Eigen's estimate from rsqrtps, whose bits are the CPU's own (they
// differ between makers): its runs are compared where this CPU's rsqrtps gives the recorded
// machine's bits (the line "cpu rsqrtps"), the other runs on every x86-64 CPU.
#include "core/engine/kernels/elementwise_kernels.h"
#include "core/engine/kernels/products.h"
#include "core/engine/kernels/secondcore.h"
#include "core/training/network.h"
#include "core/training/trainer.h"
#include "core/training/trainingrun.h"

#include <QFile>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>
#include <string>
#include <vector>

#if defined(__SSE__)
#include <immintrin.h>
#endif

using namespace gradflow;

namespace {

// FNV-1a over the bytes of the values: equal digests mean equal bits, value by value.
class Digest
{
public:
    template<typename T>
    void add(const T *values, std::size_t n)
    {
        const auto *bytes = reinterpret_cast<const unsigned char *>(values);
        for (std::size_t i = 0; i < n * sizeof(T); ++i)
            m_hash = (m_hash ^ bytes[i]) * 1099511628211ULL;
    }
    void add(const std::vector<double> &v) { add(v.data(), v.size()); }
    void add(double v) { add(&v, 1); }
    std::uint64_t value() const { return m_hash; }

private:
    std::uint64_t m_hash = 14695981039346656037ULL;
};

struct Case
{
    std::string name;
    ModelConfig config;
    TrainSettings settings;
};

// The lesson's plain network at two sizes, and one with biases, a head, a residual branch and a layer norm;
// widths that are not a multiple of any vector width, so every loop's tail runs. Shape 3 is large
// enough that each product splits between the cores (products.h); the lesson's size (shape 2)
// hands its weight gradients to the second core whole (network.h).
ModelConfig shape(int which, Precision precision)
{
    ModelConfig c;
    c.precision = precision;
    c.seed = 5;
    if (which == 0) {
        c.depth = 5;
        c.width = 24;
        c.batch = 10;
    } else if (which == 2) { // the lesson's size: depth 30, width 64, batch 32
    } else if (which == 3) {
        c.depth = 2;
        c.width = 164;
        c.batch = 96;
    } else {
        c.depth = 3;
        c.width = 37;
        c.batch = 13;
        c.init = Init::TorchDefault;
        c.head = true;
        c.residual = true;
        c.norm = Norm::Layer;
    }
    return c;
}

std::vector<Case> cases()
{
    std::vector<Case> out;
    for (Precision precision : {Precision::Double, Precision::Float}) {
        for (int which : {0, 1, 2, 3}) {
            for (Optimizer optimizer : {Optimizer::Sgd, Optimizer::Momentum, Optimizer::Adam}) {
                for (bool clip : {false, true}) {
                    Case k;
                    k.config = shape(which, precision);
                    k.settings.optimizer = optimizer;
                    k.settings.steps = 25;
                    k.settings.learningRate = optimizer == Optimizer::Adam ? 0.003 : 0.02;
                    k.settings.clipLimit = clip ? 0.05 : 0.0;
                    k.settings.warmupSteps = clip ? 4 : 0;
                    k.name = toString(precision) + "-shape" + std::to_string(which) + "-" + toString(optimizer)
                             + (clip ? "-clip" : "");
                    out.push_back(k);
                }
            }
        }
    }
    return out;
}

template<typename Scalar>
void addTensors(Digest &d, const Parameters<Scalar> &p)
{
    for (const auto &w : p.weights)
        d.add(w.data(), std::size_t(w.size()));
    for (const auto &b : p.biases)
        d.add(b.data(), std::size_t(b.size()));
}

// Digests of one run: the per-step series, the snapshots' norms, the update ratios, the final
// weights and the change kept apart from them.
template<typename Scalar>
std::string digests(const Case &k)
{
    TrainingRun<Scalar> run(k.config, k.settings, {});
    const TrainResult r = run.run();
    Digest steps, grads, changes, ratios, weights, change;
    steps.add(r.loss);
    steps.add(r.log10GlobalGradNorm);
    steps.add(r.clipFactor);
    steps.add(r.learningRate);
    steps.add(r.finalLoss.value_or(-1.0));
    steps.add(r.log10FirstStepPrediction);
    for (const LayerSnapshot &s : r.snapshots) {
        grads.add(s.log10GradNorm);
        changes.add(s.log10RelativeChange);
        ratios.add(s.log10UpdateRatio);
    }
    addTensors(weights, run.parameters());
    addTensors(change, run.change());
    char line[256];
    std::snprintf(
        line, sizeof line, "steps=%016llx grads=%016llx changes=%016llx ratios=%016llx weights=%016llx change=%016llx",
        (unsigned long long)steps.value(), (unsigned long long)grads.value(), (unsigned long long)changes.value(),
        (unsigned long long)ratios.value(), (unsigned long long)weights.value(), (unsigned long long)change.value());
    if (r.stepsDone != k.settings.steps)
        return "diverged";
    const bool clipped = std::any_of(r.clipFactor.begin(), r.clipFactor.end(), [](double f) { return f < 1.0; });
    return clipped == (k.settings.clipLimit > 0.0) ? std::string(line) : std::string("clip-wrong");
}

std::string runDigests(const Case &k)
{
    return k.config.precision == Precision::Float ? digests<float>(k) : digests<double>(k);
}

// A digest of rsqrtps over every mantissa step of 2^-11 in [1, 4): the table it reads.
std::string rsqrtFingerprint()
{
    Digest d;
#if defined(__SSE__)
    for (int i = 0; i < 4096; i += 4) {
        float in[4], out[4];
        for (int k = 0; k < 4; ++k)
            in[k] = (1.0f + float((i + k) % 2048) / 2048.0f) * ((i + k) < 2048 ? 1.0f : 2.0f);
        _mm_storeu_ps(out, _mm_rsqrt_ps(_mm_loadu_ps(in)));
        d.add(out, 4);
    }
#endif
    char text[32];
    std::snprintf(text, sizeof text, "%016llx", (unsigned long long)d.value());
    return text;
}

bool splitBetweenCores(const ModelConfig &c) { return products::useSecondCore(double(c.batch) * c.width * c.width); }

bool estimatedRoot(const std::string &key)
{
    return key.find("float") != std::string::npos && key.find("adam") != std::string::npos;
}

const char *const kIsas[] = {"x86-64", "x86-64-v3", "x86-64-v4", "generic"};

// "ISA NAME" -> digests, for every build this CPU runs.
std::map<std::string, std::string> current()
{
    const std::string widest = products::isaName();
    std::map<std::string, std::string> out;
    for (const char *isa : kIsas) {
        if (!products::useKernels(isa))
            continue;
        for (const Case &k : cases())
            out[std::string(isa) + " " + k.name] = runDigests(k);
    }
    products::useKernels(widest.c_str());
    return out;
}

std::map<std::string, std::string> golden()
{
    QFile file(QStringLiteral(GRADFLOW_TEST_DATA "/trainingbits.txt"));
    std::map<std::string, std::string> out;
    if (!file.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &raw : file.readAll().split('\n')) {
        const QList<QByteArray> words = raw.trimmed().split(' ');
        if (words.size() < 3 || raw.startsWith('#'))
            continue;
        out[(words[0] + ' ' + words[1]).toStdString()] =
            raw.trimmed().mid(words[0].size() + words[1].size() + 2).toStdString();
    }
    return out;
}

int write(const char *path)
{
    std::FILE *f = std::fopen(path, "w");
    if (!f) {
        std::fprintf(stderr, "test_trainingbits: cannot write %s\n", path);
        return 2;
    }
    std::fprintf(f, "# ISA, run, digests of its results (tests/test_trainingbits.cpp)\n");
    std::fprintf(f, "cpu rsqrtps %s\n", rsqrtFingerprint().c_str());
    for (const auto &[key, value] : current())
        std::fprintf(f, "%s %s\n", key.c_str(), value.c_str());
    return std::fclose(f) == 0 ? 0 : 2;
}

} // namespace

class TestTrainingBits : public QObject
{
    Q_OBJECT

private slots:
    // The sums of squares on every build against Eigen's own squaredNorm() in this file's
    // baseline build, on every size from 0 to 70, many tensors at once; and the finite check
    // against Eigen's allFinite() with an infinity or a NaN anywhere.
    void kernelsMatchEigenOnEverySize()
    {
        const std::string widest = products::isaName();
        std::vector<Eigen::VectorXd> doubles;
        std::vector<Eigen::VectorXf> floats;
        for (int n = 0; n <= 70; ++n) {
            doubles.push_back(Eigen::VectorXd::Random(n) * std::pow(10.0, n % 7 - 3));
            floats.push_back(doubles.back().cast<float>());
        }
        std::vector<const double *> pd;
        std::vector<const float *> pf;
        std::vector<long> sizes;
        for (int n = 0; n <= 70; ++n) {
            pd.push_back(doubles[size_t(n)].data());
            pf.push_back(floats[size_t(n)].data());
            sizes.push_back(n);
        }
        int builds = 0;
        for (const char *isa : kIsas) {
            if (!products::useKernels(isa))
                continue;
            ++builds;
            const products::ElementwiseKernels &k = products::elementwise();
            for (int first = 0; first < 71; first += 13) { // groups that start anywhere
                const int count = std::min(71 - first, 11);
                const size_t m = size_t(count);
                std::vector<double> sd(m), sf(m);
                k.squaresDouble(count, pd.data() + first, sizes.data() + first, sd.data());
                k.squaresFloat(count, pf.data() + first, sizes.data() + first, sf.data());
                for (int t = 0; t < count; ++t) {
                    const size_t n = size_t(first + t);
                    QVERIFY2(sd[size_t(t)] == doubles[n].squaredNorm(),
                             qPrintable(QStringLiteral("%1 double n %2").arg(isa).arg(n)));
                    QVERIFY2(sf[size_t(t)] == floats[n].cast<double>().squaredNorm(),
                             qPrintable(QStringLiteral("%1 float n %2").arg(isa).arg(n)));
                }
            }
            for (int n = 1; n <= 70; n += 3) {
                Eigen::VectorXd x = doubles[size_t(n)];
                QVERIFY(k.finiteDouble(long(n), x.data()));
                x(n / 2) = std::numeric_limits<double>::infinity();
                QVERIFY(!k.finiteDouble(long(n), x.data()));
                Eigen::VectorXf y = floats[size_t(n)];
                y(n - 1) = std::numeric_limits<float>::quiet_NaN();
                QVERIFY(!k.finiteFloat(long(n), y.data()));
            }
        }
        products::useKernels(widest.c_str());
        QVERIFY(builds >= 1);
    }

    // Every run on every build this CPU runs gives the recorded bits; the baseline's are always
    // checked, since every x86-64 CPU runs it.
    void sameBitsAsRecorded()
    {
        const std::map<std::string, std::string> recorded = golden();
        QVERIFY2(!recorded.empty(), "tests/core/data/trainingbits.txt is missing or empty");
        const std::map<std::string, std::string> now = current();
        QVERIFY(now.size() >= cases().size());
        const bool sameRoot = recorded.count("cpu rsqrtps") && recorded.at("cpu rsqrtps") == rsqrtFingerprint();
        if (!sameRoot)
            qInfo("this CPU's rsqrtps differs from the recording machine's: float Adam's runs left out");
        std::string differences;
        int compared = 0;
        for (const auto &[key, value] : now) {
            if (!sameRoot && estimatedRoot(key))
                continue;
            ++compared;
            const auto it = recorded.find(key);
            QVERIFY2(value != "diverged",
                     (key + ": the run stopped early; its digests would not cover every step").c_str());
            QVERIFY2(value != "clip-wrong",
                     (key + ": the clip fired in a run without one, or never in a clipped run").c_str());
            QVERIFY2(it != recorded.end(), ("no recorded digests for " + key).c_str());
            if (value != it->second)
                differences += key + ": " + value + "\n  recorded: " + it->second + "\n";
        }
        QVERIFY2(differences.empty(), differences.c_str());
        QVERIFY(compared >= int(cases().size()));
    }

    // The runs that use a second core give the recorded bits whether its jobs run on the helper
    // thread or all on the calling thread (the fall-back of a busy machine), on this CPU's widest
    // build; two threads are asked for even where the machine has one CPU.
    void helperAndFallBackGiveRecordedBits()
    {
        const std::map<std::string, std::string> recorded = golden();
        const bool sameRoot = recorded.count("cpu rsqrtps") && recorded.at("cpu rsqrtps") == rsqrtFingerprint();
        const std::string isa = products::isaName();
        const int threads = products::threads();
        products::setThreads(2);
        std::string differences;
        for (const auto handoffs :
             {SecondCoreThread::Handoffs::AlwaysHelper, SecondCoreThread::Handoffs::NeverHelper}) {
            SecondCoreThread::setHandoffs(handoffs);
            const bool helped = handoffs == SecondCoreThread::Handoffs::AlwaysHelper;
            std::map<int, std::int64_t> jobsByShape; // jobs the helper ran, by shape (its depth)
            for (const Case &k : cases()) {
                const std::string key = isa + " " + k.name;
                if (!weightGradientsOnHelper(k.config) && !splitBetweenCores(k.config))
                    continue;
                if (!sameRoot && estimatedRoot(key))
                    continue;
                const std::int64_t onHelper = SecondCoreThread::jobsOnHelper(),
                                   alone = SecondCoreThread::batchesAlone();
                const std::string value = runDigests(k);
                jobsByShape[k.config.depth] += SecondCoreThread::jobsOnHelper() - onHelper;
                QVERIFY2((SecondCoreThread::batchesAlone() > alone) == !helped, key.c_str());
                const auto it = recorded.find(key);
                if (it == recorded.end() || value != it->second)
                    differences += key + ": " + value + "\n";
            }
            // Two shapes; the helper can be late for a job (the caller then runs it), not for all.
            QCOMPARE(int(jobsByShape.size()), 2);
            for (const auto &[depth, jobs] : jobsByShape)
                QVERIFY2((jobs > 0) == helped,
                         qPrintable(QStringLiteral("depth %1: %2 jobs on the helper").arg(depth).arg(jobs)));
        }
        SecondCoreThread::setHandoffs(SecondCoreThread::Handoffs::Adaptive);
        products::setThreads(threads);
        QVERIFY2(differences.empty(), differences.c_str());
    }
};

int main(int argc, char *argv[])
{
    if (argc == 3 && std::strcmp(argv[1], "--write") == 0)
        return write(argv[2]);
    TestTrainingBits test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_trainingbits.moc"
