#include "core/engine/kernels/secondcore.h"

#include <chrono>
#include <utility>

#include <time.h>

namespace gradflow {

namespace {

// Jobs come once per layer, tens of microseconds apart: the thread spins this long before
// sleeping, so the next push costs neither a wake-up call nor a scheduler delay.
constexpr int kSpinUs = 500;

// The pass waits for the second core's share of a product several hundred times a pass, most
// often a few microseconds: it spins this long before sleeping on the condition variable.
constexpr int kWaitSpinUs = 200;

std::atomic<SecondCoreThread::Handoffs> g_handoffs{SecondCoreThread::Handoffs::Adaptive};
std::atomic<std::int64_t> g_jobsOnHelper{0}, g_batchesAlone{0}, g_jobsPushed{0};

void cpuRelax()
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

// The CPU time the system gave the calling thread, or a negative number where it cannot say
// (the pass then never falls back).
double threadCpuUs()
{
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec t{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0)
        return double(t.tv_sec) * 1e6 + double(t.tv_nsec) * 1e-3;
#endif
    return -1.0;
}

} // namespace

SecondCoreThread::SecondCoreThread() : m_thread([this] { loop(); }) { }

SecondCoreThread::~SecondCoreThread()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_one();
    m_thread.join();
}

void SecondCoreThread::setHandoffs(Handoffs handoffs) { g_handoffs.store(handoffs); }

SecondCoreThread::Handoffs SecondCoreThread::handoffs() { return g_handoffs.load(); }

void SecondCoreThread::setShortJobs(bool shortJobs)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_shortJobs = shortJobs;
}

std::int64_t SecondCoreThread::jobsOnHelper() { return g_jobsOnHelper.load(); }

std::int64_t SecondCoreThread::jobsPushed() { return g_jobsPushed.load(); }

std::int64_t SecondCoreThread::batchesAlone() { return g_batchesAlone.load(); }

double SecondCoreThread::nowUs() const
{
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - m_epoch).count();
}

void SecondCoreThread::push(std::function<void()> job)
{
    bool wake;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (!m_batchOpen)
            startBatch();
        m_jobs.push_back(Job{m_numbered++, std::move(job)});
        ++m_pending;
        m_pushed.fetch_add(1, std::memory_order_release);
        g_jobsPushed.fetch_add(1, std::memory_order_relaxed);
        wake = m_sleeping && !m_alone;
    }
    if (wake)
        m_wake.notify_one();
}

// Decides where the jobs until the next drain go. Called with the lock held and nothing pending.
void SecondCoreThread::startBatch()
{
    m_batchOpen = true;
    m_batchStartUs = nowUs();
    switch (g_handoffs.load(std::memory_order_relaxed)) {
    case Handoffs::AlwaysHelper:
        m_alone = false;
        break;
    case Handoffs::NeverHelper:
        m_alone = true;
        break;
    case Handoffs::Adaptive:
        m_alone = !m_policy.useHelper(m_batchStartUs);
        break;
    }
    if (m_alone) {
        g_batchesAlone.fetch_add(1, std::memory_order_relaxed);
        m_windowOpen = false; // a window holds helper batches only
    } else if (!m_windowOpen) {
        openWindow();
    }
}

// Starts a window of the policy on the calling thread. Called with the lock held.
void SecondCoreThread::openWindow()
{
    m_windowCpuUs = threadCpuUs();
    m_windowOpen = m_windowCpuUs >= 0.0;
    m_windowStartUs = m_batchStartUs;
    m_windowAsleepUs = 0.0;
    m_windowCaller = std::this_thread::get_id();
}

// Tells the policy how the window went once it is long enough. Called with the lock held, every
// job of the batch done.
void SecondCoreThread::endBatch()
{
    m_batchOpen = false;
    if (!m_windowOpen || m_alone)
        return;
    const double end = nowUs();
    if (end - m_windowStartUs < HandoffPolicy::kWindowUs)
        return;
    m_windowOpen = false;
    if (m_windowCaller == std::this_thread::get_id())
        m_policy.record(Window{end - m_windowStartUs, threadCpuUs() - m_windowCpuUs, m_windowAsleepUs}, end);
}

void SecondCoreThread::passEnded()
{
    wait();
    std::lock_guard<std::mutex> lock(m_mutex);
    m_windowOpen = false; // the time until the next pass is not the pass's
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
    if (m_pending != 0) { // asleep until the helper ends its job: no CPU the window should count
        const double asleepFromUs = nowUs();
        m_idle.wait(lock, [this] { return m_pending == 0; });
        if (!m_shortJobs)
            m_windowAsleepUs += nowUs() - asleepFromUs;
    }
    endBatch();
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

// Spins a little (not while the pass runs alone), then sleeps until a job for the helper or the stop comes; false when
// stopping with nothing left. Called and returns with the lock held.
bool SecondCoreThread::waitForJob(std::unique_lock<std::mutex> &lock)
{
    if (m_jobs.empty() && !m_stop && !m_alone) {
        const int seen = m_pushed.load(std::memory_order_acquire);
        lock.unlock();
        const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(kSpinUs);
        while (m_pushed.load(std::memory_order_acquire) == seen && std::chrono::steady_clock::now() < until)
            cpuRelax();
        lock.lock();
    }
    m_sleeping = true;
    m_wake.wait(lock, [this] { return m_stop || (!m_jobs.empty() && !m_alone); });
    m_sleeping = false;
    return !m_jobs.empty() && !m_alone;
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
    if (onHelper())
        g_jobsOnHelper.fetch_add(1, std::memory_order_relaxed);
    if (error && (!m_error || job.number < m_errorJob)) {
        m_error = error;
        m_errorJob = job.number;
    }
    m_finished.fetch_add(1, std::memory_order_release);
    if (--m_pending == 0)
        m_idle.notify_all();
}

} // namespace gradflow
