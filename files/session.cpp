#include "files/session.h"

#include "files/files.h"

#include <stdexcept>

namespace gradflow {

Session readSessionFile(const QString &path)
{
    const std::string source = path.toStdString();
    QByteArray bytes;
    if (const QString error = readFileUpTo(path, limits::maxConfigBytes, bytes); !error.isEmpty())
        throw std::invalid_argument(source + ": " + error.toStdString());
    return parseSession(bytes.toStdString(), source);
}

} // namespace gradflow
