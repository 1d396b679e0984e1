// The phase map opens beside the main window where the screen has room: it opened centred over
// the charts it maps. Where the screen has none (a full screen, presentation mode) it is a tab of
// the main window: in any corner it hid the controls or the charts' axes and titles. On a
// 1280 x 720 projector (GRADFLOW_TEST_SCREEN=1920x1080 for another).
#include "tests/support/dialoganswerer.h"
#include "tests/support/projectorscreen.h"
#include "tests/support/settle.h"
#include "tests/support/windowtest.h"
#include "ui/charts/exportdialog.h"
#include "ui/phasemap/phasemapwindow.h"
#include "ui/window/chartexport.h"
#include "ui/window/besidewindow.h"
#include "ui/lesson/lessontabs.h"
#include "ui/phasemap/phasemapwidget.h"

#include <QCheckBox>
#include <QTabWidget>
#include <QTemporaryDir>

#include <QApplication>
#include <QScreen>
#include <QtTest>

using namespace gradflow;

namespace {

PhaseMapWindow *openMap(MainWindow &w)
{
    QAction *map = actionWithShortcut(w, "Ctrl+M");
    if (!map)
        return nullptr;
    map->trigger();
    auto *m = w.findChild<PhaseMapWindow *>();
    return m && m->isVisible() ? m : nullptr;
}

// Every top-level window on screen over the main window's, the main window's own dialogs included.
QStringList windowsOver(MainWindow &w)
{
    QStringList over;
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top != &w && top->isVisible() && top->frameGeometry().intersects(w.frameGeometry()))
            over << top->windowTitle() + " " + QDebug::toString(top->frameGeometry());
    return over;
}

} // namespace

class TestBesideWindow : public QObject
{
    Q_OBJECT

private slots:
    void placement_data();
    void placement();
    void mapOpensBesideTheWindow();
    void mapIsATabOnAFullScreen();
    void presentationTakesAnOpenMapIntoATab();
    void exportWritesTheMapTab();
};

void TestBesideWindow::placement_data()
{
    QTest::addColumn<QRect>("main");
    QTest::addColumn<QSize>("frame");
    QTest::addColumn<QRect>("keep");
    QTest::addColumn<QPoint>("expected");
    // On a 1920 x 1080 screen. Room on the right: there, level with the window's top.
    QTest::newRow("right") << QRect(0, 0, 1000, 800) << QSize(700, 600) << QRect(400, 0, 600, 800) << QPoint(1000, 0);
    // No room on the right, room on the left.
    QTest::newRow("left") << QRect(900, 100, 1000, 800) << QSize(700, 600) << QRect(1300, 100, 600, 800)
                          << QPoint(200, 100);
    // Beside on the right, but kept on the screen: a tall map moves up.
    QTest::newRow("right, kept on screen")
        << QRect(0, 600, 1000, 400) << QSize(700, 700) << QRect(400, 600, 600, 400) << QPoint(1000, 380);
    // No room either side: the corner hiding least of the charts (on the right of the window).
    QTest::newRow("full, charts right") << QRect(0, 0, 1920, 1080) << QSize(700, 600) << QRect(460, 0, 1460, 1080)
                                        << QPoint(0, 0);
    QTest::newRow("full, charts left") << QRect(0, 0, 1920, 1080) << QSize(700, 600) << QRect(0, 0, 1400, 700)
                                       << QPoint(1220, 480);
}

void TestBesideWindow::placement()
{
    QFETCH(QRect, main);
    QFETCH(QSize, frame);
    QFETCH(QRect, keep);
    QFETCH(QPoint, expected);
    const QRect screen(0, 0, 1920, 1080);
    const QPoint at = besideWindow(main, frame, screen, keep);
    QCOMPARE(at, expected);
    QVERIFY(screen.contains(QRect(at, frame)));
}

// A small main window on the left of the screen: the map opens on its right, over none of it,
// where the screen has the room (1920 x 1080); on a 720-line projector it has none, and the map
// is a tab of the main window: no window over it.
void TestBesideWindow::mapOpensBesideTheWindow()
{
    MainWindow w(false);
    const QRect screen = w.screen()->availableGeometry();
    w.resize(460, 600);
    w.move(screen.topLeft());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(settle());
    PhaseMapWindow *map = openMap(w);
    QVERIFY(map);
    QVERIFY(settle());
    if (map->isWindow()) {
        const QRect frame = map->frameGeometry(), main = w.frameGeometry();
        QVERIFY2(!frame.intersects(main), qPrintable(QDebug::toString(frame) + " over " + QDebug::toString(main)));
        QVERIFY2(screen.contains(frame), qPrintable(QDebug::toString(frame)));
        QVERIFY(screen.width() >= 1920); // room beside the window on the large screen only
    } else {
        QCOMPARE(w.lessonTabs()->currentWidget(), map);
        QVERIFY(screen.width() < 1920);
    }
    QVERIFY2(windowsOver(w).isEmpty(), qPrintable(windowsOver(w).join("; ")));
    map->close();
    QTRY_VERIFY(!w.findChild<PhaseMapWindow *>());
}

// Presentation mode fills the screen: the map is a tab of the main window, over none of its
// controls or charts. A click on a cell loads its network and shows the Network tab's charts;
// Ctrl+M shows the map again; Close takes the tab away.
void TestBesideWindow::mapIsATabOnAFullScreen()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    setPresentation(w, true);
    QVERIFY(settle()); // the room's type, once the window fills the screen
    const int tabs = w.lessonTabs()->count();
    PhaseMapWindow *map = openMap(w);
    QVERIFY(map);
    QVERIFY(settle());
    QVERIFY2(!map->isWindow(), qPrintable(QDebug::toString(map->frameGeometry())));
    QCOMPARE(w.lessonTabs()->currentWidget(), map);
    QCOMPARE(w.lessonTabs()->count(), tabs + 1);
    QVERIFY2(windowsOver(w).isEmpty(), qPrintable(windowsOver(w).join("; ")));
    QVERIFY(w.isFullScreen());
    QTRY_VERIFY_WITH_TIMEOUT(map->isComplete(), 120000);
    // A cell's centre, clicked: its network, on the Network tab.
    const QPoint at = map->map()->cellRect(0).center().toPoint(); // the top row: the shallowest network
    QTest::mouseClick(map->map(), Qt::LeftButton, {}, at);
    QCOMPARE(w.lessonTabs()->currentIndex(), 0);
    QCOMPARE(w.document()->config().depth, map->map()->grid().depthLow);
    QVERIFY(w.document()->config().init == Init::CustomStd);
    QVERIFY(w.charts()->isVisible());
    openMap(w);
    QCOMPARE(w.lessonTabs()->currentWidget(), map);
    QCOMPARE(w.findChildren<PhaseMapWindow *>().size(), 1); // the same map, not a second
    QPushButton *close = visibleButton(*map, QStringLiteral("Close"));
    QVERIFY(close);
    close->click();
    QTRY_VERIFY(!w.findChild<PhaseMapWindow *>());
    QCOMPARE(w.lessonTabs()->count(), tabs);
    setPresentation(w, false);
}

// A map open in a window beside a small main window (a 1920-wide screen) goes into a tab when
// F11 fills the screen with the main window, rather than over its controls.
void TestBesideWindow::presentationTakesAnOpenMapIntoATab()
{
    MainWindow w(false);
    const QRect screen = w.screen()->availableGeometry();
    w.resize(460, 600);
    w.move(screen.topLeft());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    PhaseMapWindow *map = openMap(w);
    QVERIFY(map);
    QVERIFY(settle());
    setPresentation(w, true);
    QVERIFY(settle());
    QVERIFY(!map->isWindow());
    QCOMPARE(w.lessonTabs()->currentWidget(), map);
    QVERIFY2(windowsOver(w).isEmpty(), qPrintable(windowsOver(w).join("; ")));
    map->close();
    QTRY_VERIFY(!w.findChild<PhaseMapWindow *>());
    setPresentation(w, false);
}

// On the map's tab Ctrl+E writes the map, as its own Export button does: it wrote the Network
// tab's charts, hidden behind it. Both the window's export at a slide size and Ctrl+E answered
// as a person would (a file, then the size) give the image the map's own export gives.
void TestBesideWindow::exportWritesTheMapTab()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    setPresentation(w, true);
    QVERIFY(settle());
    PhaseMapWindow *map = openMap(w);
    QVERIFY(map);
    QVERIFY(!map->isWindow());
    QTRY_VERIFY_WITH_TIMEOUT(map->isComplete(), 120000);
    QVERIFY(settle());
    QTemporaryDir dir;
    const QSize slide(1280, 720);
    QCOMPARE(map->exportTo(dir.filePath("own.png"), slide, 1), QString());
    const QImage own(dir.filePath("own.png"));
    QVERIFY(!own.isNull());
    QCOMPARE(w.chartExport()->exportTo(dir.filePath("window.png"), 1.0, slide), QString());
    QVERIFY2(QImage(dir.filePath("window.png")) == own, "the window's export at a slide size is not the map's");
    // Ctrl+E: the file, then the size and scale; not the network's readouts, which the map has not.
    const QString typed = dir.filePath("ctrl-e.png");
    bool readoutsOffered = false;
    DialogAnswerer answers([&](QDialog *dialog) {
        if (answerFileDialog(dialog, typed))
            return;
        if (auto *options = qobject_cast<ExportDialog *>(dialog)) {
            for (const QCheckBox *box : options->findChildren<QCheckBox *>())
                readoutsOffered = readoutsOffered || !box->isHidden();
            options->setChoice(slide, 1, false);
            options->accept();
            return;
        }
        dialog->reject();
    });
    QAction *exportCharts = actionWithShortcut(w, QKeySequence("Ctrl+E"));
    QVERIFY(exportCharts);
    exportCharts->trigger(); // returns when both dialogs are answered
    QCOMPARE(answers.answered, 2);
    QVERIFY2(QImage(typed) == own, "Ctrl+E on the map's tab did not write the map");
    QVERIFY(!readoutsOffered);
    map->close();
    QTRY_VERIFY(!w.findChild<PhaseMapWindow *>());
    setPresentation(w, false);
}

// The screen of a projector through the offscreen platform's screen file; fonts as the
// application sets them.
int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestBesideWindow>(argc, argv); }
#include "test_besidewindow.moc"
