// Help > Five-minute walkthrough: the README's walkthrough inside the program, for a teacher who
// has the package but not the page. The dialog's text and the README's section are one text:
// a change to either without the other fails here. Every language the window speaks shows its
// own walkthrough (resources/translations/walkthrough_LANG.md), with every key of the English
// and the names of the controls as that language's window labels them. In presentation mode and
// the dark theme it reads as the window does, and so does Help > Keys.
#include "tests/support/settingshome.h"
#include "tests/support/windowtest.h"

#include "core/model/presets.h"
#include "ui/window/keysdialog.h"
#include "ui/window/language.h"
#include "ui/window/mainwindow.h"
#include "ui/window/walkthroughdialog.h"

#include <QApplication>
#include <QFile>
#include <QFontInfo>
#include <QMenuBar>
#include <QScreen>
#include <QHash>
#include <QSet>
#include <QTextBrowser>
#include <QXmlStreamReader>
#include <QtTest>

using namespace gradflow;

namespace {

QString readSource(const QString &path)
{
    QFile file(QStringLiteral(QT_TESTCASE_SOURCEDIR "/../../") + path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The walkthrough as written for a language: the English original or its translation.
QString walkthroughOf(const QString &language)
{
    if (language == QLatin1String("en"))
        return readSource(QStringLiteral("resources/walkthrough.md"));
    return readSource(QStringLiteral("resources/translations/walkthrough_%1.md").arg(language));
}

// The languages the window speaks besides English, whose walkthroughs are translations.
QStringList translatedLanguages()
{
    QStringList codes;
    for (const Language &language : shippedLanguages())
        if (language.code != QLatin1String("en"))
            codes << language.code;
    return codes;
}

// A text as the window shows it: without its accelerator ("&Norm", "归一化(&N)") or its "…".
QString asShown(QString text)
{
    static const QRegularExpression cjkAccelerator(QStringLiteral("\\(&\\w\\)"));
    text.remove(cjkAccelerator);
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text.trimmed();
}

// The window's texts in a language, by "context|source": gradflow_LANG.ts's translations, or
// for English the sources (gradflow_de.ts lists them all).
QHash<QString, QString> windowTexts(const QString &language)
{
    const bool english = language == QLatin1String("en");
    QXmlStreamReader ts(readSource(
        QStringLiteral("resources/translations/gradflow_%1.ts").arg(english ? QStringLiteral("de") : language)));
    QHash<QString, QString> texts;
    QString context;
    QString source;
    while (!ts.atEnd()) {
        if (ts.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (ts.name() == QLatin1String("name"))
            context = ts.readElementText();
        else if (ts.name() == QLatin1String("source"))
            source = ts.readElementText();
        else if (ts.name() == QLatin1String("translation")) {
            const QString translation = ts.readElementText(QXmlStreamReader::IncludeChildElements);
            texts.insert(context + QLatin1Char('|') + source, asShown(english ? source : translation));
        }
    }
    return texts;
}

// The key combinations a text names (Ctrl+Alt+P, Alt+N), in order.
QStringList keysIn(const QString &text)
{
    static const QRegularExpression key(
        QStringLiteral("(?:(?:Ctrl|Shift|Alt|Meta)\\+)+(?:F\\d{1,2}|[A-Z0-9])(?![A-Za-z0-9])"));
    QStringList keys;
    for (const QRegularExpressionMatch &m : key.globalMatch(text))
        keys << m.captured(0);
    return keys;
}

// The names a walkthrough italicises (*What the gradient does*), bold markers aside.
QStringList italicised(QString text)
{
    text.remove(QStringLiteral("**"));
    static const QRegularExpression italic(QStringLiteral("\\*([^*]+)\\*"));
    QStringList names;
    for (const QRegularExpressionMatch &m : italic.globalMatch(text))
        names << m.captured(1).simplified();
    return names;
}

} // namespace

class TestWalkthroughDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_home.start("test_walkthroughdialog")); }
    void cleanup() { installLanguage(QStringLiteral("en")); }
    void sameTextAsTheReadme();
    void helpMenuOpensIt();
    void readsAsTheWindowDoes();
    void eachLanguageShowsItsOwn_data();
    void eachLanguageShowsItsOwn();
    void everyKeyOfTheEnglish_data();
    void everyKeyOfTheEnglish();
    void namesAsTheWindowShowsThem_data();
    void namesAsTheWindowShowsThem();

private:
    SettingsHome m_home;
};

void TestWalkthroughDialog::sameTextAsTheReadme()
{
    QFile readme(QStringLiteral(QT_TESTCASE_SOURCEDIR "/../../README.md"));
    QVERIFY2(readme.open(QIODevice::ReadOnly), qPrintable(readme.fileName()));
    const QString text = QString::fromUtf8(readme.readAll());
    const QString heading = QStringLiteral("## A five-minute walkthrough\n\n");
    const qsizetype start = text.indexOf(heading);
    const qsizetype end = text.indexOf(QStringLiteral("\nPresentation mode, sessions"), start);
    QVERIFY(start >= 0 && end > start);
    const QString section = text.mid(start + heading.size(), end - start - heading.size()).trimmed();
    QCOMPARE(WalkthroughDialog::markdown().trimmed(), section);
}

void TestWalkthroughDialog::helpMenuOpensIt()
{
    MainWindow w(false);
    w.show();
    QAction *action = actionNamed(w, QStringLiteral("Five-minute &walkthrough…"));
    QVERIFY(action);
    action->trigger();
    WalkthroughDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<WalkthroughDialog *>()) && dialog->isVisible());
    const QString shown = dialog->browser()->toPlainText();
    // Rendered, not Markdown source: the steps' keys read as text, with no asterisks left.
    QVERIFY2(shown.contains(QStringLiteral("Alt+1, ReLU He")), qPrintable(shown.left(300)));
    QVERIFY(shown.contains(QStringLiteral("Ctrl+R")));
    QVERIFY(!shown.contains(QStringLiteral("**")));
    dialog->close();
}

// Opened in presentation mode on the dark theme, the walkthrough was a white window in the desk's
// 13 px type over the projected window: the back row could not read it. It takes the window's
// palette and the room's type, as Help > Keys does, and stays on the screen.
void TestWalkthroughDialog::readsAsTheWindowDoes()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    setPresentation(w, true);
    QAction *dark = actionNamed(w, QStringLiteral("&Dark theme"));
    QVERIFY(dark);
    if (!dark->isChecked())
        dark->trigger();
    actionNamed(w, QStringLiteral("Five-minute &walkthrough…"))->trigger();
    WalkthroughDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<WalkthroughDialog *>()) && dialog->isVisible());
    const int room = QFontInfo(w.menuBar()->font()).pixelSize();
    QVERIFY2(room > QFontInfo(QApplication::font()).pixelSize(), "presentation mode's type is the room's");
    QCOMPARE(QFontInfo(dialog->browser()->font()).pixelSize(), room);
    QCOMPARE(dialog->palette().color(QPalette::Base), w.palette().color(QPalette::Base));
    QCOMPARE(dialog->browser()->palette().color(QPalette::Text), w.palette().color(QPalette::Text));
    const QRect screen = w.screen()->availableGeometry();
    QVERIFY2(dialog->width() <= screen.width() && dialog->height() <= screen.height(),
             qPrintable(QStringLiteral("%1 x %2 on %3 x %4")
                            .arg(dialog->width())
                            .arg(dialog->height())
                            .arg(screen.width())
                            .arg(screen.height())));
    dialog->close();
    actionNamed(w, QStringLiteral("&Keys…"))->trigger(); // Help > Keys: the room's type already, the theme too
    KeysDialog *keys = nullptr;
    QTRY_VERIFY((keys = w.findChild<KeysDialog *>()) && keys->isVisible());
    QCOMPARE(keys->palette().color(QPalette::Base), w.palette().color(QPalette::Base));
    keys->close();
    dark->trigger();
}

void TestWalkthroughDialog::eachLanguageShowsItsOwn_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("phrase"); // a phrase of that language's walkthrough alone
    const QHash<QString, QString> phrases = {
        {QStringLiteral("de"), QStringLiteral("Haken Sie Residual an")},
        {QStringLiteral("fr"), QStringLiteral("Faites glisser le curseur")},
        {QStringLiteral("es"), QStringLiteral("Pregunte a la clase")},
        {QStringLiteral("pt_BR"), QStringLiteral("Pergunte à turma")},
        {QStringLiteral("zh_CN"), QStringLiteral("问问学生")},
        {QStringLiteral("ja"), QStringLiteral("学生に問いかけましょう")},
    };
    for (const QString &code : translatedLanguages())
        QTest::newRow(qPrintable(code)) << code << phrases.value(code);
}

void TestWalkthroughDialog::eachLanguageShowsItsOwn()
{
    QFETCH(QString, language);
    QFETCH(QString, phrase);
    QVERIFY2(!phrase.isEmpty(), qPrintable(language + QStringLiteral(": no phrase of its walkthrough listed here")));
    const QString written = walkthroughOf(language);
    QVERIFY2(!written.isEmpty(),
             qPrintable(QStringLiteral("resources/translations/walkthrough_%1.md is missing").arg(language)));
    QVERIFY(installLanguage(language));
    QCOMPARE(WalkthroughDialog::markdown(), written);
    WalkthroughDialog dialog(nullptr);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QString shown = dialog.browser()->toPlainText();
    QVERIFY2(shown.contains(phrase), qPrintable(shown.left(300)));
    // Rendered whole: every bold and italic marker read as such, none left as an asterisk.
    QVERIFY2(!shown.contains(QLatin1Char('*')), qPrintable(shown));
}

void TestWalkthroughDialog::everyKeyOfTheEnglish_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &code : translatedLanguages())
        QTest::newRow(qPrintable(code)) << code;
}

// The keys a teacher presses are the English ones, as many times and in every language
// (QKeySequence reads "Ctrl+P" whatever the window's language).
void TestWalkthroughDialog::everyKeyOfTheEnglish()
{
    QFETCH(QString, language);
    QStringList english = keysIn(walkthroughOf(QStringLiteral("en")));
    QVERIFY(english.contains(QStringLiteral("Ctrl+Alt+P")) && english.contains(QStringLiteral("Alt+N")));
    QStringList translated = keysIn(walkthroughOf(language));
    english.sort();
    translated.sort();
    QCOMPARE(translated, english);
}

void TestWalkthroughDialog::namesAsTheWindowShowsThem_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    for (const QString &code : translatedLanguages())
        QTest::newRow(qPrintable(code)) << code;
}

// Every italicised name is a control, box or menu entry as the window in that language labels
// it, or a preset's title (the Presets menu's, English in every language); the menu paths of
// the English are there in the window's words.
void TestWalkthroughDialog::namesAsTheWindowShowsThem()
{
    QFETCH(QString, language);
    const QHash<QString, QString> texts = windowTexts(language);
    QVERIFY(texts.size() > 100);
    QSet<QString> names(texts.cbegin(), texts.cend());
    for (const Preset &preset : presets())
        names.insert(QString::fromStdString(preset.title));
    const QString written = walkthroughOf(language);
    const QStringList used = italicised(written);
    QVERIFY(used.size() >= 3);
    for (const QString &name : used)
        QVERIFY2(names.contains(name),
                 qPrintable(language + QStringLiteral(": no control is labelled \"") + name + QLatin1Char('"')));
    const auto shown = [&](const char *context, const char *source) {
        return texts.value(QStringLiteral("gradflow::%1|%2").arg(QLatin1String(context), QString::fromUtf8(source)));
    };
    const QStringList required = {
        QLatin1Char('*') + shown("ReadoutPanel", "What the gradient does") + QLatin1Char('*'),
        shown("WindowMenus", "P&ins") + QStringLiteral(" → ") + shown("WindowMenus", "Remove &all pins"),
        shown("WindowMenus", "&Presets") + QStringLiteral(" → *"),
    };
    const QString prose = written.simplified(); // a line break reads as a space
    for (const QString &path : required)
        QVERIFY2(prose.contains(path),
                 qPrintable(language + QStringLiteral(": \"") + path + QStringLiteral("\" is not in its walkthrough")));
}

QTEST_MAIN(TestWalkthroughDialog)
#include "test_walkthroughdialog.moc"
