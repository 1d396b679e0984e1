// Help > Five-minute walkthrough: the README's walkthrough inside the program, for a teacher who
// has the package but not the page. The dialog's text and the README's section are one text:
// a change to either without the other fails here.
#include "settingshome.h"
#include "windowtest.h"

#include "ui/window/mainwindow.h"
#include "ui/window/walkthroughdialog.h"

#include <QFile>
#include <QTextBrowser>
#include <QtTest>

using namespace gradflow;

class TestWalkthroughDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_home.start("test_walkthroughdialog")); }
    void sameTextAsTheReadme();
    void helpMenuOpensIt();

private:
    SettingsHome m_home;
};

void TestWalkthroughDialog::sameTextAsTheReadme()
{
    QFile readme(QStringLiteral(QT_TESTCASE_SOURCEDIR "/../README.md"));
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

QTEST_MAIN(TestWalkthroughDialog)
#include "test_walkthroughdialog.moc"
