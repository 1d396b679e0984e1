#pragma once

#include <QTimer>

#include <functional>

namespace gradflow {

// The moment a computation may take before the window says it is busy (a progress bar, a dimmed
// chart, "Measuring…"): quick answers never flash one. One rule for every worker's status:
// arm() on each request starts the wait only if none runs, since a wait restarted on every
// step of a drag would never end; cancel() when the answer came.
class BusyDelay : public QObject
{
    Q_OBJECT

public:
    static constexpr int delayMs = 150;

    BusyDelay(QObject *parent, std::function<void()> showBusy);

    void arm();
    void cancel() { m_timer.stop(); }
    bool waiting() const { return m_timer.isActive(); }

private:
    QTimer m_timer;
};

} // namespace gradflow
