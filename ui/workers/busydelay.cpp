#include "ui/workers/busydelay.h"

namespace gradflow {

BusyDelay::BusyDelay(QObject *parent, std::function<void()> showBusy) : QObject(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5% early
    m_timer.setInterval(delayMs);
    connect(&m_timer, &QTimer::timeout, this, std::move(showBusy));
}

void BusyDelay::arm()
{
    if (!m_timer.isActive())
        m_timer.start();
}

} // namespace gradflow
