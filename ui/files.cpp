#include "files.h"

#include "serialization.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <stdexcept>

#include <sys/stat.h>
#include <unistd.h>

namespace gradflow {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gradflow::SaveFile", text); }

// Qt's error text, or the system's where Qt has none ("Unknown error" for a full disk).
QString reason(const QFileDevice &file)
{
    const int saved = errno;
    const QString qt = file.errorString();
    if (saved != 0 && (qt.isEmpty() || qt == QLatin1String("Unknown error")))
        return QString::fromLocal8Bit(std::strerror(saved));
    return qt;
}

} // namespace

QString writeFileAtomically(const QString &path, const QByteArray &data)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        QFile device(path);
        errno = 0;
        if (!device.open(QIODevice::WriteOnly) || device.write(data) != data.size() || !device.flush())
            return tr("cannot write %1: %2; choose another file").arg(path, reason(device));
        return {};
    }
    // The replacement keeps the file's owner and mode; a read-only file is refused even where
    // the rename would be allowed (root, or a writable folder).
    struct stat old {};
    const bool replacing = ::stat(QFile::encodeName(path).constData(), &old) == 0 && S_ISREG(old.st_mode);
    if (replacing && (old.st_mode & 0222) == 0)
        return tr("cannot write %1: the file is read-only; make it writable (chmod u+w) or choose another file").arg(path);
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly))
        return tr("cannot write %1: %2; choose another folder").arg(path, reason(file));
    if (replacing) {
        // Best effort: only root may give a file to another owner.
        if (::fchown(file.handle(), old.st_uid, old.st_gid) != 0 && old.st_uid != ::geteuid())
            (void)::fchown(file.handle(), uid_t(-1), old.st_gid);
        ::fchmod(file.handle(), old.st_mode & 07777);
    }
    errno = 0;
    if (file.write(data) != data.size() || !file.flush()) {
        return tr("writing %1 failed: %2; nothing was changed, free some space or choose another folder") // the
            .arg(path, reason(file)); // temporary file goes with `file`
    }
    if (!file.commit())
        return tr("writing %1 failed: %2; nothing was changed, free some space or choose another folder")
            .arg(path, reason(file));
    return {};
}

QString notRegularFileProblem(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists() || info.isFile())
        return {};
    if (info.isDir())
        return tr("%1 is a folder; choose a file").arg(path);
    return tr("%1 is not a regular file (a pipe, socket or device), which could block the window; choose a file").arg(path);
}

void readConfigFile(const QString &path, ModelConfig &config, const std::string &source)
{
    if (path.isEmpty())
        throw std::invalid_argument(source + ": needs a file name (a .json file saved by the window or written by hand)");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw std::invalid_argument(source + ": cannot read: " + file.errorString().toStdString());
    applyConfigJson(file.read(limits::maxConfigBytes + 1).toStdString(), config, source);
}

} // namespace gradflow
