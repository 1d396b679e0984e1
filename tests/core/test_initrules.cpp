// The Init lesson view's rules (core/lesson/initrules.cpp): He and Xavier are the network's own
// init schemes, so the view and the main window never disagree on a std, and the lesson's
// worked numbers hold.
#include "core/engine/random.h"
#include "core/lesson/initrules.h"
#include "core/model/config.h"

#include <QtTest>

#include <Eigen/Core>

#include <cmath>
#include <utility>
#include <vector>

using namespace gradflow;

class TestInitRules : public QObject
{
    Q_OBJECT

private slots:
    void rulesAreTheNetworksSchemes_data();
    void rulesAreTheNetworksSchemes();
    void lessonNumbers();
    void momentOfTheSeededDraws();
    void progressCountsEveryBlock();
};

void TestInitRules::rulesAreTheNetworksSchemes_data()
{
    QTest::addColumn<int>("width");
    for (int width : {1, 50, 100, 512, 2048})
        QTest::addRow("%d", width) << width;
}

void TestInitRules::rulesAreTheNetworksSchemes()
{
    QFETCH(int, width);
    QCOMPARE(heStd(width), schemeStd(Init::He, Activation::Relu, width));
    QCOMPARE(xavierStd(width, width), schemeStd(Init::Xavier, Activation::Tanh, width));
    ModelConfig c;
    c.width = width;
    c.init = Init::He;
    QCOMPARE(weightStd(c), heStd(width));
    c.init = Init::Xavier;
    QCOMPARE(weightStd(c), xavierStd(width, width));
}

void TestInitRules::lessonNumbers()
{
    QCOMPARE(std::round(heStd(50) * 1000) / 1000, 0.2);           // sqrt(2 / 50)
    QCOMPARE(std::round(xavierStd(100, 100) * 1000) / 1000, 0.1); // sqrt(2 / 200)
    QCOMPARE(xavierStd(100, 300), std::sqrt(2.0 / 400));          // fan-in and fan-out both count
    // ReLU(c z) = c ReLU(z): a std's moment is std^2 times the unit one, on the same draws.
    const double unit = unitSecondMomentAfterLinearRelu(64, 32, 256, 3);
    QCOMPARE(secondMomentAfterLinearRelu(64, 32, 256, heStd(64), 3), heStd(64) * heStd(64) * unit);
}

namespace {

// The measurement by its definition, in plain Eigen: x from the seed's input stream, W from its
// weight stream (the same seed gives the view the same numbers on every machine and version),
// y = x W in one product, E[ReLU(y)^2] over every entry.
double momentByDefinition(int fanIn, int fanOut, int samples, std::uint64_t seed)
{
    Eigen::MatrixXd x(samples, fanIn), w(fanIn, fanOut);
    Random(seed, 0, Random::Input).fillNormal(x.data(), x.size());
    Random(seed, 0, Random::Weight).fillNormal(w.data(), w.size());
    const Eigen::MatrixXd y = x * w;
    return y.cwiseMax(0.0).squaredNorm() / double(y.size());
}

} // namespace

void TestInitRules::momentOfTheSeededDraws()
{
    // Small: one block of the product.
    const double small = unitSecondMomentAfterLinearRelu(8, 4, 16, 7);
    QVERIFY2(std::abs(small / momentByDefinition(8, 4, 16, 7) - 1) < 1e-12, qPrintable(QString::number(small)));
    // fan-in 4096 x fan-out 512 is 2^21 multiply-adds a sample: the product goes by blocks of 64
    // rows (2^27 multiply-adds), so 127 samples are a block of 64 and a last one of 63.
    const double blocked = unitSecondMomentAfterLinearRelu(4096, 512, 127, 11);
    const double expected = momentByDefinition(4096, 512, 127, 11);
    QVERIFY2(std::abs(blocked / expected - 1) < 1e-12,
             qPrintable(QStringLiteral("%1 against %2").arg(blocked, 0, 'g', 17).arg(expected, 0, 'g', 17)));
    // W of 4096 x 300 normals is drawn in a chunk of 2^20 and a last one of 180224.
    const double chunked = unitSecondMomentAfterLinearRelu(4096, 300, 8, 13);
    QVERIFY(std::abs(chunked / momentByDefinition(4096, 300, 8, 13) - 1) < 1e-12);
}

void TestInitRules::progressCountsEveryBlock()
{
    // 127 x 4096 normals for x are one chunk of 2^20 between two polls, 4096 x 512 for W two;
    // then the product's two blocks (64 and 63 rows): 5 steps, each reported before it runs,
    // and the end.
    std::vector<std::pair<int, int>> seen;
    Callbacks hooks;
    hooks.progress = [&seen](int done, int total) { seen.emplace_back(done, total); };
    unitSecondMomentAfterLinearRelu(4096, 512, 127, 11, hooks);
    const std::vector<std::pair<int, int>> expected = {{0, 5}, {1, 5}, {2, 5}, {3, 5}, {4, 5}, {5, 5}};
    QCOMPARE(seen, expected);
    // 65 samples: a block of 64 and one of a single row, 5 steps again.
    seen.clear();
    unitSecondMomentAfterLinearRelu(4096, 512, 65, 11, hooks);
    QCOMPARE(seen, expected);
    // Cancelled at the product's second block: nothing after it runs.
    int polls = 0;
    hooks.isCancelled = [&polls] { return ++polls > 4; };
    seen.clear();
    QVERIFY_THROWS_EXCEPTION(Cancelled, unitSecondMomentAfterLinearRelu(4096, 512, 127, 11, hooks));
    QCOMPARE(seen.size(), size_t(4));
}

QTEST_APPLESS_MAIN(TestInitRules)
#include "test_initrules.moc"
