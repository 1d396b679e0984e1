#include "core/engine/kernels/handoffpolicy.h"

#include <algorithm>

namespace gradflow {

bool HandoffPolicy::lost(const Window &window) { return window.cpuUs < kBusyShare * window.awakeUs(); }

bool HandoffPolicy::useHelper(double nowUs)
{
    if (!m_fallenBack)
        return true;
    if (nowUs >= m_retryAtUs)
        m_retrying = true;
    return m_retrying;
}

void HandoffPolicy::record(const Window &window, double nowUs)
{
    if (window.awakeUs() < kWindowUs)
        return;
    const bool lostThis = lost(window);
    if (m_retrying) {
        m_retrying = false;
        m_fallenBack = lostThis;
        m_retryGapUs =
            lostThis ? std::min(2.0 * m_retryGapUs, kLongestRetryUs) : std::max(0.5 * m_retryGapUs, kFirstRetryUs);
        m_retryAtUs = nowUs + m_retryGapUs;
        m_lostInARow = 0;
        return;
    }
    m_lostInARow = lostThis ? m_lostInARow + 1 : 0;
    if (m_lostInARow >= kLostToFallBack) {
        m_fallenBack = true;
        m_lostInARow = 0;
        m_retryAtUs = nowUs + m_retryGapUs;
    }
}

} // namespace gradflow
