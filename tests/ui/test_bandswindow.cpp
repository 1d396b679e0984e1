// The window's seed band: the shaded band holds every seed's curve, its dashed mean is the seeds'
// mean, K = 1 is the single run, each seed is drawn as it lands, cancel stops it, and exact zeros
// never reach a chart as a non-finite value.
#include "ui/charts/bandarea.h"
#include "ui/window/bandspanel.h"
#include "tests/support/chartlines.h"
#include "ui/charts/chartpanel.h"
#include "ui/workers/computeworker.h"
#include "core/engine/engine.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/legendstrip.h"
#include "ui/window/mainwindow.h"
#include "tests/support/windowtest.h"

#include <QLineSeries>
#include <QValueAxis>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include <numeric>

#include <cmath>

using namespace gradflow;

namespace {

// Every seed landed and drawn over the network the charts show.
void waitBands(MainWindow &w, int count)
{
    waitDrawn(w);
    QTRY_VERIFY_WITH_TIMEOUT(!w.bands()->isRunning() && w.charts()->isBandShown(), 60000);
    QVERIFY(w.bands()->statusText().startsWith(QString::number(count) + QStringLiteral(" seeds")));
}

ModelConfig narrow()
{
    ModelConfig c;
    c.depth = 20;
    c.width = 12; // narrow: seeds differ by decades
    c.batch = 8;
    c.activation = Activation::Tanh;
    c.init = Init::CustomStd;
    c.initStd = 0.35;
    c.seed = 41;
    return c;
}

const std::vector<double> &field(const Result &r, int chart)
{
    return chart == 0 ? r.log10SignalRms : chart == 1 ? r.log10GradNorm : r.log10WeightGradNorm;
}

// The seeds' mean as drawn: the dashed curve labelled for them.
QList<QPointF> meanPoints(const LayerChart *view)
{
    const QLineSeries *mean =
        lineLabelled(view, [](const QString &label) { return label.startsWith(QStringLiteral("mean of")); });
    return mean ? mean->points() : QList<QPointF>{};
}

void verifyFinite(const QList<QPointF> &points)
{
    for (const QPointF &p : points)
        QVERIFY2(std::isfinite(p.x()) && std::isfinite(p.y()), "a non-finite point reached a chart");
}

} // namespace

class TestBandsWindow : public QObject
{
    Q_OBJECT

private slots:
    void bandHoldsEverySeed();
    void standardDeviationBand();
    void oneSeedIsTheSingleRun();
    void eachSeedDrawnAsItLands();
    void cancelKeepsTheSeedsSoFar();
    void exactZerosStayFinite();
    void newNetworkDropsTheOldBand();
    void captionSaysWhereTheDrawnSeedLies_data();
    void captionSaysWhereTheDrawnSeedLies();
};

void TestBandsWindow::bandHoldsEverySeed()
{
    MainWindow w(false);
    w.show();
    const ModelConfig c = narrow();
    w.applyConfig(c);
    w.bands()->setSeedCount(6);
    w.bands()->setOn(true);
    waitBands(w, 6);
    Engine engine;
    std::vector<Result> seeds;
    for (int i = 0; i < 6; ++i) {
        ModelConfig s = c;
        s.seed = c.seed + std::uint64_t(i);
        seeds.push_back(engine.compute(s));
    }
    for (int chart = 0; chart < 3; ++chart) {
        const LayerChart *view = w.charts()->chart(chart);
        const QList<QPointF> low = view->band().lowerPoints(), high = view->band().upperPoints();
        const QList<QPointF> mean = meanPoints(view);
        const size_t layers = field(seeds[0], chart).size();
        QCOMPARE(low.size(), qsizetype(layers));
        QCOMPARE(high.size(), qsizetype(layers));
        QCOMPARE(mean.size(), qsizetype(layers));
        double widest = 0;
        for (size_t l = 0; l < layers; ++l) {
            double sum = 0;
            for (const Result &r : seeds) {
                const double v = field(r, chart)[l];
                QVERIFY2(v >= low[qsizetype(l)].y() - 1e-12 && v <= high[qsizetype(l)].y() + 1e-12,
                         qPrintable(QStringLiteral("chart %1 layer %2: %3 outside [%4, %5]")
                                        .arg(chart)
                                        .arg(l)
                                        .arg(v)
                                        .arg(low[qsizetype(l)].y())
                                        .arg(high[qsizetype(l)].y())));
                sum += v;
            }
            QVERIFY(std::abs(mean[qsizetype(l)].y() - sum / 6) < 1e-9);
            widest = std::max(widest, high[qsizetype(l)].y() - low[qsizetype(l)].y());
        }
        QVERIFY2(widest > 0.1, "at width 12 the seeds should differ visibly"); // a band, not a line
    }
    QVERIFY(w.charts()->legend()->entries().size() == 2); // the live curve and the seeds' mean

    // And the band is painted: inside its widest gap, between two layers and away from the curves,
    // the plot is tinted with the live colour, not its white.
    LayerChart *view = w.charts()->chart(2);
    const QList<QPointF> low = view->band().lowerPoints(), high = view->band().upperPoints();
    qsizetype widest = 0;
    for (qsizetype l = 0; l + 1 < low.size(); ++l) {
        if (std::min(high[l].y(), high[l + 1].y()) - std::max(low[l].y(), low[l + 1].y())
            > std::min(high[widest].y(), high[widest + 1].y()) - std::max(low[widest].y(), low[widest + 1].y()))
            widest = l;
    }
    const double bottom = std::max(low[widest].y(), low[widest + 1].y());
    const double top = std::min(high[widest].y(), high[widest + 1].y());
    // The height in the gap furthest from the two curves drawn there (the live one and the mean).
    const QList<QPointF> live = view->livePoints(), mean = meanPoints(view);
    const double curves[] = {(live[widest].y() + live[widest + 1].y()) / 2,
                             (mean[widest].y() + mean[widest + 1].y()) / 2};
    double height = bottom, clearance = -1;
    for (int i = 1; i < 20; ++i) {
        const double h = bottom + i / 20.0 * (top - bottom);
        const double c = std::min(std::abs(h - curves[0]), std::abs(h - curves[1]));
        if (c > clearance) {
            clearance = c;
            height = h;
        }
    }
    const QPointF inBand(low[widest].x() + 0.5, height);
    const QImage image = view->viewport()->grab().toImage(); // lays the chart out first
    const auto *x = qobject_cast<QValueAxis *>(view->chart()->axes(Qt::Horizontal).front());
    const auto *y = qobject_cast<QValueAxis *>(view->chart()->axes(Qt::Vertical).front());
    const QRectF plot = view->chart()->plotArea();
    const QPointF scene = view->chart()->mapToScene(
        QPointF(plot.left() + (inBand.x() - x->min()) / (x->max() - x->min()) * plot.width(),
                plot.bottom() - (inBand.y() - y->min()) / (y->max() - y->min()) * plot.height()));
    const QPoint pixel = view->mapFromScene(scene);
    const QColor tint = image.pixelColor(pixel * view->devicePixelRatioF());
    QVERIFY2(tint.blue() > tint.red() + 20,
             qPrintable(QStringLiteral("no band at %1,%2: %3").arg(pixel.x()).arg(pixel.y()).arg(tint.name())));
}

void TestBandsWindow::standardDeviationBand()
{
    MainWindow w(false);
    w.show();
    w.applyConfig(narrow());
    w.bands()->setSeedCount(5);
    w.bands()->setOn(true);
    waitBands(w, 5);
    const QList<QPointF> minMaxLow = w.charts()->chart(1)->band().lowerPoints();
    w.bands()->setKind(BandKind::StdDev);
    const QList<QPointF> low = w.charts()->chart(1)->band().lowerPoints(),
                         high = w.charts()->chart(1)->band().upperPoints();
    const QList<QPointF> mean = meanPoints(w.charts()->chart(1));
    QCOMPARE(low.size(), mean.size());
    bool differs = false;
    for (qsizetype l = 0; l < mean.size(); ++l) {
        QVERIFY(std::abs((high[l].y() - mean[l].y()) - (mean[l].y() - low[l].y())) < 1e-9); // symmetric
        differs = differs || std::abs(low[l].y() - minMaxLow[l].y()) > 1e-6;
    }
    QVERIFY(differs); // not the min-max band again
}

void TestBandsWindow::oneSeedIsTheSingleRun()
{
    MainWindow w(false);
    w.show();
    w.applyConfig(narrow());
    w.bands()->setSeedCount(1);
    w.bands()->setOn(true);
    waitBands(w, 1);
    for (int chart = 0; chart < 3; ++chart) {
        const LayerChart *view = w.charts()->chart(chart);
        const QList<QPointF> live = view->livePoints();
        QVERIFY(!live.isEmpty());
        QCOMPARE(meanPoints(view), live);
        QCOMPARE(view->band().lowerPoints(), live);
        QCOMPARE(view->band().upperPoints(), live);
    }
}

void TestBandsWindow::eachSeedDrawnAsItLands()
{
    MainWindow w(false);
    w.show();
    w.applyConfig(narrow());
    waitDrawn(w);
    QSignalSpy spy(w.bands(), &BandsPanel::bandsChanged);
    w.bands()->setSeedCount(7);
    w.bands()->setOn(true);
    waitBands(w, 7);
    QCOMPARE(spy.count(), 7);
    for (int i = 0; i < 7; ++i) {
        const auto snapshot = spy.at(i).at(0).value<std::shared_ptr<const BandsSnapshot>>();
        QCOMPARE(snapshot->landed, i + 1);
        QCOMPARE(snapshot->bands.count, i + 1);
        QCOMPARE(snapshot->total, 7);
    }
}

void TestBandsWindow::cancelKeepsTheSeedsSoFar()
{
    MainWindow w(false);
    w.show();
    ModelConfig c = narrow();
    c.depth = 400;
    c.width = 256;
    c.batch = 64; // a fraction of a second a seed: 32 of them take long enough to cancel
    w.applyConfig(c);
    waitDrawn(w);
    QSignalSpy landed(w.bands(), &BandsPanel::bandsChanged);
    QSignalSpy cancelled(w.bands()->worker(), &ComputeWorker::cancelled);
    w.bands()->setSeedCount(32);
    w.bands()->setOn(true);
    QVERIFY(landed.wait(60000));
    QVERIFY(w.bands()->cancelButton()->isEnabled());
    QTest::mouseClick(w.bands()->cancelButton(), Qt::LeftButton);
    QVERIFY(cancelled.wait(60000));
    QVERIFY(!w.bands()->isRunning());
    QVERIFY(!w.bands()->cancelButton()->isEnabled());
    const int seen = int(landed.count());
    QVERIFY2(seen < 32, "the cancel did not stop the seeds");
    QVERIFY(w.bands()->statusText().startsWith(QStringLiteral("Stopped at %1 of 32").arg(seen)));
    QVERIFY(w.charts()->isBandShown()); // the seeds so far stay drawn
    QCOMPARE(w.charts()->chart(0)->band().lowerPoints().size(), qsizetype(c.depth + 1));
}

void TestBandsWindow::exactZerosStayFinite()
{
    MainWindow w(false);
    w.show();
    ModelConfig c = narrow();
    c.init = Init::Zero; // the signal is exactly zero after layer 0 for every seed
    c.activation = Activation::Relu;
    w.applyConfig(c);
    w.bands()->setSeedCount(3);
    w.bands()->setOn(true);
    waitBands(w, 3);
    for (BandKind kind : {BandKind::MinMax, BandKind::StdDev}) {
        w.bands()->setKind(kind);
        for (int chart = 0; chart < 3; ++chart) {
            const LayerChart *view = w.charts()->chart(chart);
            verifyFinite(view->band().lowerPoints());
            verifyFinite(view->band().upperPoints());
            verifyFinite(meanPoints(view));
        }
        const QList<QPointF> low = w.charts()->chart(0)->band().lowerPoints();
        QVERIFY(low.size() == c.depth + 1);
        QCOMPARE(low.back().y(), w.charts()->chart(0)->yTicks().min); // an exact zero: the bottom edge
    }
}

void TestBandsWindow::newNetworkDropsTheOldBand()
{
    MainWindow w(false);
    w.show();
    ModelConfig c = narrow();
    w.applyConfig(c);
    w.bands()->setSeedCount(4);
    w.bands()->setOn(true);
    waitBands(w, 4);
    c.depth = 33;
    w.applyConfig(c);
    waitBands(w, 4);
    QCOMPARE(w.charts()->chart(0)->band().lowerPoints().size(), qsizetype(34));
    w.bands()->setOn(false);
    QVERIFY(!w.charts()->isBandShown());
    QVERIFY(w.charts()->chart(0)->band().lowerPoints().isEmpty());
}

void TestBandsWindow::captionSaysWhereTheDrawnSeedLies_data()
{
    QTest::addColumn<ModelConfig>("config");
    ModelConfig deep; // ReLU, He, width 64: the width-64 line 5 decades under seed 0 at layer 0
    deep.depth = 1000;
    QTest::newRow("depth 1000") << deep;
    ModelConfig middle = narrow(), lowest = narrow();
    middle.seed = 42; // between the band's edges at layer 0
    lowest.seed = 43; // the lowest of its 8
    QTest::newRow("narrow tanh, highest") << narrow();
    QTest::newRow("narrow tanh, between") << middle;
    QTest::newRow("narrow tanh, lowest") << lowest;
}

// At depth 1000 the dashed line of a typical width-64 network lay 5 decades under the drawn
// seed, the highest of the 8: the caption says so wherever the drawn seed is the band's edge at
// layer 0, and says nothing of it elsewhere.
void TestBandsWindow::captionSaysWhereTheDrawnSeedLies()
{
    QFETCH(ModelConfig, config);
    MainWindow w(false);
    w.show();
    w.applyConfig(config);
    w.bands()->setSeedCount(8);
    w.bands()->setOn(true);
    waitBands(w, 8);
    Engine engine;
    std::vector<double> atLayer0;
    for (int i = 0; i < 8; ++i) {
        ModelConfig s = config;
        s.seed = config.seed + std::uint64_t(i);
        atLayer0.push_back(engine.compute(s).log10GradNorm.front());
    }
    const double drawn = atLayer0.front();
    const double mean = std::accumulate(atLayer0.begin(), atLayer0.end(), 0.0) / 8;
    const bool highest = drawn == *std::max_element(atLayer0.begin(), atLayer0.end());
    const bool lowest = drawn == *std::min_element(atLayer0.begin(), atLayer0.end());
    const QString caption = w.charts()->caption();
    QCOMPARE(highest, config.seed != 42 && config.seed != 43); // each row's case, so every branch is seen
    QCOMPARE(lowest, config.seed == 43);
    if (highest || lowest) {
        const QString said =
            QStringLiteral("at layer 0 the drawn seed is the %1 of the 8 seeds, %2 decades %3 their mean")
                .arg(highest ? QStringLiteral("highest") : QStringLiteral("lowest"))
                .arg(std::fabs(drawn - mean), 0, 'f', 1)
                .arg(drawn >= mean ? QStringLiteral("above") : QStringLiteral("below"));
        QVERIFY2(caption.contains(said), qPrintable(caption));
    } else {
        QVERIFY2(!caption.contains(QStringLiteral("drawn seed")), qPrintable(caption));
    }
    w.bands()->setOn(false);
    QVERIFY(!w.charts()->caption().contains(QStringLiteral("drawn seed")));
}

QTEST_MAIN(TestBandsWindow)
#include "test_bandswindow.moc"
