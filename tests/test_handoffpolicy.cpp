// When the pass gives up its second core (core/engine/kernels/handoffpolicy.h), fed the timings of
// a quiet machine, of a helper kept off its CPU, and of the CPU freeing again.
#include "core/engine/kernels/handoffpolicy.h"

#include <QtTest>

using namespace gradflow;

namespace {

// A drain where the helper had done its share: the caller hardly waits.
constexpr Handoff kWon{1000.0, 30.0};
// A drain where the helper had not started (the caller ran its share) or stopped halfway.
constexpr Handoff kLost{1000.0, 1000.0};

// Feeds `count` drains 2 ms apart from `nowUs` on; returns the time after them.
double feed(HandoffPolicy &policy, const Handoff &h, int count, double nowUs)
{
    for (int i = 0; i < count; ++i) {
        nowUs += 2000.0;
        if (policy.useHelper(nowUs))
            policy.record(h, nowUs);
    }
    return nowUs;
}

// Falls back at a time it returns.
double fallBack(HandoffPolicy &policy)
{
    const double now = feed(policy, kLost, HandoffPolicy::kLostToFallBack, 0.0);
    return policy.fallenBack() ? now : -1.0;
}

} // namespace

class TestHandoffPolicy : public QObject
{
    Q_OBJECT
private slots:
    void quietMachineKeepsTheHelper();
    void lostDrainsInARowFallBack();
    void oneLostDrainIsNotEnough();
    void shortDrainsAreNotCounted();
    void retryReturnsToTheHelperWhenItWins();
    void lostRetryWaitsLongerForTheNext();
};

void TestHandoffPolicy::quietMachineKeepsTheHelper()
{
    HandoffPolicy policy;
    const double end = feed(policy, kWon, 1000, 0.0);
    QVERIFY(!policy.fallenBack());
    QVERIFY(policy.useHelper(end));
    QVERIFY(!HandoffPolicy::lost(Handoff{1000.0, 400.0})); // an uneven split still pays
    QVERIFY(HandoffPolicy::lost(Handoff{1000.0, 600.0}));
}

void TestHandoffPolicy::lostDrainsInARowFallBack()
{
    HandoffPolicy policy;
    const double at = fallBack(policy);
    QVERIFY(at > 0);
    QVERIFY(!policy.useHelper(at));
    QVERIFY(!policy.useHelper(at + HandoffPolicy::kFirstRetryUs - 1.0)); // the rest of the pass on one thread
}

void TestHandoffPolicy::oneLostDrainIsNotEnough()
{
    HandoffPolicy policy;
    double now = 0.0;
    for (int i = 0; i < 50; ++i) {
        now = feed(policy, kLost, HandoffPolicy::kLostToFallBack - 1, now);
        now = feed(policy, kWon, 1, now);
    }
    QVERIFY(!policy.fallenBack());
}

// A few microseconds of waiting against less of own work is timer noise, not a busy CPU.
void TestHandoffPolicy::shortDrainsAreNotCounted()
{
    HandoffPolicy policy;
    feed(policy, Handoff{10.0, 20.0}, 100, 0.0);
    QVERIFY(!policy.fallenBack());
}

void TestHandoffPolicy::retryReturnsToTheHelperWhenItWins()
{
    HandoffPolicy policy;
    const double at = fallBack(policy);
    const double due = at + HandoffPolicy::kFirstRetryUs;
    QVERIFY(policy.useHelper(due));
    QVERIFY(policy.useHelper(due + 1.0)); // until a counted drain decides
    policy.record(Handoff{10.0, 5.0}, due + 2.0); // too short to decide
    QVERIFY(policy.useHelper(due + 3.0));
    policy.record(kWon, due + 1000.0);
    QVERIFY(!policy.fallenBack());
    QVERIFY(policy.useHelper(due + 1001.0));
}

void TestHandoffPolicy::lostRetryWaitsLongerForTheNext()
{
    HandoffPolicy policy;
    const double at = fallBack(policy);
    double due = at + HandoffPolicy::kFirstRetryUs;
    QVERIFY(policy.useHelper(due));
    policy.record(kLost, due);
    QVERIFY(policy.fallenBack());
    QVERIFY(!policy.useHelper(due + HandoffPolicy::kFirstRetryUs)); // the gap doubled
    due += 2.0 * HandoffPolicy::kFirstRetryUs;
    QVERIFY(policy.useHelper(due));
    // Tries that keep losing come at most kLongestRetryUs apart.
    for (int i = 0; i < 20; ++i) {
        policy.record(kLost, due);
        QVERIFY(!policy.useHelper(due + 1.0));
        due += HandoffPolicy::kLongestRetryUs;
        QVERIFY(policy.useHelper(due));
    }
}

QTEST_APPLESS_MAIN(TestHandoffPolicy)
#include "test_handoffpolicy.moc"
