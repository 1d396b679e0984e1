#pragma once

#include <QObject>

class QActionGroup;
class QMenu;

namespace gradflow {

// View > Language: the system's language, then every shipped language by its own name. A
// choice is remembered (Settings::language) and announced; replacing the window in that
// language is LanguageSwitch's.
class LanguageMenu : public QObject
{
    Q_OBJECT

public:
    LanguageMenu(QMenu *menu, QObject *parent);

signals:
    void chosen(const QString &code); // the language to show now ("en" for the sources' English)

private:
    QActionGroup *m_group;
};

} // namespace gradflow
