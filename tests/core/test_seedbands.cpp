// Seed bands: K networks differing only in their seed, summarized per layer.
#include "core/analysis/seedbands.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace gradflow;

namespace {

ModelConfig small()
{
    ModelConfig c;
    c.depth = 12;
    c.width = 16;
    c.batch = 8;
    c.activation = Activation::Tanh;
    c.seed = 5;
    return c;
}

} // namespace

class TestSeedBands : public QObject
{
    Q_OBJECT

private slots:
    void bandsContainEverySeed();
    void meanAndSdAreOfSingleRuns();
    void oneSeedIsItsOwnBand();
    void progressiveAndCancellable();
    void exactZeroHasNoMean();
    void agreeingSeedsHaveZeroWidth();
    void singleZeroSeedHasNoSd();
    void twoSeedsHaveASampleSd();
    void progressCoversEverySeed();
    void refusesOutOfRange();
    void jsonHasStatistics();
};

// Two seeds: the sample sd of two values a and b is |a - b| / sqrt 2.
void TestSeedBands::twoSeedsHaveASampleSd()
{
    Result a, b;
    a.log10SignalRms = a.log10GradNorm = {0.0, -1.0};
    b.log10SignalRms = b.log10GradNorm = {1.0, -1.0};
    const SeedBands bands = summarizeSeeds({a, b});
    QVERIFY(std::fabs(bands.signal.sd[0] - 1 / std::sqrt(2.0)) < 1e-15);
    QCOMPARE(bands.signal.sd[1], 0.0);
    QVERIFY(std::fabs(bands.grad.mean[0] - 0.5) < 1e-15);
}

// The progress of K seeds runs from the first seed's first layer to done = total at the last.
void TestSeedBands::progressCoversEverySeed()
{
    Engine engine;
    std::vector<std::pair<int, int>> seen;
    Callbacks callbacks;
    callbacks.progress = [&seen](int done, int total) { seen.emplace_back(done, total); };
    runSeeds(engine, small(), {}, 3, callbacks);
    QVERIFY(!seen.empty());
    QCOMPARE(seen.back().first, seen.back().second);
    QVERIFY(seen.back().second > 0);
    for (size_t i = 1; i < seen.size(); ++i)
        QVERIFY(seen[i].first >= seen[i - 1].first && seen[i].second == seen.back().second);
}

void TestSeedBands::bandsContainEverySeed()
{
    Engine engine;
    std::vector<Result> seen;
    const SeedBands b = runSeeds(engine, small(), {}, 6, {}, [&](const Result &r, int) { seen.push_back(r); });
    QCOMPARE(int(seen.size()), 6);
    QCOMPARE(b.count, 6);
    for (const Result &r : seen) {
        for (size_t l = 0; l < r.log10GradNorm.size(); ++l) {
            QVERIFY(b.grad.min[l] <= r.log10GradNorm[l] && r.log10GradNorm[l] <= b.grad.max[l]);
            QVERIFY(b.signal.min[l] <= r.log10SignalRms[l] && r.log10SignalRms[l] <= b.signal.max[l]);
        }
    }
    // Different seeds really differ (a band, not a line).
    QVERIFY(b.grad.max[0] - b.grad.min[0] > 1e-3);
}

void TestSeedBands::meanAndSdAreOfSingleRuns()
{
    const ModelConfig c = small();
    Engine engine;
    const SeedBands b = runSeeds(engine, c, {}, 4);
    std::vector<double> values;
    for (int i = 0; i < 4; ++i) {
        ModelConfig one = c;
        one.seed = c.seed + std::uint64_t(i);
        values.push_back(Engine().compute(one).log10GradNorm[3]);
    }
    double mean = 0;
    for (double v : values)
        mean += v / 4;
    double squares = 0;
    for (double v : values)
        squares += (v - mean) * (v - mean);
    QVERIFY(std::fabs(b.grad.mean[3] - mean) < 1e-12);
    QVERIFY(std::fabs(b.grad.sd[3] - std::sqrt(squares / 3)) < 1e-12);
    QCOMPARE(b.firstSeed, c.seed);
}

void TestSeedBands::oneSeedIsItsOwnBand()
{
    Engine engine;
    const SeedBands b = runSeeds(engine, small(), {}, 1);
    const Result r = Engine().compute(small());
    for (size_t l = 0; l < r.log10GradNorm.size(); ++l) {
        QCOMPARE(b.grad.mean[l], r.log10GradNorm[l]);
        QCOMPARE(b.grad.min[l], r.log10GradNorm[l]);
        QCOMPARE(b.grad.max[l], r.log10GradNorm[l]);
        QCOMPARE(b.grad.sd[l], 0.0);
    }
}

void TestSeedBands::progressiveAndCancellable()
{
    Engine engine;
    int last = 0, total = 0, seeds = 0;
    Callbacks callbacks;
    callbacks.progress = [&](int done, int all) {
        QVERIFY(done > last); // increasing over all seeds
        last = done;
        total = all;
    };
    runSeeds(engine, small(), {}, 3, callbacks, [&](const Result &, int) { ++seeds; });
    QCOMPARE(seeds, 3);
    QCOMPARE(last, total);
    // Cancel during the second seed: the first landed, the rest never run.
    int calls = 0;
    callbacks.progress = {};
    callbacks.isCancelled = [&] { return ++calls > small().depth * 2 + 3; };
    seeds = 0;
    QVERIFY_THROWS_EXCEPTION(Cancelled,
                             runSeeds(engine, small(), {}, 3, callbacks, [&](const Result &, int) { ++seeds; }));
    QCOMPARE(seeds, 1);
}

void TestSeedBands::exactZeroHasNoMean()
{
    ModelConfig c = small();
    c.init = Init::Zero;
    c.activation = Activation::Relu;
    Engine engine;
    const SeedBands b = runSeeds(engine, c, {}, 2);
    QVERIFY(std::isinf(b.grad.min[0]) && b.grad.min[0] < 0);
    QVERIFY(std::isinf(b.grad.mean[0]));
    QVERIFY(std::isnan(b.grad.sd[0]));
}

void TestSeedBands::agreeingSeedsHaveZeroWidth()
{
    // Three seeds that agree to the bit: the band is one line, its sd 0 (or the rounding of
    // the mean: 3 x -0.1 / 3 is not -0.1 in binary), never NaN, which would hide the band.
    const std::vector<double> layers = {-0.1, -12.3, 0.1, -3000.1};
    Result r;
    r.log10SignalRms = layers;
    r.log10GradNorm = layers;
    r.log10WeightGradNorm = layers;
    const SeedBands b = summarizeSeeds({r, r, r});
    QCOMPARE(b.count, 3);
    for (const LayerBand *band : {&b.signal, &b.grad, &b.weightGrad}) {
        for (size_t l = 0; l < layers.size(); ++l) {
            QVERIFY2(band->sd[l] >= 0 && band->sd[l] < 1e-12,
                     qPrintable(QStringLiteral("layer %1: sd %2").arg(l).arg(band->sd[l])));
            QVERIFY(std::fabs(band->mean[l] - layers[l]) < 1e-12);
            QCOMPARE(band->min[l], layers[l]);
            QCOMPARE(band->max[l], layers[l]);
        }
    }
}

void TestSeedBands::singleZeroSeedHasNoSd()
{
    // A layer exactly zero (-inf in log10) has no mean and no sd, with one seed as with many;
    // a finite layer of one seed has sd 0.
    const double zero = -std::numeric_limits<double>::infinity();
    Result r;
    r.log10SignalRms = {zero, 1.5};
    r.log10GradNorm = {zero, 1.5};
    r.log10WeightGradNorm = {zero};
    const SeedBands b = summarizeSeeds({r});
    QCOMPARE(b.grad.mean[0], zero);
    QVERIFY2(std::isnan(b.grad.sd[0]), qPrintable(QString::number(b.grad.sd[0])));
    QVERIFY(std::isnan(b.weightGrad.sd[0]));
    QCOMPARE(b.grad.mean[1], 1.5);
    QCOMPARE(b.grad.sd[1], 0.0);
}

void TestSeedBands::refusesOutOfRange()
{
    Engine engine;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runSeeds(engine, small(), {}, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runSeeds(engine, small(), {}, kMaxSeeds + 1));
}

void TestSeedBands::jsonHasStatistics()
{
    QProcess p;
    p.start(qEnvironmentVariable("GRADFLOW_EXE"),
            {"--json", "-", "--depth", "5", "--width", "8", "--seeds", "3", "--seed", "2"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QJsonObject j = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    const QJsonObject s = j["seeds"].toObject();
    QCOMPARE(s["count"].toInt(), 3);
    QCOMPARE(s["first_seed"].toInt(), 2);
    for (const char *key : {"log10_signal_rms", "log10_grad_norm"}) {
        const QJsonObject band = s[key].toObject();
        for (const char *stat : {"mean", "sd", "min", "max"})
            QCOMPARE(band[stat].toArray().size(), 6);
    }
    ModelConfig c;
    c.depth = 5;
    c.width = 8;
    c.seed = 2;
    Engine engine;
    const SeedBands b = runSeeds(engine, c, {}, 3);
    QCOMPARE(s["log10_grad_norm"].toObject()["max"].toArray()[1].toDouble(), b.grad.max[1]);
    // The layers are still seed 2's single run.
    QCOMPARE(j["layers"].toArray()[1].toObject()["log10_grad_norm"].toDouble(), Engine().compute(c).log10GradNorm[1]);

    QProcess bad;
    bad.start(qEnvironmentVariable("GRADFLOW_EXE"), {"--json", "-", "--seeds", "33"});
    QVERIFY(bad.waitForFinished(60000));
    QCOMPARE(bad.exitCode(), 2);
    QVERIFY(bad.readAllStandardError().contains("--seeds"));
}

QTEST_GUILESS_MAIN(TestSeedBands)
#include "test_seedbands.moc"
