#include "files/files.h"

#include "core/report/serialization.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QDir>
#include <QRandomGenerator>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gradflow {

namespace {

// lupdate files a free tr() in namespace gradflow under the context "gradflow": the lookup uses it.
QString tr(const char *text) { return QCoreApplication::translate("gradflow", text); }

std::atomic<SpecialFiles> g_specialFiles{SpecialFiles::Refuse};

QString notRegularFile()
{
    return tr("it is not a regular file (a pipe, socket or device), which could block the window; choose a file");
}

QString systemError(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

// What to do after a write or rename failed, by its cause: only a full disk is helped by space.
QString advice(int error)
{
    switch (error) {
    case ENOSPC:
    case EDQUOT:
        return tr("free some space or choose another folder");
    case EISDIR:
        return tr("the name is a folder's; choose a file name");
    case EFBIG:
        return tr("the file is larger than this process may write (ulimit -f); raise the limit or write less");
    default:
        return tr("choose another file or folder");
    }
}

// An open descriptor of path for reading, or -1 with problem set. A file the policy refuses is
// opened without blocking (a FIFO's open() waits for a writer otherwise) and closed again.
int openForReading(const QByteArray &path, QString &problem)
{
    const bool refuse = g_specialFiles.load() == SpecialFiles::Refuse;
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC | (refuse ? O_NONBLOCK : 0));
    if (fd < 0) {
        problem = tr("cannot read: %1; choose another file").arg(systemError(errno));
        return -1;
    }
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0 || S_ISDIR(st.st_mode) || (refuse && !S_ISREG(st.st_mode))) {
        problem = S_ISDIR(st.st_mode) ? tr("it is a folder; choose a file") : notRegularFile();
        ::close(fd);
        return -1;
    }
    if (refuse)
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return fd;
}

// Qt's error text, or the system's where Qt has none ("Unknown error" for a full disk).
QString reason(const QFileDevice &file)
{
    const int saved = errno;
    const QString qt = file.errorString();
    if (saved != 0 && (qt.isEmpty() || qt == QLatin1String("Unknown error")))
        return QString::fromLocal8Bit(std::strerror(saved));
    return qt;
}

// Temporaries are named ".NAME.gradflow-XXXXXX" beside the target (a rename is atomic only
// within one file system). The writer holds an flock on its temporary until it is renamed or
// removed, so a temporary nobody holds was left by a save that was killed.
QString temporaryPrefix(const QFileInfo &target)
{
    return QLatin1Char('.') + target.fileName() + QLatin1String(".gradflow-");
}
constexpr int kSuffixLength = 6;

// Removes the temporaries a killed save of the same target left behind (a kill between the
// last write and the rename leaves a complete one), and nothing else: only our own naming,
// only regular files, only those no running writer holds.
void removeStaleTemporaries(const QFileInfo &target)
{
    const QString prefix = temporaryPrefix(target);
    const QDir dir = target.absoluteDir();
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden | QDir::NoSymLinks)) {
        if (!name.startsWith(prefix) || name.size() != prefix.size() + kSuffixLength)
            continue; // exact comparison: the target's name may hold wildcard characters
        const QByteArray path = QFile::encodeName(dir.filePath(name));
        const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
        if (fd < 0)
            continue;
        struct stat st
        {
        };
        if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::flock(fd, LOCK_EX | LOCK_NB) == 0)
            ::unlink(path.constData());
        ::close(fd);
    }
}

// A temporary file beside the target, removed unless replace() renamed it over the target.
class TemporaryFile
{
public:
    explicit TemporaryFile(const QFileInfo &target)
    {
        const QString prefix = target.absoluteDir().filePath(temporaryPrefix(target));
        static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        for (int attempt = 0; attempt < 100 && m_fd < 0; ++attempt) {
            QString name = prefix;
            for (int i = 0; i < kSuffixLength; ++i)
                name += QLatin1Char(alphabet[QRandomGenerator::global()->bounded(int(sizeof alphabet) - 1)]);
            m_path = QFile::encodeName(name);
            // 0666 under the umask, as any new file; O_EXCL: never someone else's file.
            m_fd = ::open(m_path.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0666);
            m_error = m_fd < 0 ? errno : 0;
            if (m_fd >= 0 && !lockedAndLinked()) {
                ::close(m_fd); // a cleaner took it between open and lock: take another name
                m_fd = -1;
            }
            if (m_fd < 0 && m_error != EEXIST && m_error != 0)
                break;
        }
    }
    ~TemporaryFile()
    {
        if (m_fd >= 0) {
            ::unlink(m_path.constData());
            ::close(m_fd);
        }
    }
    TemporaryFile(const TemporaryFile &) = delete;
    TemporaryFile &operator=(const TemporaryFile &) = delete;

    bool isOpen() const { return m_fd >= 0; }
    int error() const { return m_error; }

    // Best effort: only root may give a file to another owner.
    void takeOwnerAndMode(const struct stat &old)
    {
        if (::fchown(m_fd, old.st_uid, old.st_gid) != 0 && old.st_uid != ::geteuid())
            (void)::fchown(m_fd, uid_t(-1), old.st_gid);
        ::fchmod(m_fd, old.st_mode & 07777);
    }

    // All of data written after what came before, or false with error() set (a full disk: ENOSPC).
    bool append(const char *data, size_t size)
    {
        for (size_t done = 0; done < size;) {
            const ssize_t n = ::write(m_fd, data + done, size - done);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return fail(n < 0 ? errno : ENOSPC);
            done += size_t(n);
        }
        return true;
    }
    // Everything written is on disk, or false with error() set.
    bool sync() { return ::fdatasync(m_fd) == 0 || fail(errno); }

    // Renames the temporary over target: readers see the old file or the new one, never part.
    bool replace(const QString &target)
    {
        if (::rename(m_path.constData(), QFile::encodeName(target).constData()) != 0)
            return fail(errno);
        ::close(m_fd); // releases the lock; the name is the target's now
        m_fd = -1;
        return true;
    }

private:
    bool lockedAndLinked()
    {
        struct stat st
        {
        };
        return ::flock(m_fd, LOCK_EX) == 0 && ::fstat(m_fd, &st) == 0 && st.st_nlink > 0;
    }
    bool fail(int error)
    {
        m_error = error;
        return false;
    }

    QByteArray m_path;
    int m_fd = -1;
    int m_error = 0;
};

// Where a write to path lands: a symbolic link is followed to what it names (a chain of them to
// the last, a dangling one to the file it would create, as the shell's > does), so the rename
// replaces the target and the link stays. Empty, with errno set, for a loop of links.
QString followLinks(const QString &path)
{
    QByteArray current = QFile::encodeName(path);
    for (int hops = 0; hops < 40; ++hops) { // the kernel's own limit on a chain (ELOOP)
        struct stat st
        {
        };
        if (::lstat(current.constData(), &st) != 0 || !S_ISLNK(st.st_mode))
            return QFile::decodeName(current);
        QByteArray target(qsizetype(st.st_size > 0 ? st.st_size : 4096) + 1, '\0');
        const ssize_t n = ::readlink(current.constData(), target.data(), size_t(target.size()));
        if (n < 0 || n >= target.size())
            return QFile::decodeName(current); // changed meanwhile: the write meets what is there
        target.truncate(n);
        if (!target.startsWith('/')) { // relative to the link's own folder
            const qsizetype slash = current.lastIndexOf('/');
            target.prepend(slash < 0 ? QByteArray() : current.left(slash + 1));
        }
        current = target;
    }
    errno = ELOOP;
    return {};
}

// Thrown by a sink past the producer when a write failed; the write's own error is kept.
struct WriteStopped
{
};

// A device or pipe written in place (setSpecialFiles(UseInPlace)), as produce() makes it.
QString writeInPlace(const QString &givenPath, const QString &path,
                     const std::function<void(const ByteSink &)> &produce)
{
    QFile device(path);
    errno = 0;
    bool written = device.open(QIODevice::WriteOnly);
    if (written) {
        try {
            produce([&device](const char *data, std::size_t size) {
                if (device.write(data, qint64(size)) != qint64(size))
                    throw WriteStopped();
            });
        } catch (const WriteStopped &) {
            written = false;
        }
    }
    if (!written || !device.flush())
        return tr("cannot write %1: %2; choose another file").arg(givenPath, reason(device));
    return {};
}

// produce()'s bytes into the temporary, all on disk, then renamed over path; false with the
// temporary's error() set when a write failed.
bool writeAndReplace(TemporaryFile &file, const QString &path, const std::function<void(const ByteSink &)> &produce)
{
    try {
        produce([&file](const char *data, std::size_t size) {
            if (!file.append(data, size))
                throw WriteStopped();
        });
    } catch (const WriteStopped &) {
        return false;
    }
    return file.sync() && file.replace(path);
}

} // namespace

void setSpecialFiles(SpecialFiles policy) { g_specialFiles.store(policy); }

QString readFileUpTo(const QString &path, qint64 maxBytes, QByteArray &data)
{
    QFile file(path);
    if (path.startsWith(QLatin1Char(':'))) { // a resource, inside the program
        if (!file.open(QIODevice::ReadOnly))
            return tr("cannot read: %1").arg(file.errorString());
    } else {
        QString problem;
        const int fd = openForReading(QFile::encodeName(path), problem);
        if (fd < 0)
            return problem;
        if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
            ::close(fd);
            return tr("cannot read: %1").arg(file.errorString());
        }
    }
    errno = 0;
    data = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return tr("cannot read: %1; choose another file").arg(reason(file));
    return {};
}

QString writeFileAtomically(const QString &path, const QByteArray &data)
{
    return writeFileAtomically(path,
                               [&data](const ByteSink &sink) { sink(data.constData(), std::size_t(data.size())); });
}

QString writeFileAtomically(const QString &givenPath, const std::function<void(const ByteSink &)> &produce)
{
    const QString path = followLinks(givenPath);
    if (path.isEmpty())
        return tr("cannot write %1: %2; choose another file")
            .arg(givenPath, QString::fromLocal8Bit(std::strerror(errno)));
    const QFileInfo info(path);
    if (info.isDir())
        return tr("cannot write %1: it is a folder; choose a file name").arg(givenPath);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        if (g_specialFiles.load() == SpecialFiles::Refuse)
            return tr("cannot write %1: %2").arg(givenPath, notRegularFile());
        return writeInPlace(givenPath, path, produce);
    }
    // The replacement keeps the file's owner and mode; a read-only file is refused even where
    // the rename would be allowed (root, or a writable folder).
    struct stat old
    {
    };
    const bool replacing = ::stat(QFile::encodeName(path).constData(), &old) == 0 && S_ISREG(old.st_mode);
    if (replacing && (old.st_mode & 0222) == 0)
        return tr("cannot write %1: the file is read-only; make it writable (chmod u+w) or choose another file")
            .arg(givenPath);
    removeStaleTemporaries(info);
    TemporaryFile file(info);
    if (!file.isOpen())
        return tr("cannot write %1: %2; choose another folder")
            .arg(givenPath, QString::fromLocal8Bit(std::strerror(file.error())));
    if (replacing)
        file.takeOwnerAndMode(old);
    if (!writeAndReplace(file, path, produce))
        return tr("writing %1 failed: %2; nothing was changed, %3")
            .arg(givenPath, systemError(file.error()), advice(file.error()));
    return {};
}

void readConfigFile(const QString &path, ModelConfig &config, RunSettings &run, const std::string &source)
{
    if (path.isEmpty())
        throw std::invalid_argument(source
                                    + ": needs a file name (a .json file saved by the window or written by hand)");
    QByteArray bytes;
    if (const QString problem = readFileUpTo(path, limits::maxConfigBytes, bytes); !problem.isEmpty())
        throw std::invalid_argument(source + ": " + problem.toStdString());
    applyConfigJson(bytes.toStdString(), config, run, source);
}

} // namespace gradflow
