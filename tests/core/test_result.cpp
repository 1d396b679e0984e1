// What a Result derives from its per-layer numbers (core/model/result): the first/last ratio
// and rho, one computation for the engine's measurement and the theory's prediction, and the
// engine's Result carrying exactly that.
#include "core/engine/engine.h"
#include "core/model/result.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace gradflow;

class TestResult : public QObject
{
    Q_OBJECT

private slots:
    void ratioAndRho();
    void zeroNorms();
    void engineResultUsesIt();
};

// Layers 0..L = 0..4: the ratio is layer 0 over layer L-1 = 3, rho its 3rd root (L - 1 steps).
void TestResult::ratioAndRho()
{
    const FirstLastRatio r = firstLastRatio({5.0, 4.0, 3.5, -1.0, -7.0}, 4);
    QCOMPARE(*r.log10Ratio, 6.0);
    QCOMPARE(*r.log10Rho, 2.0);
    const FirstLastRatio one = firstLastRatio({2.0, 0.5}, 1); // a single layer: a ratio of 1, no rho
    QCOMPARE(*one.log10Ratio, 0.0);
    QVERIFY(!one.log10Rho);
}

void TestResult::zeroNorms()
{
    const double zero = -std::numeric_limits<double>::infinity();
    const FirstLastRatio lastZero = firstLastRatio({1.0, 2.0, zero, 0.0}, 3);
    QVERIFY(!lastZero.log10Ratio && !lastZero.log10Rho);
    const FirstLastRatio firstZero = firstLastRatio({zero, 2.0, 1.0, 0.0}, 3);
    QCOMPARE(*firstZero.log10Ratio, zero);
    QVERIFY(!firstZero.log10Rho);
}

void TestResult::engineResultUsesIt()
{
    ModelConfig c;
    c.depth = 7;
    c.width = 16;
    c.batch = 4;
    c.activation = Activation::Tanh;
    Engine engine;
    const Result r = engine.compute(c, RunSettings());
    const double first = r.log10GradNorm[0], last = r.log10GradNorm[6]; // layer L - 1
    QCOMPARE(*r.log10FirstLastRatio, first - last);
    QCOMPARE(*r.log10Rho, (first - last) / 6.0);
}

QTEST_APPLESS_MAIN(TestResult)
#include "test_result.moc"
