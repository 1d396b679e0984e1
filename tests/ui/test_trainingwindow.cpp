// The Training tab, offscreen: it trains the network the main view shows, only while shown,
// retrains on its own controls, says where a run diverged without drawing a non-finite point,
// and the newest request wins.
#include "ui/charts/chartpanel.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/lesson/lessontabs.h"
#include "ui/training/losschart.h"
#include "ui/training/trainingcontrols.h"
#include "ui/training/trainingpanel.h"
#include "ui/training/updateheatmap.h"
#include "ui/window/controlpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/chartexport.h"
#include "ui/window/filecommands.h"
#include "ui/window/networkdocument.h"
#include "ui/workers/trainworker.h"
#include "core/training/trainer.h"

#include <QChart>
#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QXYSeries>
#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

QComboBox *optimizerBox(TrainingPanel *panel) { return panel->controls()->optimizerBox(); }
QSpinBox *stepsBox(TrainingPanel *panel) { return panel->controls()->stepsBox(); }

#define SHOW_TRAINING(w, steps)                                                                                        \
    do {                                                                                                               \
        showTraining(w, steps);                                                                                        \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)

// The window on its Training tab, training `steps` steps a run.
void showTraining(MainWindow &w, int steps)
{
    w.show();
    stepsBox(w.training())->setValue(steps);
    w.lessonTabs()->setCurrentWidget(w.training());
    QVERIFY(w.lessonTabs()->isTrainingShown());
}

// The tab shows the final run of the worker's latest request.
void waitTrained(TrainingPanel *panel)
{
    QTRY_VERIFY_WITH_TIMEOUT(panel->isFinal() && panel->drawnGeneration() == panel->worker()->latestGeneration()
                                 && panel->worker()->latestGeneration() > 0,
                             60000);
}

// In a test function: waits, and ends the test when the wait failed.
#define WAIT_TRAINED(panel)                                                                                            \
    do {                                                                                                               \
        waitTrained(panel);                                                                                            \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)

int nonFinitePoints(const QChart *chart)
{
    int bad = 0;
    for (QAbstractSeries *s : chart->series())
        if (auto *xy = qobject_cast<QXYSeries *>(s))
            for (const QPointF &p : xy->points())
                bad += std::isfinite(p.x()) && std::isfinite(p.y()) ? 0 : 1;
    return bad;
}

int pointCount(const QChart *chart)
{
    int n = 0;
    for (QAbstractSeries *s : chart->series())
        if (auto *xy = qobject_cast<QXYSeries *>(s))
            n += int(xy->count());
    return n;
}

ModelConfig smallNetwork()
{
    ModelConfig c;
    c.depth = 6;
    c.width = 16;
    c.batch = 8;
    return c;
}

} // namespace

class TestTrainingWindow : public QObject
{
    Q_OBJECT

private slots:
    void trainsTheMainViewsNetwork();
    void trainsOnlyWhileShown();
    void hiddenChangeStopsAndClearsTheRun();
    void divergenceIsSaidAndNeverDrawn();
    void lossChartDrawsOnlyWhatALogAxisCan();
    void optimizerRetrains();
    void newestRequestWins();
    void cancelStopsTheRun();
    void exportDrawsTheTrainingTab();
    void messageNamesFirstAndLastLayer();
    void messageFollowsTheRoomsTextSize();
};

void TestTrainingWindow::trainsTheMainViewsNetwork()
{
    MainWindow w(false);
    SHOW_TRAINING(w, 20);
    WAIT_TRAINED(w.training());
    w.controls()->depthSpin()->setValue(12);
    WAIT_TRAINED(w.training());
    const auto shown = w.training()->result();
    QCOMPARE(shown->config.depth, 12);
    QVERIFY(shown->config == w.document()->config());
    QCOMPARE(shown->stepsDone, 20);
    // The loss drawn is the loss core computes for this network, step by step.
    const TrainResult expected = train(w.document()->config(), RunSettings(), w.training()->settings());
    const QList<QPointF> drawn = w.training()->lossChart()->lossPoints();
    QCOMPARE(drawn.size(), qsizetype(20));
    for (int i = 0; i < drawn.size(); ++i)
        QCOMPARE(drawn[i].y(), expected.loss[size_t(i)]);
    QCOMPARE(w.training()->heatmap()->image().width(), 12); // a column per layer
}

void TestTrainingWindow::trainsOnlyWhileShown()
{
    MainWindow w(false);
    SHOW_TRAINING(w, 10);
    WAIT_TRAINED(w.training());
    w.lessonTabs()->setCurrentIndex(0); // the Network view
    const quint64 before = w.training()->worker()->latestGeneration();
    w.controls()->depthSpin()->setValue(9);
    QCOMPARE(w.training()->worker()->latestGeneration(), before); // nothing trains behind the tab
    w.lessonTabs()->setCurrentWidget(w.training());
    WAIT_TRAINED(w.training());
    QVERIFY(w.training()->worker()->latestGeneration() > before);
    QCOMPARE(w.training()->result()->config.depth, 9);
}

// A change while the tab is hidden stops the run on screen and clears it: shown again, the tab
// never presents the old network's run, still growing, as the current one.
void TestTrainingWindow::hiddenChangeStopsAndClearsTheRun()
{
    MainWindow w(false);
    SHOW_TRAINING(w, stepsBox(w.training())->maximum());
    TrainingPanel *panel = w.training();
    QTRY_VERIFY_WITH_TIMEOUT(panel->result() && !panel->isFinal(), 60000);
    QSignalSpy cancelled(panel->worker(), &TrainWorker::cancelled);
    w.lessonTabs()->setCurrentIndex(0);
    w.controls()->depthSpin()->setValue(9);
    QVERIFY(!panel->result());
    QVERIFY(panel->lossChart()->lossPoints().isEmpty());
    QVERIFY(panel->lostPoints().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!cancelled.isEmpty(), 30000); // the old run stopped, not only hidden
    QTest::qWait(100);
    QVERIFY(!panel->result()); // nothing of it drawn since
    QVERIFY(!panel->messageText().contains(QStringLiteral("cancelled")));
    w.lessonTabs()->setCurrentWidget(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->result(), 60000);
    QCOMPARE(panel->result()->config.depth, 9);
}

void TestTrainingWindow::divergenceIsSaidAndNeverDrawn()
{
    MainWindow w(false);
    SHOW_TRAINING(w, 50);
    ModelConfig c = w.document()->config();
    c.init = Init::CustomStd;
    c.initStd = 1.0;
    w.applyConfig(c);
    WAIT_TRAINED(w.training());
    TrainingPanel *panel = w.training();
    QVERIFY(panel->result()->divergence);
    QVERIFY2(panel->messageText().startsWith(QStringLiteral("diverged at step")), qPrintable(panel->messageText()));
    QCOMPARE(panel->messageText(), QString::fromStdString(describe(*panel->result()->divergence, c.depth)));
    QVERIFY(pointCount(panel->lossChart()->chart()) > 0);
    QCOMPARE(nonFinitePoints(panel->lossChart()->chart()), 0);
    QCOMPARE(nonFinitePoints(panel->changeChart()->chart()), 0);
}

void TestTrainingWindow::lossChartDrawsOnlyWhatALogAxisCan()
{
    // Core stops at the first non-finite value, but the chart never relies on it: a NaN, an
    // infinity or a zero on a log axis would hide the whole curve.
    TrainResult run;
    run.settings.steps = 5;
    run.loss = {1.0, NAN, INFINITY, 0.0, 0.5};
    run.clipFactor = {1.0, 0.5, 1.0, 0.5, 0.25};
    run.stepsDone = 5;
    LossChart chart;
    chart.setRun(run);
    QCOMPARE(chart.lossPoints(), (QList<QPointF>{{1, 1.0}, {5, 0.5}}));
    QCOMPARE(chart.clipPoints(), (QList<QPointF>{{5, 0.5}})); // the clip fired at step 5 (and 2, not drawable)
    QCOMPARE(nonFinitePoints(chart.chart()), 0);
}

void TestTrainingWindow::optimizerRetrains()
{
    MainWindow w(false);
    w.applyConfig(smallNetwork());
    SHOW_TRAINING(w, 30);
    WAIT_TRAINED(w.training());
    const quint64 before = w.training()->drawnGeneration();
    QVERIFY(w.training()->result()->settings.optimizer == Optimizer::Sgd);
    QComboBox *box = optimizerBox(w.training());
    box->setCurrentIndex(box->findData(int(Optimizer::Adam)));
    WAIT_TRAINED(w.training());
    QVERIFY(w.training()->drawnGeneration() > before);
    QVERIFY(w.training()->result()->settings.optimizer == Optimizer::Adam);
    const TrainResult expected = train(smallNetwork(), RunSettings(), w.training()->settings());
    QCOMPARE(w.training()->result()->loss, expected.loss);
}

void TestTrainingWindow::newestRequestWins()
{
    TrainWorker worker;
    QSignalSpy results(&worker, &TrainWorker::resultReady);
    QSignalSpy partials(&worker, &TrainWorker::progressed);
    ModelConfig big; // the lesson's 30 x 64 x 32: 10000 steps take seconds
    TrainSettings longRun;
    longRun.steps = 10000;
    const quint64 first = worker.request(big, RunSettings(), longRun);
    QVERIFY(partials.wait(30000)); // it is running and reporting
    TrainSettings shortRun;
    shortRun.steps = 5;
    const quint64 second = worker.request(smallNetwork(), RunSettings(), shortRun);
    QTRY_VERIFY_WITH_TIMEOUT(!results.isEmpty(), 30000);
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.at(0).at(1).value<quint64>(), second);
    QVERIFY(second > first);
    const auto run = results.at(0).at(0).value<std::shared_ptr<const TrainResult>>();
    QCOMPARE(run->config.depth, smallNetwork().depth);
    QCOMPARE(run->stepsDone, 5);
    for (const QList<QVariant> &p : partials) // partial runs grow and name their request
        QVERIFY(p.at(0).value<quint64>() == first || p.at(0).value<quint64>() == second);
}

void TestTrainingWindow::cancelStopsTheRun()
{
    TrainWorker worker;
    QSignalSpy cancelled(&worker, &TrainWorker::cancelled);
    QSignalSpy results(&worker, &TrainWorker::resultReady);
    QSignalSpy partials(&worker, &TrainWorker::progressed);
    TrainSettings longRun;
    longRun.steps = 10000;
    const quint64 generation = worker.request(ModelConfig(), RunSettings(), longRun);
    QVERIFY(partials.wait(30000));
    worker.cancel();
    QVERIFY(cancelled.wait(30000));
    QCOMPARE(cancelled.at(0).at(0).value<quint64>(), generation);
    QVERIFY(results.isEmpty());
}

// Ctrl+E on the Training tab writes the tab's charts with a caption, not the network view's.
void TestTrainingWindow::exportDrawsTheTrainingTab()
{
    MainWindow w(false);
    w.resize(1280, 720);
    SHOW_TRAINING(w, 20);
    WAIT_TRAINED(w.training());
    QTemporaryDir dir;
    const QString path = dir.filePath("training.png");
    QCOMPARE(w.chartExport()->exportTo(path, 1.0, QSize()), QString());
    const QImage image(path);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= w.training()->width() - 40); // the whole tab's width, not one chart's
    QVERIFY(image.width() > w.charts()->width() + 100);   // nor the network view's charts
    QVERIFY(image.height() < w.training()->height());     // the charts and caption, not the controls
}

// The lesson's two numbers in the message: how far layer 1 and layer L moved.
void TestTrainingWindow::messageNamesFirstAndLastLayer()
{
    MainWindow w(false);
    w.resize(1280, 720);
    SHOW_TRAINING(w, 20);
    WAIT_TRAINED(w.training());
    const TrainResult &r = *w.training()->result();
    const QString text = w.training()->messageText();
    QVERIFY2(
        text.contains(QStringLiteral("layer 1 moved ") + formatPower(r.snapshots.back().log10RelativeChange.front())),
        qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("layer %1 moved ").arg(r.config.depth)));
}

// The message line is in the room's text size as soon as the look changes (F11 and back), not
// from the next message on; a divergence's stays bold.
void TestTrainingWindow::messageFollowsTheRoomsTextSize()
{
    MainWindow w(false);
    w.resize(1280, 720);
    SHOW_TRAINING(w, 20);
    WAIT_TRAINED(w.training());
    Look room;
    room.textPixels = 31;
    w.training()->setLook(false, room);
    QCOMPARE(w.training()->messageFont().pixelSize(), 31);
    room.textPixels = 17;
    w.training()->setLook(true, room);
    QCOMPARE(w.training()->messageFont().pixelSize(), 17);
    QVERIFY(!w.training()->messageFont().bold());
    stepsBox(w.training())->setValue(21); // the next run's messages keep the room's size
    WAIT_TRAINED(w.training());
    QCOMPARE(w.training()->messageFont().pixelSize(), 17);
}

QTEST_MAIN(TestTrainingWindow)
#include "test_trainingwindow.moc"
