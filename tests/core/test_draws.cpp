// The draws of core/engine/draws.cpp as one Engine keeps them between calls: redrawn where a
// change invalidates them and counted once each, a failed draw reaching the caller; every result
// against a fresh Engine's or worked out by hand.
#include "core/engine/engine.h"
#include "core/engine/memoryplan.h"
#include "core/engine/random.h"
#include "core/model/options.h"

#include "tests/support/scaledvalues.h"

#include <QtTest>

#include <cmath>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace gradflow;
using namespace gradflow::testing;

namespace {

QString numbers(const std::vector<double> &v)
{
    QStringList out;
    for (double x : v)
        out << QString::number(x, 'g', 17);
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestDraws : public QObject
{
    Q_OBJECT

private slots:
    void reusedEngineMatchesAFreshOne();
    void uncachedPlanDropsTheCachedDraws();
    void initConstantMattersOnlyForConstantInit();
    void failedDrawReachesCallerOnce();
    void oddDepthCountsEachDrawOnce();
    void reusedEngineRedrawsTheHead();
    void constantInitOfOneIsNotZero();
    void headDrawIsCounted();
};

// One Engine keeps its draws between calls and redraws what a change of seed, width or batch
// invalidates: each result of a sequence must equal that of a fresh Engine, to the bit.
void TestDraws::reusedEngineMatchesAFreshOne()
{
    ModelConfig c;
    c.depth = 4;
    c.width = 8;
    c.batch = 4;
    c.activation = Activation::Tanh;
    Engine reused;
    const auto check = [&](const char *step) {
        Engine fresh;
        const Result want = fresh.compute(c);
        const Result got = reused.compute(c);
        QVERIFY2(sameResult(got, want), qPrintable(QStringLiteral("%1: %2 against a fresh engine's %3")
                                                       .arg(step)
                                                       .arg(numbers(got.log10SignalRms))
                                                       .arg(numbers(want.log10SignalRms))));
    };
    check("width 8, batch 4");
    c.width = 12;
    check("width 12 (batch unchanged)");
    c.batch = 6;
    check("batch 6 (width unchanged)");
    c.width = 16;
    c.batch = 3;
    check("width 16, batch 3");
    c.seed += 1;
    check("a new seed");
}

// A plan that does not cache the weights frees the ones an earlier compute cached: after it, the
// cached run draws them again (and every run gives the same numbers).
void TestDraws::uncachedPlanDropsTheCachedDraws()
{
    ModelConfig c;
    c.depth = 4;
    c.width = 512;
    c.batch = 2;
    RunSettings roomy, tight;
    tight.maxMemoryBytes = planMemory(c, roomy).minimumBytes + 1024;
    QVERIFY(planMemory(c, roomy).cacheWeights);
    QVERIFY(!planMemory(c, tight).cacheWeights);
    Engine engine;
    const Result first = engine.compute(c, roomy);
    QCOMPARE(engine.weightMatricesDrawn(), std::int64_t(4));
    const Result uncached = engine.compute(c, tight); // draws each weight where it is used
    const std::int64_t drawn = engine.weightMatricesDrawn();
    QVERIFY(drawn >= 8);
    const Result again = engine.compute(c, roomy);
    QCOMPARE(engine.weightMatricesDrawn(), drawn + 4);
    QVERIFY(sameResult(first, uncached));
    QVERIFY(sameResult(first, again));
}

// The constant of the constant init is read only by that init: with LeCun's it may be 0.
void TestDraws::initConstantMattersOnlyForConstantInit()
{
    ModelConfig c;
    c.depth = 3;
    c.width = 8;
    c.batch = 4;
    c.init = Init::Lecun;
    Engine engine;
    const Result want = engine.compute(c);
    c.initConstant = 0.0;
    const Result got = engine.compute(c);
    QVERIFY2(sameResult(got, want), qPrintable(numbers(got.log10SignalRms)));
}

// A weight draw that fails (out of memory) comes out of compute() as std::bad_alloc, the one
// on the second core too, and leaves the cache as it was: the next compute draws the rest and
// equals a fresh engine's. At width 512 layer 2 is drawn on the second core beside layer 1, layer
// 3 on this thread beside 4; at width 64 each alone. The engine first ran another seed, so a
// layer left undrawn would hold other numbers (a freed buffer malloc hands back could otherwise
// still hold the same seed's draw).
void TestDraws::failedDrawReachesCallerOnce()
{
    for (int width : {64, 512}) {
        for (int layer : {1, 2, 3}) {
            ModelConfig c;
            c.depth = 4;
            c.width = width;
            c.batch = 2;
            c.seed = 1;
            Engine engine;
            engine.compute(c);
            c.seed = 2;
            Probe failing;
            failing.failWeightDrawOnce = layer;
            QVERIFY_THROWS_EXCEPTION(std::bad_alloc, engine.compute(c, {}, &failing));
            QVERIFY2(sameResult(engine.compute(c), Engine().compute(c)),
                     qPrintable(QStringLiteral("width %1, layer %2 failed").arg(width).arg(layer)));
        }
    }
}

// Each weight matrix drawn counts once, a layer drawn alone as well as two drawn together:
// depth 3 at width 512 draws 3, never 4 (layer 3 has no partner) or 6.
void TestDraws::oddDepthCountsEachDrawOnce()
{
    ModelConfig c;
    c.depth = 3;
    c.width = 512;
    c.batch = 2;
    Engine engine;
    engine.compute(c);
    QCOMPARE(engine.weightMatricesDrawn(), std::int64_t(3));
}

// One Engine with a head through seed and init changes gives a fresh Engine's numbers to the
// bit, the head's weight-gradient norm included: the head and the biases are drawn again.
void TestDraws::reusedEngineRedrawsTheHead()
{
    ModelConfig c;
    c.depth = 3;
    c.width = 8;
    c.batch = 4;
    c.activation = Activation::Tanh;
    c.head = true;
    Engine reused;
    const auto check = [&](const char *step) {
        const Result want = Engine().compute(c);
        const Result got = reused.compute(c);
        QVERIFY2(got.log10HeadWeightGradNorm == want.log10HeadWeightGradNorm && got.log10Loss == want.log10Loss
                     && got.log10GradNorm == want.log10GradNorm && got.log10WeightGradNorm == want.log10WeightGradNorm,
                 step);
    };
    check("first");
    c.seed += 1;
    check("a new seed");
    c.init = Init::Orthogonal;
    check("a new kind of draw");
    c.init = Init::TorchDefault; // biases, on the head too
    check("uniform draws with biases");
    c.seed += 1;
    check("biases of a new seed");
}

// Constant init with every weight 1 (not zero): linear, depth 1, h1 = (X 1) 1^T: every unit of
// row i holds row i's sum. X rows (1, 2, 3, 4) and (0, 0, 0, 2): sums 10 and 2, so
// rms(h1) = sqrt((4 x 100 + 4 x 4) / 8) = sqrt(52).
void TestDraws::constantInitOfOneIsNotZero()
{
    ModelConfig c;
    c.depth = 1;
    c.width = 4;
    c.batch = 2;
    c.activation = Activation::Linear;
    c.init = Init::Constant;
    c.initConstant = 1.0;
    Probe p;
    Eigen::MatrixXd x(2, 4);
    x << 1, 2, 3, 4, 0, 0, 0, 2;
    p.input = x;
    const Result r = Engine().compute(c, {}, &p);
    QVERIFY2(std::fabs(r.log10SignalRms[1] - 0.5 * std::log10(52.0)) < 1e-12,
             qPrintable(QString::number(r.log10SignalRms[1], 'g', 17)));
}

// Depth 2 with a head draws 3 weight matrices: the two layers and the head.
void TestDraws::headDrawIsCounted()
{
    ModelConfig c;
    c.depth = 2;
    c.width = 8;
    c.batch = 4;
    c.head = true;
    Engine engine;
    engine.compute(c);
    QCOMPARE(engine.weightMatricesDrawn(), std::int64_t(3));
}

QTEST_APPLESS_MAIN(TestDraws)
#include "test_draws.moc"
