// Tests for mutants of scripts/mutate in core/engine/pass.cpp, core/engine/draws.cpp and
// core/engine/engine.cpp that no other test sees (docs/mutants.md names each one). Each checks numbers
// against values worked out independently: by hand or by a fresh Engine.
#include "core/engine/activation.h"
#include "core/engine/engine.h"
#include "core/analysis/histogram.h"
#include "core/engine/memoryplan.h"
#include "core/model/options.h"
#include "core/engine/kernels/products.h"
#include "core/engine/random.h"

#include "tests/support/scaledvalues.h"

#include <QtTest>

#include <cmath>
#include <utility>
#include <vector>

using namespace gradflow;
using namespace gradflow::testing;

namespace {

Eigen::MatrixXd value(const LayerTensor &t)
{
    return Eigen::MatrixXd((t.m * std::pow(10.0, t.log10)).array() + t.offset);
}

} // namespace

class TestMutantsEngine : public QObject
{
    Q_OBJECT

private slots:
    void rhoOfTwoLayers();
    void progressCountsTheRecomputedLayers();
    void captureCarriesTheOffsets();
    void inputAtAnyScale();
    void biasAloneIsTheLayerOutput();
    void reusedEngineRedrawsTheHead();
    void zeroInitNudgedWeightByHand();
    void shallowFloatPlanByHand();
    void runSettingsAreCheckedAndReported();
    void nudgedLowerLayerUnderAHead();
    void lastNormFailureReachesCaller();
    void nudgedHeadReachesTheBackward();
    void constantOneIsNotZero();
    void headDrawIsCounted();
};

// rho = (log10 |g_0| - log10 |g_{L-1}|) / (L - 1) needs two layers, and two are enough.
void TestMutantsEngine::rhoOfTwoLayers()
{
    ModelConfig c;
    c.depth = 2;
    Engine engine;
    const Result r = engine.compute(c);
    QVERIFY(r.log10Rho.has_value());
    QCOMPARE(*r.log10Rho, r.log10GradNorm[0] - r.log10GradNorm[1]);
}

// Depth 40, width 100, batch 10 in double, no norm, under a 1100000 B limit (memoryPlanByHand
// in test_mutants counts these bytes: a tensor 8000 B, a layer's cache u, slope, dz 24000 B,
// 352000 B fixed): storing every layer needs 352000 + 40 x 24000 B, too much, so the plan
// checkpoints every k = round(sqrt(40 x 8000 / 24000)) = 4 layers, 10 segments. The pass then
// runs 40 layers forward, recomputes the 9 lower segments' 4 layers each (36) and 40 layers
// backward: 116 steps, each reported once as (done, 116).
void TestMutantsEngine::progressCountsTheRecomputedLayers()
{
    ModelConfig c;
    c.depth = 40;
    c.width = 100;
    c.batch = 10;
    c.norm = Norm::None;
    RunSettings run;
    run.maxMemoryBytes = 1100000;
    std::vector<std::pair<int, int>> calls;
    Callbacks callbacks;
    callbacks.progress = [&calls](int done, int total) { calls.emplace_back(done, total); };
    Engine engine;
    const Result r = engine.compute(c, run, callbacks);
    QCOMPARE(r.plan.segmentLength, 4);
    QCOMPARE(int(calls.size()), 116);
    for (size_t i = 0; i < calls.size(); ++i) {
        QCOMPARE(calls[i].first, int(i) + 1);
        QCOMPARE(calls[i].second, 116);
    }
}

// Sigmoid at std 1e-7 holds act(z) as 1/2 + a deviation: the capture must carry the 1/2, and
// the pre-activation none, whatever the capture held before (here junk offsets of 7).
void TestMutantsEngine::captureCarriesTheOffsets()
{
    ModelConfig c;
    c.depth = 3;
    c.width = 8;
    c.batch = 4;
    c.activation = Activation::Sigmoid;
    c.init = Init::CustomStd;
    c.initStd = 1e-7;
    LayerCapture capture;
    capture.layer = 2;
    capture.preActivation.offset = capture.activation.offset = capture.gradient.offset = 7.0;
    Probe p;
    p.capture = &capture;
    Engine engine;
    engine.compute(c, {}, &p);
    QVERIFY(capture.filled);
    QCOMPARE(capture.preActivation.offset, 0.0);
    QCOMPARE(capture.activation.offset, 0.5);
    const Eigen::MatrixXd z = value(capture.preActivation);
    QVERIFY(z.cwiseAbs().maxCoeff() < 1e-4); // the offset form's range
    // sigmoid(z) = 1/2 + z/4 - z^3/48 ...: to 1e-16 relative at |z| < 1e-4 the first two terms.
    const Eigen::MatrixXd want = (z / 4.0).array() + 0.5;
    QVERIFY2(relativeError(value(capture.activation), want) < 1e-15,
             qPrintable(QString::number(relativeError(value(capture.activation), want))));
}

// The input's true values may be anywhere in double's range: the signal's rms at layer 0 is the
// input's, 10^300 and 10^-300 for inputs of constant 10^300 and 10^-300.
void TestMutantsEngine::inputAtAnyScale()
{
    for (double x : {1e300, 1e-300}) {
        ModelConfig c;
        c.depth = 2;
        c.width = 8;
        c.batch = 4;
        Probe p;
        p.input = Eigen::MatrixXd::Constant(c.batch, c.width, x);
        Engine engine;
        const Result r = engine.compute(c, {}, &p);
        QVERIFY2(std::fabs(r.log10SignalRms[0] - std::log10(x)) < 1e-12,
                 qPrintable(QStringLiteral("input %1: log10 rms %2").arg(x).arg(r.log10SignalRms[0], 0, 'g', 17)));
    }
}

// A zero input: layer 1's output is its bias b (drawn from layer 1's bias stream, as
// test_values biasAloneOnAZeroInput draws it) in every row, batch x width, and the Sum loss is
// batch ||b||^2. The captured z holds max|m| in [1, 2), as scaled.h defines (test_mutants
// capturedTensorsAreNormalized checks it without a bias).
void TestMutantsEngine::biasAloneIsTheLayerOutput()
{
    ModelConfig c;
    c.depth = 1;
    c.width = 16;
    c.batch = 3;
    c.seed = 4;
    c.activation = Activation::Linear;
    c.init = Init::TorchDefault;
    c.loss = Loss::Sum;
    Probe probe;
    probe.input = Eigen::MatrixXd::Zero(c.batch, c.width);
    LayerCapture capture;
    capture.layer = 1;
    probe.capture = &capture;
    const Result r = Engine().compute(c, {}, &probe);
    Random rng(c.seed, 1, Random::Bias);
    Eigen::VectorXd b(c.width);
    rng.fillSymmetric(b.data(), b.size());
    b /= std::sqrt(double(c.width));
    QCOMPARE(capture.preActivation.m.rows(), Eigen::Index(c.batch));
    QCOMPARE(capture.preActivation.m.cols(), Eigen::Index(c.width));
    const double peak = capture.preActivation.m.cwiseAbs().maxCoeff();
    QVERIFY2(peak >= 1.0 && peak < 2.0, qPrintable(QStringLiteral("max|m| = %1").arg(peak, 0, 'g', 17))); // scaled.h's form
    const Eigen::MatrixXd want = b.transpose().replicate(c.batch, 1);
    QVERIFY(relativeError(value(capture.preActivation), want) < 1e-15);
    const double loss = std::log10(c.batch * b.squaredNorm());
    QVERIFY2(std::fabs(r.log10Loss - loss) < 1e-12,
             qPrintable(QStringLiteral("%1 against %2").arg(r.log10Loss, 0, 'g', 15).arg(loss, 0, 'g', 15)));
}

// One Engine with a head through seed and init changes gives a fresh Engine's numbers to the
// bit, the head's weight-gradient norm included: the head and the biases are drawn again.
void TestMutantsEngine::reusedEngineRedrawsTheHead()
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

// Zero init with one weight of layer 1 nudged to exactly 1 (W[i][j] = 1), linear: h1 holds input
// column i in column j and zeros elsewhere. With input column i = (3, 0, 0, 0), rms(h1) =
// 3 / sqrt(4 x 8). In float, so that a nudge held as 0.1f x 10 would show (0.3f is 3/10 to
// 4e-8: 2e-8 in log10).
void TestMutantsEngine::zeroInitNudgedWeightByHand()
{
    ModelConfig c;
    c.depth = 1;
    c.width = 8;
    c.batch = 4;
    c.activation = Activation::Linear;
    c.init = Init::Zero;
    c.precision = Precision::Float;
    Probe p;
    Eigen::MatrixXd x = Eigen::MatrixXd::Zero(c.batch, c.width);
    x(0, 2) = 3.0;
    x(2, 5) = 7.0; // elsewhere, to be multiplied by zero weights
    p.input = x;
    p.nudgeLayer = 1;
    p.nudgeRow = 2;
    p.nudgeCol = 6;
    p.nudge = 1.0;
    const Result r = Engine().compute(c, {}, &p);
    const double want = std::log10(3.0 / std::sqrt(32.0));
    QVERIFY2(std::fabs(r.log10SignalRms[1] - want) < 1e-12,
             qPrintable(QStringLiteral("%1 against %2").arg(r.log10SignalRms[1], 0, 'g', 17).arg(want, 0, 'g', 17)));
}

// Depth 3, width 100, batch 10 in float, no norm, counted by hand: a batch x width tensor is
// 4000 B, a weight 40000 B, a layer's cache (u, slope, dz) 12000 B; fixed 14 tensors and 3
// weights, 176000 B. The smallest plan checkpoints every k = round(sqrt(3 x 4000 / 12000)) = 1
// layer: 3 checkpoints and 1 layer's cache, 24000 B (every layer stored: 36000 B). Within the
// default limit every layer is stored and the weights cached: 176000 + 36000 + 120000 B, and
// packed for h W and g W^T (100000 multiply-adds each, one thread's): 2 x 120000 B more.
void TestMutantsEngine::shallowFloatPlanByHand()
{
    ModelConfig c;
    c.depth = 3;
    c.width = 100;
    c.batch = 10;
    c.norm = Norm::None;
    c.precision = Precision::Float;
    const MemoryPlan plan = planMemory(c, RunSettings{});
    QCOMPARE(plan.minimumBytes, std::int64_t(200000));
    QCOMPARE(plan.estimateBytes, std::int64_t(332000 + 240000));
    QCOMPARE(plan.segmentLength, 3);
    QVERIFY(plan.cacheWeights);
    QVERIFY(plan.packWeights);
}

// compute() refuses run settings out of their ranges (a memory limit above 1e15 bytes, which the
// plan alone would accept) and reports the settings it ran with.
void TestMutantsEngine::runSettingsAreCheckedAndReported()
{
    ModelConfig c;
    c.depth = 2;
    c.width = 8;
    c.batch = 4;
    Engine engine;
    RunSettings tooMuch;
    tooMuch.maxMemoryBytes = std::int64_t(1) << 60;
    bool refused = false;
    try {
        engine.compute(c, tooMuch);
    } catch (const OptionError &) {
        refused = true;
    }
    QVERIFY(refused);
    RunSettings run;
    run.clipLimit = 0.25;
    run.maxMemoryBytes = std::int64_t(3) << 20;
    const Result r = engine.compute(c, run);
    QCOMPARE(r.run.clipLimit, 0.25);
    QCOMPARE(r.run.maxMemoryBytes, std::int64_t(3) << 20);
}

// With a head, a probe's nudge of layer L - 1 = 1 (here by 0.3, far from the draw) must reach
// only that layer: d loss / d W_1[0][1] kept by the pass equals the central difference of the
// loss around the nudged weight, 0.3 +- 1e-6.
void TestMutantsEngine::nudgedLowerLayerUnderAHead()
{
    ModelConfig c;
    c.depth = 2;
    c.width = 4;
    c.batch = 3;
    c.activation = Activation::Tanh;
    c.head = true;
    c.seed = 11;
    Engine engine;
    Probe p;
    p.nudgeLayer = 1;
    p.nudgeRow = 0;
    p.nudgeCol = 1;
    p.nudge = 0.3;
    p.keepGradients = true;
    const Result r = engine.compute(c, {}, &p);
    QCOMPARE(int(r.weightGradients.size()), c.depth);
    const double got = r.weightGradients[0](0, 1);
    p.keepGradients = false;
    const double h = 1e-6;
    p.nudge = 0.3 + h;
    const double up = std::pow(10.0, engine.compute(c, {}, &p).log10Loss);
    p.nudge = 0.3 - h;
    const double down = std::pow(10.0, engine.compute(c, {}, &p).log10Loss);
    const double want = (up - down) / (2 * h);
    QVERIFY2(std::fabs(got - want) < 1e-6 * std::fabs(want) + 1e-9,
             qPrintable(QStringLiteral("dW_1[0][1] %1, differences give %2").arg(got, 0, 'g', 12).arg(want, 0, 'g', 12)));
}

// The weight-gradient norms run on the second core, and the pass's end waits for them: a
// failure there reaches compute()'s caller even where nothing else in the backward pass waits for
// the second core. Width 160, batch 100: 2 batch > width, so the backward products stay whole on
// the caller (pass.cpp backwardShare is 0), and batch x width = 16000 entries is below
// halves.h's 65536, so no elementwise work is handed over either.
void TestMutantsEngine::lastNormFailureReachesCaller()
{
    const int threads = products::threads();
    products::setThreads(2);
    ModelConfig c;
    c.depth = 2;
    c.width = 160;
    c.batch = 100;
    QVERIFY(products::useSecondCore(double(c.batch) * c.width * c.width));
    Probe failing;
    failing.failWeightGradNorms = true;
    bool threw = false;
    try {
        Engine().compute(c, {}, &failing);
    } catch (const std::bad_alloc &) {
        threw = true;
    }
    products::setThreads(threads);
    QVERIFY(threw);
}

// A nudge of the head (layer L + 1, by 0.3 at [0][1]) holds in the backward pass too: the input
// gradient kept by the pass equals the central difference of the loss over one input entry, the
// head nudge held.
void TestMutantsEngine::nudgedHeadReachesTheBackward()
{
    ModelConfig c;
    c.depth = 2;
    c.width = 4;
    c.batch = 3;
    c.activation = Activation::Tanh;
    c.head = true;
    c.seed = 11;
    Eigen::MatrixXd x(c.batch, c.width);
    for (int i = 0; i < c.batch; ++i)
        for (int j = 0; j < c.width; ++j)
            x(i, j) = std::sin(1.0 + i + 3.0 * j);
    Engine engine;
    Probe p;
    p.nudgeLayer = c.depth + 1;
    p.nudgeRow = 0;
    p.nudgeCol = 1;
    p.nudge = 0.3;
    p.input = x;
    p.keepGradients = true;
    const Result r = engine.compute(c, {}, &p);
    QCOMPARE(r.inputGradient.rows(), Eigen::Index(c.batch));
    const double got = r.inputGradient(1, 2);
    p.keepGradients = false;
    const double h = 1e-6;
    Eigen::MatrixXd nudged = x;
    nudged(1, 2) += h;
    p.input = nudged;
    const double up = std::pow(10.0, engine.compute(c, {}, &p).log10Loss);
    nudged(1, 2) = x(1, 2) - h;
    p.input = nudged;
    const double down = std::pow(10.0, engine.compute(c, {}, &p).log10Loss);
    const double want = (up - down) / (2 * h);
    QVERIFY2(std::fabs(got - want) < 1e-6 * std::fabs(want) + 1e-9,
             qPrintable(QStringLiteral("dX[1][2] %1, differences give %2").arg(got, 0, 'g', 12).arg(want, 0, 'g', 12)));
}

// Constant init with every weight 1 (not zero): linear, depth 1, h1 = (X 1) 1^T: every unit of
// row i holds row i's sum. X rows (1, 2, 3, 4) and (0, 0, 0, 2): sums 10 and 2, so
// rms(h1) = sqrt((4 x 100 + 4 x 4) / 8) = sqrt(52).
void TestMutantsEngine::constantOneIsNotZero()
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
void TestMutantsEngine::headDrawIsCounted()
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

QTEST_APPLESS_MAIN(TestMutantsEngine)
#include "test_mutants_engine.moc"
