#include "settings.h"

#include <QSettings>

namespace gradflow {

QVariant Settings::value(const char *key, const QVariant &fallback)
{
    return QSettings().value(QLatin1String(key), fallback);
}

void Settings::setValue(const char *key, const QVariant &v) { QSettings().setValue(QLatin1String(key), v); }

} // namespace gradflow
