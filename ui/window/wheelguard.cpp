#include "ui/window/wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace gradflow {

namespace {

bool takesWheel(const QWidget *w)
{
    return qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w)
           || qobject_cast<const QAbstractSlider *>(w);
}

} // namespace

void WheelGuard::guard(QWidget *column)
{
    auto *guard = new WheelGuard(column);
    for (QWidget *w : column->findChildren<QWidget *>()) {
        if (!takesWheel(w))
            continue;
        w->setFocusPolicy(Qt::StrongFocus);
        w->installEventFilter(guard);
    }
}

// An unfocused control ignores the wheel: the event goes on to its parents, the scroll area.
bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Wheel || static_cast<QWidget *>(watched)->hasFocus())
        return false;
    event->ignore();
    return true;
}

} // namespace gradflow
