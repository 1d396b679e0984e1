// A layer's moments of sigma^2 (core/jacobian/moments): the variance of sigma^2 over m1^2 is
// never negative, an isometry's rounding residue reads 0, and a real spread keeps its value.
#include "core/engine/engine.h"
#include "core/jacobian/moments.h"
#include "core/jacobian/spectrum.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

class TestSpectrumMoments : public QObject
{
    Q_OBJECT

private slots:
    void isometryHasNoVariance();
    void roundingBelowOneIsNotANegativeVariance();
    void aRealSpreadKeepsItsVariance();
};

// The tour's isometry: thirty linear layers of width 64 with orthogonal weights. Every sigma is
// 1 to rounding; m2 / m1^2 - 1 came out 1.8e-15 or -2.2e-16 from the sums, on every layer both
// from the singular values and from the product.
void TestSpectrumMoments::isometryHasNoVariance()
{
    ModelConfig c;
    c.activation = Activation::Linear;
    c.init = Init::Orthogonal;
    c.depth = 30;
    c.width = 64;
    c.batch = 32;
    Engine engine;
    const JacobianSpectrum s = jacobianSpectrum(engine, c, 0);
    QCOMPARE(int(s.layers.size()), 30);
    for (size_t l = 0; l < s.layers.size(); ++l) {
        for (const SpectrumMoments &m : {momentsOf(s.layers[l]), s.moments[l]}) {
            const QString what = QStringLiteral("layer %1: m2 / m1^2 - 1 = %2").arg(l + 1).arg(m.m2OverM1Sq - 1.0);
            QVERIFY2(m.m2OverM1Sq >= 1.0, qPrintable(what));
            QVERIFY2(m.varianceIsRounding(), qPrintable(what));
            QVERIFY2(m.relativeVariance() == 0.0, qPrintable(what));
        }
    }
}

// Sums whose ratio rounds under 1: 64 values of sigma^2 = 1, with s2 two units of rounding high.
// m2 >= m1^2 always (Cauchy-Schwarz): the ratio is held at 1 and the variance is rounding's.
void TestSpectrumMoments::roundingBelowOneIsNotANegativeVariance()
{
    const double n = 64, s2 = std::nextafter(std::nextafter(64.0, 65.0), 65.0), s4 = 64.0;
    QVERIFY((s4 / n) / ((s2 / n) * (s2 / n)) < 1.0); // what the sums give
    const SpectrumMoments m = momentsFromSums(0.0, s2, s4, n);
    QVERIFY(m.m2OverM1Sq >= 1.0); // exactly: QCOMPARE would forgive the rounding
    QVERIFY(m.varianceIsRounding());
    QCOMPARE(m.relativeVariance(), 0.0);
    QVERIFY(m.roundoff > 0 && m.roundoff < 1e-12);
}

// sigma^2 of 1 and 10, as log10 sigma 0 and 0.5: m1 = 5.5, m2 = 50.5, variance / m1^2 = 0.669...
void TestSpectrumMoments::aRealSpreadKeepsItsVariance()
{
    const SpectrumMoments m = momentsOf({0.0, 0.5});
    QVERIFY(std::fabs(m.log10M1 - std::log10(5.5)) < 1e-14);
    QVERIFY(!m.varianceIsRounding());
    QVERIFY(std::fabs(m.relativeVariance() - (50.5 / 30.25 - 1.0)) < 1e-14);
    // A spread far smaller, yet far above rounding: sigma^2 of 1 and 1 + 1e-6.
    const SpectrumMoments small = momentsOf({0.0, 0.5 * std::log10(1.0 + 1e-6)});
    QVERIFY(!small.varianceIsRounding());
    QVERIFY(std::fabs(small.relativeVariance() - 2.5e-13) < 5e-15);
}

QTEST_APPLESS_MAIN(TestSpectrumMoments)
#include "test_spectrummoments.moc"
