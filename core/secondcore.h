#pragma once

#include "products.h"

#include <atomic>
#include <condition_variable>
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
// job per layer and drains before the layer caches are reused.
class SecondCoreThread : public products::SecondCore
{
public:
    SecondCoreThread();
    ~SecondCoreThread() override;

    void push(std::function<void()> job) override;

    // Waits for every pushed job, then rethrows the first exception a job threw (out of
    // memory on this thread is reported to compute()'s caller like on the main thread).
    void drain() override;

    // Waits for every pushed job; returns (and forgets) the first exception one threw.
    std::exception_ptr wait();

private:
    void loop();
    bool waitForJob(std::unique_lock<std::mutex> &lock);
    void runJob(std::function<void()> &job, std::unique_lock<std::mutex> &lock);

    std::mutex m_mutex;
    std::condition_variable m_wake, m_idle;
    std::deque<std::function<void()>> m_jobs;
    std::exception_ptr m_error; // the first job's exception since the last wait()
    std::atomic<int> m_pushed{0};   // jobs pushed since start
    std::atomic<int> m_finished{0}; // jobs run to their end since start
    int m_pending = 0;
    bool m_stop = false, m_sleeping = false;
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
            helper->wait();
    }
};

} // namespace gradflow
