// The Training tab tells one story: what a chart is handed is bounded by what it can draw (a
// 10000-layer run never floods the GUI thread), a new run's first step is sent at once, "lost to
// rounding" is the points under the rounding line, a divergence is marked where it happened, the
// axes follow the curves and their labels are whole, the loss chart's legend stands whole, and
// the tab has the network controls and the wheel guard of the Network tab; its status line, too
// narrow, drops whole clauses in every language.
#include "tests/support/chartlines.h"
#include "tests/support/settle.h"
#include "ui/charts/clauseline.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/lesson/lessontabs.h"
#include "ui/training/losschart.h"
#include "ui/training/trainingcontrols.h"
#include "ui/training/trainingpanel.h"
#include "ui/training/updateheatmap.h"
#include "ui/window/controlpanel.h"
#include "ui/window/language.h"
#include "ui/window/mainwindow.h"
#include "ui/window/networkdocument.h"
#include "ui/workers/trainworker.h"
#include "core/model/presets.h"
#include "core/training/trainer.h"

#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLegend>
#include <QLegendMarker>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QThread>
#include <QValueAxis>
#include <QWheelEvent>
#include <QXYSeries>
#include <QtTest>

#include <atomic>
#include <cmath>
#include <vector>

using namespace gradflow;

namespace {

// A finished run of `depth` layers and `steps` steps, built by hand: relative changes around
// 10^centre, wiggling from layer to layer, every step recorded at the powers of ten.
TrainResult handRun(int depth, int steps, double centre)
{
    TrainResult r;
    r.config.depth = depth;
    r.settings.steps = steps;
    r.stepsDone = steps;
    r.log10UnitRoundoff = std::log10(std::ldexp(1.0, -53));
    for (int t = 1; t <= steps; ++t) {
        r.loss.push_back(40.0 / (1 + 0.01 * t) * (1 + 0.1 * std::sin(t)));
        r.clipFactor.push_back(1.0);
        r.learningRate.push_back(0.01);
        r.log10GlobalGradNorm.push_back(1.0);
    }
    r.finalLoss = r.loss.back();
    for (int step : recordedSteps(steps)) {
        LayerSnapshot s;
        s.step = step;
        for (int l = 0; l < depth; ++l) {
            const double v = centre + 0.5 * std::log10(double(step)) + 0.3 * std::sin(l * 0.37);
            s.log10GradNorm.push_back(0);
            s.log10RelativeChange.push_back(v);
            s.log10UpdateRatio.push_back(v - 1);
            s.lost.push_back(v < r.log10UnitRoundoff);
        }
        r.snapshots.push_back(s);
    }
    r.log10FirstStepPrediction = r.snapshots.front().log10RelativeChange;
    return r;
}

// The panel at a lecture screen's width, shown: false if it never reached the screen.
bool shownAtLectureWidth(TrainingPanel &panel)
{
    panel.resize(1280, 600);
    panel.show();
    return QTest::qWaitForWindowExposed(&panel);
}

int mostPoints(const QChart *chart)
{
    int most = 0;
    for (QAbstractSeries *s : chart->series())
        if (auto *xy = qobject_cast<QXYSeries *>(s))
            most = std::max(most, int(xy->count()));
    return most;
}

int countColor(const QImage &image, const QColor &color)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixelColor(x, y) == color ? 1 : 0;
    return n;
}

} // namespace

class TestTrainingTab : public QObject
{
    Q_OBJECT

private slots:
    void partialResultsNeverQueueMoreThanOne();
    void firstStepIsSentAtOnce();
    void deepCurvesAreBoundedByThePlotsWidth();
    void layerTicksAreWhole_data();
    void layerTicksAreWhole();
    void changeAxisNamesOnlyRealLayers_data();
    void changeAxisNamesOnlyRealLayers();
    void divergenceIsMarkedOnTheCharts();
    void yAxisFollowsTheCurves();
    void lostMarksAreThePointsUnderTheLine();
    void zeroWeightsAreNotFarAboveTheRule();
    void lossLineIsAStrongColour();
    void lossLegendStandsWhole_data();
    void lossLegendStandsWhole();
    void predictedLineShowsOverTheCurves_data();
    void predictedLineShowsOverTheCurves();
    void noLegendEntryForALineNotDrawn();
    void shortMapKeepsItsCellsAndLabels();
    void statusLineTellsTheTrainingsTime();
    void statusLineDropsWholeClausesInEveryLanguage_data();
    void statusLineDropsWholeClausesInEveryLanguage();
    void networkControlsEditTheNetwork();
    void wheelPassesOverUnfocusedControls();
};

// The GUI thread busy for as long as the worker makes several partial results: they wait as
// one, not as a queue (at depth 10000, 20 a second of 12 MB each).
void TestTrainingTab::partialResultsNeverQueueMoreThanOne()
{
    TrainWorker worker;
    int delivered = 0;
    QObject receiver;
    connect(
        &worker, &TrainWorker::progressed, &receiver, [&] { ++delivered; }, Qt::QueuedConnection);
    TrainSettings longRun;
    longRun.steps = 10000;
    worker.request(ModelConfig(), RunSettings(), longRun);
    while (worker.partialsMade() < 4) // the events are not served meanwhile: a GUI thread that falls behind
        QThread::yieldCurrentThread();
    QCoreApplication::sendPostedEvents(&receiver);
    QCOMPARE(delivered, 1);
    QVERIFY(worker.takePartial()); // the newest of them
    QVERIFY(!worker.takePartial());
    worker.cancel();
}

// A change shows its run within a frame: the first partial result sent is the first step's,
// long before the run ends, and not the steps done in the first cadence's wait. Taken on the
// worker's thread as it is sent (a direct connection), so no later one has replaced it.
void TestTrainingTab::firstStepIsSentAtOnce()
{
    std::vector<int> sentSteps; // the worker's thread writes, until sent
    std::atomic<bool> sent{false};
    QObject receiver;
    TrainWorker worker; // ends (its destructor waits for its thread) before what its thread writes
    connect(
        &worker, &TrainWorker::progressed, &receiver,
        [&] {
            if (sent.load())
                return;
            if (const auto partial = worker.takePartial()) {
                sentSteps.push_back(partial->stepsDone);
                sentSteps.push_back(partial->settings.steps);
                sentSteps.push_back(int(partial->snapshots.size()));
                sentSteps.push_back(int(partial->loss.size()));
            }
            sent = true;
        },
        Qt::DirectConnection);
    TrainSettings lesson; // the tab's run: 1000 steps of the lesson's network
    lesson.steps = 1000;
    worker.request(findPreset(defaultPresetName())->config, RunSettings(), lesson);
    QTRY_VERIFY_WITH_TIMEOUT(sent.load(), 60000);
    worker.cancel();
    QCOMPARE(sentSteps, (std::vector<int>{1, 1000, 1, 1})); // step 1, its snapshot and its loss
}

void TestTrainingTab::deepCurvesAreBoundedByThePlotsWidth()
{
    TrainingPanel panel;
    QVERIFY(shownAtLectureWidth(panel));
    panel.showFinished(std::make_shared<const TrainResult>(handRun(10000, 10000, -14.5)));
    for (QChartView *view :
         {static_cast<QChartView *>(panel.changeChart()), static_cast<QChartView *>(panel.lossChart())}) {
        const int columns = std::max(100, int(std::max(view->chart()->plotArea().width(), double(view->width()))));
        QVERIFY2(mostPoints(view->chart()) <= 2 * columns,
                 qPrintable(QString("%1 points for %2 columns").arg(mostPoints(view->chart())).arg(columns)));
        QVERIFY(mostPoints(view->chart()) > columns / 2); // thinned, not emptied
    }
    QVERIFY(panel.lostPoints().size() <= 2 * std::max(100, panel.changeChart()->width()));
}

void TestTrainingTab::layerTicksAreWhole_data()
{
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("width");
    for (int depth : {30, 100, 1000, 10000})
        for (int width : {420, 1000})
            QTest::newRow(qPrintable(QString("depth %1, %2 px").arg(depth).arg(width))) << depth << width;
}

// Every layer label fits its interval (Qt elides one that does not to "..."), on a narrow
// Training-tab chart as on the Network view's wide one, which keeps its ten intervals.
void TestTrainingTab::layerTicksAreWhole()
{
    QFETCH(int, depth);
    QFETCH(int, width);
    LayerChart chart(QStringLiteral("Weight change"), QStringLiteral("after n steps"));
    chart.resize(width, 360);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    Curve c;
    c.firstLayer = 1;
    c.log10Values.assign(size_t(depth), -2.0);
    chart.setCurves({c});
    QSignalSpy fitted(&chart, &LayerChart::axisFitted);
    chart.resize(width, 361); // the refit after a new size, as a window's layout gives it
    QVERIFY(fitted.wait(5000));
    const QStringList labels = chart.xLabels();
    QVERIFY(labels.size() >= 3);
    QCOMPARE(labels.last().toInt() >= depth, true);
    const auto *axis = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Horizontal).first());
    const QFontMetricsF fm(axis->labelsFont());
    const double interval = chart.chart()->plotArea().width() / (labels.size() - 1);
    for (const QString &label : labels)
        QVERIFY2(fm.horizontalAdvance(label) < interval, qPrintable(QString("%1 in %2 px").arg(label).arg(interval)));
    if (width == 1000 && depth <= 1000)
        QCOMPARE(labels.size(), depth == 30 ? 7 : 11); // as before on a wide chart: 0, 5, ... 30; 0, 10 ... 100
}

void TestTrainingTab::changeAxisNamesOnlyRealLayers_data()
{
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("transformer");
    QTest::newRow("30 layers") << 30 << false;
    QTest::newRow("13 layers") << 13 << false;
    QTest::newRow("1 layer") << 1 << false;
    QTest::newRow("12 blocks") << 12 << true;
    QTest::newRow("48 blocks") << 48 << true;
}

// The weight change is drawn for the weights of layers (blocks) 1..depth: the axis starts at the
// first and ends at the last, so no tick reads "0" or a layer past the network, as the Network
// view's axis names only its layers (0 there is the input).
void TestTrainingTab::changeAxisNamesOnlyRealLayers()
{
    QFETCH(int, depth);
    QFETCH(bool, transformer);
    TrainingPanel panel;
    QVERIFY(shownAtLectureWidth(panel));
    TrainResult r = handRun(depth, 100, -3);
    if (transformer)
        r.config.architecture = Architecture::Transformer;
    panel.showFinished(std::make_shared<const TrainResult>(r));
    settle(); // the refit for the laid-out width
    const auto *axis = qobject_cast<QValueAxis *>(panel.changeChart()->chart()->axes(Qt::Horizontal).first());
    QVERIFY2(axis->min() > 0 && axis->min() <= 1, qPrintable(QString::number(axis->min())));
    QVERIFY2(axis->max() >= depth && axis->max() < depth + 1, qPrintable(QString::number(axis->max())));
    const QStringList labels = panel.changeChart()->xLabels();
    QVERIFY(!labels.isEmpty());
    for (const QString &label : labels)
        QVERIFY2(label.toInt() >= 1 && label.toInt() <= depth, qPrintable(labels.join(",")));
}

void TestTrainingTab::divergenceIsMarkedOnTheCharts()
{
    TrainingPanel panel;
    QVERIFY(shownAtLectureWidth(panel));
    TrainResult r = handRun(30, 6, -3);
    r.divergence = Divergence{7, 12, Divergence::Stage::Update};
    r.settings.steps = 100;
    panel.showFinished(std::make_shared<const TrainResult>(r));
    QCOMPARE(panel.lossChart()->divergedAt(), 7);
    const auto *steps = qobject_cast<QValueAxis *>(panel.lossChart()->chart()->axes(Qt::Horizontal).first());
    QVERIFY2(steps->max() <= 20, qPrintable(QString::number(steps->max()))); // the steps run, not the 100 asked
    QVERIFY(panel.heatmap()->showsDivergence());
    QTest::qWait(50);
    QVERIFY(countColor(panel.lossChart()->grab().toImage(), LossChart::divergenceColor()) > 50);
    QVERIFY(countColor(panel.heatmap()->grab().toImage(), QColor(200, 30, 30)) > 50);
    panel.showFinished(std::make_shared<const TrainResult>(handRun(30, 6, -3))); // a run that did not diverge
    QCOMPARE(panel.lossChart()->divergedAt(), 0);
    QVERIFY(!panel.heatmap()->showsDivergence());
}

// ReLU He's curves near 10^-2 in double: the rounding line (10^-16) does not set the axis. A
// run near the line keeps it drawn.
void TestTrainingTab::yAxisFollowsTheCurves()
{
    TrainingPanel panel;
    QVERIFY(shownAtLectureWidth(panel));
    panel.showFinished(std::make_shared<const TrainResult>(handRun(30, 100, -2.5)));
    QVERIFY2(panel.changeChart()->yTicks().min > -6, qPrintable(QString::number(panel.changeChart()->yTicks().min)));
    panel.showFinished(std::make_shared<const TrainResult>(handRun(30, 100, -15.5)));
    QVERIFY(panel.changeChart()->yTicks().min <= std::floor(std::log10(std::ldexp(1.0, -53))));
    QStringList labels;
    for (QAbstractSeries *series : panel.changeChart()->chart()->series())
        labels << series->name();
    QVERIFY2(labels.contains(QStringLiteral("rounding")), qPrintable(labels.join(",")));
}

// The float sigmoid network: the marks are exactly the last curve's points under the line.
void TestTrainingTab::lostMarksAreThePointsUnderTheLine()
{
    ModelConfig c;
    c.activation = Activation::Sigmoid;
    c.init = Init::Xavier;
    c.precision = Precision::Float;
    TrainSettings s;
    s.learningRate = 0.1;
    s.steps = 30;
    const auto run = std::make_shared<const TrainResult>(train(c, RunSettings(), s));
    TrainingPanel panel;
    panel.resize(1280, 600);
    panel.show();
    panel.showFinished(run);
    const std::vector<double> &last = run->snapshots.back().log10RelativeChange;
    int under = 0;
    for (double v : last)
        under += std::isfinite(v) && v < run->log10UnitRoundoff ? 1 : 0;
    QVERIFY(under > 0 && under < c.depth);
    QCOMPARE(panel.lostPoints().size(), qsizetype(under));
    for (const QPointF &p : panel.lostPoints())
        QVERIFY(p.y() < run->log10UnitRoundoff);
}

// Zero init with sigmoid: the last layer moves away from zero, so it has no relative change.
// Nothing non-finite is drawn and the map paints no cell as "far above the rule".
void TestTrainingTab::zeroWeightsAreNotFarAboveTheRule()
{
    QVERIFY(UpdateHeatmap::colorFor(NAN) != UpdateHeatmap::colorFor(HUGE_VAL));
    QCOMPARE(UpdateHeatmap::colorFor(NAN), UpdateHeatmap::noRatioColor());
    ModelConfig c;
    c.depth = 3;
    c.width = 4;
    c.batch = 2;
    c.activation = Activation::Sigmoid;
    c.init = Init::Zero;
    TrainSettings s;
    s.steps = 3;
    const auto run = std::make_shared<const TrainResult>(train(c, RunSettings(), s));
    TrainingPanel panel;
    panel.resize(1280, 600);
    panel.show();
    panel.showFinished(run);
    const QImage &map = panel.heatmap()->image();
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x)
            QVERIFY(map.pixelColor(x, y) != UpdateHeatmap::colorFor(HUGE_VAL));
    for (QAbstractSeries *series : panel.changeChart()->chart()->series())
        if (auto *xy = qobject_cast<QXYSeries *>(series))
            for (const QPointF &p : xy->points())
                QVERIFY(std::isfinite(p.x()) && std::isfinite(p.y()));
}

void TestTrainingTab::predictedLineShowsOverTheCurves_data()
{
    QTest::addColumn<int>("optimizer");
    QTest::addColumn<double>("learningRate");
    QTest::newRow("SGD") << int(Optimizer::Sgd) << 0.1;
    QTest::newRow("Adam") << int(Optimizer::Adam) << 0.001;
}

// The tour's Training steps (sigmoid, Xavier; SGD at 0.1, Adam at 0.001) on a 720-line projector
// in presentation mode: the prediction lies on the t = 1 curve, and its grey dashes alone were
// lost in that light blue. Along its course light and dark stripes must both show, as the
// Network view's theory does on its measured curve, and the legend names it once.
void TestTrainingTab::predictedLineShowsOverTheCurves()
{
    QFETCH(int, optimizer);
    QFETCH(double, learningRate);
    TrainSettings s;
    s.optimizer = Optimizer(optimizer);
    s.learningRate = learningRate;
    s.steps = 100;
    const auto run = std::make_shared<const TrainResult>(train(findPreset("sigmoid-xavier")->config, RunSettings(), s));
    TrainingPanel panel;
    panel.setLook(false, Look::room(720, 13));
    panel.resize(975, 590); // beside the Lesson panel in presentation mode
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.showFinished(run);
    QVERIFY(settle());
    LayerChart *chart = panel.changeChart();
    QLineSeries *predicted = lineLabelled(chart, QStringLiteral("predicted"));
    QVERIFY(predicted);
    const Stripes st = stripesAlong(chart, predicted, 0, int(predicted->count()) - 1, 0.9, 0.5);
    // Grey dashes alone left 12 % of the columns light (the curve's edge); striped, 43 % light and
    // 38 % dark.
    QVERIFY(st.samples > 300);
    QVERIFY2(
        st.light > st.samples / 4 && st.dark > st.samples / 4,
        qPrintable(QStringLiteral("%1 light and %2 dark of %3 pixels").arg(st.light).arg(st.dark).arg(st.samples)));
    int entries = 0;
    for (const QLegendMarker *marker : chart->chart()->legend()->markers())
        entries += marker->isVisible() && marker->label() == QStringLiteral("predicted");
    QCOMPARE(entries, 1);
}

void TestTrainingTab::lossLegendStandsWhole_data()
{
    QTest::addColumn<int>("screenHeight"); // 0: the desk's look
    QTest::newRow("desk") << 0;
    QTest::newRow("room 720") << 720;
    QTest::newRow("room 1080") << 1080;
}

// A run whose clip fired shows the loss chart's legend ("loss", "clip fired"): at every width
// the tab takes, beside the Lesson panel or not, both entries stand whole in the chart. The
// charts side by side gave the loss chart a quarter of the width, less than its legend needs.
void TestTrainingTab::lossLegendStandsWhole()
{
    QFETCH(int, screenHeight);
    TrainResult clipped = handRun(10, 100, -3);
    std::fill(clipped.clipFactor.begin(), clipped.clipFactor.end(), 0.5);
    const auto run = std::make_shared<const TrainResult>(clipped);
    TrainingPanel panel;
    if (screenHeight > 0)
        panel.setLook(false, Look::room(screenHeight, 13));
    panel.resize(640, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.showFinished(run);
    QStringList cut;
    for (int width = 640; width <= 1840; width += 80) {
        panel.resize(width, 600);
        QVERIFY(settle());
        const LossChart *chart = panel.lossChart();
        const QLegend *legend = chart->chart()->legend();
        QStringList shown;
        for (const QGraphicsItem *item : chart->scene()->items())
            if (const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
                text && text->isVisible() && legend->isAncestorOf(text))
                shown << text->toPlainText();
        shown.sort();
        if (shown != QStringList{QStringLiteral("clip fired"), QStringLiteral("loss")})
            cut << QStringLiteral("%1 px (loss chart %2 px): %3")
                       .arg(width)
                       .arg(chart->width())
                       .arg(shown.join(QStringLiteral(", ")));
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
}

// A prediction with no finite value draws nothing, and the legend does not promise it.
void TestTrainingTab::noLegendEntryForALineNotDrawn()
{
    TrainResult r = handRun(30, 100, -3.0);
    r.log10FirstStepPrediction.assign(30, -HUGE_VAL);
    TrainingPanel panel;
    QVERIFY(shownAtLectureWidth(panel));
    panel.showFinished(std::make_shared<const TrainResult>(r));
    QVERIFY(!lineLabelled(panel.changeChart(), QStringLiteral("predicted")));
    for (const QLegendMarker *marker : panel.changeChart()->chart()->legend()->markers())
        QVERIFY2(!(marker->isVisible() && marker->label() == QStringLiteral("predicted")),
                 "a legend entry for no line");
    QVERIFY(panel.changeChart()->chart()->legend()->isVisible()); // the steps' curves keep theirs
}

void TestTrainingTab::lossLineIsAStrongColour()
{
    LossChart chart;
    for (bool dark : {false, true}) {
        chart.setLook(dark, 1.0, 0);
        const QColor c = chart.lossColor();
        QVERIFY2(c.hsvSaturation() > 100, qPrintable(c.name()));
        if (!dark)
            QVERIFY2(c.lightness() < 110, qPrintable(c.name())); // reads on white from the back row
    }
}

// The map at the size a 720-line projector leaves it (the Lesson panel open, presentation
// type): its cells keep most of its height, and its colour bar labels more than its two ends.
void TestTrainingTab::shortMapKeepsItsCellsAndLabels()
{
    UpdateHeatmap map;
    map.setLook(false, 1.5, 20);
    map.resize(470, 205);
    const QRectF plot = map.plotArea();
    QVERIFY2(plot.height() >= 0.5 * map.height(), qPrintable(QString::number(plot.height())));
    QVERIFY(UpdateHeatmap::colorBarLabels(plot.height(), QFontMetricsF(map.labelFont()).height()).size() >= 3);
}

void TestTrainingTab::statusLineTellsTheTrainingsTime()
{
    MainWindow w(false);
    w.show();
    w.training()->controls()->stepsBox()->setValue(20);
    w.lessonTabs()->setCurrentWidget(w.training());
    QTRY_VERIFY_WITH_TIMEOUT(w.training()->isFinal()
                                 && w.training()->drawnGeneration() == w.training()->worker()->latestGeneration(),
                             60000);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().startsWith(QStringLiteral("Trained 20 steps in ")), 5000);
    w.controls()->depthSpin()->setValue(12); // the network's pass lands: the tab keeps the training's line
    QTRY_VERIFY_WITH_TIMEOUT(w.training()->isFinal() && w.training()->result()->config.depth == 12, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().startsWith(QStringLiteral("Trained 20 steps in ")), 5000);
    QVERIFY(!w.statusText().contains(QStringLiteral("Computed")));
}

void TestTrainingTab::statusLineDropsWholeClausesInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const Language &language : shippedLanguages())
        QTest::newRow(qPrintable(language.code)) << language.code;
}

// A finished run's line (its loss, how often the clip fired, how far the first and the last
// layer moved) in a line 60% as wide as it: the trailing clauses go, whole, whatever punctuation
// the language joins them with ("; ", " ; ", "；", "、"); none is cut with an ellipsis.
void TestTrainingTab::statusLineDropsWholeClausesInEveryLanguage()
{
    QFETCH(QString, language);
    QVERIFY(installLanguage(language));
    TrainingPanel panel;
    TrainResult run = handRun(30, 1000, -2.5);
    run.settings.clipLimit = 1.0;
    panel.showFinished(std::make_shared<const TrainResult>(run));
    std::unique_ptr<ClauseLine> line(panel.findChild<ClauseLine *>());
    QVERIFY(line);
    line->setParent(nullptr); // out of the panel's layout: its width is the test's
    installLanguage(QStringLiteral("en"));
    line->show();
    line->resize(4000, line->sizeHint().height());
    const QString whole = line->shownText(); // all of it
    line->resize(int(0.6 * line->sizeHint().width()), line->height());
    const QString shown = line->shownText();
    QVERIFY2(!shown.endsWith(QChar(0x2026)), qPrintable(shown));
    QVERIFY2(shown.size() < whole.size() && whole.startsWith(shown), qPrintable(shown));
}

// Depth, activation and init std on the Training tab set the network, as the Network tab would.
void TestTrainingTab::networkControlsEditTheNetwork()
{
    MainWindow w(false);
    w.show();
    w.training()->controls()->stepsBox()->setValue(10);
    w.lessonTabs()->setCurrentWidget(w.training());
    TrainingControls *controls = w.training()->controls();
    QCOMPARE(controls->depthBox()->value(), w.document()->config().depth);
    controls->depthBox()->setValue(7);
    QCOMPARE(w.document()->config().depth, 7);
    controls->activationBox()->setCurrentIndex(controls->activationBox()->findData(int(Activation::Tanh)));
    QVERIFY(w.document()->config().activation == Activation::Tanh);
    controls->initStdBox()->setValue(0.5);
    QVERIFY(w.document()->config().init == Init::CustomStd);
    QCOMPARE(w.document()->config().initStd, 0.5);
    QTRY_VERIFY_WITH_TIMEOUT(w.training()->isFinal() && w.training()->result()->config == w.document()->config(),
                             60000);
    w.controls()->depthSpin()->setValue(9); // and the other way
    QCOMPARE(controls->depthBox()->value(), 9);
}

// Scrolling over the tab's controls changes no setting; a control the teacher clicked still takes the wheel.
void TestTrainingTab::wheelPassesOverUnfocusedControls()
{
    MainWindow w(false);
    w.show();
    w.lessonTabs()->setCurrentWidget(w.training());
    TrainingControls *controls = w.training()->controls();
    auto wheel = [](QWidget *target) {
        const QPointF at(target->width() / 2.0, target->height() / 2.0);
        QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(target, &event);
    };
    const int rate = controls->learningRateSlider()->value();
    const int optimizer = controls->optimizerBox()->currentIndex();
    const int depth = controls->depthBox()->value();
    wheel(controls->learningRateSlider());
    wheel(controls->optimizerBox());
    wheel(controls->depthBox());
    QCOMPARE(controls->learningRateSlider()->value(), rate);
    QCOMPARE(controls->optimizerBox()->currentIndex(), optimizer);
    QCOMPARE(controls->depthBox()->value(), depth);
    controls->learningRateSlider()->setFocus();
    QTRY_VERIFY(controls->learningRateSlider()->hasFocus());
    wheel(controls->learningRateSlider());
    QVERIFY(controls->learningRateSlider()->value() != rate);
}

QTEST_MAIN(TestTrainingTab)
#include "test_trainingtab.moc"
