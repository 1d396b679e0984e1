#pragma once

#include "core/engine/kernels/handoffpolicy.h"
#include "core/engine/kernels/products.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

namespace gradflow {

// The pass's second core: one thread running pushed jobs in order. The pass pushes the
// weight-gradient norms there while the backward pass goes on (they are off its critical path:
// nothing downstream needs them, and a quarter of its arithmetic at the lesson's size), the
// products their share of columns, and the draws every other layer. The main thread pushes one
// job per layer and drains before the layer caches are reused. Draining runs on the caller's
// thread whatever the helper has not started yet, so a helper kept off its core (a busy machine)
// delays nothing. When another process takes a CPU for longer (the calling thread then gets
// only part of its own CPU time, and waits for a helper stopped halfway through its share),
// HandoffPolicy moves the pass to the calling thread alone until a later try finds the CPUs
// free: the same jobs run here in the same order, so results are the same to the last bit
// either way.
class SecondCoreThread : public products::SecondCore
{
public:
    SecondCoreThread();
    ~SecondCoreThread() override;

    void push(std::function<void()> job) override;

    // Runs here the jobs the helper has not started, waits for the one it runs, then rethrows
    // the first exception a job threw (out of memory on the helper is reported to compute()'s
    // caller like on the main thread).
    void drain() override;

    // The same, returning (and forgetting) the first exception instead of throwing it.
    std::exception_ptr wait();
    // The end of a pass: wait(), its exception dropped, and the policy's window closed unread
    // (the time until the next pass is not the pass's).
    void passEnded();

    // Whether the calling thread is the helper: a job that needs scratch memory of its own takes
    // the second core's there and the caller's otherwise (the caller runs jobs only while it drains).
    bool onHelper() const { return std::this_thread::get_id() == m_thread.get_id(); }

    // Whether every job is short (a few microseconds: training's weight gradients at the lesson's
    // size). A drain then waits for the second core's thread past its spin only when another
    // process holds that thread's CPU, so that sleep counts for the fall-back as time off the CPU;
    // with long jobs it is the second core's share taking longer, and is left out of the window
    // (the default).
    void setShortJobs(bool shortJobs);

    // Where jobs go, for every helper of the process: as HandoffPolicy decides, always to the
    // helper, or never (the caller runs them all when it drains). Tests compare the three.
    enum class Handoffs { Adaptive, AlwaysHelper, NeverHelper };
    static void setHandoffs(Handoffs handoffs);
    static Handoffs handoffs();

    // Jobs run on a helper thread, and batches (the jobs between two drains) kept on the
    // caller's thread by the policy, since the program started: for tests and bench/run.
    static std::int64_t jobsOnHelper();
    static std::int64_t jobsPushed(); // to any helper, wherever they ran
    static std::int64_t batchesAlone();

private:
    void loop();
    bool waitForJob(std::unique_lock<std::mutex> &lock);
    void runUnstarted();
    void runNext(std::unique_lock<std::mutex> &lock);

    struct Job
    {
        std::int64_t number; // in push order
        std::function<void()> run;
    };
    void runJob(Job &job, std::unique_lock<std::mutex> &lock);
    void startBatch();
    void openWindow();
    void endBatch();
    double nowUs() const;

    std::mutex m_mutex;
    std::condition_variable m_wake, m_idle;
    std::deque<Job> m_jobs;
    std::exception_ptr m_error;     // the exception of the first job pushed that threw, since the last wait()
    std::int64_t m_errorJob = 0;    // that job's number
    std::int64_t m_numbered = 0;    // jobs numbered since start
    std::atomic<int> m_pushed{0};   // jobs pushed since start
    std::atomic<int> m_finished{0}; // jobs run to their end since start
    int m_pending = 0;
    bool m_stop = false, m_sleeping = false;
    bool m_alone = false;     // this batch stays on the caller's thread: the helper leaves it
    bool m_batchOpen = false; // jobs were pushed since the last drain
    double m_batchStartUs = 0;
    bool m_windowOpen = false; // a window of the policy runs: its start, the caller's CPU time then
    double m_windowStartUs = 0, m_windowCpuUs = 0;
    double m_windowAsleepUs = 0; // the caller's sleeps at drains in the window: left out of it
    bool m_shortJobs = false;    // ... unless every job is short (setShortJobs())
    std::thread::id m_windowCaller;
    HandoffPolicy m_policy;
    const std::chrono::steady_clock::time_point m_epoch = std::chrono::steady_clock::now();
    std::thread m_thread;
};

// Waits for the second core however the pass ends (a cancel throws out of it). A job's
// exception is dropped here: the pass is already leaving with its own, and the next pass
// starts clean.
struct DrainOnExit
{
    SecondCoreThread *helper;
    ~DrainOnExit()
    {
        if (helper)
            helper->passEnded();
    }
};

} // namespace gradflow
