#include "format.h"

#include <cmath>

namespace gradflow {

QString formatPower(double log10, int digits)
{
    if (std::isinf(log10) && log10 < 0)
        return QStringLiteral("0");
    if (!std::isfinite(log10))
        return QStringLiteral("–");
    if (log10 > -2 && log10 < 3)
        return QString::number(std::pow(10.0, log10), 'g', digits + 1);
    double exponent = std::floor(log10);
    double mantissa = std::pow(10.0, log10 - exponent);
    if (std::round(mantissa * std::pow(10.0, digits - 1)) >= 10 * std::pow(10.0, digits - 1)) {
        mantissa /= 10;
        exponent += 1;
    }
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString power;
    const QString digitsText = QString::number(qint64(std::fabs(exponent)));
    if (exponent < 0)
        power += QChar(0x207B);
    for (QChar c : digitsText)
        power += superscripts.at(c.digitValue());
    return QString::number(mantissa, 'f', digits - 1) + QStringLiteral("×10") + power;
}

} // namespace gradflow
