#include "app/clivalues.h"

#include "core/model/config.h"

#include <cmath>
#include <stdexcept>

namespace gradflow::cli {

// printable() keeps a stray newline or escape off the terminal.
[[noreturn]] void bad(const QString &message) { throw std::invalid_argument(printable(message.toStdString())); }

int toInt(const QString &option, const QString &text, int low, int high)
{
    bool ok = false;
    const qlonglong value = text.trimmed().toLongLong(&ok);
    if (!ok)
        bad(QStringLiteral("--%1: '%2' is not a whole number; allowed: %3 to %4").arg(option, text).arg(low).arg(high));
    if (value < low || value > high)
        bad(QStringLiteral("--%1: %2 is out of range; allowed: %3 to %4").arg(option, text).arg(low).arg(high));
    return int(value);
}

double toDouble(const QString &option, const QString &text, double low, double high)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value))
        bad(QStringLiteral("--%1: '%2' is not a finite number; allowed: %3 to %4")
                .arg(option, text)
                .arg(low)
                .arg(high));
    if (value < low || value > high)
        bad(QStringLiteral("--%1: %2 is out of range; allowed: %3 to %4").arg(option, text).arg(low).arg(high));
    return value;
}

std::string str(const QString &s) { return s.toStdString(); }

QStringList twoParts(const QString &option, const QString &text, QChar separator, const char *example)
{
    const QStringList parts = text.trimmed().toLower().split(separator);
    if (parts.size() != 2)
        bad(QStringLiteral("--%1: '%2' must look like %3").arg(option, text, QString::fromLatin1(example)));
    return parts;
}

} // namespace gradflow::cli
