// A saved geometry comes back with the window's top-left corner on a screen and its size within
// that screen: a window larger than its screen or off its edge, and one saved across two
// monitors restored on one, whose menu bar and controls were off-screen. The window runs on one
// 1600 x 1000 screen.
#include "tests/support/projectorscreen.h"
#include "tests/support/settingshome.h"

#include "ui/window/mainwindow.h"
#include "ui/window/screenfit.h"

#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace gradflow;

class TestScreenFit : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void fitsOnScreens_data();
    void fitsOnScreens();
    void savedGeometryComesBackOnTheScreen_data();
    void savedGeometryComesBackOnTheScreen();

private:
    SettingsHome m_settings; // the settings live apart from the user's
};

void TestScreenFit::initTestCase()
{
    QVERIFY(m_settings.start("GradFlowScreenFitTest")); // before any QSettings
}

void TestScreenFit::fitsOnScreens_data()
{
    QTest::addColumn<QRect>("frame");
    QTest::addColumn<QList<QRect>>("screens");
    QTest::addColumn<QRect>("expected");
    const QRect one(0, 0, 1600, 1000);
    const QList<QRect> two{QRect(0, 0, 1920, 1080), QRect(1920, 0, 1920, 1080)};
    QTest::newRow("larger than the screen and off its edge")
        << QRect(-3000, -179, 12001, 11971) << QList<QRect>{one} << one;
    QTest::newRow("saved across two monitors")
        << QRect(-1700, 40, 3200, 900) << QList<QRect>{one} << QRect(0, 40, 1600, 900);
    QTest::newRow("overlapping by a corner")
        << QRect(1500, 950, 800, 600) << QList<QRect>{one} << QRect(800, 400, 800, 600);
    QTest::newRow("already on the screen")
        << QRect(100, 80, 1280, 860) << QList<QRect>{one} << QRect(100, 80, 1280, 860);
    QTest::newRow("top-left on the second screen") << QRect(2000, 50, 2500, 600) << two << QRect(1920, 50, 1920, 600);
    QTest::newRow("mostly on the second screen") << QRect(1900, -300, 1000, 700) << two << QRect(1920, 0, 1000, 700);
    QTest::newRow("on no screen") << QRect(5000, 5000, 800, 600) << QList<QRect>{one} << QRect();
}

void TestScreenFit::fitsOnScreens()
{
    QFETCH(QRect, frame);
    QFETCH(QList<QRect>, screens);
    QFETCH(QRect, expected);
    QCOMPARE(fitOnScreens(frame, screens), expected);
}

void TestScreenFit::savedGeometryComesBackOnTheScreen_data()
{
    QTest::addColumn<QRect>("saved");
    QTest::newRow("12001x11971 at -3000,-179") << QRect(-3000, -179, 12001, 11971);
    QTest::newRow("across two 1920-px monitors, x from -1700 to 1499") << QRect(-1700, 60, 3200, 900);
}

void TestScreenFit::savedGeometryComesBackOnTheScreen()
{
    QFETCH(QRect, saved);
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    QCOMPARE(screen.size(), QSize(1600, 1000));
    QSettings().clear();
    {
        QWidget probe;
        probe.setGeometry(saved);
        QSettings().setValue("window/geometry", probe.saveGeometry());
    }
    MainWindow w(true);
    w.show();
    QCoreApplication::processEvents();
    const QRect frame = w.frameGeometry();
    const QString where = QStringLiteral("window frame at %1,%2 %3x%4")
                              .arg(frame.x())
                              .arg(frame.y())
                              .arg(frame.width())
                              .arg(frame.height());
    QVERIFY2(screen.contains(frame.topLeft()), qPrintable(where));
    QVERIFY2(screen.contains(frame), qPrintable(where));
    QSettings().clear();
}

int main(int argc, char *argv[])
{
    qputenv("GRADFLOW_TEST_SCREEN", "1600x1000");
    return gradflow::test::runOnProjectorScreen<TestScreenFit>(argc, argv);
}
#include "test_screenfit.moc"
