// A normalization's gradient at any magnitude. Weights k times the usual scale a post-norm block
// feeding the loss: by positive homogeneity (ReLU, linear) the input's gradient falls exactly 2
// decades per decade of k once var dwarfs eps, in double and in float, for every norm, also where
// a group is constant (ReLU zeroes a whole column of a small batch). Each norm's output and
// gradients are held normalized (max|m| in [1, 2), scaled.h), with the formula's values in plain
// double.
#include "core/engine/engine.h"
#include "core/engine/normalization.h"
#include "core/engine/scaled.h"

#include "tests/support/scaledvalues.h"

#include <QtTest>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <vector>

using namespace gradflow;
using namespace gradflow::testing;

class TestNormalization : public QObject
{
    Q_OBJECT
private slots:
    void gradientFallsTwoDecadesPerDecade_data();
    void gradientFallsTwoDecadesPerDecade();
    void outputIsNormalized();
    void inputGradientIsNormalized();
    void gradientOfTheOutputsNormIsNormalized();
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
            QVERIFY2(std::isfinite(got),
                     qPrintable(QStringLiteral("seed %1, k = 1e%2: log10 |dx| = %3").arg(seed).arg(decade).arg(got)));
            if (decade < 10)
                continue;
            const double expected = reference - 2.0 * (decade - 10);
            QVERIFY2(std::abs(got - expected) < tolerance,
                     qPrintable(QStringLiteral("seed %1, k = 1e%2: log10 |dx| = %3, expected %4")
                                    .arg(seed)
                                    .arg(decade)
                                    .arg(got, 0, 'g', 15)
                                    .arg(expected, 0, 'g', 15)));
        }
    }
}

// A norm's output is held like every tensor, max|m| in [1, 2), with the true values of
// (x - mean) / sqrt(var + eps): here LayerNorm of the rows (1, 2, 3, 4) x 10^k.
void TestNormalization::outputIsNormalized()
{
    for (Norm norm : {Norm::Batch, Norm::Layer, Norm::Rms}) {
        Shifted<double> in;
        in.deviation.m = Eigen::MatrixXd(2, 4);
        in.deviation.m << 1, 2, 3, 4, 4, 1, 3, 2;
        in.deviation.log10 = 3.0;
        in.deviation.normalize();
        Scaled<double> out;
        NormCache<double> cache;
        normForward(norm, 0.0, in, out, cache);
        const double peak = out.m.cwiseAbs().maxCoeff();
        const QString name = QString::fromStdString(toString(norm));
        QVERIFY2(peak >= 1.0 && peak < 2.0, qPrintable(name + QStringLiteral(": max|m| = %1").arg(peak)));
        QVERIFY2(relativeError(trueValues(out), cache.y) < 1e-14, qPrintable(name));
    }
}

// A norm's input gradient is held like every tensor, max|m| in [1, 2), with the values of the
// formula worked in plain double: per group, dx = (dy - mean(dy) - y mean(dy y)) / sigma, where
// RMSNorm drops mean(dy) and uses the root mean square for sigma. BatchNorm's groups are columns.
void TestNormalization::inputGradientIsNormalized()
{
    Eigen::MatrixXd x(3, 4), g(3, 4);
    x << 1, 2, 3, 5, 4, 1, 3, 2, 2, 7, 1, 8;
    g << 3, -1, 2, 5, -4, 1, 0, 2, 6, 1, -2, 3;
    for (Norm norm : {Norm::Batch, Norm::Layer, Norm::Rms}) {
        const bool byColumn = norm == Norm::Batch;
        const Eigen::MatrixXd xs = byColumn ? Eigen::MatrixXd(x.transpose()) : x;
        const Eigen::MatrixXd gs = byColumn ? Eigen::MatrixXd(g.transpose()) : g;
        Eigen::MatrixXd want(xs.rows(), xs.cols());
        for (Eigen::Index i = 0; i < xs.rows(); ++i) {
            const Eigen::RowVectorXd row = xs.row(i), dy = gs.row(i);
            const Eigen::RowVectorXd centred = norm == Norm::Rms ? row : Eigen::RowVectorXd(row.array() - row.mean());
            const double sigma = std::sqrt(centred.squaredNorm() / double(row.size()));
            const Eigen::RowVectorXd y = centred / sigma;
            const double drop = norm == Norm::Rms ? 0.0 : dy.mean();
            want.row(i) = ((dy.array() - drop).matrix() - y * dy.cwiseProduct(y).mean()) / sigma;
        }
        if (byColumn)
            want.transposeInPlace();
        // x at 10^3 and dy at 10^-5: dx = dy / x's scale sits at 10^-8.
        Shifted<double> in;
        in.deviation.m = x;
        in.deviation.log10 = 3.0;
        in.deviation.normalize();
        Scaled<double> out, dy, dx;
        NormCache<double> cache;
        normForward(norm, 0.0, in, out, cache);
        dy.m = g;
        dy.log10 = -5.0;
        dy.normalize();
        normBackward(norm, cache, dy, dx);
        const double peak = dx.m.cwiseAbs().maxCoeff();
        const QString name = QString::fromStdString(toString(norm));
        QVERIFY2(peak >= 1.0 && peak < 2.0, qPrintable(name + QStringLiteral(": max|m| = %1").arg(peak)));
        QVERIFY2(relativeError(trueValues(dx), want * 1e-8) < 1e-13, qPrintable(name));
    }
}

// The gradient of a LayerNorm output's own norm: per row, dx = coef eps r^3 y with
// r = 1 / sqrt(var + eps) and y the normalized row, worked in plain double. The row
// (0, ..., 0, 4) (the larger eps r^3) has y up to 3.5 / sqrt(2.25) = 2.33, so dx must be
// rescaled to be normalized.
void TestNormalization::gradientOfTheOutputsNormIsNormalized()
{
    Eigen::MatrixXd x(2, 8);
    x << 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 4;
    const double eps = 0.5, log10Coef = 1.0;
    Eigen::MatrixXd want(2, 8);
    for (int i = 0; i < 2; ++i) {
        const Eigen::RowVectorXd centred = x.row(i).array() - x.row(i).mean();
        const double r = 1.0 / std::sqrt(centred.squaredNorm() / 8.0 + eps);
        want.row(i) = 10.0 * eps * r * r * r * (centred * r);
    }
    Shifted<double> in;
    in.deviation = scaled<double>(x, 0.0);
    in.deviation.normalize();
    Scaled<double> out, dx;
    NormCache<double> cache;
    normForward(Norm::Layer, eps, in, out, cache);
    normBackwardOfOutput(Norm::Layer, cache, log10Coef, dx);
    QVERIFY2(isNormalized(dx), qPrintable(QStringLiteral("max|m| = %1").arg(peakOf(dx))));
    QVERIFY2(relativeError(trueValues(dx), want) < 1e-14,
             qPrintable(QStringLiteral("%1").arg(relativeError(trueValues(dx), want))));
}

QTEST_GUILESS_MAIN(TestNormalization)
#include "test_normalization.moc"
