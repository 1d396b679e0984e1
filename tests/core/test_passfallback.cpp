// The pass computes the same bits whether its second core's jobs run on the helper, on the
// calling thread alone (the fall-back of a busy machine), or go from one to the other halfway
// through a pass (core/engine/kernels/secondcore.h).
#include "core/engine/engine.h"
#include "core/engine/kernels/products.h"
#include "core/engine/kernels/secondcore.h"
#include "tests/support/exactresults.h"

#include <QtTest>

using namespace gradflow;

namespace {

using Handoffs = SecondCoreThread::Handoffs;

Result computeWith(Handoffs handoffs, const ModelConfig &c, const RunSettings &run, const Callbacks &callbacks = {})
{
    SecondCoreThread::setHandoffs(handoffs);
    Engine engine;
    return engine.compute(c, run, callbacks);
}

bool usesSecondCore(const ModelConfig &c) { return products::useSecondCore(double(c.batch) * c.width * c.width); }

} // namespace

class TestPassFallback : public QObject
{
    Q_OBJECT
private slots:
    void init() { products::setThreads(2); }
    void cleanup() { SecondCoreThread::setHandoffs(Handoffs::Adaptive); }
    void aloneComputesWhatTheHelperComputes();
    void fallingBackHalfwayChangesNothing();
};

// The lesson's size hands the helper its draws only (where they are not cached), the others
// their products, norms and elementwise halves too.
void TestPassFallback::aloneComputesWhatTheHelperComputes()
{
    for (const auto &[c, run] : configs()) {
        const std::int64_t onHelper = SecondCoreThread::jobsOnHelper();
        const Result helped = computeWith(Handoffs::AlwaysHelper, c, run);
        if (usesSecondCore(c))
            QVERIFY(SecondCoreThread::jobsOnHelper() > onHelper);

        const std::int64_t alone = SecondCoreThread::batchesAlone(), helperBefore = SecondCoreThread::jobsOnHelper();
        const Result fallen = computeWith(Handoffs::NeverHelper, c, run);
        QCOMPARE(SecondCoreThread::jobsOnHelper(), helperBefore); // the fall-back really ran everything here
        if (usesSecondCore(c))
            QVERIFY(SecondCoreThread::batchesAlone() > alone);
        compareExactly(helped, fallen);
    }
}

// The policy switches between drains, at any layer: here every other layer, both ways.
void TestPassFallback::fallingBackHalfwayChangesNothing()
{
    for (const auto &[c, run] : configs()) {
        if (!usesSecondCore(c))
            continue;
        const Result helped = computeWith(Handoffs::AlwaysHelper, c, run);
        Callbacks flipping;
        flipping.progress = [](int done, int) {
            SecondCoreThread::setHandoffs(done % 2 ? Handoffs::NeverHelper : Handoffs::AlwaysHelper);
        };
        const std::int64_t alone = SecondCoreThread::batchesAlone(), onHelper = SecondCoreThread::jobsOnHelper();
        const Result flipped = computeWith(Handoffs::AlwaysHelper, c, run, flipping);
        QVERIFY(SecondCoreThread::batchesAlone() > alone);
        QVERIFY(SecondCoreThread::jobsOnHelper() > onHelper);
        compareExactly(helped, flipped);
    }
}

QTEST_APPLESS_MAIN(TestPassFallback)
#include "test_passfallback.moc"
