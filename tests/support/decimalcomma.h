#pragma once
// A decimal-comma locale for tests: de_DE.UTF-8, generated with localedef into a folder beside the
// test executable when the system has not got it, found through LOCPATH (inherited by the
// processes a test starts).
#include <QCoreApplication>
#include <QDir>
#include <QProcess>

#include <clocale>
#include <cstring>
#include <string>

namespace gradflow::test {

constexpr const char *kDecimalCommaLocale = "de_DE.UTF-8";

// Empty when LC_ALL=de_DE.UTF-8 can be set (in this process and in children), else why not.
inline QString prepareDecimalCommaLocale()
{
    const char *before = std::setlocale(LC_ALL, nullptr);
    const std::string saved = before ? before : "C";
    auto usable = [&] {
        const bool ok = std::setlocale(LC_ALL, kDecimalCommaLocale) != nullptr
                        && std::strcmp(std::localeconv()->decimal_point, ",") == 0;
        std::setlocale(LC_ALL, saved.c_str());
        return ok;
    };
    if (usable())
        return {};
    const QString folder = QCoreApplication::applicationDirPath() + QStringLiteral("/locale");
    QDir().mkpath(folder);
    QProcess localedef;
    localedef.start(QStringLiteral("localedef"), {"-i", "de_DE", "-f", "UTF-8", folder + "/" + kDecimalCommaLocale});
    localedef.waitForFinished(120000);
    qputenv("LOCPATH", QFile::encodeName(folder));
    if (usable())
        return {};
    return QStringLiteral("cannot make %1 (localedef: %2 %3); install Debian's locales package")
        .arg(kDecimalCommaLocale, localedef.errorString(), QString::fromLocal8Bit(localedef.readAllStandardError()));
}

// The decimal-comma locale for one scope (test_robust_core, test_robust_window): LC_ALL set on
// construction, or problem() says why not; the locale before it restored on destruction, also
// when a failed check leaves the test function early.
class DecimalCommaLocale
{
public:
    DecimalCommaLocale()
    {
        const char *before = std::setlocale(LC_ALL, nullptr);
        m_saved = before ? before : "C";
        m_problem = prepareDecimalCommaLocale();
        if (m_problem.isEmpty() && !std::setlocale(LC_ALL, kDecimalCommaLocale))
            m_problem = QStringLiteral("setlocale(LC_ALL, \"%1\") failed").arg(QLatin1String(kDecimalCommaLocale));
    }
    ~DecimalCommaLocale() { std::setlocale(LC_ALL, m_saved.c_str()); }
    DecimalCommaLocale(const DecimalCommaLocale &) = delete;
    DecimalCommaLocale &operator=(const DecimalCommaLocale &) = delete;

    QString problem() const { return m_problem; }

private:
    std::string m_saved;
    QString m_problem;
};

} // namespace gradflow::test
