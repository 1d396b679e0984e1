#include "ui/window/besidewindow.h"

#include <algorithm>
#include <array>

namespace gradflow {

namespace {

// A corner's worth of the screen: x and y kept so the frame stays on it.
QPoint onScreen(QPoint at, const QSize &frame, const QRect &available)
{
    at.setX(std::clamp(at.x(), available.left(), std::max(available.left(), available.right() + 1 - frame.width())));
    at.setY(std::clamp(at.y(), available.top(), std::max(available.top(), available.bottom() + 1 - frame.height())));
    return at;
}

long long hidden(const QPoint &at, const QSize &frame, const QRect &keepVisible)
{
    const QRect over = QRect(at, frame).intersected(keepVisible);
    return over.isEmpty() ? 0 : (long long)over.width() * over.height();
}

} // namespace

bool roomBeside(const QRect &main, const QSize &frame, const QRect &available)
{
    return main.right() + frame.width() <= available.right() || main.left() - frame.width() >= available.left();
}

QPoint besideWindow(const QRect &main, const QSize &frame, const QRect &available, const QRect &keepVisible)
{
    if (main.right() + frame.width() <= available.right())
        return onScreen({main.right() + 1, main.top()}, frame, available);
    if (main.left() - frame.width() >= available.left())
        return onScreen({main.left() - frame.width(), main.top()}, frame, available);
    const int left = available.left(), right = available.right() + 1 - frame.width();
    const int top = available.top(), bottom = available.bottom() + 1 - frame.height();
    const std::array<QPoint, 4> corners{QPoint(left, top), QPoint(left, bottom), QPoint(right, top),
                                        QPoint(right, bottom)};
    QPoint best = onScreen(corners[0], frame, available);
    for (const QPoint &corner : corners) {
        const QPoint at = onScreen(corner, frame, available);
        if (hidden(at, frame, keepVisible) < hidden(best, frame, keepVisible))
            best = at;
    }
    return best;
}

} // namespace gradflow
