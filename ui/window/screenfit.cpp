#include "ui/window/screenfit.h"

#include <algorithm>

namespace gradflow {

namespace {

// The screen the frame belongs to: the one holding its top-left corner, else the one it
// overlaps most; -1 for none.
int screenOf(const QRect &frame, const QList<QRect> &screens)
{
    for (int i = 0; i < screens.size(); ++i) {
        if (screens[i].contains(frame.topLeft()))
            return i;
    }
    int best = -1;
    qint64 bestArea = 0;
    for (int i = 0; i < screens.size(); ++i) {
        const QRect overlap = screens[i].intersected(frame);
        const qint64 area = qint64(overlap.width()) * overlap.height();
        if (area > bestArea) {
            best = i;
            bestArea = area;
        }
    }
    return best;
}

} // namespace

QRect fitOnScreens(const QRect &frame, const QList<QRect> &screens)
{
    const int index = screenOf(frame, screens);
    if (index < 0 || frame.isEmpty())
        return {};
    const QRect &screen = screens[index];
    const QSize size = frame.size().boundedTo(screen.size());
    const int x = std::clamp(frame.x(), screen.left(), screen.left() + screen.width() - size.width());
    const int y = std::clamp(frame.y(), screen.top(), screen.top() + screen.height() - size.height());
    return {QPoint(x, y), size};
}

} // namespace gradflow
