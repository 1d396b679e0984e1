// Pinning (ui/window/pinrequest): Ctrl+P pins the network asked for, not the one the charts
// still show, and a pin whose network never comes is dropped with the reason.
#include "tests/support/projectorscreen.h"
#include "tests/support/windowtest.h"
#include "core/model/presets.h"

#include <QAction>
#include <QtTest>

using namespace gradflow;

class TestPinRequest : public QObject
{
    Q_OBJECT

private slots:
    void pinWaitsForTheNetworkAsked();
};

// Ctrl+P straight after a preset key pins the preset's network, not the one the charts still
// show for a moment; a pin whose network never comes is dropped with the reason.
void TestPinRequest::pinWaitsForTheNetworkAsked()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w); // relu-he
    QAction *pin = actionWithShortcut(w, QKeySequence("Ctrl+P"));
    QVERIFY(pin);
    const ModelConfig small = findPreset("relu-small")->config;
    w.applyConfig(small);
    pin->trigger(); // before its result has come back from the worker
    QVERIFY(w.charts()->pinLabels().isEmpty());
    waitDrawn(w);
    QTRY_COMPARE(w.charts()->pinLabels(), QStringList{QString::fromStdString(describe(small))});
    QVERIFY2(w.statusText().startsWith("Pinned"), qPrintable(w.statusText()));
    // Cancelled: not pinned, and said so.
    w.applyConfig(slowConfig(small));
    pin->trigger();
    QPushButton *cancel = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((cancel = visibleButton(w, "Cancel")) != nullptr, 10000);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().startsWith("Not pinned"), 30000);
    QCOMPARE(w.charts()->pinLabels().size(), 1);
    // Replaced by a newer request before it was drawn: not pinned either. (A slow network, so
    // it cannot be computed and drawn before the next request replaces it.)
    w.applyConfig(slowConfig(findPreset("relu-large")->config));
    pin->trigger();
    w.applyConfig(findPreset("tanh-small")->config);
    waitDrawn(w);
    QTRY_VERIFY(w.statusText().startsWith("Not pinned"));
    QCOMPARE(w.charts()->pinLabels().size(), 1);
    // With the charts up to date it pins at once.
    pin->trigger();
    QCOMPARE(w.charts()->pinLabels().last(), QString::fromStdString(describe(findPreset("tanh-small")->config)));
}

// The screen of a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=1920x1080 for another), through
// the offscreen platform's screen file; fonts as the application sets them.
int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestPinRequest>(argc, argv); }
#include "test_pinrequest.moc"
