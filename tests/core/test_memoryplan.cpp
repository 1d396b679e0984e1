// The memory plan of core/engine/memoryplan.cpp: its figures (the least a network needs, the
// estimate the window shows) and its checkpoints, counted by hand.
#include "core/engine/kernels/products.h"
#include "core/engine/memoryplan.h"
#include "core/model/options.h"

#include <QtTest>

#include <cmath>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace gradflow;

class TestMemoryPlan : public QObject
{
    Q_OBJECT

private slots:
    void doublePlanByHand();
    void shallowFloatPlanByHand();
};

// The plan's figures (the refusal's "needs at least", the window's estimate) counted by hand for
// depth 10, width 100, batch 10 in double: a batch x width tensor is 8000 B, a weight 80000 B.
// Per layer u, slope and dz, plus the norm's normalized output with a norm: 4 x 8000 B. Fixed:
// 14 working tensors (112000 B) and 3 weight-sized buffers (240000 B), one more with a head.
// Every layer stored: 10 x 32000 B; the weights cached: 10 x 80000 B, and packed for their two
// products (10 x 100 x 100 multiply-adds each, one thread's): 2 x 10 x 80000 B. The smallest plan
// checkpoints every k = round(sqrt(10 x 8000 / 32000)) = 2 layers: 5 checkpoints of 8000 B
// and 2 layers' caches.
void TestMemoryPlan::doublePlanByHand()
{
    ModelConfig c;
    c.depth = 10;
    c.width = 100;
    c.batch = 10;
    c.norm = Norm::Batch;
    const MemoryPlan plan = planMemory(c, RunSettings{});
    QCOMPARE(plan.segmentLength, 10);
    QVERIFY(plan.cacheWeights);
    QCOMPARE(plan.minimumBytes, std::int64_t(352000 + 5 * 8000 + 2 * 32000));
    QVERIFY(plan.packWeights);
    QCOMPARE(plan.estimateBytes, std::int64_t(352000 + 10 * 32000 + 3 * 10 * 80000));
    c.head = true;
    c.norm = Norm::None; // 3 tensors per layer
    const MemoryPlan withHead = planMemory(c, RunSettings{});
    // k = round(sqrt(10 x 8000 / 24000)) = 2 again.
    QCOMPARE(withHead.minimumBytes, std::int64_t(432000 + 5 * 8000 + 2 * 24000));
    QCOMPARE(withHead.estimateBytes, std::int64_t(432000 + 10 * 24000 + 3 * 10 * 80000));
    // Depth 11: k = round(sqrt(11 x 8000 / 32000)) = 2, so ceil(11 / 2) = 6 checkpoints.
    c.head = false;
    c.norm = Norm::Batch;
    c.depth = 11;
    QCOMPARE(planMemory(c, RunSettings{}).minimumBytes, std::int64_t(352000 + 6 * 8000 + 2 * 32000));
}

// Depth 3, width 100, batch 10 in float, no norm, counted by hand: a batch x width tensor is
// 4000 B, a weight 40000 B, a layer's cache (u, slope, dz) 12000 B; fixed 14 tensors and 3
// weights, 176000 B. The smallest plan checkpoints every k = round(sqrt(3 x 4000 / 12000)) = 1
// layer: 3 checkpoints and 1 layer's cache, 24000 B (every layer stored: 36000 B). Within the
// default limit every layer is stored and the weights cached: 176000 + 36000 + 120000 B, and
// packed for h W and g W^T (100000 multiply-adds each, one thread's): 2 x 120000 B more.
void TestMemoryPlan::shallowFloatPlanByHand()
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

QTEST_APPLESS_MAIN(TestMemoryPlan)
#include "test_memoryplan.moc"
