#include "ui/window/windowframe.h"

#include "ui/window/screenfit.h"

#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>

#include <algorithm>

namespace gradflow {

QRect fittedFrame(const QRect &frame)
{
    QList<QRect> screens;
    if (QGuiApplication::primaryScreen())
        screens.append(QGuiApplication::primaryScreen()->availableGeometry());
    for (const QScreen *s : QGuiApplication::screens()) {
        if (s != QGuiApplication::primaryScreen())
            screens.append(s->availableGeometry());
    }
    return fitOnScreens(frame, screens);
}

void setFrame(QWidget &window, const QRect &frame)
{
    const QRect outer = window.frameGeometry(), inner = window.geometry();
    window.setGeometry(frame.marginsRemoved(QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                                                     outer.right() - inner.right(), outer.bottom() - inner.bottom())));
}

void restoreFrame(QMainWindow &window, const QByteArray &geometry, const QByteArray &state)
{
    window.restoreGeometry(geometry);
    window.restoreState(state);
    window.setWindowState(window.windowState() & ~Qt::WindowFullScreen);
    const QRect fitted = fittedFrame(window.frameGeometry());
    if (fitted.isEmpty()) {
        window.setWindowState(Qt::WindowNoState);
        window.setGeometry(QRect(QPoint(), QSize(1, 1))); // sized and placed by giveDefaultSize
    } else if (!(window.windowState() & Qt::WindowMaximized) && fitted != window.frameGeometry()) {
        setFrame(window, fitted);
    }
}

void giveDefaultSize(QWidget &window)
{
    if ((window.windowState() & (Qt::WindowFullScreen | Qt::WindowMaximized)) || window.geometry().width() >= 900)
        return;
    // 1280 x 860 at least, nine tenths of a larger screen (a 1080-line projector gets its
    // room), or what a smaller one has (a 720-line projector): the caption under the charts
    // and the status bar must stay on screen. A window restored full screen or maximized is
    // left so: resizing it would drop that state.
    const QRect room = window.screen() ? window.screen()->availableGeometry() : QRect(0, 0, 1280, 900);
    const int width = std::min(room.width(), std::max(1280, int(0.9 * room.width())));
    const int height = std::min(room.height() - 40, std::max(860, int(0.9 * room.height())));
    window.resize(width, height);
    const QRect fitted = fittedFrame(window.frameGeometry());
    setFrame(window, fitted.isEmpty() ? QRect(room.topLeft(), window.frameGeometry().size()) : fitted);
}

} // namespace gradflow
