#include "ui/window/display.h"

#include <QByteArray>
#include <QDir>
#include <QFileInfo>

#include <dlfcn.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>

namespace gradflow {

namespace {

// Connects to the X server the way Qt's xcb plugin does, through libxcb loaded at run time (it
// is there wherever that plugin is; where it is not, Qt could not use X either).
bool xcbConnects(const QByteArray &display)
{
    void *xcb = dlopen("libxcb.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (!xcb)
        return false;
    using Connect = void *(*)(const char *, int *);
    using HasError = int (*)(void *);
    using Disconnect = void (*)(void *);
    auto connect = reinterpret_cast<Connect>(dlsym(xcb, "xcb_connect"));
    auto hasError = reinterpret_cast<HasError>(dlsym(xcb, "xcb_connection_has_error"));
    auto disconnect = reinterpret_cast<Disconnect>(dlsym(xcb, "xcb_disconnect"));
    bool ok = false;
    if (connect && hasError && disconnect) {
        void *connection = connect(display.constData(), nullptr);
        ok = connection && hasError(connection) == 0;
        if (connection)
            disconnect(connection);
    }
    dlclose(xcb);
    return ok;
}

bool waylandConnects(const QByteArray &name)
{
    QString path = QString::fromLocal8Bit(name);
    if (!QDir::isAbsolutePath(path))
        path = QString::fromLocal8Bit(qgetenv("XDG_RUNTIME_DIR")) + QLatin1Char('/') + path;
    const QByteArray bytes = QFile::encodeName(path);
    sockaddr_un address{};
    if (bytes.size() >= qsizetype(sizeof address.sun_path))
        return false;
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, bytes.constData(), size_t(bytes.size()));
    const int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    const bool ok = ::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0;
    close(fd);
    return ok;
}

} // namespace

bool displayUsable(QString *why)
{
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    const QByteArray x = qgetenv("DISPLAY"), wayland = qgetenv("WAYLAND_DISPLAY");
    const bool tryX = platform.isEmpty() || platform.startsWith("xcb");
    const bool tryWayland = platform.isEmpty() || platform.startsWith("wayland");
    if (!tryX && !tryWayland)
        return true; // offscreen, vnc, eglfs...: the user chose
    if (tryWayland && !wayland.isEmpty() && waylandConnects(wayland))
        return true;
    if (tryX && !x.isEmpty() && xcbConnects(x))
        return true;
    if (why) {
        QStringList tried;
        if (tryX)
            tried << (x.isEmpty() ? QStringLiteral("DISPLAY is not set")
                                  : QStringLiteral("cannot connect to X display '%1'").arg(QString::fromLocal8Bit(x)));
        if (tryWayland && !wayland.isEmpty())
            tried << QStringLiteral("cannot connect to Wayland display '%1'").arg(QString::fromLocal8Bit(wayland));
        *why = tried.join(QStringLiteral(", "));
    }
    return false;
}

} // namespace gradflow
