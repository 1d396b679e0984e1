// Tests written for the issue-7 survivors in core/activation.cpp, core/normalization.cpp,
// core/scaled.h and core/weightgradnorm.cpp (docs/mutants.md names each one). Numbers are
// checked against values worked out by hand or in long double, never against the code's own
// output; "normalized" is scaled.h's invariant: max|m| in [1, 2), or m == 0 with log10 == -inf.
#include "activation.h"
#include "scaled.h"
#include "weightgradnorm.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

template<typename Scalar>
Eigen::MatrixXd trueValues(const Scaled<Scalar> &t, double offset = 0.0)
{
    Eigen::MatrixXd out = t.isZero() ? Eigen::MatrixXd::Zero(t.m.rows(), t.m.cols())
                                     : Eigen::MatrixXd(t.m.template cast<double>() * std::pow(10.0, t.log10));
    return out.array() + offset;
}

double relativeError(const Eigen::MatrixXd &got, const Eigen::MatrixXd &want)
{
    return (got - want).cwiseAbs().maxCoeff() / want.cwiseAbs().maxCoeff();
}

template<typename Scalar>
double peakOf(const Scaled<Scalar> &t)
{
    return double(t.m.cwiseAbs().maxCoeff());
}

template<typename Scalar>
bool isNormalized(const Scaled<Scalar> &t)
{
    const double peak = peakOf(t);
    return peak >= 1.0 && peak < 2.0;
}

template<typename Scalar>
Scaled<Scalar> scaled(const Eigen::MatrixXd &m, double log10)
{
    Scaled<Scalar> t;
    t.m = m.cast<Scalar>();
    t.log10 = log10;
    return t;
}

} // namespace

class TestMutantsMath : public QObject
{
    Q_OBJECT

private slots:
    void normalizeMarksZeroTensors();
    void addOffsetIsNormalized();
    void homogeneousOutputIsNormalized();
    void plainSlopeIsNormalized();
    void sigmoidOffsetSlopeIsNormalized();
    void zeroInputOverwritesStaleScales();
    void logFormKeepsExactZeros();
    void weightGradNormRefusesNoisyGrams();
};

// normalize() on a tensor with no nonzero entry must mark it zero (log10 = -inf): a zero
// matrix with a finite scale, and an empty one, in double and float.
void TestMutantsMath::normalizeMarksZeroTensors()
{
    Scaled<double> zero = scaled<double>(Eigen::MatrixXd::Zero(2, 3), 3.0);
    zero.normalize();
    QVERIFY2(zero.isZero(), qPrintable(QStringLiteral("log10 %1").arg(zero.log10)));
    QVERIFY(zero.m.isZero(0.0));
    Scaled<float> zeroF = scaled<float>(Eigen::MatrixXd::Zero(3, 2), -7.0);
    zeroF.normalize();
    QVERIFY(zeroF.isZero());

    Scaled<double> empty;
    empty.log10 = 2.0;
    empty.normalize();
    QVERIFY2(empty.isZero(), qPrintable(QStringLiteral("empty: log10 %1").arg(empty.log10)));
    Scaled<float> emptyF;
    emptyF.m.resize(0, 4);
    emptyF.log10 = 0.0;
    emptyF.normalize();
    QVERIFY(emptyF.isZero());
}

// addOffset leaves the sum normalized, with its true values: (1.5, -1, 0.5, 1.25) + 1 has peak
// 2.5 before renormalizing; (1.5, -1.25) x 10^-3 + 1e-3 has peak 2.5e-3 at the offset's scale.
void TestMutantsMath::addOffsetIsNormalized()
{
    Eigen::MatrixXd m(2, 2);
    m << 1.5, -1.0, 0.5, 1.25;
    Scaled<double> t = scaled<double>(m, 0.0);
    addOffset(t, 1.0);
    Eigen::MatrixXd want(2, 2);
    want << 2.5, 0.0, 1.5, 2.25;
    QVERIFY2(isNormalized(t), qPrintable(QStringLiteral("max|m| = %1").arg(peakOf(t))));
    QVERIFY((trueValues(t) - want).cwiseAbs().maxCoeff() < 1e-15);

    Eigen::MatrixXd small(1, 2);
    small << 1.5, -1.25;
    Scaled<float> s = scaled<float>(small, -3.0);
    addOffset(s, 1e-3);
    Eigen::MatrixXd wantSmall(1, 2);
    wantSmall << 2.5e-3, -0.25e-3;
    QVERIFY2(isNormalized(s), qPrintable(QStringLiteral("float: max|m| = %1").arg(peakOf(s))));
    QVERIFY(relativeError(trueValues(s), wantSmall) < 1e-6);
}

// ReLU of a tensor whose largest entry is negative: the output's positive entries (0.25, 0.5)
// x 10^2 need rescaling to be normalized. Values by hand.
void TestMutantsMath::homogeneousOutputIsNormalized()
{
    Eigen::MatrixXd m(2, 2);
    m << -1.5, 0.25, 0.5, -1.0;
    Eigen::MatrixXd want(2, 2);
    want << 0.0, 25.0, 50.0, 0.0;
    const Scaled<double> z = scaled<double>(m, 2.0);
    Shifted<double> a, d;
    applyActivation(Activation::Relu, z, a, d);
    QVERIFY2(isNormalized(a.deviation), qPrintable(QStringLiteral("max|m| = %1").arg(peakOf(a.deviation))));
    QCOMPARE(a.offset, 0.0);
    QVERIFY((trueValues(a.deviation) - want).cwiseAbs().maxCoeff() < 1e-13);
    const Scaled<float> zf = scaled<float>(m, 2.0);
    Shifted<float> af, df;
    applyActivation(Activation::Relu, zf, af, df);
    QVERIFY2(isNormalized(af.deviation), qPrintable(QStringLiteral("float: max|m| = %1").arg(peakOf(af.deviation))));
    QVERIFY(relativeError(trueValues(af.deviation), want) < 1e-6);
}

// tanh in plain arithmetic at |z| in [0.5, 1.5]: every slope 1 - tanh^2 is below 1 (at most
// 0.79), so the slope needs rescaling. Values and slopes against long double.
void TestMutantsMath::plainSlopeIsNormalized()
{
    Eigen::MatrixXd m(2, 2);
    m << 1.0, -1.5, 0.5, 1.25;
    Eigen::MatrixXd wantA(2, 2), wantD(2, 2);
    for (int i = 0; i < 4; ++i) {
        const long double t = std::tanh((long double)m.data()[i]);
        wantA.data()[i] = double(t);
        wantD.data()[i] = double(1.0L - t * t);
    }
    Shifted<double> a, d;
    applyActivation(Activation::Tanh, scaled<double>(m, 0.0), a, d);
    QVERIFY2(isNormalized(d.deviation), qPrintable(QStringLiteral("max|m| = %1").arg(peakOf(d.deviation))));
    QVERIFY(relativeError(trueValues(a.deviation, a.offset), wantA) < 1e-15);
    QVERIFY(relativeError(trueValues(d.deviation, d.offset), wantD) < 1e-15);
    Shifted<float> af, df;
    applyActivation(Activation::Tanh, scaled<float>(m, 0.0), af, df);
    QVERIFY2(isNormalized(df.deviation), qPrintable(QStringLiteral("float: max|m| = %1").arg(peakOf(df.deviation))));
    QVERIFY(relativeError(trueValues(df.deviation, df.offset), wantD) < 1e-6);
}

// Sigmoid of z ~ 1e-6 is split into 1/2 + 0.5 tanh(z/2), its slope into 1/4 - (0.5 tanh(z/2))^2
// (exact identities). With the deviation's mantissa near 2 its square is near 4: the slope's
// deviation must be rescaled. Against long double.
void TestMutantsMath::sigmoidOffsetSlopeIsNormalized()
{
    Eigen::MatrixXd m(2, 2);
    m << 1.9, -1.0, 0.5, 1.5;
    const double log10z = -6.0;
    Eigen::MatrixXd wantA(2, 2), wantD(2, 2);
    for (int i = 0; i < 4; ++i) {
        const long double z = (long double)m.data()[i] * 1e-6L;
        const long double dev = 0.5L * std::tanh(z / 2);
        wantA.data()[i] = double(dev);
        wantD.data()[i] = double(-dev * dev);
    }
    Shifted<double> a, d;
    applyActivation(Activation::Sigmoid, scaled<double>(m, log10z), a, d);
    QCOMPARE(a.offset, 0.5);
    QCOMPARE(d.offset, 0.25);
    QVERIFY2(isNormalized(d.deviation), qPrintable(QStringLiteral("max|m| = %1").arg(peakOf(d.deviation))));
    QVERIFY(relativeError(trueValues(a.deviation), wantA) < 1e-13);
    QVERIFY(relativeError(trueValues(d.deviation), wantD) < 1e-13);
    Shifted<float> af, df;
    applyActivation(Activation::Sigmoid, scaled<float>(m, log10z), af, df);
    QVERIFY2(isNormalized(df.deviation), qPrintable(QStringLiteral("float: max|m| = %1").arg(peakOf(df.deviation))));
    QVERIFY(relativeError(trueValues(df.deviation), wantD) < 1e-5);
}

// An exactly zero input gives act(0) = 1/2 and act'(0) = 1/4 for sigmoid, normalized, whatever
// scale the output tensors held before (the engine reuses them from layer to layer).
void TestMutantsMath::zeroInputOverwritesStaleScales()
{
    const Scaled<double> z = scaled<double>(Eigen::MatrixXd::Zero(2, 3), kZeroLog);
    Shifted<double> a, d;
    a.deviation.m = Eigen::MatrixXd::Constant(2, 3, 1.5);
    a.deviation.log10 = 5.0;
    d.deviation.m = Eigen::MatrixXd::Constant(2, 3, -1.25);
    d.deviation.log10 = -3.0;
    applyActivation(Activation::Sigmoid, z, a, d);
    QVERIFY2(isNormalized(a.deviation), qPrintable(QStringLiteral("value max|m| = %1").arg(peakOf(a.deviation))));
    QVERIFY2(isNormalized(d.deviation), qPrintable(QStringLiteral("slope max|m| = %1").arg(peakOf(d.deviation))));
    const Eigen::MatrixXd va = trueValues(a.deviation, a.offset), vd = trueValues(d.deviation, d.offset);
    QVERIFY2((va.array() - 0.5).abs().maxCoeff() < 1e-15, qPrintable(QStringLiteral("act(0) = %1").arg(va(0, 0))));
    QVERIFY2((vd.array() - 0.25).abs().maxCoeff() < 1e-15, qPrintable(QStringLiteral("act'(0) = %1").arg(vd(0, 0))));
}

// tanh of a tensor at 10^400 (beyond double, so in log form) with one exactly zero entry:
// tanh = sign(z) exactly for the others, 0 for the zero entry; the slope there is 1.
void TestMutantsMath::logFormKeepsExactZeros()
{
    Eigen::MatrixXd m(2, 2);
    m << 1.5, 0.0, -1.0, 1.25;
    Eigen::MatrixXd wantA(2, 2);
    wantA << 1.0, 0.0, -1.0, 1.0;
    Shifted<double> a, d;
    applyActivation(Activation::Tanh, scaled<double>(m, 400.0), a, d);
    const Eigen::MatrixXd va = trueValues(a.deviation, a.offset);
    QVERIFY2((va - wantA).cwiseAbs().maxCoeff() < 1e-15, qPrintable(QStringLiteral("tanh(0) = %1").arg(va(0, 1))));
    QVERIFY(std::fabs(trueValues(d.deviation, d.offset)(0, 1) - 1.0) < 1e-15);
    Shifted<float> af, df;
    applyActivation(Activation::Tanh, scaled<float>(m, 400.0), af, df);
    const Eigen::MatrixXd vf = trueValues(af.deviation, af.offset);
    QVERIFY2((vf - wantA).cwiseAbs().maxCoeff() < 1e-7, qPrintable(QStringLiteral("float tanh(0) = %1").arg(vf(0, 1))));
}

// The Gram route's sum cancels to about eps x (trace product): where ||u^T dz||^2 is far below
// that, its figure is noise and the product must be formed directly. Wide layers (width 1024 and
// 2048, batch 4 ... 32) make the trace product 1e7 ... 1e9, so a threshold that shrank with it
// would accept noise (8 of these 18 cases under 1e-3 / bound). dz is one row repeated plus noise
// of 1e-8 ... 1e-10 and u's columns are centred: u^T dz = level u^T noise, against long double.
void TestMutantsMath::weightGradNormRefusesNoisyGrams()
{
    QStringList wrong;
    for (const auto &[batch, width] : {std::pair{4, 1024}, std::pair{8, 1024}, std::pair{16, 1024}, std::pair{32, 1024}, std::pair{8, 2048}, std::pair{16, 2048}}) {
        Eigen::MatrixXd u(batch, width), noise(batch, width);
        for (int i = 0; i < u.size(); ++i) {
            u.data()[i] = std::sin(0.7 * i + 0.1);
            noise.data()[i] = std::cos(1.9 * i + 0.4);
        }
        u.rowwise() -= u.colwise().mean();
        for (double level : {1e-8, 1e-9, 1e-10}) {
            Eigen::MatrixXd dz = Eigen::MatrixXd::Ones(batch, 1) * Eigen::RowVectorXd::LinSpaced(width, 1.0, 2.0);
            dz += level * noise;
            long double sum = 0.0L;
            for (int i = 0; i < width; ++i)
                for (int j = 0; j < width; ++j) {
                    long double e = 0.0L;
                    for (int b = 0; b < batch; ++b)
                        e += (long double)u(b, i) * (long double)dz(b, j);
                    sum += e * e;
                }
            const double want = double(0.5L * std::log10(sum));
            Scaled<double> su{u, 0.0}, sdz{dz, 0.0};
            su.normalize();
            sdz.normalize();
            NormScratch<double> scratch;
            const double got = weightGradNorm(su, sdz, scratch, nullptr);
            if (!(std::fabs(got - want) < 1e-5))
                wrong << QStringLiteral("batch %1 width %2 noise %3: log10 ||u^T dz|| %4, want %5")
                             .arg(batch).arg(width).arg(level).arg(got, 0, 'g', 12).arg(want, 0, 'g', 12);
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
}

QTEST_APPLESS_MAIN(TestMutantsMath)
#include "test_mutants_math.moc"
