// When the pass gives up its second core (core/engine/kernels/handoffpolicy.h), fed the windows of
// a quiet machine, of a calling thread sharing its CPU with another process, and of the CPU
// freeing again.
#include "core/engine/kernels/handoffpolicy.h"

#include <QtTest>

using namespace gradflow;

namespace {

// A quiet machine: the calling thread on its CPU all the window but a few microseconds.
constexpr Window kWon{2000.0, 1960.0};
// Three threads on two CPUs: the calling thread gets two thirds of the window.
constexpr Window kLost{2000.0, 1333.0};

// Feeds `count` windows 2 ms apart from `nowUs` on; returns the time after them.
double feed(HandoffPolicy &policy, const Window &h, int count, double nowUs)
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
    void shortWindowsAreNotCounted();
    void sleepingAtDrainsIsNotBusy();
    void retryReturnsToTheHelperWhenItWins();
    void lostRetryWaitsLongerForTheNext();
};

void TestHandoffPolicy::quietMachineKeepsTheHelper()
{
    HandoffPolicy policy;
    const double end = feed(policy, kWon, 1000, 0.0);
    QVERIFY(!policy.fallenBack());
    QVERIFY(policy.useHelper(end));
    QVERIFY(!HandoffPolicy::lost(Window{2000.0, 1750.0})); // a moment off the CPU still pays
    QVERIFY(HandoffPolicy::lost(Window{2000.0, 1650.0}));
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

// One time slice lost in a few hundred microseconds says little about the machine.
void TestHandoffPolicy::shortWindowsAreNotCounted()
{
    HandoffPolicy policy;
    feed(policy, Window{HandoffPolicy::kWindowUs - 1.0, 100.0}, 100, 0.0);
    QVERIFY(!policy.fallenBack());
}

// Waiting asleep at drains for a helper whose share took longer: the calling thread was off its
// CPU, but no other process held it.
void TestHandoffPolicy::sleepingAtDrainsIsNotBusy()
{
    const Window waitedForTheHelper{6000.0, 1960.0, 4000.0}; // awake 2000 us, on the CPU for 1960
    QVERIFY(!HandoffPolicy::lost(waitedForTheHelper));
    QVERIFY(HandoffPolicy::lost(Window{6000.0, 1300.0, 4000.0})); // awake, it still lost a third
    HandoffPolicy policy;
    feed(policy, waitedForTheHelper, 100, 0.0);
    QVERIFY(!policy.fallenBack());
    feed(policy, Window{6000.0, 100.0, 5900.0}, 100, 0.0); // asleep nearly all: too short awake to decide
    QVERIFY(!policy.fallenBack());
}

void TestHandoffPolicy::retryReturnsToTheHelperWhenItWins()
{
    HandoffPolicy policy;
    const double at = fallBack(policy);
    const double due = at + HandoffPolicy::kFirstRetryUs;
    QVERIFY(policy.useHelper(due));
    QVERIFY(policy.useHelper(due + 1.0));        // until a counted drain decides
    policy.record(Window{10.0, 5.0}, due + 2.0); // too short to decide
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
