// TourPanel, the Lesson panel: Next and Back (Page Down, Page Up from a presenter's clicker)
// step through the tour, and a press past either end loads nothing again (loading the tour's
// last step, Residual scaling, takes seconds: twenty presses there froze the window).
#include "ui/lesson/tourpanel.h"

#include "tests/support/responsive.h"

#include "ui/charts/exponenttext.h"

#include <QAction>
#include <QTemporaryDir>
#include <QMainWindow>
#include <QSignalSpy>
#include <QtTest>

using namespace gradflow;

class TestTourPanel : public QObject
{
    Q_OBJECT

private slots:
    void pressesPastTheEndsLoadNothing();
    void megabyteStepIsRefusedWithoutAFreeze();
    void numbersShowTallExponents();
};

void TestTourPanel::pressesPastTheEndsLoadNothing()
{
    QMainWindow window;
    auto *panel = new TourPanel(&window);
    window.addDockWidget(Qt::RightDockWidgetArea, panel);
    window.show();
    QTRY_VERIFY(panel->nextAction()->isEnabled()); // the shown panel answers the keys
    const int last = int(panel->tour().steps.size()) - 1;
    QVERIFY(last >= 1);
    panel->goTo(last - 1);
    QSignalSpy wanted(panel, &TourPanel::stepWanted);
    panel->nextAction()->trigger(); // a step: loaded once
    QCOMPARE(wanted.size(), 1);
    QCOMPARE(panel->currentStep(), last);
    for (int press = 0; press < 20; ++press)
        panel->nextAction()->trigger();
    QCOMPARE(wanted.size(), 1);
    QCOMPARE(panel->currentStep(), last);

    panel->goTo(0);
    wanted.clear();
    for (int press = 0; press < 20; ++press)
        panel->backAction()->trigger();
    QCOMPARE(wanted.size(), 0);
    panel->nextAction()->trigger();
    QCOMPARE(wanted.size(), 1);
    QCOMPARE(panel->currentStep(), 1);
}

// A step of a megabyte of text took the panel about 20 s to lay out, without a frame: such a
// tour is refused with the line and what to do, the window painting all along.
void TestTourPanel::megabyteStepIsRefusedWithoutAFreeze()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("long.txt");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("title: long\n\nstep: one\nview: network\n");
    const QByteArray line = "text: " + QByteArray(999, 'a') + "\n";
    for (int i = 0; i < 1000; ++i)
        file.write(line);
    file.close();
    QVERIFY(file.size() > 1000000);

    QMainWindow window;
    auto *panel = new TourPanel(&window);
    window.addDockWidget(Qt::RightDockWidgetArea, panel);
    window.show();
    QTRY_VERIFY(panel->nextAction()->isEnabled());
    const std::string builtIn = panel->tour().title;
    GapMeter meter;
    const QString error = panel->loadTour(path);
    QTest::qWait(300); // the panel lays out what it shows
    QVERIFY2(meter.longestGap() < GapMeter::boundMs, qPrintable(QString("no event for %1 ms").arg(meter.longestGap())));
    QVERIFY2(error.contains("line 9:") && error.contains("split it into steps"), qPrintable(error.left(300)));
    QCOMPARE(panel->tour().title, builtIn); // the tour shown stays
}

// A step's numbers (2.0×10²² on the Init step) show their exponents as tall as the digits, as
// the readouts and the axes do, not as the font's small superscripts.
void TestTourPanel::numbersShowTallExponents()
{
    QMainWindow window;
    auto *panel = new TourPanel(&window);
    window.addDockWidget(Qt::RightDockWidgetArea, panel);
    int step = -1;
    for (int i = 0; i < int(panel->tour().steps.size()) && step < 0; ++i)
        step = panel->tour().steps[size_t(i)].text.find("2.0×10²²") != std::string::npos ? i : -1;
    QVERIFY(step >= 0);
    panel->goTo(step);
    QVERIFY2(panel->shownText().contains(tallExponents(QStringLiteral("2.0×10²²"))), qPrintable(panel->shownText()));
    QVERIFY(!panel->shownText().contains(QStringLiteral("²")));
}

QTEST_MAIN(TestTourPanel)
#include "test_tourpanel.moc"
