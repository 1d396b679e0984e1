// The pass's second core (core/engine/kernels/secondcore.h): jobs the helper has not started when the caller
// drains run on the caller's thread, so a helper kept off its core delays nothing; of two
// failing jobs the one pushed first is reported, whichever thread ran it and whichever ended
// first; a reported failure is forgotten.
#include "core/engine/engine.h"
#include "core/engine/kernels/secondcore.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <cmath>
#include <stdexcept>
#include <thread>

#include <time.h>

using namespace gradflow;

namespace {

using Clock = std::chrono::steady_clock;

// Waits (up to 10 s, so a broken build fails instead of hanging) until `flag` is set.
bool waitFor(const std::atomic<bool> &flag)
{
    const auto until = Clock::now() + std::chrono::seconds(10);
    while (!flag.load() && Clock::now() < until)
        std::this_thread::sleep_for(std::chrono::microseconds(50));
    return flag.load();
}

QString whatOf(const std::exception_ptr &error)
{
    try {
        std::rethrow_exception(error);
    } catch (const std::exception &e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

// The calling thread's CPU time, as the fall-back reads it.
double threadCpuUs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e6 + double(t.tv_nsec) * 1e-3;
}

} // namespace

class TestSecondCore : public QObject
{
    Q_OBJECT
private slots:
    void drainRunsUnstartedJobsHere();
    void firstPushedFailureIsReported();
    void failureIsForgottenOnceReported();
    void callerOffItsCpuFallsBack();
    void firstOfTwoFailuresInABatchIsReported();
    void helperOffItsCpuFallsBackWithShortJobs();
};

// The helper is held in its first job until the second job has run: only the caller can run
// the second one, so a drain that only waited would never return.
void TestSecondCore::drainRunsUnstartedJobsHere()
{
    SecondCoreThread helper;
    std::atomic<bool> firstStarted{false}, secondRan{false}, firstSawSecond{false};
    std::thread::id secondOn;
    helper.push([&] {
        firstStarted = true;
        firstSawSecond = waitFor(secondRan);
    });
    QVERIFY(waitFor(firstStarted));
    helper.push([&] {
        secondOn = std::this_thread::get_id();
        secondRan = true;
    });
    helper.drain();
    QVERIFY(secondRan.load());
    QVERIFY(firstSawSecond.load());
    QVERIFY(secondOn == std::this_thread::get_id());
}

// The first job fails after the second (run on the caller meanwhile) has failed: the first
// pushed is still the one reported, as on one thread.
void TestSecondCore::firstPushedFailureIsReported()
{
    SecondCoreThread helper;
    std::atomic<bool> firstStarted{false}, secondThrew{false};
    helper.push([&] {
        firstStarted = true;
        waitFor(secondThrew);
        std::this_thread::sleep_for(std::chrono::milliseconds(50)); // the second's failure is kept by now
        throw std::runtime_error("first");
    });
    QVERIFY(waitFor(firstStarted));
    helper.push([&] {
        secondThrew = true;
        throw std::logic_error("second");
    });
    const std::exception_ptr error = helper.wait();
    QVERIFY(error);
    QCOMPARE(whatOf(error), QStringLiteral("first"));
}

void TestSecondCore::failureIsForgottenOnceReported()
{
    SecondCoreThread helper;
    helper.push([] { throw std::runtime_error("once"); });
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, helper.drain());
    int ran = 0;
    helper.push([&ran] { ++ran; });
    helper.drain(); // nothing left to throw
    QCOMPARE(ran, 1);
    QVERIFY(!helper.wait());
}

// A calling thread that spends its batches off the CPU (here asleep, as it would be waiting for
// a CPU another process holds) gets a share of its wall time far under the policy's: the next
// batches stay on the calling thread. A pass ending closes the window unread.
void TestSecondCore::callerOffItsCpuFallsBack()
{
    SecondCoreThread::setHandoffs(SecondCoreThread::Handoffs::Adaptive);
    SecondCoreThread second;
    const std::int64_t aloneBefore = SecondCoreThread::batchesAlone();
    for (int i = 0; i < 4 * HandoffPolicy::kLostToFallBack; ++i) {
        second.push([] {});
        std::this_thread::sleep_for(std::chrono::microseconds(int(HandoffPolicy::kWindowUs)));
        second.drain();
    }
    QVERIFY(SecondCoreThread::batchesAlone() > aloneBefore);

    SecondCoreThread idleBetweenPasses;
    const std::int64_t aloneAfterPasses = SecondCoreThread::batchesAlone();
    for (int i = 0; i < 4 * HandoffPolicy::kLostToFallBack; ++i) {
        idleBetweenPasses.push([] {});
        idleBetweenPasses.passEnded();
        std::this_thread::sleep_for(std::chrono::microseconds(int(HandoffPolicy::kWindowUs)));
    }
    QCOMPARE(SecondCoreThread::batchesAlone(), aloneAfterPasses);
}

// Two jobs of one batch fail differently: the caller hears of the first, as it would have on
// one thread.
void TestSecondCore::firstOfTwoFailuresInABatchIsReported()
{
    SecondCoreThread helper;
    helper.push([] { throw std::runtime_error("first"); });
    helper.push([] { throw std::logic_error("second"); });
    const std::exception_ptr error = helper.wait();
    QVERIFY(error);
    QString what;
    try {
        std::rethrow_exception(error);
    } catch (const std::exception &e) {
        what = QString::fromUtf8(e.what());
    }
    QCOMPARE(what, QStringLiteral("first"));
    QVERIFY(!helper.wait()); // forgotten once reported
}

// A helper kept off its CPU in the middle of a job (here asleep in it) makes the drain sleep. With
// short jobs that sleep is a busy machine's sign and the next batches stay on the calling thread;
// with long jobs it is the second core's share taking longer, and decides nothing: then only the
// calling thread's own time off its CPU (another process, as under a loaded ctest) may make it
// fall back, which the test measures beside it.
void TestSecondCore::helperOffItsCpuFallsBackWithShortJobs()
{
    SecondCoreThread::setHandoffs(SecondCoreThread::Handoffs::Adaptive);
    for (const bool shortJobs : {true, false}) {
        SecondCoreThread second;
        second.setShortJobs(shortJobs);
        const std::int64_t aloneBefore = SecondCoreThread::batchesAlone();
        double awakeUs = 0, cpuUs = 0;
        for (int i = 0; i < 4 * HandoffPolicy::kLostToFallBack; ++i) {
            std::atomic<bool> started{false};
            const double cpuFrom = threadCpuUs();
            const auto from = std::chrono::steady_clock::now();
            second.push([&started] {
                started = true;
                std::this_thread::sleep_for(std::chrono::microseconds(int(2 * HandoffPolicy::kWindowUs)));
            });
            const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(100);
            while (!started && std::chrono::steady_clock::now() < until)
                std::this_thread::yield();
            awakeUs += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - from).count();
            cpuUs += threadCpuUs() - cpuFrom;
            second.drain();
        }
        const bool fellBack = SecondCoreThread::batchesAlone() > aloneBefore;
        if (shortJobs)
            QVERIFY(fellBack);
        else if (cpuUs >= HandoffPolicy::kBusyShare * awakeUs)
            QVERIFY2(!fellBack, "fell back with long jobs while the calling thread had its CPU");
    }
}

QTEST_APPLESS_MAIN(TestSecondCore)
#include "test_secondcore.moc"
