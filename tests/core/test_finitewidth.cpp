// The dashed line at the lesson's width: the infinite-width line less its finite-width drift
// lies inside the band of 8 seeds at every layer of a width-64 ReLU network, 10, 50 and 1000
// layers deep, where the infinite-width line leaves it (above every seed from layer 0 on at
// depth 50, more than 10 decades above at depth 1000).
#include "core/analysis/finitewidth.h"
#include "core/analysis/seedbands.h"
#include "core/analysis/theory.h"
#include "core/engine/engine.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

ModelConfig lessonNetwork(int depth)
{
    ModelConfig c; // ReLU, He, width 64, batch 32: the window's start-up network
    c.depth = depth;
    return c;
}

// Layers where line lies outside [band.min, band.max].
int outside(const std::vector<double> &line, const LayerBand &band)
{
    int count = 0;
    for (size_t l = 0; l < line.size(); ++l)
        count += line[l] < band.min[l] - 1e-9 || line[l] > band.max[l] + 1e-9 ? 1 : 0;
    return count;
}

} // namespace

class TestFiniteWidth : public QObject
{
    Q_OBJECT

private slots:
    void driftOfReluAndItsLimits();
    void driftOfLeakyRelu();
    void typicalLineReadouts_data();
    void typicalLineReadouts();
    void lineInsideTheSeedBand_data();
    void lineInsideTheSeedBand();
};

void TestFiniteWidth::driftOfReluAndItsLimits()
{
    ModelConfig c = lessonNetwork(30);
    // kappa 5 for ReLU: 5 / (4 x 64) natural-log units a layer.
    QVERIFY(std::abs(*finiteWidthDrift(c) - 5.0 / 256 * std::log10(std::exp(1.0))) < 1e-12);
    c.width = 1024;
    QVERIFY(*finiteWidthDrift(c) < 0.001); // the wide network follows the limit
    for (auto change :
         {+[](ModelConfig &m) { m.residual = true; }, +[](ModelConfig &m) { m.init = Init::Orthogonal; },
          +[](ModelConfig &m) { m.activation = Activation::Tanh; }, +[](ModelConfig &m) { m.norm = Norm::Layer; }}) {
        ModelConfig other = lessonNetwork(30);
        change(other);
        QVERIFY(!finiteWidthDrift(other));
    }
}

void TestFiniteWidth::driftOfLeakyRelu()
{
    // Slopes 1 and 0.01: E[a^2] ~ 1 + 1e-4, E[a^4] ~ 1 + 1e-8, so kappa = 6 (1 + 1e-8) / (1 + 1e-4)^2 - 1
    // = 4.998800239964005 (exact fractions), a little below ReLU's 5.
    ModelConfig c = lessonNetwork(30);
    c.activation = Activation::LeakyRelu;
    const double expected = 4.998800239964005 / 256 * std::log10(std::exp(1.0));
    QVERIFY2(std::abs(*finiteWidthDrift(c) / expected - 1) < 1e-12,
             qPrintable(QString::number(*finiteWidthDrift(c), 'g', 17)));
}

void TestFiniteWidth::typicalLineReadouts_data()
{
    QTest::addColumn<int>("depth");
    QTest::newRow("depth 2") << 2; // rho's smallest network
    QTest::newRow("depth 10") << 10;
}

void TestFiniteWidth::typicalLineReadouts()
{
    // The typical line's first/last ratio and rho drift with it: the gradient at layer l sits
    // drift (2L - l) below the limit, so layer 0 over layer L - 1 loses drift (L - 1) and rho, the
    // ratio per layer over L - 1 layers, loses one drift. The readouts stay those of the line.
    QFETCH(int, depth);
    const ModelConfig c = lessonNetwork(depth);
    const Theory infinite = *meanFieldTheory(c);
    const Theory typical = *typicalAtWidth(infinite, c);
    const double drift = 5.0 / 256 * std::log10(std::exp(1.0));
    QVERIFY(infinite.log10FirstLastRatio && infinite.log10Rho);
    QVERIFY(typical.log10FirstLastRatio && typical.log10Rho);
    QVERIFY(std::abs(*typical.log10FirstLastRatio - (*infinite.log10FirstLastRatio - drift * (depth - 1))) < 1e-12);
    QVERIFY(std::abs(*typical.log10Rho - (*infinite.log10Rho - drift)) < 1e-12);
    const std::vector<double> &g = typical.log10GradNorm;
    QVERIFY(std::abs(*typical.log10FirstLastRatio - (g[0] - g[size_t(depth - 1)])) < 1e-9);
    QVERIFY(std::abs(*typical.log10Rho - *typical.log10FirstLastRatio / (depth - 1)) < 1e-9);
}

void TestFiniteWidth::lineInsideTheSeedBand_data()
{
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("infiniteOutsideAtLeast"); // gradient layers where the plain limit misses
    QTest::newRow("depth 10") << 10 << 0;
    QTest::newRow("depth 50") << 50 << 40;
    QTest::newRow("depth 1000") << 1000 << 900;
}

void TestFiniteWidth::lineInsideTheSeedBand()
{
    QFETCH(int, depth);
    QFETCH(int, infiniteOutsideAtLeast);
    const ModelConfig c = lessonNetwork(depth);
    Engine engine;
    const SeedBands bands = runSeeds(engine, c, RunSettings{}, 8);
    const Theory infinite = *meanFieldTheory(c);
    const Theory typical = *typicalAtWidth(infinite, c);
    QCOMPARE(outside(typical.log10SignalRms, bands.signal), 0);
    QCOMPARE(outside(typical.log10GradNorm, bands.grad), 0);
    QVERIFY2(outside(infinite.log10GradNorm, bands.grad) >= infiniteOutsideAtLeast,
             qPrintable(QStringLiteral("the infinite-width line misses %1 layers")
                            .arg(outside(infinite.log10GradNorm, bands.grad))));
    if (depth == 1000) // the figure the README quotes: layer 0's gradient, decades below the limit
        qInfo("depth 1000: infinite-width line %.2f, seeds %.2f..%.2f, at width 64 %.2f", infinite.log10GradNorm[0],
              bands.grad.min[0], bands.grad.max[0], typical.log10GradNorm[0]);
}

QTEST_GUILESS_MAIN(TestFiniteWidth)
#include "test_finitewidth.moc"
