#include "ui/window/settings.h"

#include "core/report/serialization.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStandardPaths>
#include <QSettings>

#include <stdexcept>

namespace gradflow {

namespace {

// QSettings reads its file with a blocking open: a FIFO (or a device) in its place would hang
// the window's start-up. Such a file is left alone: settings then fall back to their defaults
// and are not saved.
// The file is found as QSettings finds it on Unix (NativeFormat: $XDG_CONFIG_HOME/ORG/APP.conf)
// because constructing a QSettings already reads it.
bool settingsFileUsable()
{
    const QString path = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/')
                         + QCoreApplication::organizationName() + QLatin1Char('/') + QCoreApplication::applicationName()
                         + QStringLiteral(".conf");
    const QFileInfo info(path);
    return !info.exists() || info.isFile();
}

} // namespace

Settings::Settings()
{
    if (settingsFileUsable())
        m_file = std::make_unique<QSettings>();
}

Settings::~Settings() = default; // QSettings writes its changes as it goes

QVariant Settings::value(const char *key, const QVariant &fallback) const
{
    return m_file ? m_file->value(QLatin1String(key), fallback) : fallback;
}

void Settings::setValue(const char *key, const QVariant &v)
{
    if (m_file)
        m_file->setValue(QLatin1String(key), v);
}

void Settings::setLastNetwork(const ModelConfig &config, const RunSettings &run)
{
    setValue("model/config", QString::fromStdString(configToJson(config, run)));
}

void Settings::restoreLastNetwork(ModelConfig &config, RunSettings &run) const
{
    const QString json = lastConfigJson();
    if (json.isEmpty())
        return;
    try {
        applyConfigJson(json.toStdString(), config, run, "settings");
    } catch (const std::invalid_argument &) {
        // A damaged entry: applyConfigJson applies all or nothing, so both stay as given.
    }
}

} // namespace gradflow
