#pragma once

#include "core/model/config.h"
#include "files/slidesizes.h"

#include <QByteArray>
#include <QSize>
#include <QString>
#include <QVariant>

#include <memory>

class QSettings;

namespace gradflow {

// Every persisted setting, typed, with its key in one place. One object writes its changes
// together when it goes (or sooner, when another QSettings is made): the window's close saves
// four settings with one write, where each write replaces the file and waits for the disk.
class Settings
{
public:
    Settings();
    ~Settings();
    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;

    // The network at the last close, as a configuration file holds it.
    QString lastConfigJson() const { return value("model/config").toString(); }
    void setLastNetwork(const ModelConfig &config, const RunSettings &run);
    // The saved network applied over config and run; a damaged entry leaves both as they are.
    void restoreLastNetwork(ModelConfig &config, RunSettings &run) const;
    bool darkTheme() const { return value("view/dark", false).toBool(); }
    void setDarkTheme(bool on) { setValue("view/dark", on); }
    bool colorBlindPalette() const { return value("view/colorBlind", false).toBool(); }
    void setColorBlindPalette(bool on) { setValue("view/colorBlind", on); }
    bool relative() const { return value("view/relative", false).toBool(); }
    void setRelative(bool on) { setValue("view/relative", on); }
    bool exportReadouts() const { return value("export/readouts", false).toBool(); }
    void setExportReadouts(bool on) { setValue("export/readouts", on); }
    QSize exportSize() const { return value("export/size", defaultSlideSize()).toSize(); } // empty: as on screen
    void setExportSize(QSize size) { setValue("export/size", size); }
    int exportScale() const { return value("export/scale", 1).toInt(); }
    void setExportScale(int scale) { setValue("export/scale", scale); }
    QByteArray geometry() const { return value("window/geometry").toByteArray(); }
    void setGeometry(const QByteArray &g) { setValue("window/geometry", g); }
    // Presentation mode (F11) at the last close: a restart comes back in it, not merely full screen.
    bool presentation() const { return value("window/presentation", false).toBool(); }
    void setPresentation(bool on) { setValue("window/presentation", on); }
    // View > Language's choice: a shipped language's code, or empty for the system's language.
    QString language() const { return value("view/language").toString(); }
    void setLanguage(const QString &code) { setValue("view/language", code); }
    QByteArray windowState() const { return value("window/state").toByteArray(); }
    void setWindowState(const QByteArray &s) { setValue("window/state", s); }

private:
    QVariant value(const char *key, const QVariant &fallback = {}) const;
    void setValue(const char *key, const QVariant &v);

    std::unique_ptr<QSettings> m_file; // null: the file is unusable, defaults are read, nothing is saved
};

} // namespace gradflow
