// The charts' look (ui/charts/look): the dark theme reaches the whole window, and every curve
// stands out from its plot in every theme.
#include "tests/support/projectorscreen.h"
#include "tests/support/windowtest.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/window/controlpanel.h"

#include <QSpinBox>
#include <QtTest>

using namespace gradflow;

class TestLook : public QObject
{
    Q_OBJECT

private slots:
    void themesReachEverything();
};

// The dark theme darkens the whole window; every curve stands out 3:1 from its plot.
void TestLook::themesReachEverything()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QAction *dark = actionWithShortcut(w, QKeySequence("Ctrl+D"));
    QVERIFY(dark);
    dark->trigger();
    QVERIFY(w.controls()->depthSpin()->palette().color(QPalette::Base).lightness() < 80);
    QVERIFY(w.controls()->palette().color(QPalette::Window).lightness() < 80);
    QVERIFY(w.controls()->palette().color(QPalette::WindowText).lightness() > 180);
    dark->trigger();
    QVERIFY(w.controls()->palette().color(QPalette::Window).lightness() > 180);
    for (bool isDark : {false, true}) {
        for (bool safe : {false, true}) {
            w.charts()->setLook(isDark, safe, 1.0);
            for (int i = 0; i <= ChartPanel::maxPins; ++i) {
                const QColor c = w.charts()->curveColor(i);
                QVERIFY2(contrastRatio(c, w.charts()->background()) >= 3.0,
                         qPrintable(QStringLiteral("%1 on %2").arg(c.name(), w.charts()->background().name())));
            }
        }
    }
    // The views repaint whole, so no piece of an old curve survives a jump to full screen.
    QCOMPARE(w.charts()->chart(0)->viewportUpdateMode(), QGraphicsView::FullViewportUpdate);
}

// The screen of a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=1920x1080 for another), through
// the offscreen platform's screen file; fonts as the application sets them.
int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestLook>(argc, argv); }
#include "test_look.moc"
