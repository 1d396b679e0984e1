// What is computed of a network after the engine ran (core/analysis/analysis.cpp, analyze()):
// the mean-field line, the line of a typical network at the network's width, the critical init
// std and, when a layer was captured, its histograms. The window and the command line both
// show what analyze() returns.
#include "core/analysis/analysis.h"
#include "tests/support/capturedpass.h"
#include "core/engine/engine.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

class TestAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void capturedLayerGetsItsHistograms();
    void typicalLineBesideTheTheory();
};

void TestAnalysis::capturedLayerGetsItsHistograms()
{
    ModelConfig c; // ReLU
    c.depth = 6;
    c.width = 16;
    c.batch = 8;
    const auto [r, capture] = computeCapturing(c, 3);
    QVERIFY(capture.filled);
    const Analysis a = analyze(r, &capture);
    QVERIFY(a.histograms);
    QCOMPARE(a.histograms->layer, 3);
    QCOMPARE(a.histograms->preActivation.total, std::int64_t(8 * 16));
    QCOMPARE(a.histograms->gradient.total, std::int64_t(8 * 16));
    QCOMPARE(a.histograms->health.kind, UnitHealth::Kind::Dead); // ReLU units die
    QCOMPARE(a.histograms->health.units, 16);
    // No capture, or one the engine did not fill (a layer beyond the network): no histograms.
    QVERIFY(!analyze(r).histograms);
    LayerCapture unfilled;
    unfilled.layer = 7;
    QVERIFY(!analyze(r, &unfilled).histograms);
}

void TestAnalysis::typicalLineBesideTheTheory()
{
    ModelConfig c; // ReLU, He, width 64
    c.depth = 5;
    c.batch = 8;
    Engine engine;
    const Analysis a = analyze(engine.compute(c));
    QVERIFY(a.theory);
    QVERIFY(a.theoryNote.empty());
    // ReLU's critical std is He's: sigma_w^2 n = 2, sqrt(2 / 64).
    QVERIFY(std::abs(a.criticalInitStd - std::sqrt(2.0 / 64)) < 1e-12);
    // kappa = 5 for ReLU: the typical network loses 5 / (4 x 64) natural-log units a layer,
    // the signal at layer l over l layers, the gradient over 2L - l.
    QVERIFY(a.atWidth);
    const double drift = 5.0 / 256 * std::log10(std::exp(1.0));
    QCOMPARE(a.atWidth->log10SignalRms.size(), size_t(6));
    for (int l = 0; l <= 5; ++l) {
        QVERIFY(std::abs(a.atWidth->log10SignalRms[size_t(l)] - (a.theory->log10SignalRms[size_t(l)] - drift * l))
                < 1e-12);
        QVERIFY(std::abs(a.atWidth->log10GradNorm[size_t(l)] - (a.theory->log10GradNorm[size_t(l)] - drift * (10 - l)))
                < 1e-12);
    }
    // tanh has a mean-field line but no finite-width estimate.
    c.activation = Activation::Tanh;
    c.init = Init::Xavier;
    const Analysis tanh = analyze(engine.compute(c));
    QVERIFY(tanh.theory);
    QVERIFY(!tanh.atWidth);
}

QTEST_APPLESS_MAIN(TestAnalysis)
#include "test_analysis.moc"
