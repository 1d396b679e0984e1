// The Network view's caption as a room reads it: on a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=
// 1920x1080 for another), on the desk and in presentation mode, in relative mode and not, every
// line of it inside its label, and the charts given back the room when it needs less.
#include "tests/support/projectorscreen.h"
#include "tests/support/settle.h"
#include "tests/support/windowtest.h"
#include "ui/charts/exponenttext.h"

#include <QLabel>
#include <QtTest>

using namespace gradflow;

namespace {

QLabel *captionLabel(MainWindow &w)
{
    for (QLabel *l : w.charts()->findChildren<QLabel *>())
        if (plainText(l) == w.charts()->caption())
            return l;
    return nullptr;
}

// The caption's lines at its width against the height it was given.
QString captionCut(MainWindow &w)
{
    const QLabel *l = captionLabel(w);
    if (!l)
        return QStringLiteral("no label shows the caption '%1'").arg(w.charts()->caption());
    if (l->heightForWidth(l->width()) > l->height())
        return QStringLiteral("needs %1 px, has %2: %3")
            .arg(l->heightForWidth(l->width()))
            .arg(l->height())
            .arg(l->text());
    return {};
}

} // namespace

class TestCaptionFit : public QObject
{
    Q_OBJECT

private slots:
    void captionIsWholeInEveryMode_data();
    void captionIsWholeInEveryMode();
    void chartsGetTheRoomBack();
};

void TestCaptionFit::captionIsWholeInEveryMode_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<bool>("relative");
    QTest::newRow("desk") << false << false;
    QTest::newRow("desk, relative") << false << true;
    QTest::newRow("presentation") << true << false;
    QTest::newRow("presentation, relative") << true << true;
}

// Relative mode's caption is a clause longer: in presentation mode on a 720-line projector it
// took three lines and was given two (42 of the 57 px it needed).
void TestCaptionFit::captionIsWholeInEveryMode()
{
    QFETCH(bool, presentation);
    QFETCH(bool, relative);
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    waitDrawn(w);
    setPresentation(w, presentation);
    QAction *relativeMode = actionWithShortcut(w, "Ctrl+R");
    QVERIFY(relativeMode);
    if (relative)
        relativeMode->trigger();
    QVERIFY(settle());
    QVERIFY(w.charts()->caption().startsWith(QStringLiteral("Each curve")) == relative);
    QVERIFY2(captionCut(w).isEmpty(), qPrintable(captionCut(w)));
    // A network whose caption is longer, in the same mode: still whole.
    ModelConfig longer = w.charts()->result()->config;
    longer.width = 1024;
    longer.seed = 123456789;
    w.applyConfig(longer);
    waitDrawn(w);
    QVERIFY(settle());
    QVERIFY2(captionCut(w).isEmpty(), qPrintable(captionCut(w)));
}

// Out of relative mode the caption is two lines again: the charts have their height back.
void TestCaptionFit::chartsGetTheRoomBack()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    waitDrawn(w);
    setPresentation(w, true);
    QVERIFY(settle());
    const int before = captionLabel(w)->height();
    QAction *relativeMode = actionWithShortcut(w, "Ctrl+R");
    relativeMode->trigger();
    QVERIFY(settle());
    relativeMode->trigger();
    QVERIFY(settle());
    QCOMPARE(captionLabel(w)->height(), before);
    QVERIFY2(captionCut(w).isEmpty(), qPrintable(captionCut(w)));
}

// The screen of a projector through the offscreen platform's screen file; fonts as the
// application sets them.
int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestCaptionFit>(argc, argv); }
#include "test_captionfit.moc"
