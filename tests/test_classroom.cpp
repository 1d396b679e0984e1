// The window as a classroom instrument (issue 9): never stuck, state always true, typed
// numbers commit whole, axes readable from the back row, exports slide-ready.
#include "chartpanel.h"
#include "computeworker.h"
#include "controlpanel.h"
#include "mainwindow.h"
#include "presets.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

using namespace gradflow;

namespace {

void waitDrawn(MainWindow &w)
{
    QTRY_VERIFY_WITH_TIMEOUT(w.drawnGeneration() >= w.worker()->latestGeneration() && w.charts()->result(), 60000);
}

// Visible labels and buttons over the chart area (not in the status bar or the controls).
QStringList textsOverCharts(MainWindow &w)
{
    QStringList texts;
    const QRect charts(w.charts()->mapTo(&w, QPoint(0, 0)), w.charts()->size());
    for (QLabel *l : w.findChildren<QLabel *>()) {
        if (l->isVisible() && charts.contains(QRect(l->mapTo(&w, QPoint(0, 0)), l->size()).center()))
            texts << l->text();
    }
    return texts;
}

QPushButton *visibleButton(MainWindow &w, const QString &start)
{
    for (QPushButton *b : w.findChildren<QPushButton *>()) {
        if (b->isVisible() && b->text().startsWith(start))
            return b;
    }
    return nullptr;
}

QSpinBox *spinWithMaximum(MainWindow &w, int maximum)
{
    for (QSpinBox *s : w.controls()->findChildren<QSpinBox *>()) {
        if (s->maximum() == maximum)
            return s;
    }
    return nullptr;
}

ModelConfig slowConfig(const ModelConfig &from)
{
    ModelConfig big = from;
    big.depth = 400;
    big.width = 512;
    big.batch = 256;
    return big;
}

} // namespace

class TestClassroom : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refusalShowsReasonAndWayBack();
    void staleChartsSayWhatTheyShow();
    void cancelReturnsControlsToCharts();
    void typedNumbersCommitWhole();
};

void TestClassroom::initTestCase()
{
    QCoreApplication::setOrganizationName("GradFlowTest");
    QCoreApplication::setApplicationName("GradFlowTest");
}

// Item 1: a request over the memory budget is refused at once; the window must not then sit
// on "Computing..." with a frozen progress bar and a Cancel that does nothing.
void TestClassroom::refusalShowsReasonAndWayBack()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const auto before = w.charts()->result();
    ModelConfig huge = before->config;
    huge.depth = 1000;
    huge.width = 2048;
    huge.batch = 1024;
    huge.maxMemoryBytes = std::int64_t(16) << 20;
    w.applyConfig(huge);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().contains("--max-memory"), 10000);
    QTest::qWait(400); // past the moment a slow computation would show its progress
    QVERIFY2(!w.statusText().startsWith("Computing"), qPrintable(w.statusText()));
    QProgressBar *progress = w.findChild<QProgressBar *>();
    QVERIFY(progress && !progress->isVisible());
    QVERIFY(!visibleButton(w, "Cancel"));
    // The reason where the charts are, and the way back to what they show.
    const QStringList over = textsOverCharts(w);
    QVERIFY2(over.join('|').contains("--max-memory"), qPrintable(over.join('|')));
    QPushButton *back = visibleButton(w, "Back to");
    QVERIFY(back);
    QTest::mouseClick(back, Qt::LeftButton);
    QVERIFY(w.controls()->config() == before->config);
    waitDrawn(w);
    QVERIFY(!textsOverCharts(w).join('|').contains("--max-memory"));
    QCOMPARE(w.charts()->result()->config, before->config);
}

// Item 5: while a slow recompute runs the charts say they show the previous network, with the
// time left; when it lands they say nothing.
void TestClassroom::staleChartsSayWhatTheyShow()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    w.applyConfig(slowConfig(w.charts()->result()->config));
    QTRY_VERIFY_WITH_TIMEOUT(textsOverCharts(w).join('|').contains("previous network"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(textsOverCharts(w).join('|').contains(" left"), 30000);
    QProgressBar *progress = w.findChild<QProgressBar *>();
    QVERIFY(progress->isVisible() && progress->text().contains("left"));
    waitDrawn(w);
    QTRY_VERIFY(!textsOverCharts(w).join('|').contains("previous network"));
}

// Item 5: after Cancel the controls show the network the charts show, not the cancelled one.
void TestClassroom::cancelReturnsControlsToCharts()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const auto before = w.charts()->result();
    w.applyConfig(slowConfig(before->config));
    QPushButton *cancel = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((cancel = visibleButton(w, "Cancel")) != nullptr, 10000);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().contains("Cancelled"), 30000);
    QCOMPARE(w.charts()->result(), before);
    QVERIFY(w.controls()->config() == before->config);
    QCOMPARE(w.presetBoxText(), QString::fromStdString(findPreset("relu-he")->title));
    QVERIFY(!textsOverCharts(w).join('|').contains("previous network"));
}

// Item 6: typing 2048 into Width computes width 2048 once, never 2, 20 or 204 on the way.
void TestClassroom::typedNumbersCommitWhole()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    waitDrawn(w);
    QSpinBox *width = spinWithMaximum(w, 2048);
    QVERIFY(width);
    QList<int> widths;
    connect(w.controls(), &ControlPanel::configChanged, this, [&](const ModelConfig &c) { widths << c.width; });
    width->setFocus();
    QTRY_VERIFY(width->hasFocus());
    width->selectAll();
    QTest::keyClicks(width, "2048");
    QVERIFY2(widths.isEmpty(), qPrintable(QString::number(widths.value(0))));
    QTRY_COMPARE_WITH_TIMEOUT(widths, QList<int>{2048}, 5000); // after a short pause
    // Enter commits at once.
    width->selectAll();
    QTest::keyClicks(width, "96");
    QTest::keyClick(width, Qt::Key_Return);
    QCOMPARE(widths, (QList<int>{2048, 96}));
    QTest::qWait(ControlPanel::typingPauseMs + 200);
    QCOMPARE(widths, (QList<int>{2048, 96})); // and only once
    waitDrawn(w);
}

QTEST_MAIN(TestClassroom)
#include "test_classroom.moc"
