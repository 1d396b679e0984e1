// The text over the charts (ui/charts/chartoverlay): a refused request says why where the
// charts are and offers the way back; a slow one says the charts still show the previous network.
#include "tests/support/projectorscreen.h"
#include "tests/support/settle.h"
#include "tests/support/windowtest.h"
#include "ui/window/computestatus.h"
#include "ui/window/controlpanel.h"
#include "ui/workers/busydelay.h"

#include <QAction>
#include <QLabel>
#include <QProgressBar>
#include <QtTest>

using namespace gradflow;

class TestChartOverlay : public QObject
{
    Q_OBJECT

private slots:
    void refusalShowsReasonAndWayBack();
    void staleChartsSayWhatTheyShow();
};

// A request over the memory budget is refused at once; the window must not then sit
// on "Computing..." with a frozen progress bar and a Cancel that does nothing.
void TestChartOverlay::refusalShowsReasonAndWayBack()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const auto before = w.charts()->result();
    ModelConfig huge = before->config;
    huge.depth = 1000;
    huge.width = 2048;
    huge.batch = 1024;
    RunSettings tight;
    tight.maxMemoryBytes = std::int64_t(16) << 20;
    w.applyRunSettings(tight);
    w.applyConfig(huge);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().contains("memory limit"), 10000); // no --max-memory here
    // What the window can do about it (it cannot raise --max-memory); the charts kept.
    QVERIFY2(!w.statusText().contains("--max-memory") && w.statusText().contains("reduce depth"),
             qPrintable(w.statusText()));
    QVERIFY2(w.statusText().contains("last result"), qPrintable(w.statusText()));
    QCOMPARE(w.charts()->result(), before);
    // Nothing left that would show a slow computation's progress later: idle, and its one wait
    // (ui/window/computestatus.cpp: the progress bar after BusyDelay's moment) stopped.
    auto *status = w.findChild<ComputeStatus *>();
    QVERIFY(status && !status->busy());
    const QList<BusyDelay *> slow = status->findChildren<BusyDelay *>();
    QCOMPARE(slow.size(), qsizetype(1));
    QVERIFY(!slow.first()->waiting());
    QVERIFY(settle());
    QVERIFY2(!w.statusText().startsWith("Computing"), qPrintable(w.statusText()));
    QProgressBar *progress = w.findChild<QProgressBar *>();
    QVERIFY(progress && !progress->isVisible());
    QVERIFY(!visibleButton(w, "Cancel"));
    // The reason where the charts are, and the way back to what they show.
    const QStringList over = textsOverCharts(w);
    QVERIFY2(over.join('|').contains("memory limit"), qPrintable(over.join('|')));
    QPushButton *back = visibleButton(w, "Back to");
    QVERIFY(back);
    QTest::mouseClick(back, Qt::LeftButton);
    QVERIFY(w.document()->config() == before->config);
    waitDrawn(w);
    QVERIFY(!textsOverCharts(w).join('|').contains("--max-memory"));
    QCOMPARE(w.charts()->result()->config, before->config);
}

// While a slow recompute runs the charts say they show the previous network, with the
// time left; when it lands they say nothing.
// On a desk and in presentation mode, where the larger type once cut the text's first and
// last lines and the progress bar's "about 14 s left".
void TestChartOverlay::staleChartsSayWhatTheyShow()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    for (bool presentation : {false, true}) {
        setPresentation(w, presentation);
        ModelConfig slow = slowConfig(w.charts()->result()->config);
        slow.seed += 1; // a new network each time
        w.applyConfig(slow);
        QTRY_VERIFY_WITH_TIMEOUT(textsOverCharts(w).join('|').contains("previous network"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(textsOverCharts(w).join('|').contains(" left"), 30000);
        const QList<QLabel *> readouts = readoutValues(w);
        QCOMPARE(readouts.size(), 5);
        for (QLabel *value : readouts) // the previous network's numbers, greyed like its charts
            QVERIFY2(!value->isEnabled(), qPrintable(value->text()));
        QProgressBar *progress = w.findChild<QProgressBar *>();
        QVERIFY(progress->isVisible() && progress->text().contains("left"));
        QVERIFY2(progress->fontMetrics().horizontalAdvance(progress->text()) < progress->width(),
                 qPrintable(QStringLiteral("'%1' in %2 px").arg(progress->text()).arg(progress->width())));
        for (QLabel *l : w.findChildren<QLabel *>()) {
            if (l->isVisible() && l->text().contains("previous network"))
                QVERIFY2(l->height() >= l->heightForWidth(l->width()),
                         qPrintable(QStringLiteral("the text needs %1 px, has %2")
                                        .arg(l->heightForWidth(l->width()))
                                        .arg(l->height())));
        }
        waitDrawn(w);
        QTRY_VERIFY(!textsOverCharts(w).join('|').contains("previous network"));
        for (QLabel *value : readoutValues(w))
            QVERIFY(value->isEnabled());
    }
    setPresentation(w, false);
}

// The screen of a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=1920x1080 for another), through
// the offscreen platform's screen file; fonts as the application sets them.
int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestChartOverlay>(argc, argv); }
#include "test_chartoverlay.moc"
