#include "ui/charts/format.h"

#include "ui/charts/exponenttext.h"

#include <QObject>

#include <cmath>

namespace gradflow {

namespace {
QLocale &prose()
{
    static QLocale locale = QLocale::c();
    return locale;
}
} // namespace

QLocale proseLocale() { return prose(); }
void setProseLocale(const QLocale &locale) { prose() = locale; }

QString proseNumber(double value, char format, int precision)
{
    return proseLocale().toString(value, format, precision);
}

QString formatPower(double log10, int digits)
{
    const QLocale locale = proseLocale();
    if (std::isinf(log10) && log10 < 0)
        return QStringLiteral("0");
    if (!std::isfinite(log10))
        return QStringLiteral("–");
    if (log10 > -2 && log10 < 3)
        return locale.toString(std::pow(10.0, log10), 'g', digits + 1);
    double exponent = std::floor(log10);
    double mantissa = std::pow(10.0, log10 - exponent);
    if (std::round(mantissa * std::pow(10.0, digits - 1)) >= 10 * std::pow(10.0, digits - 1)) {
        mantissa /= 10;
        exponent += 1;
    }
    return locale.toString(mantissa, 'f', digits - 1) + QStringLiteral("×10")
           + superscriptExponent((long long)exponent);
}

QStringList readoutValues(const Result &r)
{
    const QString ratio = r.log10FirstLastRatio ? formatPower(*r.log10FirstLastRatio) : QObject::tr("undefined");
    const QString rho = r.log10Rho ? proseLocale().toString(std::pow(10.0, *r.log10Rho), 'f', 3) : QStringLiteral("–");
    const QString lastFirst = r.log10WeightGradNorm.size() >= 2
                                  ? formatPower(r.log10WeightGradNorm.back() - r.log10WeightGradNorm.front())
                                  : QStringLiteral("–");
    return {ratio, rho, formatPower(r.log10GlobalWeightGradNorm), formatPower(r.log10ClipFactor), lastFirst};
}

QString readoutLine(const Result &r)
{
    const QStringList v = readoutValues(r);
    return QObject::tr(
               "First/last gradient %1 · per-layer factor ρ %2 · global gradient norm %3 · clip factor %4 (clip at %5)")
        .arg(v[0], v[1], v[2], v[3])
        .arg(proseLocale().toString(r.run.clipLimit, 'g', 4));
}

} // namespace gradflow
