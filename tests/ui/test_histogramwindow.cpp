// The window's layer histograms: shown beside the charts for the layer picked (spin box or a
// click on a chart), following every recompute, every entry counted, the dead or saturated units
// as the core counts them for the same layer, and no cost while hidden.
#include "ui/charts/chartpanel.h"
#include "ui/workers/computeworker.h"
#include "core/engine/engine.h"
#include "ui/histogram/histogrampanel.h"
#include "ui/histogram/histogramview.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/layermarker.h"
#include "tests/support/settle.h"
#include "ui/window/mainwindow.h"
#include "tests/support/windowtest.h"

#include <QSpinBox>
#include <QValueAxis>
#include <QtTest>

#include <numeric>

using namespace gradflow;

namespace {

// The charts show config with the histograms of layer.
void waitHistograms(MainWindow &w, const ModelConfig &config, int layer)
{
    QTRY_VERIFY_WITH_TIMEOUT(
        w.charts()->result() && w.charts()->result()->config == config && w.charts()->analysis()->histograms
            && w.charts()->analysis()->histograms->layer == layer
            && w.histograms()->view(0)->histogram().total == std::int64_t(config.batch) * config.width,
        60000);
}

std::int64_t counted(const Histogram &h)
{
    return std::accumulate(h.counts.begin(), h.counts.end(), std::int64_t(0)) + h.zeros;
}

ModelConfig small(Activation activation)
{
    ModelConfig c;
    c.depth = 10;
    c.width = 32;
    c.batch = 16;
    c.activation = activation;
    c.init = Init::CustomStd;
    c.initStd = 0.3;
    c.seed = 3;
    return c;
}

// What the core counts for this configuration's layer.
UnitHealth coreHealth(const ModelConfig &c, int layer)
{
    LayerCapture capture;
    capture.layer = layer;
    Probe probe;
    probe.capture = &capture;
    Engine engine;
    engine.compute(c, {}, &probe);
    return unitHealth(capture.preActivation, c.activation);
}

} // namespace

class TestHistogramWindow : public QObject
{
    Q_OBJECT

private slots:
    void hiddenCostsNothing();
    void deadUnitsOfTheLayerPicked();
    void followsTheSliders();
    void saturationForTanh();
    void clickPicksTheLayer();
    void spinBoxPicksTheLayer();
    void beyondDoubleRangeReachesNoChartAsNaN();
    void shallowerNetworkMovesTheLayer();
};

void TestHistogramWindow::hiddenCostsNothing()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QVERIFY(!w.histograms()->isVisible());
    QVERIFY(!w.charts()->analysis()->histograms);
}

void TestHistogramWindow::deadUnitsOfTheLayerPicked()
{
    MainWindow w(false);
    w.show();
    const ModelConfig c = small(Activation::Relu);
    w.applyConfig(c);
    w.setHistogramsShown(true);
    QVERIFY(w.histograms()->isVisible());
    w.histograms()->setLayer(6);
    waitHistograms(w, c, 6);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(counted(w.histograms()->view(i)->histogram()), std::int64_t(c.batch) * c.width);
    const UnitHealth expected = coreHealth(c, 6);
    QVERIFY2(
        w.histograms()->healthText().startsWith(QStringLiteral("Dead ReLUs: %1 of 32 units").arg(expected.unitsAlways)),
        qPrintable(w.histograms()->healthText()));
    QVERIFY(!w.histograms()->view(0)->rangeText().isEmpty());
    QVERIFY(w.histograms()->view(2)->rangeText().startsWith(QStringLiteral("|value|")));
}

void TestHistogramWindow::followsTheSliders()
{
    MainWindow w(false);
    w.show();
    ModelConfig c = small(Activation::Relu);
    w.applyConfig(c);
    w.setHistogramsShown(true);
    w.histograms()->setLayer(4);
    waitHistograms(w, c, 4);
    c.width = 48; // a new network: its histograms come with its result, nothing else asked
    w.applyConfig(c);
    waitHistograms(w, c, 4);
    QCOMPARE(counted(w.histograms()->view(1)->histogram()), std::int64_t(c.batch) * 48);
}

void TestHistogramWindow::saturationForTanh()
{
    MainWindow w(false);
    w.show();
    ModelConfig c = small(Activation::Tanh);
    c.initStd = 1.5; // pre-activations of tens: deep in the flat tails
    w.applyConfig(c);
    w.setHistogramsShown(true);
    w.histograms()->setLayer(3);
    waitHistograms(w, c, 3);
    const UnitHealth expected = coreHealth(c, 3);
    QVERIFY(expected.entriesHit > 0);
    QVERIFY2(
        w.histograms()->healthText().startsWith(QStringLiteral("Saturated: %1 of 32 units").arg(expected.unitsAlways)),
        qPrintable(w.histograms()->healthText()));
}

void TestHistogramWindow::clickPicksTheLayer()
{
    MainWindow w(false);
    w.show();
    const ModelConfig c = small(Activation::Relu);
    w.applyConfig(c);
    w.setHistogramsShown(true);
    w.histograms()->setLayer(1);
    waitHistograms(w, c, 1);
    QVERIFY(settle()); // the charts' layout settles with the panel beside them
    LayerChart *view = w.charts()->chart(1);
    const auto *x = qobject_cast<QValueAxis *>(view->chart()->axes(Qt::Horizontal).front());
    const QRectF plot = view->chart()->plotArea();
    const QPointF at(plot.left() + (7 - x->min()) / (x->max() - x->min()) * plot.width(), plot.center().y());
    const QPoint pixel = view->mapFromScene(view->chart()->mapToScene(at));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, pixel);
    QCOMPARE(w.histograms()->layer(), 7);
    waitHistograms(w, c, 7);
    // The band over every chart marks the layer clicked, where it was clicked.
    QVERIFY(std::abs(w.histograms()->marker(1)->lineX() - pixel.x()) < 2);
    for (int i = 0; i < 3; ++i)
        QVERIFY(w.histograms()->marker(i)->isVisible() && w.histograms()->marker(i)->layer() == 7);
    w.setHistogramsShown(false);
    for (int i = 0; i < 3; ++i)
        QVERIFY(!w.histograms()->marker(i)->isVisible());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, pixel + QPoint(int(plot.width() / 5), 0));
    QCOMPARE(w.histograms()->layer(), 7); // hidden, a click picks nothing
}

void TestHistogramWindow::spinBoxPicksTheLayer()
{
    MainWindow w(false);
    w.show();
    const ModelConfig c = small(Activation::Relu);
    w.applyConfig(c);
    w.setHistogramsShown(true);
    waitHistograms(w, c, 1);
    QSpinBox *box = w.histograms()->findChild<QSpinBox *>();
    QVERIFY(box && box->isVisible());
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, QStringLiteral("8"));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(w.histograms()->layer(), 8);
    waitHistograms(w, c, 8);
    QCOMPARE(w.histograms()->marker(0)->layer(), 8);
    QTest::keyClick(box, Qt::Key_Up); // the arrow keys step through the layers, each recomputed
    waitHistograms(w, c, 9);
    QTest::keyClick(box, Qt::Key_Up);
    QTest::keyClick(box, Qt::Key_Up); // the top layer is 10
    waitHistograms(w, c, 10);
}

// Layer 390 of a ReLU network at std 0.01: signals near 10^-480, gradients near 10^-1000. The
// views get finite edges, bins in the tensor's own decade and log10 magnitudes, every entry.
void TestHistogramWindow::beyondDoubleRangeReachesNoChartAsNaN()
{
    MainWindow w(false);
    w.show();
    ModelConfig c = small(Activation::Relu);
    c.depth = 400;
    c.initStd = 0.01;
    w.applyConfig(c);
    w.setHistogramsShown(true);
    w.histograms()->setLayer(390);
    waitHistograms(w, c, 390);
    for (int i = 0; i < 3; ++i) {
        const Histogram &h = w.histograms()->view(i)->histogram();
        QVERIFY2(std::isfinite(h.low) && std::isfinite(h.high) && h.high > h.low, qPrintable(QString::number(i)));
        QCOMPARE(counted(h), std::int64_t(c.batch) * c.width);
        const QString text = w.histograms()->view(i)->rangeText();
        QVERIFY2(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive)
                     && !text.contains(QStringLiteral("inf"), Qt::CaseInsensitive),
                 qPrintable(text));
    }
    QVERIFY2(w.histograms()->view(1)->rangeText().contains(QStringLiteral("×10⁻")),
             qPrintable(w.histograms()->view(1)->rangeText()));
    QVERIFY(w.histograms()->view(2)->histogram().high < -330); // log10 |gradient|: no double holds it
    QVERIFY2(w.histograms()->view(2)->rangeText().contains(QStringLiteral("10⁻")),
             qPrintable(w.histograms()->view(2)->rangeText()));
}

void TestHistogramWindow::shallowerNetworkMovesTheLayer()
{
    MainWindow w(false);
    w.show();
    ModelConfig c = small(Activation::Relu);
    w.applyConfig(c);
    w.setHistogramsShown(true);
    w.histograms()->setLayer(9);
    waitHistograms(w, c, 9);
    c.depth = 5;
    w.applyConfig(c);
    QTRY_COMPARE_WITH_TIMEOUT(w.histograms()->layer(), 5, 60000);
    waitHistograms(w, c, 5);
}

QTEST_MAIN(TestHistogramWindow)
#include "test_histogramwindow.moc"
