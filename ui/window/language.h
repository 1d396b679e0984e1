#pragma once

#include <QList>
#include <QLocale>
#include <QString>

namespace gradflow {

// A language the program ships: its code (the .qm file's and the resources' suffix) and its
// name as its speakers write it, which is how View > Language lists it whatever is shown.
struct Language
{
    QString code;
    QString name;
};

const QList<Language> &shippedLanguages();

// The language to show: the one chosen in View > Language when it ships, else the first of
// the system's languages that ships, else English ("en", the sources' own).
QString languageFor(const QString &chosen, const QLocale &system = QLocale::system());

// Installs the program's translation (and Qt's own, where Debian's qt6-translations-l10n is
// there) for code, replacing the previous one, and makes code's locale the default, so that
// numbers in prose follow it and the tour and walkthrough resources come in that language.
// "en" removes the translation. False when code ships no translation.
bool installLanguage(const QString &code);

// The language installLanguage last made current ("en" before any).
QString currentLanguage();

} // namespace gradflow
