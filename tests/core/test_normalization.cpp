// A normalization's gradient at any magnitude. Weights k times the usual scale a post-norm block
// feeding the loss: by positive homogeneity (ReLU, linear) the input's gradient falls exactly 2
// decades per decade of k once var dwarfs eps, in double and in float, for every norm, also where
// a group is constant (ReLU zeroes a whole column of a small batch).
#include "core/engine/engine.h"

#include <QtTest>

#include <cmath>
#include <cstdint>

using namespace gradflow;

class TestNormalization : public QObject
{
    Q_OBJECT
private slots:
    void gradientFallsTwoDecadesPerDecade_data();
    void gradientFallsTwoDecadesPerDecade();
};

namespace {

ModelConfig smallPostNorm(Norm norm, Activation activation, Precision precision, std::uint64_t seed)
{
    ModelConfig c;
    c.depth = 1;
    c.width = 4;
    c.batch = 3;
    c.activation = activation;
    c.init = Init::CustomScale;
    c.norm = norm;
    c.normPlace = NormPlace::Post;
    c.precision = precision;
    c.seed = seed;
    return c;
}

} // namespace

void TestNormalization::gradientFallsTwoDecadesPerDecade_data()
{
    QTest::addColumn<int>("norm");
    QTest::addColumn<int>("activation");
    QTest::addColumn<int>("precision");
    for (Norm norm : {Norm::Batch, Norm::Layer, Norm::Rms})
        for (Activation activation : {Activation::Relu, Activation::Linear})
            for (Precision precision : {Precision::Double, Precision::Float})
                QTest::addRow("%s %s %s", toString(norm).c_str(), toString(activation).c_str(),
                              toString(precision).c_str())
                    << int(norm) << int(activation) << int(precision);
}

// Scales 10^0 .. 10^300: from 10^10 on (var / eps > 10^15) every decade of k takes exactly 2
// off log10 |dx|; below, eps still counts and the gradient only has to be finite.
void TestNormalization::gradientFallsTwoDecadesPerDecade()
{
    QFETCH(int, norm);
    QFETCH(int, activation);
    QFETCH(int, precision);
    const double tolerance = Precision(precision) == Precision::Double ? 1e-9 : 1e-5;
    Engine engine;
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
        ModelConfig c = smallPostNorm(Norm(norm), Activation(activation), Precision(precision), seed);
        c.initScale = 1e10;
        const double reference = engine.compute(c).log10GradNorm[0];
        QVERIFY(std::isfinite(reference));
        for (int decade = 0; decade <= 300; decade += 5) {
            c.initScale = std::pow(10.0, decade);
            const double got = engine.compute(c).log10GradNorm[0];
            QVERIFY2(std::isfinite(got), qPrintable(QStringLiteral("seed %1, k = 1e%2: log10 |dx| = %3")
                                                        .arg(seed).arg(decade).arg(got)));
            if (decade < 10)
                continue;
            const double expected = reference - 2.0 * (decade - 10);
            QVERIFY2(std::abs(got - expected) < tolerance,
                     qPrintable(QStringLiteral("seed %1, k = 1e%2: log10 |dx| = %3, expected %4")
                                    .arg(seed).arg(decade).arg(got, 0, 'g', 15).arg(expected, 0, 'g', 15)));
        }
    }
}

QTEST_GUILESS_MAIN(TestNormalization)
#include "test_normalization.moc"
