// The phase map opens beside the main window where the screen has room, and otherwise where it
// hides least of the charts it belongs to: it opened centred over them. On a 1280 x 720
// projector (GRADFLOW_TEST_SCREEN=1920x1080 for another).
#include "projectorscreen.h"
#include "settle.h"
#include "windowtest.h"
#include "ui/phasemap/phasemapwindow.h"
#include "ui/window/besidewindow.h"

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
    for (QWidget *top : QApplication::topLevelWidgets())
        if (auto *m = qobject_cast<PhaseMapWindow *>(top); m && m->isVisible())
            return m;
    return nullptr;
}

QRect chartsOnScreen(MainWindow &w) { return QRect(w.charts()->mapToGlobal(QPoint(0, 0)), w.charts()->size()); }

// How much of the charts a frame hides, against the same frame centred over the main window
// (where a dialog opens by itself).
QString hidesMoreThanCentred(MainWindow &w, const QRect &frame)
{
    const QRect charts = chartsOnScreen(w);
    QRect centred(QPoint(), frame.size());
    centred.moveCenter(w.frameGeometry().center());
    auto area = [](const QRect &r) { return r.isEmpty() ? 0LL : (long long)r.width() * r.height(); };
    const long long hidden = area(frame.intersected(charts)), before = area(centred.intersected(charts));
    if (hidden < before)
        return {};
    return QStringLiteral("%1 hides %2 px² of the charts %3, centred %4").arg(QDebug::toString(frame)).arg(hidden).arg(QDebug::toString(charts)).arg(before);
}

} // namespace

class TestBesideWindow : public QObject
{
    Q_OBJECT

private slots:
    void placement_data();
    void placement();
    void mapOpensBesideTheWindow();
    void mapLeavesTheChartsInViewOnAFullScreen();
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
    QTest::newRow("left") << QRect(900, 100, 1000, 800) << QSize(700, 600) << QRect(1300, 100, 600, 800) << QPoint(200, 100);
    // Beside on the right, but kept on the screen: a tall map moves up.
    QTest::newRow("right, kept on screen") << QRect(0, 600, 1000, 400) << QSize(700, 700) << QRect(400, 600, 600, 400) << QPoint(1000, 380);
    // No room either side: the corner hiding least of the charts (on the right of the window).
    QTest::newRow("full, charts right") << QRect(0, 0, 1920, 1080) << QSize(700, 600) << QRect(460, 0, 1460, 1080) << QPoint(0, 0);
    QTest::newRow("full, charts left") << QRect(0, 0, 1920, 1080) << QSize(700, 600) << QRect(0, 0, 1400, 700) << QPoint(1220, 480);
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
// hides less of the charts than centred over the window.
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
    QVERIFY(QTest::qWaitForWindowExposed(map));
    QVERIFY(settle());
    const QRect frame = map->frameGeometry(), main = w.frameGeometry();
    if (main.right() + frame.width() <= screen.right())
        QVERIFY2(!frame.intersects(main), qPrintable(QDebug::toString(frame) + " over " + QDebug::toString(main)));
    else
        QVERIFY2(hidesMoreThanCentred(w, frame).isEmpty(), qPrintable(hidesMoreThanCentred(w, frame)));
    QVERIFY2(screen.contains(frame), qPrintable(QDebug::toString(frame)));
    map->close();
}

// Presentation mode fills the screen: the map takes the side of the controls, and hides less of
// the charts than centred over them (at 1280 x 720 their middle stays in view).
void TestBesideWindow::mapLeavesTheChartsInViewOnAFullScreen()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    setPresentation(w, true);
    QVERIFY(settle()); // the room's type, once the window fills the screen
    PhaseMapWindow *map = openMap(w);
    QVERIFY(map);
    QVERIFY(QTest::qWaitForWindowExposed(map));
    QVERIFY(settle());
    const QRect frame = map->frameGeometry();
    QVERIFY2(hidesMoreThanCentred(w, frame).isEmpty(), qPrintable(hidesMoreThanCentred(w, frame)));
    if (w.screen()->geometry().height() <= 720)
        QVERIFY2(!frame.contains(chartsOnScreen(w).center()), qPrintable(QDebug::toString(frame) + " over the charts' middle"));
    QVERIFY(w.screen()->geometry().contains(frame));
    map->close();
}

// The screen of a projector through the offscreen platform's screen file; fonts as the
// application sets them.
int main(int argc, char *argv[])
{
    return gradflow::test::runOnProjectorScreen<TestBesideWindow>(argc, argv);
}
#include "test_besidewindow.moc"
