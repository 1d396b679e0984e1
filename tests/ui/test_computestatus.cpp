// The compute status while a heavier network is dragged in: the charts are marked as the
// previous network as soon as a newer request waits (not after the drag pauses), the status
// line never times an older network meanwhile, and the status bar and the veil over the charts
// show one progress figure.
#include "ui/charts/chartoverlay.h"
#include "ui/charts/chartpanel.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/lesson/lessontabs.h"
#include "ui/window/computestatus.h"
#include "ui/window/controlpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/workers/computeworker.h"
#include "tests/support/windowtest.h"
#include "core/model/presets.h"

#include <QProgressBar>
#include <QRegularExpression>
#include <QPushButton>
#include <QtTest>

using namespace gradflow;

namespace {

// Width 512, batch 256: a few hundred layers take seconds on any machine.
ModelConfig heavy(ModelConfig c, int depth)
{
    c.width = 512;
    c.batch = 256;
    c.depth = depth;
    return c;
}

QString percentIn(const QString &text) { return QRegularExpression(QStringLiteral("(\\d+)%")).match(text).captured(1); }

} // namespace

class TestComputeStatus : public QObject
{
    Q_OBJECT

private slots:
    void dragMarksTheChartsStale();
    void barAndVeilShowOnePercentage();
    void cancelReturnsControlsToCharts();
    void beforeTheFirstResultNothingIsCalledPrevious();
    void passTimeOnlyUnderTheNetworkTab();
    void computingLeavesWithItsNetwork();
};

void TestComputeStatus::dragMarksTheChartsStale()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QVERIFY(w.statusText().startsWith(QStringLiteral("Computed in")));
    const quint64 drawn = w.drawnGeneration();
    const ModelConfig start = w.charts()->result()->config;
    // A drag: a new depth every 40 ms, each request newer than the one computing.
    bool marked = false;
    for (int depth = 200; depth < 215; ++depth) {
        w.applyConfig(heavy(start, depth));
        QVERIFY2(!w.statusText().startsWith(QStringLiteral("Computed in")), qPrintable(w.statusText()));
        QTest::qWait(40); // the pace of a hand on a slider, not a wait for a result
        if (w.drawnGeneration() == drawn && w.overlay()->mode() == ChartOverlay::Mode::Stale)
            marked = true;
    }
    QVERIFY2(w.drawnGeneration() == drawn, "the heavy networks came too quickly to observe");
    QVERIFY2(marked, "600 ms of dragging and the older network's charts were never marked stale");
    QVERIFY(w.overlay()->text().contains(QStringLiteral("previous network")));
    w.applyConfig(start); // back to the quick network: shown and unmarked
    waitDrawn(w);
    QTRY_VERIFY(w.overlay()->mode() == ChartOverlay::Mode::Hidden);
}

void TestComputeStatus::barAndVeilShowOnePercentage()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const ModelConfig start = w.charts()->result()->config;
    w.applyConfig(heavy(start, 400));
    QProgressBar *bar = w.findChild<QProgressBar *>();
    QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible() && !percentIn(w.overlay()->text()).isEmpty(), 60000);
    QSignalSpy progress(w.worker(), &ComputeWorker::progress);
    int compared = 0;
    while (compared < 6 && w.drawnGeneration() < w.worker()->latestGeneration() && progress.wait(10000)) {
        const QString veil = percentIn(w.overlay()->text()), status = percentIn(bar->text());
        QVERIFY2(
            !veil.isEmpty() && veil == status,
            qPrintable(
                QStringLiteral("over the charts '%1', in the status bar '%2'").arg(w.overlay()->text(), bar->text())));
        ++compared;
    }
    QVERIFY2(compared >= 2, "too few progress steps to compare");
    w.applyConfig(start);
    waitDrawn(w);
}

// After Cancel the controls show the network the charts show, not the cancelled one.
void TestComputeStatus::cancelReturnsControlsToCharts()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const auto before = w.charts()->result();
    w.applyConfig(slowConfig(before->config));
    QPushButton *cancel = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((cancel = visibleButton(w, "Cancel")) != nullptr, 10000);
    // The status bar shows the slow network's progress meanwhile; the window still answers.
    QProgressBar *progress = w.findChild<QProgressBar *>();
    QVERIFY(progress && progress->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(progress->value() > 0, 20000);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().contains("Cancelled"), 30000);
    QCOMPARE(w.charts()->result(), before);
    QVERIFY(!cancel->isVisible());
    QVERIFY(w.document()->config() == before->config);
    QCOMPARE(w.presetBoxText(), QString::fromStdString(findPreset("relu-he")->title));
    QVERIFY(!textsOverCharts(w).join('|').contains("previous network"));
}

// A slow network before any result (a session or command line naming one at start-up): the
// veil says what computes without claiming a previous network, and a cancel says nothing is
// computed yet and what to do, instead of promising charts that were never drawn.
void TestComputeStatus::beforeTheFirstResultNothingIsCalledPrevious()
{
    QWidget host;
    host.resize(800, 500);
    ChartOverlay overlay(&host);
    ComputeWorker worker;
    ComputeStatus status(&worker, &overlay);
    QSignalSpy messages(&status, &ComputeStatus::message);
    const ModelConfig slow = slowConfig(ModelConfig());
    status.requested(slow);
    worker.request(slow, RunSettings());
    host.show();
    QTRY_VERIFY_WITH_TIMEOUT(overlay.mode() == ChartOverlay::Mode::Stale && percentIn(overlay.text()) != "", 30000);
    QVERIFY2(overlay.text().startsWith(QStringLiteral("Computing ")), qPrintable(overlay.text()));
    QVERIFY2(!overlay.text().contains(QStringLiteral("previous")), qPrintable(overlay.text()));
    worker.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!messages.isEmpty() && messages.last().at(0).toString().startsWith("Cancelled"), 30000);
    const QString said = messages.last().at(0).toString();
    QVERIFY2(said.contains(QStringLiteral("nothing is computed yet")), qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("last result")), qPrintable(said));

    // Refused before any result (over the memory limit): the reason and what to do, and no way
    // back to a network never computed.
    RunSettings tight;
    tight.maxMemoryBytes = limits::minMemory;
    status.requested(slow);
    worker.request(slow, tight);
    QTRY_VERIFY_WITH_TIMEOUT(overlay.mode() == ChartOverlay::Mode::Refused, 30000);
    QVERIFY2(overlay.text().contains(QStringLiteral("Choose a smaller network")), qPrintable(overlay.text()));
    QVERIFY2(!overlay.text().contains(QStringLiteral("still show")), qPrintable(overlay.text()));
    for (const QPushButton *button : overlay.findChildren<QPushButton *>())
        QVERIFY(!button->isVisible());
    const QString refusal = messages.last().at(0).toString();
    QVERIFY2(refusal.contains(QStringLiteral("choose a smaller network")), qPrintable(refusal));
}

// The status line under a lesson page, the Jacobian tab or the phase map said "Computed in
// 0.6 ms": the Network tab's pass, read as the tab's own time. It leaves with the Network tab
// and comes back with it; a network drawn meanwhile brings its own.
void TestComputeStatus::passTimeOnlyUnderTheNetworkTab()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QVERIFY(w.statusText().startsWith(QStringLiteral("Computed in")));
    const QString first = w.statusText();
    w.lessonTabs()->showView(LessonView::Chain);
    QVERIFY2(!w.statusText().startsWith(QStringLiteral("Computed in")), qPrintable(w.statusText()));
    w.lessonTabs()->showJacobian();
    QVERIFY2(!w.statusText().startsWith(QStringLiteral("Computed in")), qPrintable(w.statusText()));
    w.lessonTabs()->setCurrentIndex(0);
    QCOMPARE(w.statusText(), first);
    // A network drawn while another tab is shown: its time waits for the Network tab.
    w.lessonTabs()->showView(LessonView::Chain);
    ModelConfig deeper = w.charts()->result()->config;
    deeper.depth += 1;
    w.applyConfig(deeper);
    waitDrawn(w);
    QVERIFY2(!w.statusText().startsWith(QStringLiteral("Computed in")), qPrintable(w.statusText()));
    w.lessonTabs()->setCurrentIndex(0);
    QVERIFY2(w.statusText().startsWith(QStringLiteral("Computed in")), qPrintable(w.statusText()));
}

// Page Down through the tour's network steps and on to a lesson page: the last network was still
// computing when the Chain tab came, and "Computing …" stayed under every tab after it was
// drawn, back on the Network tab too. It goes with its result; the Network tab then shows the time.
void TestComputeStatus::computingLeavesWithItsNetwork()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const ModelConfig start = w.charts()->result()->config;
    w.applyConfig(heavy(start, 60));
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().startsWith(QStringLiteral("Computing")), 20000);
    QVERIFY2(w.drawnGeneration() < w.worker()->latestGeneration(), "the network came too quickly to observe");
    w.lessonTabs()->showView(LessonView::Chain);
    waitDrawn(w);
    QVERIFY2(!w.statusText().startsWith(QStringLiteral("Computing")), qPrintable(w.statusText()));
    w.lessonTabs()->setCurrentIndex(0);
    QVERIFY2(w.statusText().startsWith(QStringLiteral("Computed in")), qPrintable(w.statusText()));
}

QTEST_MAIN(TestComputeStatus)
#include "test_computestatus.moc"
