// The expectations the mean-field line needs (core/analysis/gaussmoments.cpp) at the ends of
// their range, by hand: z exactly 0 (q = 0), the second-order expansion for a tiny q and the
// saturated limit of tanh and sigmoid for a huge one.
#include "core/analysis/gaussmoments.h"
#include "core/engine/activation.h"
#include "core/numbers/constants.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace gradflow;

namespace {

bool near(const LogReal &got, double expected, double relative)
{
    return std::abs(got.value() - expected) <= relative * std::abs(expected);
}

} // namespace

class TestGaussMoments : public QObject
{
    Q_OBJECT

private slots:
    void zeroVarianceIsTheValueAtZero();
    void tinyVarianceExpansion();
    void expansionTermsBesideALeadingTerm();
    void eluKeepsItsKinkTerms();
    void saturatedLimit();
    void quadratureAgainstTrapezoid();
};

void TestGaussMoments::zeroVarianceIsTheValueAtZero()
{
    // q = 0: z is exactly 0, so every expectation is act(0) and act'(0), as the engine takes
    // them at an exact zero (ReLU'(0) = 0, leaky ReLU'(0) = 0.01).
    const double zeroQ = -std::numeric_limits<double>::infinity();
    const GaussMoments relu = gaussMoments(Activation::Relu, zeroQ);
    QVERIFY(relu.mean.isZero() && relu.meanSquare.isZero() && relu.variance.isZero());
    QVERIFY2(relu.slopeSquare.isZero(), qPrintable(QString::number(relu.slopeSquare.value())));
    const GaussMoments leaky = gaussMoments(Activation::LeakyRelu, zeroQ);
    QVERIFY2(near(leaky.slopeSquare, 1e-4, 1e-12), qPrintable(QString::number(leaky.slopeSquare.value())));
    QVERIFY(leaky.meanSquare.isZero());
    // sigmoid(0) = 1/2, sigmoid'(0) = 1/4.
    const GaussMoments sigmoid = gaussMoments(Activation::Sigmoid, zeroQ);
    QVERIFY(near(sigmoid.mean, 0.5, 1e-15));
    QVERIFY(near(sigmoid.meanSquare, 0.25, 1e-15));
    QVERIFY(sigmoid.variance.isZero() && sigmoid.slopeZ.isZero() && sigmoid.valueSlopeZ.isZero());
    QVERIFY(near(sigmoid.slopeSquare, 1.0 / 16, 1e-15));
    QVERIFY(near(sigmoid.valueSlopeSq, 1.0 / 64, 1e-15));
    QVERIFY(near(sigmoid.valueSlopeSqr, 1.0 / 32, 1e-15));
}

void TestGaussMoments::tinyVarianceExpansion()
{
    // act(z) = a0 + a1 z + a2 z^2 / 2 + a3 z^3 / 6, so act(z) act'(z)^2 = a0 a1^2 + (a0 (a2^2 + a1 a3)
    // + 5/2 a1^2 a2) z^2 + odd terms. GELU: a0 = 0, a1 = 1/2, a2 = 2 phi(0) = sqrt(2 / pi); SiLU:
    // a0 = 0, a1 = 1/2, a2 = 1/2 (both agree with a 40-digit quadrature at q = 1e-8: 0.49867785 q
    // and 0.3125 q).
    const double q = 1e-13;
    const GaussMoments gelu = gaussMoments(Activation::Gelu, std::log10(q));
    QVERIFY2(near(gelu.valueSlopeSqr, 2.5 * 0.25 * std::sqrt(2 / kPi) * q, 1e-6),
             qPrintable(QString::number(gelu.valueSlopeSqr.value())));
    const GaussMoments silu = gaussMoments(Activation::Silu, std::log10(q));
    QVERIFY2(near(silu.valueSlopeSqr, 2.5 * 0.25 * 0.5 * q, 1e-6),
             qPrintable(QString::number(silu.valueSlopeSqr.value())));
    // Sigmoid: a0 = 1/2, a1 = 1/4, so E[a s^2] starts at 1/32.
    QVERIFY(near(gaussMoments(Activation::Sigmoid, std::log10(q)).valueSlopeSqr, 1.0 / 32, 1e-9));
    // Var[a] = a1^2 q: GELU's is q / 4.
    QVERIFY(near(gelu.variance, 0.25 * q, 1e-6));
    // E[a^2] = a0^2 + (a1^2 + a0 a2) q: GELU's is q / 4.
    QVERIFY(near(gelu.meanSquare, 0.25 * q, 1e-6));
}

// The O(q) terms beside a leading term that does not vanish, read as (moment - leading) / q just
// below the switch to the expansion. By hand: sigmoid a0 = 1/2, a1 = 1/4, a2 = 0, a3 = -1/8;
// softplus a0 = ln 2, a1 = 1/2, a2 = 1/4, a3 = 0; tanh a0 = 0, a1 = 1, a2 = 0, a3 = -2. Each
// coefficient agrees with a 40-digit quadrature at q = 1e-8.
void TestGaussMoments::expansionTermsBesideALeadingTerm()
{
    const double log10q = -12.1, q = std::pow(10.0, log10q);
    // "" when (moment - leading) / q is within 2% of expected, else what it was.
    const auto qTerm = [q](const char *name, const LogReal &moment, double leading, double expected) {
        const double got = (moment.value() - leading) / q;
        return std::abs(got - expected) <= 0.02 * std::abs(expected)
                   ? QString()
                   : QStringLiteral("%1: q term %2, expected %3").arg(name).arg(got).arg(expected);
    };
    const GaussMoments sigmoid = gaussMoments(Activation::Sigmoid, log10q);
    // Softplus: E[a] = ln 2 + q / 8, E[a^2] = (ln 2)^2 + (1 / 4 + ln 2 / 4) q,
    // E[a^2 s^2] = (ln 2)^2 / 4 + ((ln 2)^2 / 16 + 5 ln 2 / 16 + 1 / 16) q.
    const double ln2 = std::log(2.0);
    const GaussMoments softplus = gaussMoments(Activation::Softplus, log10q);
    // Tanh: E[s^2] = 1 - 2 q.
    const GaussMoments tanh = gaussMoments(Activation::Tanh, log10q);
    for (const QString &problem :
         {qTerm("sigmoid E[s^2]", sigmoid.slopeSquare, 1.0 / 16, -1.0 / 32),
          qTerm("sigmoid E[a s^2]", sigmoid.valueSlopeSqr, 1.0 / 32, -1.0 / 64),
          qTerm("sigmoid E[a^2 s^2]", sigmoid.valueSlopeSq, 1.0 / 64, -1.0 / 256),
          qTerm("softplus E[a]", softplus.mean, ln2, 1.0 / 8),
          qTerm("softplus E[a^2]", softplus.meanSquare, ln2 * ln2, 0.25 + ln2 / 4),
          qTerm("softplus E[a^2 s^2]", softplus.valueSlopeSq, ln2 * ln2 / 4, ln2 * ln2 / 16 + 5 * ln2 / 16 + 1.0 / 16),
          qTerm("softplus E[a s^2]", softplus.valueSlopeSqr, ln2 / 4, ln2 / 16 + 2.5 / 16),
          qTerm("tanh E[s^2]", tanh.slopeSquare, 1.0, -2.0)})
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // Tanh's E[a^2 s^2] has no leading term: q itself.
    QVERIFY(near(tanh.valueSlopeSq, q, 1e-6));
}

// ELU's slope has a kink at 0, so its moments carry terms in q^(3/2) that the expansion leaves
// out: (e^z - 1)^2 = z^2 + z^3 + ... below 0, and E[z^3; z < 0] = -sqrt(2 / pi) q^(3/2), so
// E[a^2] = q - sqrt(2 / pi) q^(3/2) + O(q^2). At q = 1e-13 that term is 2.5e-7 of the moment:
// ELU keeps the quadrature there and switches to the expansion only below 1e-16.
void TestGaussMoments::eluKeepsItsKinkTerms()
{
    const double q = 1e-13;
    const GaussMoments elu = gaussMoments(Activation::Elu, std::log10(q));
    QVERIFY2(near(elu.meanSquare, q * (1 - std::sqrt(2 / kPi) * std::sqrt(q)), 2e-8),
             qPrintable(QString::number(elu.meanSquare.value() / q - 1, 'g', 6)));
}

void TestGaussMoments::saturatedLimit()
{
    // At q = 1e20 tanh is +-1 and sigmoid 0 or 1 on all but a vanishing share of z: tanh's mean
    // is 0 by symmetry, its square 1; sigmoid's mean 1/2, its square 1/2, its variance 1/4.
    const GaussMoments tanh = gaussMoments(Activation::Tanh, 20);
    QVERIFY2(tanh.mean.isZero(), qPrintable(QString::number(tanh.mean.value())));
    QVERIFY(near(tanh.meanSquare, 1, 1e-15));
    QVERIFY(near(tanh.variance, 1, 1e-15));
    const GaussMoments sigmoid = gaussMoments(Activation::Sigmoid, 20);
    QVERIFY(near(sigmoid.mean, 0.5, 1e-15));
    QVERIFY(near(sigmoid.meanSquare, 0.5, 1e-15));
    QVERIFY(near(sigmoid.variance, 0.25, 1e-15));
    // The slope is 1/sqrt(2 pi q) times its integral over the line: tanh's is 4/3.
    QVERIFY2(near(tanh.slopeSquare, 4.0 / 3 / std::sqrt(2 * kPi * 1e20), 1e-8),
             qPrintable(QString::number(tanh.slopeSquare.value())));
}

void TestGaussMoments::quadratureAgainstTrapezoid()
{
    // At q = 1 the moments come from the quadrature: each against the trapezoid rule over
    // z in [-12, 12] in steps of 1/64 (spectrally accurate for these smooth integrands).
    for (Activation act : {Activation::Gelu, Activation::Sigmoid, Activation::Tanh}) {
        double as2 = 0, s2 = 0, a2 = 0;
        const double step = 1.0 / 64;
        for (double z = -12; z <= 12; z += step) {
            const double p = std::exp(-0.5 * z * z) / std::sqrt(2 * kPi) * step;
            const double a = activationValue(act, z), s = activationSlope(act, z);
            as2 += p * a * s * s;
            s2 += p * s * s;
            a2 += p * a * a;
        }
        const GaussMoments m = gaussMoments(act, 0.0);
        const QByteArray name = QByteArray::number(int(act));
        QVERIFY2(std::abs(m.valueSlopeSqr.value() - as2) < 1e-9, name);
        QVERIFY2(std::abs(m.slopeSquare.value() - s2) < 1e-9, name);
        QVERIFY2(std::abs(m.meanSquare.value() - a2) < 1e-9, name);
    }
}

QTEST_APPLESS_MAIN(TestGaussMoments)
#include "test_gaussmoments.moc"
