#pragma once

// Whether training's steps go faster on two cores or on one, as measured on the steps themselves.
// The second core's fall-back (HandoffPolicy) sees another process take a CPU; it cannot see two
// threads that both run and still lose: vector units or a cache shared with the second core,
// a hypervisor placing both on one physical core. At the lesson's size a step takes a few hundred
// microseconds, so the run times its steps both ways (every step computes the same bits either
// way), keeps to the faster, and tries the other now and then in case the machine changed. One
// choice serves the runs of one network shape on one thread in turn (the Training tab starts a
// run at every slider step), each run's first step untimed: it touches its memory for the first
// time.
//
// Times are in milliseconds; the class reads no clock, so tests hand it the times of either case.

#include <array>

namespace gradflow {

class CoreChoice
{
public:
    // Timed steps of each way before the choice is made (they alternate).
    static constexpr int kProbesEach = 2;
    // Once chosen, one step in this many goes the other way, to see whether it became faster.
    static constexpr int kRecheckEvery = 32;
    // Each way's typical time is the median of its last kRemembered steps (the fastest while
    // fewer): one step that another process interrupted does not decide, and a machine that
    // changed is seen within two of the steps run that way.
    static constexpr int kRemembered = 3; // typical() takes the median of three

    // Whether the next timed step runs with the second core.
    bool twoCores() const;
    // The time that step took, run as twoCores() said.
    void record(bool twoCores, double ms);

    // The way chosen now: two cores until measured otherwise.
    bool preferTwo() const;
    // The steps timed so far either way.
    int timedSteps(bool twoCores) const { return twoCores ? m_two.count : m_one.count; }

private:
    struct Times
    {
        std::array<double, kRemembered> ms{};
        int count = 0; // recorded so far (the array holds the last kRemembered)
        double typical() const;
    };
    Times m_two, m_one;
};

} // namespace gradflow
