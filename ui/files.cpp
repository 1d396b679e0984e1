#include "files.h"

#include "serialization.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <stdexcept>

namespace gradflow {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gradflow::SaveFile", text); }

} // namespace

QString writeFileAtomically(const QString &path, const QByteArray &data)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly) || device.write(data) != data.size() || !device.flush())
            return tr("cannot write %1: %2; choose another file").arg(path, device.errorString());
        return {};
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("cannot write %1: %2; choose another folder").arg(path, file.errorString());
    if (file.write(data) != data.size() || !file.commit())
        return tr("writing %1 failed: %2; nothing was changed, free some space or choose another folder")
            .arg(path, file.errorString());
    return {};
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
