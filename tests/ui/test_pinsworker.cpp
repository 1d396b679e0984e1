// The pins a tour step or a session brings are computed on a worker (PinsWorker), not on the
// GUI thread: the window serves its events meanwhile, the latest request wins, a refused pin
// changes nothing and says which pin, and Esc cancels.
#include "ui/charts/chartpanel.h"
#include "files/session.h"
#include "ui/window/controlpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/chartexport.h"
#include "ui/window/filecommands.h"
#include "ui/window/networkdocument.h"
#include "ui/window/pinsstatus.h"
#include "ui/workers/computeworker.h"
#include "core/model/presets.h"

#include "tests/support/responsive.h"
#include "tests/support/waitpins.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QProgressBar>
#include <QtTest>

using namespace gradflow;

namespace {

void waitDrawn(MainWindow &w)
{
    QTRY_VERIFY_WITH_TIMEOUT(w.drawnGeneration() >= w.worker()->latestGeneration() && w.charts()->result(), 120000);
}

ModelConfig preset(const char *name) { return findPreset(name)->config; }

// A session of count pins of the given depth and width, batch 64: each takes a noticeable time.
Session heavySession(int count, int depth, int width)
{
    Session s;
    s.current = preset("tanh-small");
    for (int i = 0; i < count; ++i) {
        ModelConfig c = preset("relu-he");
        c.depth = depth;
        c.width = width;
        c.batch = 64;
        c.seed = std::uint64_t(100 + i);
        s.pins.push_back(c);
    }
    return s;
}

QString label(const ModelConfig &c) { return QString::fromStdString(describe(c)); }

} // namespace

class TestPinsWorker : public QObject
{
    Q_OBJECT

private slots:
    void eventsAreServedWhilePinsCompute();
    void latestRequestWins();
    void refusedPinChangesNothing();
    void escapeCancels();
};

// A timer keeps ticking while a session's pins compute (seconds of work): applySession returns
// at once and the pins come later, all together.
void TestPinsWorker::eventsAreServedWhilePinsCompute()
{
    MainWindow w(false);
    waitDrawn(w);
    int ticksWhenApplied = -1;
    GapMeter meter;
    connect(w.charts(), &ChartPanel::pinsChanged, &w, [&] { ticksWhenApplied = meter.ticks(); });
    const Session session = heavySession(4, 200, 512);
    QElapsedTimer clock;
    clock.start();
    w.files()->applySession(session);
    QVERIFY(w.pinsPending());
    QCOMPARE(w.charts()->pinLabels().size(), 0);
    waitPins(w);
    QCOMPARE(w.charts()->pinLabels().size(), 4);
    QVERIFY2(ticksWhenApplied >= 3, qPrintable(QStringLiteral("%1 ticks before the pins came").arg(ticksWhenApplied)));
    QVERIFY2(meter.longestGap() < GapMeter::boundMs,
             qPrintable(QStringLiteral("no event for %1 ms of %2").arg(meter.longestGap()).arg(clock.elapsed())));
    QVERIFY(w.document()->config() == session.current);
}

// A second session asked for while the first one's pins compute replaces it: the first one's
// pins and network never reach the window.
void TestPinsWorker::latestRequestWins()
{
    MainWindow w(false);
    waitDrawn(w);
    QStringList seen;
    connect(w.charts(), &ChartPanel::pinsChanged, &w, [&] { seen += w.charts()->pinLabels(); });
    Session first = heavySession(3, 200, 512);
    first.current = preset("relu-large");
    Session second;
    second.current = preset("relu-small");
    second.pins = {preset("tanh-small")};
    w.files()->applySession(first);
    QTRY_VERIFY_WITH_TIMEOUT(w.pinsStatus()->progressBar()->value() > 0, 60000); // the first is computing
    w.files()->applySession(second);
    waitPins(w);
    QCOMPARE(w.charts()->pinLabels(), QStringList{label(second.pins[0])});
    QVERIFY2(!seen.contains(label(first.pins[0])), qPrintable(seen.join(" | ")));
    waitDrawn(w);
    QVERIFY(w.charts()->result()->config == second.current);
    QVERIFY(w.document()->config() == second.current);
}

// A pin over the session's memory limit: the pins, the network and the settings stay, and the
// status line names the pin.
void TestPinsWorker::refusedPinChangesNothing()
{
    MainWindow w(false);
    waitDrawn(w);
    QVERIFY(w.document()->addPin(w.charts()->result()));
    const QStringList pinsBefore = w.charts()->pinLabels();
    const ModelConfig configBefore = w.document()->config();
    const RunSettings runBefore = w.runSettings();
    Session s;
    s.current = preset("tanh-small");
    s.run.maxMemoryBytes = std::int64_t(64) << 20;
    ModelConfig huge = preset("relu-he");
    huge.depth = 1000;
    huge.width = 2048;
    huge.batch = 1024;
    s.pins = {preset("relu-small"), huge};
    w.files()->applySession(s);
    waitPins(w);
    QCOMPARE(w.charts()->pinLabels(), pinsBefore);
    QVERIFY(w.document()->config() == configBefore);
    QCOMPARE(w.runSettings().maxMemoryBytes, runBefore.maxMemoryBytes);
    QVERIFY2(w.statusText().contains("pin 2: ") && w.statusText().contains("nothing was changed"),
             qPrintable(w.statusText()));
}

// Esc stops a long session: nothing of it is applied, and the status line says so.
void TestPinsWorker::escapeCancels()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    waitDrawn(w);
    const ModelConfig configBefore = w.document()->config();
    QSignalSpy cancelled(w.pinsStatus()->worker(), &LatestWorker::cancelled);
    w.files()->applySession(heavySession(8, 200, 512));
    QPushButton *cancel = w.pinsStatus()->cancelButton();
    QTRY_VERIFY_WITH_TIMEOUT(cancel->isVisible(), 10000);
    QVERIFY2(w.statusText().contains("Computing the session's pins: 1 of 8"), qPrintable(w.statusText()));
    QTest::keyClick(&w, Qt::Key_Escape);
    QVERIFY(cancelled.wait(30000));
    QVERIFY(!w.pinsPending());
    QVERIFY(!cancel->isVisible());
    QVERIFY(w.charts()->pinLabels().isEmpty());
    QVERIFY(w.document()->config() == configBefore);
    QVERIFY2(w.statusText().startsWith("Cancelled the session's pins"), qPrintable(w.statusText()));
}

QTEST_MAIN(TestPinsWorker)
#include "test_pinsworker.moc"
