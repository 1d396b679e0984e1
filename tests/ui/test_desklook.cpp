// Desk mode on a 1080-line projector: the window opened with the desktop's 13 px text, 1.2% of
// the screen's height, where presentation mode gives a room 2.2%. The desk keeps at least 1.5%
// (16 px at 1080 lines: what a 720-line room reads in presentation mode); a 720-line screen keeps
// the desktop's size, which is larger than 1.5% there. Runs on a 1920 x 1080 screen (ctest sets
// GRADFLOW_TEST_SCREEN).
#include "tests/support/projectorscreen.h"
#include "tests/support/settingshome.h"
#include "tests/support/settle.h"

#include "ui/charts/chartpanel.h"
#include "ui/charts/look.h"
#include "ui/window/controlpanel.h"
#include "ui/window/mainwindow.h"

#include <QFontInfo>
#include <QLabel>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>

using namespace gradflow;

class TestDeskLook : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void deskTextFollowsTheScreen_data();
    void deskTextFollowsTheScreen();
    void windowOnA1080LineScreenReadsAtLeast16Pixels();

private:
    SettingsHome m_settings; // the settings live apart from the user's
};

void TestDeskLook::initTestCase()
{
    QVERIFY(m_settings.start("GradFlowDeskLookTest")); // before any QSettings
}

void TestDeskLook::deskTextFollowsTheScreen_data()
{
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("text"); // 0: the desktop's own
    QTest::newRow("720 lines") << 720 << 0;
    QTest::newRow("768 lines") << 768 << 0;
    QTest::newRow("1080 lines") << 1080 << 16;
    QTest::newRow("1200 lines") << 1200 << 18;
}

void TestDeskLook::deskTextFollowsTheScreen()
{
    QFETCH(int, height);
    QFETCH(int, text);
    const Look look = Look::desk(height, 13);
    QCOMPARE(int(look.textPixels), text);
    QCOMPARE(look.uiScale, text ? text / 13.0 : 1.0);
    QVERIFY(look.textPixels < Look::room(height, 13).textPixels); // presentation mode stays larger
}

void TestDeskLook::windowOnA1080LineScreenReadsAtLeast16Pixels()
{
    MainWindow w(false);
    QCOMPARE(w.screen()->geometry().height(), 1080);
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(w.charts()->result(), 120000);
    QVERIFY(settle());
    QVERIFY(!w.isFullScreen());
    auto pixels = [](const QWidget *widget) { return QFontInfo(widget->font()).pixelSize(); };
    QVERIFY2(pixels(w.controls()->depthSpin()) >= 16, qPrintable(QString::number(pixels(w.controls()->depthSpin()))));
    QVERIFY(pixels(w.statusBar()) >= 16);
    int readouts = 0;
    for (QLabel *l : w.findChildren<QLabel *>()) {
        if (!(l->textInteractionFlags() & Qt::TextSelectableByMouse) || !l->isVisible())
            continue;
        QVERIFY2(pixels(l) >= 16, qPrintable(l->text()));
        ++readouts;
    }
    QVERIFY(readouts >= 5);
}

int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestDeskLook>(argc, argv); }

#include "test_desklook.moc"
