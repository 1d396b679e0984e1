#pragma once

// Whether the pass's second core is worth handing work to right now. The pass hands the helper
// thread half of each product and waits for it at a drain; that pays only while the two threads
// each have a CPU. When another process runs (a video call, a build), the system shares two
// CPUs among three threads: the calling thread gets a part of its CPU and waits at drains for a
// helper kept off its own, and the pass takes longer than on one thread beside the other
// process. The sign is the calling thread's share of its wall time on a CPU: close to 1 on a
// quiet machine (it computes, or spins briefly at a drain), about 2/3 or less beside a CPU-bound
// process. After a few short windows of the pass below that share in a row, the pass runs
// everything on the calling thread (the same jobs, in the same blocks, so the results do not
// change), and tries the helper again now and then: back to two threads when that try finds
// the share whole, the next try later when it does not.
//
// Times are in microseconds; the policy reads no clock itself, so tests hand it the windows of a
// quiet and of a busy machine.

namespace gradflow {

// A stretch of the pass in which every batch of jobs went to the helper, as the calling thread
// saw it: the wall time, the CPU time the system gave the calling thread meanwhile, and the time
// it slept at drains waiting for the helper (a helper whose share took longer is no sign of
// another process: that time is left out).
struct Window
{
    double wallUs = 0;
    double cpuUs = 0;
    double asleepUs = 0;

    double awakeUs() const { return wallUs - asleepUs; }
};

class HandoffPolicy
{
public:
    // Windows are at least this long: one CPU-time reading per window costs a system call.
    static constexpr double kWindowUs = 2000.0;
    // A window loses when the calling thread was on a CPU less than this share of it (asleep
    // at drains left out); windows awake less than kWindowUs decide nothing.
    static constexpr double kBusyShare = 0.85;
    // Lost windows in a row before the pass falls back to one thread.
    static constexpr int kLostToFallBack = 2;
    // The first try of the helper after a fall-back, and the longest gap between tries: a lost
    // try doubles the gap, a won one halves it.
    static constexpr double kFirstRetryUs = 20'000.0;
    static constexpr double kLongestRetryUs = 1'280'000.0;

    // Whether jobs pushed at `nowUs` go to the helper. While fallen back, true once the retry
    // is due: the next window decides.
    bool useHelper(double nowUs);

    // Records a window of jobs that went to the helper, ending at `nowUs`.
    void record(const Window &window, double nowUs);

    bool fallenBack() const { return m_fallenBack; }

    static bool lost(const Window &window);

private:
    int m_lostInARow = 0;
    bool m_fallenBack = false;
    bool m_retrying = false;
    double m_retryAtUs = 0.0;
    double m_retryGapUs = kFirstRetryUs;
};

} // namespace gradflow
