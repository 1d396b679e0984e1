#include "core/engine/kernels/secondcore.h"

#include <chrono>
#include <utility>

namespace gradflow {

namespace {

// Jobs come once per layer, tens of microseconds apart: the thread spins this long before
// sleeping, so the next push costs neither a wake-up call nor a scheduler delay.
constexpr int kSpinUs = 500;

// The pass waits for the second core's share of a product several hundred times a pass, most
// often a few microseconds: it spins this long before sleeping on the condition variable.
constexpr int kWaitSpinUs = 200;

void cpuRelax()
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

} // namespace

SecondCoreThread::SecondCoreThread() : m_thread([this] { loop(); }) {}

SecondCoreThread::~SecondCoreThread()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_one();
    m_thread.join();
}

void SecondCoreThread::push(std::function<void()> job)
{
    bool sleeping;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_jobs.push_back(Job{m_numbered++, std::move(job)});
        ++m_pending;
        m_pushed.fetch_add(1, std::memory_order_release);
        sleeping = m_sleeping;
    }
    if (sleeping)
        m_wake.notify_one();
}

void SecondCoreThread::drain()
{
    std::exception_ptr error = wait();
    if (error)
        std::rethrow_exception(error);
}

std::exception_ptr SecondCoreThread::wait()
{
    runUnstarted();
    const int pushed = m_pushed.load(std::memory_order_relaxed); // pushes come from this thread
    const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(kWaitSpinUs);
    while (m_finished.load(std::memory_order_acquire) != pushed && std::chrono::steady_clock::now() < until)
        cpuRelax();
    std::unique_lock<std::mutex> lock(m_mutex);
    m_idle.wait(lock, [this] { return m_pending == 0; });
    return std::exchange(m_error, nullptr);
}

// The jobs still queued when the caller comes to wait: the helper is late (asleep, or its core
// taken by another process), so the caller runs them rather than wait for it. A job computes the
// same wherever it runs, so results do not change.
void SecondCoreThread::runUnstarted()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    while (!m_jobs.empty())
        runNext(lock);
}

void SecondCoreThread::loop()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    while (waitForJob(lock))
        runNext(lock);
}

void SecondCoreThread::runNext(std::unique_lock<std::mutex> &lock)
{
    Job job = std::move(m_jobs.front());
    m_jobs.pop_front();
    runJob(job, lock);
}

// Spins a little, then sleeps until a job or the stop comes; false when stopping with nothing
// left. Called and returns with the lock held.
bool SecondCoreThread::waitForJob(std::unique_lock<std::mutex> &lock)
{
    if (m_jobs.empty() && !m_stop) {
        const int seen = m_pushed.load(std::memory_order_acquire);
        lock.unlock();
        const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(kSpinUs);
        while (m_pushed.load(std::memory_order_acquire) == seen && std::chrono::steady_clock::now() < until)
            cpuRelax();
        lock.lock();
    }
    m_sleeping = true;
    m_wake.wait(lock, [this] { return m_stop || !m_jobs.empty(); });
    m_sleeping = false;
    return !m_jobs.empty();
}

// Runs one job without the lock; keeps its exception, which must never leave the helper
// (that is std::terminate). Of two jobs that fail, the one pushed first is reported, whichever
// thread ran it and whenever it ended.
void SecondCoreThread::runJob(Job &job, std::unique_lock<std::mutex> &lock)
{
    lock.unlock();
    std::exception_ptr error;
    try {
        job.run();
    } catch (...) {
        error = std::current_exception();
    }
    lock.lock();
    if (error && (!m_error || job.number < m_errorJob)) {
        m_error = error;
        m_errorJob = job.number;
    }
    m_finished.fetch_add(1, std::memory_order_release);
    if (--m_pending == 0)
        m_idle.notify_all();
}

} // namespace gradflow
