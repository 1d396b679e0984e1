#pragma once

#include <QObject>

class QWidget;

namespace gradflow {

// Keeps the mouse wheel for scrolling a column of controls: a spin box, combo box or slider
// takes focus only by click or Tab (Qt::StrongFocus), and a wheel event over one that has no
// focus is left to the scroll area under it instead of changing its value. Scrolling the
// controls' column on a 720-line screen so changes no setting; a focused control still takes
// the wheel.
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    // Guards every spin box, combo box and slider inside column, now present.
    static void guard(QWidget *column);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent) : QObject(parent) { }
};

} // namespace gradflow
