#pragma once

// Whether the pass's second core is worth handing work to right now. On a quiet machine the
// second-core thread takes its share as soon as it is pushed and the caller hardly waits at a drain. When
// another process holds the second CPU, its jobs start late or stop halfway: the caller
// then spends as long at the drain as on its own share, or longer, and the hand-off loses. After
// a few such drains in a row the pass runs everything on the calling thread (the same jobs, in
// the same blocks, so the results do not change), and tries the second core again now and then: back
// to two threads when that try wins, the next try later when it loses.
//
// Times are in microseconds on any steady clock; the policy reads no clock itself, so tests
// hand it the timings of a busy machine.

namespace gradflow {

// One drain of jobs pushed to the helper, as the caller saw it.
struct Handoff
{
    double ownUs = 0;   // the caller's own work, from the first push to the drain
    double drainUs = 0; // the drain: jobs the helper had not started, run here, and the wait
};

class HandoffPolicy
{
public:
    // Drains shorter than this in all are neither won nor lost: timer noise.
    static constexpr double kCountedUs = 40.0;
    // A drain loses when it takes more than this share of the caller's own work: a helper that
    // did its share leaves little to wait for, one that did nothing leaves the caller as much
    // again (the shares are about even), one kept off its CPU halfway leaves more.
    static constexpr double kLostShare = 0.5;
    // Lost drains in a row before the pass falls back to one thread.
    static constexpr int kLostToFallBack = 2;
    // The first try of the helper after a fall-back, and the longest gap between tries: a lost
    // try doubles the gap, a won one halves it.
    static constexpr double kFirstRetryUs = 20'000.0;
    static constexpr double kLongestRetryUs = 1'280'000.0;

    // Whether jobs pushed at `nowUs` go to the helper. While fallen back, true once the retry
    // is due: the next counted drain decides.
    bool useHelper(double nowUs);

    // Records a drain of jobs that went to the helper, ending at `nowUs`.
    void record(const Handoff &handoff, double nowUs);

    bool fallenBack() const { return m_fallenBack; }

    static bool lost(const Handoff &handoff);

private:
    int m_lostInARow = 0;
    bool m_fallenBack = false;
    bool m_retrying = false;
    double m_retryAtUs = 0.0;
    double m_retryGapUs = kFirstRetryUs;
};

} // namespace gradflow
