// The engine's contract with the window: memory plans, reuse, cancel and progress; the
// configurations and run settings it refuses.
#include "core/engine/draws.h"
#include "core/engine/engine.h"
#include "core/engine/kernels/products.h"
#include "core/engine/memoryplan.h"
#include "core/engine/random.h"
#include "core/model/options.h"

#include <QtTest>

#include <cmath>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace gradflow;

namespace {

ModelConfig deepConfig()
{
    ModelConfig c;
    c.depth = 200;
    c.width = 48;
    c.batch = 24;
    c.activation = Activation::Gelu;
    c.norm = Norm::Layer;
    c.normPlace = NormPlace::Post;
    c.residual = true;
    return c;
}

void compareResults(const Result &a, const Result &b)
{
    QCOMPARE(a.log10SignalRms.size(), b.log10SignalRms.size());
    for (size_t l = 0; l < a.log10SignalRms.size(); ++l) {
        QCOMPARE(a.log10SignalRms[l], b.log10SignalRms[l]);
        QCOMPARE(a.log10GradNorm[l], b.log10GradNorm[l]);
    }
    for (size_t l = 0; l < a.log10WeightGradNorm.size(); ++l)
        QCOMPARE(a.log10WeightGradNorm[l], b.log10WeightGradNorm[l]);
}

} // namespace

class TestEngine : public QObject
{
    Q_OBJECT

private slots:
    void checkpointingChangesNothing();
    void planFitsTheLimit();
    void refusesOverBudgetWithEstimate();
    void reusesDrawsWhenOnlyScaleChanges();
    void newDrawsForNewSeedOrWidth();
    void progressOncePerLayer();
    void cancelStopsAtNextLayer();
    void depthChangeKeepsLayerDraws();
    void nudgedWeightIsNotThePackedOne();
    void packedFormsGoWhenThePlanDropsThem();
    void refusesAnInvalidConfiguration();
    void runSettingsAreCheckedAndReported();
    void progressCountsTheRecomputedLayers();
};

// With a small memory limit the engine stores checkpoints and recomputes segments, and draws
// weights again instead of caching them; the numbers must be identical.
void TestEngine::checkpointingChangesNothing()
{
    ModelConfig c = deepConfig();
    Engine full;
    const Result a = full.compute(c);
    QCOMPARE(a.plan.segmentLength, c.depth);
    QVERIFY(a.plan.cacheWeights);
    QVERIFY(a.plan.packWeights);

    RunSettings run;
    run.maxMemoryBytes = std::max(planMemory(c, run).minimumBytes + 1, limits::minMemory);
    Engine tight;
    const Result b = tight.compute(c, run);
    QVERIFY(b.plan.segmentLength < c.depth);
    QVERIFY(!b.plan.cacheWeights);
    QVERIFY(!b.plan.packWeights);
    compareResults(a, b);
}

void TestEngine::planFitsTheLimit()
{
    ModelConfig c;
    c.depth = 1000;
    c.width = 1024;
    c.batch = 256;
    const MemoryPlan plan = planMemory(c, RunSettings{});
    QVERIFY(plan.estimateBytes < (std::int64_t(1) << 30));
    QVERIFY(plan.segmentLength < c.depth);
    QVERIFY(!plan.cacheWeights); // 8 GiB of weights: drawn again per layer instead
    QVERIFY(!plan.packWeights);
    c.depth = 100;
    c.width = 512;
    QVERIFY(planMemory(c, RunSettings{}).cacheWeights);
    QVERIFY(!planMemory(c, RunSettings{}).packWeights); // products split between two cores
    c.width = 64;
    c.batch = 32;
    const MemoryPlan packed = planMemory(c, RunSettings{});
    QVERIFY(packed.packWeights);
    RunSettings run;
    run.maxMemoryBytes = packed.estimateBytes - 1; // room for the draws, not their packed forms
    const MemoryPlan tight = planMemory(c, run);
    QVERIFY(tight.cacheWeights);
    QVERIFY(!tight.packWeights);
    QCOMPARE(tight.estimateBytes, packed.estimateBytes - 2 * c.depth * c.width * c.width * 8);
}

void TestEngine::refusesOverBudgetWithEstimate()
{
    ModelConfig c;
    c.depth = 10000;
    c.width = 4096;
    c.batch = 4096;
    Engine engine;
    try {
        engine.compute(c);
        QFAIL("not refused");
    } catch (const OptionError &e) { // the key, for the command line to word as --max-memory
        QCOMPARE(e.key(), std::string("max-memory"));
        const QString message = QString::fromStdString(e.problem());
        QVERIFY2(message.contains("45.5 GiB") && message.contains("2 GiB"), qPrintable(message));
    }
}

void TestEngine::reusesDrawsWhenOnlyScaleChanges()
{
    Engine engine;
    ModelConfig c;
    const Result first = engine.compute(c);
    QVERIFY(first.plan.packWeights); // the packed weights are reused too
    const auto drawn = engine.weightMatricesDrawn();
    QCOMPARE(drawn, std::int64_t(c.depth));
    c.init = Init::CustomStd;
    c.initStd = 0.01;
    c.activation = Activation::Tanh;
    c.norm = Norm::Rms;
    c.residual = true;
    c.loss = Loss::Sum;
    const Result second = engine.compute(c);
    QCOMPARE(engine.weightMatricesDrawn(), drawn);
    QVERIFY(second.log10GradNorm != first.log10GradNorm);
    // The same configuration again gives the same numbers.
    QVERIFY(engine.compute(c).log10GradNorm == second.log10GradNorm);
}

void TestEngine::newDrawsForNewSeedOrWidth()
{
    Engine engine;
    ModelConfig c;
    const Result a = engine.compute(c);
    c.seed = 1;
    const Result b = engine.compute(c);
    QCOMPARE(engine.weightMatricesDrawn(), std::int64_t(2 * c.depth));
    QVERIFY(a.log10GradNorm != b.log10GradNorm);
    c.seed = 0;
    // A fresh engine and the reused one agree: reuse never changes a result.
    QVERIFY(engine.compute(c).log10GradNorm == a.log10GradNorm);
}

void TestEngine::progressOncePerLayer()
{
    Engine engine;
    ModelConfig c = deepConfig();
    int calls = 0, lastDone = 0, total = 0;
    Callbacks callbacks;
    callbacks.progress = [&](int done, int all) {
        ++calls;
        QVERIFY(done == lastDone + 1);
        lastDone = done;
        total = all;
    };
    engine.compute(c, callbacks);
    QCOMPARE(calls, 2 * c.depth);
    QCOMPARE(total, 2 * c.depth);
}

void TestEngine::cancelStopsAtNextLayer()
{
    Engine engine;
    ModelConfig c = deepConfig();
    int polls = 0;
    Callbacks callbacks;
    callbacks.isCancelled = [&] { return ++polls >= 17; };
    QVERIFY_THROWS_EXCEPTION(Cancelled, engine.compute(c, callbacks));
    QCOMPARE(polls, 17);
    // The engine is usable afterwards and gives the full answer.
    const Result r = engine.compute(c);
    QCOMPARE(int(r.log10GradNorm.size()), c.depth + 1);
}

// Layer l's draws do not depend on the depth: growing the network keeps the first layers.
void TestEngine::depthChangeKeepsLayerDraws()
{
    Engine engine;
    ModelConfig c;
    c.depth = 10;
    const Result shallow = engine.compute(c);
    c.depth = 20;
    const Result deep = engine.compute(c);
    QCOMPARE(engine.weightMatricesDrawn(), std::int64_t(20));
    for (int l = 0; l <= 10; ++l)
        QCOMPARE(shallow.log10SignalRms[size_t(l)], deep.log10SignalRms[size_t(l)]);
}

// A probe's nudged weight (the finite-difference checks') is a copy of the cached draw: the
// products take the copy, not the draw's packed form, whether the plan packs weights or not.
void TestEngine::nudgedWeightIsNotThePackedOne()
{
    ModelConfig c;
    Engine packing;
    const Result plain = packing.compute(c);
    QVERIFY(plain.plan.packWeights);
    Probe probe;
    probe.nudgeLayer = 2;
    probe.nudgeRow = 3;
    probe.nudgeCol = 5;
    probe.nudge = 0.25;
    const Result nudged = packing.compute(c, {}, &probe);
    QVERIFY(nudged.log10Loss != plain.log10Loss);

    RunSettings run;
    run.maxMemoryBytes = plain.plan.estimateBytes - 1;
    Engine unpacked;
    const Result reference = unpacked.compute(c, run, {}, &probe);
    QVERIFY(!reference.plan.packWeights);
    QCOMPARE(nudged.log10Loss, reference.log10Loss);
    compareResults(nudged, reference);
}

// The packed forms are memory the plan counts only while it packs: a plan without them (a
// larger batch, a lower limit) frees them, though the draws themselves stay cached.
void TestEngine::packedFormsGoWhenThePlanDropsThem()
{
    ModelConfig c;
    Draws<double> draws;
    draws.prepare(c, true, true);
    Mat<double> scratch, out;
    const Mat<double> &w = draws.weight(1, true, scratch, c.depth, nullptr);
    PackedWeight<double> *packed = draws.packedWeight(1, w);
    QVERIFY(packed);
    products::multiplyPacked(Mat<double>(Mat<double>::Random(c.batch, c.width)), w, false, packed->forward, out);
    QVERIFY(!packed->forward.empty());
    draws.prepare(c, true, true);
    QVERIFY(!draws.packed.empty() && !draws.packed[0].forward.empty()); // kept while packing
    draws.prepare(c, true, false);
    QVERIFY(draws.packed.empty());
    QCOMPARE(int(draws.weights.size()), 1); // the draw stays
}

// Engine::compute checks the configuration itself (a library caller has no front end that
// does): a negative or NaN init std, which would otherwise compute NaN everywhere, is refused
// with the option's error, and the engine still computes a valid one afterwards.
void TestEngine::refusesAnInvalidConfiguration()
{
    Engine engine;
    ModelConfig c;
    c.depth = 3;
    c.width = 8;
    c.batch = 4;
    c.init = Init::CustomStd;
    for (double stdev : {-1.0, std::nan("")}) {
        c.initStd = stdev;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, engine.compute(c));
    }
    c.initStd = 0.5;
    const Result r = engine.compute(c);
    QVERIFY(std::isfinite(r.log10SignalRms.back()));
}

// compute() refuses run settings out of their ranges (a memory limit above 1e15 bytes, which the
// plan alone would accept) and reports the settings it ran with.
void TestEngine::runSettingsAreCheckedAndReported()
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

// Depth 40, width 100, batch 10 in double, no norm, under a 1100000 B limit (test_memoryplan
// doublePlanByHand counts these bytes: a tensor 8000 B, a layer's cache u, slope, dz 24000 B,
// 352000 B fixed): storing every layer needs 352000 + 40 x 24000 B, too much, so the plan
// checkpoints every k = round(sqrt(40 x 8000 / 24000)) = 4 layers, 10 segments. The pass then
// runs 40 layers forward, recomputes the 9 lower segments' 4 layers each (36) and 40 layers
// backward: 116 steps, each reported once as (done, 116).
void TestEngine::progressCountsTheRecomputedLayers()
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

QTEST_APPLESS_MAIN(TestEngine)
#include "test_engine.moc"
