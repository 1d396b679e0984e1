#pragma once

// A test's own settings: QSettings writes under a temporary XDG_CONFIG_HOME, in the test's own
// organisation's file, apart from the user's and from other tests running at the same time;
// the variable comes back as it was when the member goes.
#include <QCoreApplication>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

class SettingsHome
{
public:
    // Call before any QSettings is made. False if the temporary folder could not be made.
    bool start(const char *name)
    {
        if (!m_dir.isValid())
            return false;
        m_old = qgetenv("XDG_CONFIG_HOME");
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir.path()));
        m_started = true;
        QCoreApplication::setOrganizationName(QString::fromLatin1(name));
        QCoreApplication::setApplicationName(QString::fromLatin1(name));
        return true;
    }
    QString path() const { return m_dir.path(); }

    ~SettingsHome()
    {
        if (!m_started)
            return;
        if (m_old.isNull())
            qunsetenv("XDG_CONFIG_HOME");
        else
            qputenv("XDG_CONFIG_HOME", m_old);
    }

private:
    QTemporaryDir m_dir;
    QByteArray m_old;
    bool m_started = false;
};
