// GPT-2's residual scaling measured (core/lesson/residualscaling.cpp): the stream's variance
// after k writes against 1 + k unscaled and 1 + k / (2N) scaled, and the progress the Residual
// scaling view shows while the 2N writes run.
#include "core/lesson/residualscaling.h"
#include "core/engine/random.h"

#include <Eigen/Core>

#include <QtTest>

#include <utility>
#include <vector>

using namespace gradflow;

class TestResidualScaling : public QObject
{
    Q_OBJECT

private slots:
    void theoryPerWrite();
    void progressOverEveryWrite();
    void streamsOfTheSeededDraws();
};

void TestResidualScaling::theoryPerWrite()
{
    // N = 2 layers write 4 times; scaled by 1 / sqrt(4) each write adds a quarter.
    const ResidualGrowth g = residualStreamGrowth(2, 16, 8, 1);
    QCOMPARE(g.layers, 2);
    QCOMPARE(g.plainTheory, (std::vector<double>{1, 2, 3, 4, 5}));
    QCOMPARE(g.scaledTheory, (std::vector<double>{1, 1.25, 1.5, 1.75, 2}));
    QCOMPARE(g.plain.size(), size_t(5));
    QCOMPARE(g.scaled.size(), size_t(5));
    QCOMPARE(g.plain.front(), 1.0); // the start over itself
    QCOMPARE(g.scaled.front(), 1.0);
}

void TestResidualScaling::progressOverEveryWrite()
{
    // N = 3: the start and 6 writes are 7 steps, each reported before it runs, then the end.
    std::vector<std::pair<int, int>> seen;
    Callbacks hooks;
    hooks.progress = [&seen](int done, int total) { seen.emplace_back(done, total); };
    residualStreamGrowth(3, 4, 8, 2, hooks);
    std::vector<std::pair<int, int>> expected;
    for (int k = 0; k <= 7; ++k)
        expected.emplace_back(k, 7);
    QCOMPARE(seen, expected);
    // Asked to stop at the third poll: the measurement ends there.
    int polls = 0;
    hooks.isCancelled = [&polls] { return ++polls >= 3; };
    seen.clear();
    QVERIFY_THROWS_EXCEPTION(Cancelled, residualStreamGrowth(3, 4, 8, 2, hooks));
    QCOMPARE(seen.size(), size_t(2));
}

// The streams against the same draws added up here: the input from the seed's input stream 0,
// write k's update from weight stream k, every write from the first on.
void TestResidualScaling::streamsOfTheSeededDraws()
{
    const int layers = 2, samples = 16, width = 8;
    const std::uint64_t seed = 3;
    const ResidualGrowth g = residualStreamGrowth(layers, samples, width, seed);
    const Eigen::Index n = Eigen::Index(samples) * width;
    const auto variance = [](const Eigen::ArrayXd &h) { return (h - h.mean()).square().mean(); };
    Eigen::ArrayXd plain(n), delta(n);
    Random(seed, 0, Random::Input).fillNormal(plain.data(), n);
    Eigen::ArrayXd scaled = plain;
    const double v0 = variance(plain);
    for (int k = 1; k <= 2 * layers; ++k) {
        Random(seed, std::uint64_t(k), Random::Weight).fillNormal(delta.data(), n);
        plain += delta;
        scaled += delta / std::sqrt(2.0 * layers);
        QVERIFY2(std::fabs(g.plain[size_t(k)] - variance(plain) / v0) < 1e-12, qPrintable(QString::number(k)));
        QVERIFY2(std::fabs(g.scaled[size_t(k)] - variance(scaled) / v0) < 1e-12, qPrintable(QString::number(k)));
    }
}

QTEST_APPLESS_MAIN(TestResidualScaling)
#include "test_residualscaling.moc"
