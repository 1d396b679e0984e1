#include "core/training/corechoice.h"

#include <algorithm>
#include <limits>

namespace gradflow {

double CoreChoice::Times::typical() const
{
    if (count == 0)
        return std::numeric_limits<double>::infinity();
    if (count < kRemembered)
        return *std::min_element(ms.begin(), ms.begin() + count);
    const double a = ms[0], b = ms[1], c = ms[2]; // the median of three
    return std::max(std::min(a, b), std::min(std::max(a, b), c));
}

bool CoreChoice::preferTwo() const
{
    if (m_two.count < kProbesEach || m_one.count < kProbesEach)
        return true;
    return m_two.typical() <= m_one.typical();
}

bool CoreChoice::twoCores() const
{
    const int timed = m_two.count + m_one.count + 1; // the step about to run
    if (timed <= 2 * kProbesEach)
        return timed % 2 == 1; // two cores, one, two, one
    const bool recheck = (timed - 2 * kProbesEach) % kRecheckEvery == 0;
    return recheck ? !preferTwo() : preferTwo();
}

void CoreChoice::record(bool twoCores, double ms)
{
    Times &times = twoCores ? m_two : m_one;
    times.ms[std::size_t(times.count % kRemembered)] = ms;
    ++times.count;
}

} // namespace gradflow
