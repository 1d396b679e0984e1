// Training's choice between two cores and one (core/training/corechoice.h), fed the step times
// of a quiet machine, of one where two threads lose, and of one that changes during a run.
#include "core/training/corechoice.h"

#include <QtTest>

#include <functional>

using namespace gradflow;

namespace {

// Steps 1..steps through a choice, each taking time(t, twoCores) ms; the steps run on one core.
int stepsOnOneCore(CoreChoice &choice, int steps, const std::function<double(int, bool)> &time)
{
    int alone = 0;
    for (int t = 1; t <= steps; ++t) {
        const bool two = choice.twoCores();
        alone += two ? 0 : 1;
        choice.record(two, time(t, two));
    }
    return alone;
}

// The probes, then one recheck in kRecheckEvery steps: the most steps a run spends the other way.
int probeAndRecheckSteps(int steps)
{
    const int chosen = steps - 2 * CoreChoice::kProbesEach;
    return CoreChoice::kProbesEach + chosen / CoreChoice::kRecheckEvery;
}

} // namespace

class TestCoreChoice : public QObject
{
    Q_OBJECT
private slots:
    void quietMachineKeepsTwoCores();
    void losingSecondCoreIsLeft();
    void changeDuringRunIsFollowed();
    void outlierStepDoesNotDecide();
    void typicalStepDecidesNotTheFastest();
};

// Two cores faster (the lesson's size on a quiet machine): every step but the probes and the
// rechecks runs on two.
void TestCoreChoice::quietMachineKeepsTwoCores()
{
    CoreChoice choice;
    const int alone = stepsOnOneCore(choice, 100, [](int, bool two) { return two ? 0.28 : 0.40; });
    QCOMPARE(alone, probeAndRecheckSteps(100));
    QVERIFY(choice.preferTwo());
}

// Two threads that both run and still lose (0.6 ms a step against 0.4): every step but the
// rechecks runs on one core once both ways were timed.
void TestCoreChoice::losingSecondCoreIsLeft()
{
    CoreChoice choice;
    const int alone = stepsOnOneCore(choice, 100, [](int, bool two) { return two ? 0.60 : 0.40; });
    QCOMPARE(alone, 100 - CoreChoice::kProbesEach - (probeAndRecheckSteps(100) - CoreChoice::kProbesEach));
    QVERIFY(!choice.preferTwo());
}

// The machine changes at step 50 (two cores now lose) and back at step 150: the choice follows
// each change within the steps it remembers, or within a recheck.
void TestCoreChoice::changeDuringRunIsFollowed()
{
    CoreChoice choice;
    auto time = [](int t, bool two) { return two && t >= 50 && t < 150 ? 0.60 : two ? 0.28 : 0.40; };
    int firstAlone = 0, firstTwoAgain = 0;
    for (int t = 1; t <= 250; ++t) {
        const bool two = choice.twoCores();
        choice.record(two, time(t, two));
        if (t >= 50 && !firstAlone && !choice.preferTwo())
            firstAlone = t;
        if (t >= 150 && !firstTwoAgain && choice.preferTwo())
            firstTwoAgain = t;
    }
    QVERIFY2(firstAlone > 0 && firstAlone < 50 + CoreChoice::kRemembered, qPrintable(QString::number(firstAlone)));
    QVERIFY2(firstTwoAgain > 0 && firstTwoAgain <= 150 + CoreChoice::kRecheckEvery * (CoreChoice::kRemembered / 2 + 1),
             qPrintable(QString::number(firstTwoAgain)));
}

// One step of the faster way interrupted (another process took the CPU for 2 ms) does not send
// the run the slower way.
void TestCoreChoice::outlierStepDoesNotDecide()
{
    CoreChoice choice;
    const int alone = stepsOnOneCore(choice, 100, [](int t, bool two) { return t == 40 ? 2.0 : two ? 0.28 : 0.40; });
    QCOMPARE(alone, probeAndRecheckSteps(100));
}

// Two cores fast in one step of three and slow in the others (a machine whose second core is
// shared part of the time): the typical step decides, not the luckiest, and one core wins.
void TestCoreChoice::typicalStepDecidesNotTheFastest()
{
    CoreChoice choice;
    int step = 0;
    const int alone = stepsOnOneCore(choice, 100, [&step](int, bool two) {
        if (!two)
            return 0.40;
        return ++step % 3 == 0 ? 0.25 : 0.70;
    });
    QVERIFY(!choice.preferTwo());
    QVERIFY2(alone > 80, qPrintable(QString::number(alone)));
}

QTEST_APPLESS_MAIN(TestCoreChoice)
#include "test_corechoice.moc"
