#include "ui/window/language.h"

#include "ui/charts/format.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace gradflow {

namespace {

struct Installed
{
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> program;
    std::unique_ptr<QTranslator> qt;
};

Installed &installed()
{
    static Installed current;
    return current;
}

void removeTranslators(Installed &current)
{
    for (auto *translator : {&current.program, &current.qt}) {
        if (*translator)
            QCoreApplication::removeTranslator(translator->get());
        translator->reset();
    }
}

} // namespace

const QList<Language> &shippedLanguages()
{
    static const QList<Language> languages = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("pt_BR"), QStringLiteral("Português (Brasil)")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
    };
    return languages;
}

QString languageFor(const QString &chosen, const QLocale &system)
{
    for (const Language &language : shippedLanguages())
        if (language.code == chosen)
            return chosen;
    // uiLanguages lists "de-DE", "de" or "pt-BR", "pt": the first that ships, by its full name
    // or by its language alone (Portuguese and Chinese ship one territory each).
    for (QString wanted : system.uiLanguages()) {
        wanted.replace(QLatin1Char('-'), QLatin1Char('_'));
        const QString base = wanted.section(QLatin1Char('_'), 0, 0);
        for (const Language &language : shippedLanguages())
            if (language.code == wanted || language.code.section(QLatin1Char('_'), 0, 0) == base)
                return language.code;
    }
    return QStringLiteral("en");
}

bool installLanguage(const QString &code)
{
    Installed &current = installed();
    removeTranslators(current);
    current.code = QStringLiteral("en");
    QLocale::setDefault(QLocale::c()); // the sources' numbers: a decimal point, no grouping
    setProseLocale(QLocale::c());
    if (code == QLatin1String("en"))
        return true;
    auto program = std::make_unique<QTranslator>();
    if (!program->load(QStringLiteral(":/i18n/gradflow_%1.qm").arg(code)))
        return false;
    QCoreApplication::installTranslator(program.get());
    current.program = std::move(program);
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        current.qt = std::move(qt);
    }
    current.code = code;
    QLocale::setDefault(QLocale(code));
    // Prose writes "1407 ms", not German's "1.407 ms" that a room would read as 1.4.
    QLocale prose(code);
    prose.setNumberOptions(QLocale::OmitGroupSeparator);
    setProseLocale(prose);
    return true;
}

QString currentLanguage() { return installed().code; }

} // namespace gradflow
