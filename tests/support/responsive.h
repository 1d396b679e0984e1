#pragma once

// Measuring that the GUI thread stays responsive while the window works: a timer that should
// fire every few milliseconds, and the longest time between two of its ticks. A computation on
// the GUI thread shows as one long gap; one on a worker leaves only the machine's own delays.
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

class GapMeter : public QObject
{
public:
    explicit GapMeter(int intervalMs = 10)
    {
        m_timer.setInterval(intervalMs);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            m_longest = std::max(m_longest, m_sinceTick.restart());
            ++m_ticks;
        });
        m_sinceTick.start();
        m_timer.start();
    }
    // The longest time in ms between two ticks so far, the time since the last one included.
    qint64 longestGap() const { return std::max(m_longest, m_sinceTick.elapsed()); }
    int ticks() const { return m_ticks; }
    // What an event loop never blocked longer than this keeps: a frame a tenth of a second late
    // is still a working window, and a loaded machine's own stalls stay below it.
    static constexpr qint64 boundMs = 1000;

private:
    QTimer m_timer;
    QElapsedTimer m_sinceTick;
    qint64 m_longest = 0;
    int m_ticks = 0;
};
