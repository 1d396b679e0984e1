// Tests written for the mutants that survived the split of the engine into one-job files, in
// core/engine/activation.cpp, core/engine/normalization.cpp, core/engine/scaled.h and
// core/engine/weightgradnorm.cpp (docs/mutants.md names each one). Numbers are
// checked against values worked out by hand or in long double, never against the code's own
// output; "normalized" is scaled.h's invariant: max|m| in [1, 2), or m == 0 with log10 == -inf.
#include "core/engine/activation.h"
#include "core/engine/normalization.h"
#include "core/engine/random.h"
#include "core/engine/scaled.h"
#include "core/engine/weightgradnorm.h"

#include "tests/support/scaledvalues.h"

#include <QtTest>

#include <cfloat>
#include <cmath>
#include <vector>

using namespace gradflow;
using namespace gradflow::testing;

namespace {

template<typename Scalar>
double peakOf(const Scaled<Scalar> &t)
{
    return double(t.m.cwiseAbs().maxCoeff());
}

// scaled.h's invariant: max|m| in [1, 2), or an exact zero (m == 0, log10 == -inf).
template<typename Scalar>
bool isNormalized(const Scaled<Scalar> &t)
{
    const double peak = peakOf(t);
    if (t.isZero())
        return peak == 0.0;
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

// log10 ||u^T dz||_F in long double, from the same entries.
double exactLog10ProductNorm(const Eigen::MatrixXd &u, const Eigen::MatrixXd &dz)
{
    long double sum = 0.0L;
    for (Eigen::Index i = 0; i < u.cols(); ++i)
        for (Eigen::Index j = 0; j < dz.cols(); ++j) {
            long double e = 0.0L;
            for (Eigen::Index k = 0; k < u.rows(); ++k)
                e += (long double)u(k, i) * (long double)dz(k, j);
            sum += e * e;
        }
    return double(0.5L * std::log10(sum));
}

// Standard normal entries from the engine's own generator (core/engine/random.h).
Eigen::MatrixXd gaussian(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed)
{
    Eigen::MatrixXd m(rows, cols);
    Random(seed, 0, Random::Input).fillNormal(m.data(), m.size());
    return m;
}

// ||u^T dz|| of u with centred columns and dz one row repeated plus `level` noise, so that
// u^T dz = level u^T noise: the engine's figure in Scalar against long double on the same
// Scalar inputs. Empty when within `tolerance` in log10, else what was wrong.
template<typename Scalar>
QString noisyGramMiss(int batch, int width, double level, double tolerance)
{
    Eigen::MatrixXd u, dz;
    nearlyCancellingPair(batch, width, level, u, dz);
    using Dense = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
    const Dense us = u.cast<Scalar>(), dzs = dz.cast<Scalar>();
    const double want = exactLog10ProductNorm(us.template cast<double>(), dzs.template cast<double>());
    Scaled<Scalar> su{us, 0.0}, sdz{dzs, 0.0};
    su.normalize();
    sdz.normalize();
    NormScratch<Scalar> scratch;
    const double got = weightGradNorm(su, sdz, scratch, nullptr);
    if (std::fabs(got - want) < tolerance)
        return {};
    const int digits = sizeof(Scalar) == sizeof(double) ? 12 : 9;
    return QStringLiteral("batch %1 width %2 noise %3: log10 ||u^T dz|| %4, want %5")
        .arg(batch).arg(width).arg(level).arg(got, 0, 'g', digits).arg(want, 0, 'g', digits);
}

// Which route weightGradNorm took, read from a fresh scratch: the Gram route fills gramU and
// gramDz (batch x batch) and never forms the width x width product dW; the direct route forms dW.
QString routeOf(const NormScratch<double> &s)
{
    if (s.dW.size() == 0)
        return s.gramU.size() ? QStringLiteral("grams") : QStringLiteral("none");
    return s.gramU.size() ? QStringLiteral("grams refused, direct") : QStringLiteral("direct");
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
    void addOffsetFarAboveTheOffset();
    void addScaledIsNormalized();
    void geluVanishesBeyondSaturation();
    void tanhSlopeBelowUnderflow();
    void homogeneousAllNegative();
    void homogeneousKeepsTheScaleExactly();
    void geluTailSlopeToItsLastTerm();
    void normOutputGradientIsNormalized();
    void weightGradNormRefusesNoisyGramsInFloat();
    void logFormSlopesKeepTheirRatios();
    void geluValueBelowTinyGoesToLogForm();
    void smoothSlopesNeverHaveSignZero();
    void weightGradNormTakesTheCheaperRoute();
    void weightGradNormKeepsGramsUpToThreeOrders();
    void normalizeScalesSubnormalTensors();
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
    for (const auto &[batch, width] : {std::pair{4, 1024}, std::pair{8, 1024}, std::pair{16, 1024}, std::pair{32, 1024}, std::pair{8, 2048}, std::pair{16, 2048}})
        for (double level : {1e-8, 1e-9, 1e-10})
            wrong << noisyGramMiss<double>(batch, width, level, 1e-5);
    wrong.removeAll(QString());
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
}

// t + offset with t 50 orders above the offset, in float: the sum is t (to float precision) and
// must be formed at t's scale; at the offset's scale 1.5e50 overflows a float.
void TestMutantsMath::addOffsetFarAboveTheOffset()
{
    Eigen::MatrixXd m(1, 2);
    m << 1.5, -1.0;
    Scaled<float> t = scaled<float>(m, 50.0);
    addOffset(t, 1.0);
    Eigen::MatrixXd want(1, 2);
    want << 1.5e50, -1e50;
    QVERIFY2(std::isfinite(t.log10) && t.m.allFinite(), qPrintable(QStringLiteral("log10 %1").arg(t.log10)));
    QVERIFY2(relativeError(trueValues(t), want) < 1e-6, qPrintable(QStringLiteral("%1").arg(trueValues(t)(0, 0))));
    QVERIFY(isNormalized(t));
}

// (1.5, 1) x 10 + (1.5, -1) x 10 = (30, 0): held normalized (m = 1.875, log10 + 4 log10 2).
void TestMutantsMath::addScaledIsNormalized()
{
    Eigen::MatrixXd ma(1, 2), mb(1, 2);
    ma << 1.5, 1.0;
    mb << 1.5, -1.0;
    const Scaled<double> a = scaled<double>(ma, 1.0), b = scaled<double>(mb, 1.0);
    Scaled<double> out;
    addScaled(a, b, out);
    QVERIFY2(isNormalized(out), qPrintable(QStringLiteral("max|m| = %1").arg(peakOf(out))));
    QCOMPARE(trueValues(out)(0, 0), 30.0);
    QCOMPARE(trueValues(out)(0, 1), 0.0);
}

// GELU at z = -10^301: -phi(z) (1 + ...) with ln|value| = -z^2/2 ~ -5e601, far below any
// double: activation.h promises log10 = -DBL_MAX, negative, for value and slope. At +10^301
// GELU(z) = z, slope 1.
void TestMutantsMath::geluVanishesBeyondSaturation()
{
    LogReal value, slope;
    activationAtLog(Activation::Gelu, -1, 301.0, value, slope);
    QCOMPARE(value.sign, -1);
    QVERIFY2(value.log10 == -DBL_MAX, qPrintable(QStringLiteral("log10|GELU(-1e301)| = %1").arg(value.log10)));
    QCOMPARE(slope.sign, -1);
    QVERIFY2(slope.log10 == -DBL_MAX, qPrintable(QStringLiteral("log10|GELU'(-1e301)| = %1").arg(slope.log10)));
    activationAtLog(Activation::Gelu, 1, 301.0, value, slope);
    QCOMPARE(value.sign, 1);
    QCOMPARE(value.log10, 301.0);
    QCOMPARE(slope.sign, 1);
    QCOMPARE(slope.log10, 0.0);
}

// tanh at |z| = 1000 and 1500 (double) or 100 and 150 (float): inside the plain range, but the
// slope 4 e^(-2|z|) underflows there. It must still be reported, not 0: log10 tanh'(1000) =
// log10 4 - 2000 log10 e, by hand. tanh itself is +-1.
void TestMutantsMath::tanhSlopeBelowUnderflow()
{
    Eigen::MatrixXd m(1, 2);
    m << 1.0, -1.5;
    for (bool inFloat : {false, true}) {
        const double log10z = inFloat ? 2.0 : 3.0;
        const double z = std::pow(10.0, log10z);
        const double want = std::log10(4.0L) - 2.0L * (long double)z * std::log10(std::exp(1.0L));
        Eigen::MatrixXd a, peak(1, 1);
        double log10Slope;
        if (inFloat) {
            Shifted<float> sa, sd;
            applyActivation(Activation::Tanh, scaled<float>(m, log10z), sa, sd);
            a = trueValues(sa.deviation, sa.offset);
            log10Slope = sd.deviation.isZero() ? kZeroLog : std::log10(double(sd.deviation.m(0, 0))) + sd.deviation.log10;
        } else {
            Shifted<double> sa, sd;
            applyActivation(Activation::Tanh, scaled<double>(m, log10z), sa, sd);
            a = trueValues(sa.deviation, sa.offset);
            log10Slope = sd.deviation.isZero() ? kZeroLog : std::log10(sd.deviation.m(0, 0)) + sd.deviation.log10;
        }
        const QString name = inFloat ? QStringLiteral("float") : QStringLiteral("double");
        QVERIFY2(std::fabs(log10Slope - want) < (inFloat ? 1e-6 : 1e-12) * std::fabs(want),
                 qPrintable(name + QStringLiteral(": log10 tanh'(%1) = %2, want %3").arg(z).arg(log10Slope).arg(want)));
        QCOMPARE(a(0, 0), 1.0);
        QCOMPARE(a(0, 1), -1.0);
    }
}

// Leaky ReLU of an all-negative tensor: value 0.01 z, slope 0.01 everywhere, normalized.
// ReLU of it: value and slope exactly zero (log10 = -inf).
void TestMutantsMath::homogeneousAllNegative()
{
    Eigen::MatrixXd m(2, 2);
    m << -1.5, -0.25, -1.0, -0.5;
    const Scaled<double> z = scaled<double>(m, 1.0);
    Shifted<double> a, d;
    applyActivation(Activation::LeakyRelu, z, a, d);
    QVERIFY2(isNormalized(d.deviation), qPrintable(QStringLiteral("leaky slope max|m| = %1").arg(peakOf(d.deviation))));
    QVERIFY(((trueValues(d.deviation).array() - 0.01).abs() < 1e-17).all());
    QVERIFY(relativeError(trueValues(a.deviation), 0.1 * m) < 1e-15);
    applyActivation(Activation::Relu, z, a, d);
    QVERIFY(a.deviation.isZero());
    QVERIFY2(d.deviation.isZero(), qPrintable(QStringLiteral("relu slope log10 %1").arg(d.deviation.log10)));
}

// ReLU keeps its input's scale exactly (activation.h): with the positive entries' peak already
// in [1, 2) the output is max(m, 0) to the bit, at the input's log10 (here 2, not renormalized
// through 150 = 1.171875 x 2^7), the slope the 0/1 pattern at log10 0.
void TestMutantsMath::homogeneousKeepsTheScaleExactly()
{
    Eigen::MatrixXd m(2, 2);
    m << 1.5, -1.25, 0.75, -0.5;
    Eigen::MatrixXd wantA(2, 2), wantD(2, 2);
    wantA << 1.5, 0.0, 0.75, 0.0;
    wantD << 1.0, 0.0, 1.0, 0.0;
    Shifted<double> a, d;
    applyActivation(Activation::Relu, scaled<double>(m, 2.0), a, d);
    QCOMPARE(a.deviation.log10, 2.0);
    QVERIFY(a.deviation.m == wantA);
    QCOMPARE(d.deviation.log10, 0.0);
    QVERIFY(d.deviation.m == wantD);
}

// GELU's slope tail, -|z| phi(z) (1 - u (1 - u (1 - 3u (1 - 5u)))) with u = 1/z^2, at the
// tail's start (|slope| < 1e-290 from |z| ~ 36.6, u ~ 7.4e-4), against long double erfc: the
// last term, 15 u^4, is 4.6e-12 of the slope there (2e-12 in log10), the truncation (105 u^5)
// 2.3e-14. The value's tail likewise: its last term 105 u^4, truncation 945 u^5 = 2e-13 of the
// value (1e-13 in log10). The engine's figure must match to 2e-13 in log10: its rounding (z rebuilt from
// log10 z, -z^2/2 ~ -670 in double) is about 5e-14.
void TestMutantsMath::geluTailSlopeToItsLastTerm()
{
    using Real = long double;
    const Real sqrt2 = std::sqrt(Real(2)), sqrt2Pi = std::sqrt(2 * Real(3.14159265358979323846264338327950288L));
    QStringList wrong;
    for (double magnitude : {36.7, 36.8, 37.0}) {
        const double lz = std::log10(magnitude);
        const Real x = -std::pow(10.0, lz); // the z activationAtLog forms
        const Real slope = Real(0.5) * std::erfc(-x / sqrt2) + x * std::exp(-x * x / 2) / sqrt2Pi;
        const Real value = x * Real(0.5) * std::erfc(-x / sqrt2);
        LogReal v, s;
        activationAtLog(Activation::Gelu, -1, lz, v, s);
        const double want = double(std::log10(-slope)), wantV = double(std::log10(-value));
        QCOMPARE(v.sign, -1);
        if (!(wantV < -290 && std::fabs(v.log10 - wantV) < 2e-13))
            wrong << QStringLiteral("value at -%1: %2, long double %3").arg(magnitude).arg(v.log10, 0, 'g', 17).arg(wantV, 0, 'g', 17);
        QVERIFY2(want < -290, "the check must be in the tail");
        QCOMPARE(s.sign, -1);
        qInfo("slope at -%g: %.17g, long double %.17g, off %.3g", magnitude, s.log10, want, s.log10 - want);
        if (!(std::fabs(s.log10 - want) < 2e-13))
            wrong << QStringLiteral("slope at -%1: %2, long double %3").arg(magnitude).arg(s.log10, 0, 'g', 17).arg(want, 0, 'g', 17);
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
}

// The gradient of a LayerNorm output's own norm: per row, dx = coef eps r^3 y with
// r = 1 / sqrt(var + eps) and y the normalized row, worked in plain double. The row
// (0, ..., 0, 4) (the larger eps r^3) has y up to 3.5 / sqrt(2.25) = 2.33, so dx must be
// rescaled to be normalized.
void TestMutantsMath::normOutputGradientIsNormalized()
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
    QVERIFY2(relativeError(trueValues(dx), want) < 1e-14, qPrintable(QStringLiteral("%1").arg(relativeError(trueValues(dx), want))));
}

// As weightGradNormRefusesNoisyGrams, in float: there the Gram sums' noise (~6e-8 of the trace
// product) already exceeds a threshold that does not grow with it (1e-3 trU / trDz: 7 of these
// 10 cases off by 2.5e-3 to 0.63 in log10) at widths 64 ... 1024. Noise levels 1e-2 and 1e-3
// keep the direct float product within 4e-6 in log10 of long double; the bound is 2e-3.
void TestMutantsMath::weightGradNormRefusesNoisyGramsInFloat()
{
    QStringList wrong;
    for (const auto &[batch, width] : {std::pair{4, 64}, std::pair{8, 64}, std::pair{4, 256}, std::pair{16, 256},
                                       std::pair{8, 1024}})
        for (double level : {1e-2, 1e-3})
            wrong << noisyGramMiss<float>(batch, width, level, 2e-3);
    wrong.removeAll(QString());
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
}

// tanh of (1.5 x 10^251, 0.5, 1): the tensor's scale is out of double's plain range, so every
// entry goes the log route; the two moderate entries' slopes 1 - tanh^2 (0.786 and 0.420) must
// keep their ratio, against long double.
void TestMutantsMath::logFormSlopesKeepTheirRatios()
{
    Eigen::MatrixXd m(1, 3);
    m << 1.5, 0.5e-251, 1.0e-251;
    Shifted<double> a, d;
    applyActivation(Activation::Tanh, scaled<double>(m, 251.0), a, d);
    const Eigen::MatrixXd slope = trueValues(d.deviation, d.offset), value = trueValues(a.deviation, a.offset);
    for (int i : {1, 2}) {
        const long double t = std::tanh((long double)(i == 1 ? 0.5 : 1.0));
        QVERIFY2(std::fabs(slope(0, i) / double(1.0L - t * t) - 1.0) < 1e-13,
                 qPrintable(QStringLiteral("tanh'(%1) = %2, want %3").arg(i * 0.5).arg(slope(0, i), 0, 'g', 17)
                                .arg(double(1.0L - t * t), 0, 'g', 17)));
        QVERIFY(std::fabs(value(0, i) / double(t) - 1.0) < 1e-13);
    }
}

// GELU of (-35.9, -40) in double: the slopes' peak (2e-279) is above the plain route's 1e-280,
// the values' peak (5.5e-281) below it, and GELU(-40) ~ -1e-349 underflows in plain arithmetic:
// the log route must report it, log10 against long double erfc.
void TestMutantsMath::geluValueBelowTinyGoesToLogForm()
{
    Eigen::MatrixXd m(1, 2);
    m << -35.9, -40.0;
    Scaled<double> z = scaled<double>(m, 0.0);
    z.normalize();
    Shifted<double> a, d;
    applyActivation(Activation::Gelu, z, a, d);
    const long double x = -40.0L;
    const double want = double(std::log10(-x * 0.5L * std::erfc(-x / std::sqrt(2.0L))));
    const double got = a.deviation.m(0, 1) == 0.0 ? kZeroLog : std::log10(std::fabs(a.deviation.m(0, 1))) + a.deviation.log10;
    QVERIFY(a.deviation.m(0, 1) < 0.0);
    QVERIFY2(std::fabs(got - want) < 1e-9, qPrintable(QStringLiteral("log10|GELU(-40)| = %1, want %2").arg(got, 0, 'g', 15).arg(want, 0, 'g', 15)));
}

// docs/mutants.md calls 21b287c658 (applyLog's sign-0 slope entry) unreachable: a smooth
// activation's slope in log form always has sign +-1 (a vanishing one is +-10^-inf). Here at
// magnitudes from 1e-400 to 1e400, around 1, and at the doubles nearest GELU's slope zero.
void TestMutantsMath::smoothSlopesNeverHaveSignZero()
{
    std::vector<double> logs;
    for (int k = 0; k <= 8000; ++k)
        logs.push_back(-400.0 + 0.1 * k);
    for (int k = 0; k <= 4000; ++k)
        logs.push_back(-2.0 + 0.001 * k);
    double nearZero = -0.75179152469356447; // GELU'(z) = Phi(z) + z phi(z) = 0 near here
    for (int k = 0; k < 500; ++k, nearZero = std::nextafter(nearZero, 0.0))
        logs.push_back(std::log10(-nearZero));
    for (Activation act : {Activation::Elu, Activation::Gelu, Activation::Silu, Activation::Softplus,
                           Activation::Sigmoid, Activation::Tanh})
        for (int sign : {-1, 0, 1})
            for (double l : logs) {
                LogReal value, slope;
                activationAtLog(act, sign, l, value, slope);
                QVERIFY2(slope.sign == 1 || slope.sign == -1,
                         qPrintable(QString("activation %1, sign %2, log10|z| %3").arg(int(act)).arg(sign).arg(l, 0, 'g', 17)));
            }
}

// The weight-gradient norm's two routes cost batch^2 width (the Grams) against batch width^2
// (the product): the Grams are formed where 2 batch <= width, never otherwise, and both give
// the norm to rounding. A fresh scratch shows which route ran.
void TestMutantsMath::weightGradNormTakesTheCheaperRoute()
{
    struct Case { int batch, width; const char *route; };
    for (const Case &c : {Case{2, 8, "grams"}, Case{3, 6, "grams"}, Case{4, 7, "direct"}, Case{64, 64, "direct"}}) {
        const Eigen::MatrixXd u = gaussian(c.batch, c.width, 11), dz = gaussian(c.batch, c.width, 12);
        NormScratch<double> s;
        const double got = weightGradNorm(scaled<double>(u, 0.0), scaled<double>(dz, 0.0), s, nullptr);
        const QByteArray what = QByteArray::number(c.batch) + " x " + QByteArray::number(c.width);
        QCOMPARE(routeOf(s), QString::fromLatin1(c.route));
        QVERIFY2(std::fabs(got - exactLog10ProductNorm(u, dz)) < 1e-13, what.constData());
    }
}

// The Gram sum is kept while it cancels by less than three orders (squared > 1e-3 of the bound
// tr(u u^T) tr(dz dz^T)); its relative error is then under about 1e-13. u = (a, -a) and
// dz = (c, (1 + e) c) give u^T dz = -e a^T c: the sum is e^2 |a|^2 |c|^2 of a bound
// 2 (1 + (1 + e)^2) |a|^2 |c|^2, a ratio of 1.48e-3 at e = 0.08 and 5.9e-4 at e = 0.05.
void TestMutantsMath::weightGradNormKeepsGramsUpToThreeOrders()
{
    const Eigen::RowVectorXd a = gaussian(1, 8, 5), c = gaussian(1, 8, 6);
    for (const auto &[e, route] : {std::pair{0.08, "grams"}, std::pair{0.05, "grams refused, direct"}}) {
        Eigen::MatrixXd u(2, 8), dz(2, 8);
        u << a, -a;
        dz << c, (1.0 + e) * c;
        NormScratch<double> s;
        const double got = weightGradNorm(scaled<double>(u, 0.0), scaled<double>(dz, 0.0), s, nullptr);
        QCOMPARE(routeOf(s), QString::fromLatin1(route));
        QVERIFY2(std::fabs(got - exactLog10ProductNorm(u, dz)) < 1e-12, QByteArray::number(e).constData());
    }
}

// A tensor whose entries are subnormal (1e-310 in double, 1e-40 in float) needs a factor of
// 2^1030 or 2^133 to normalize, beyond the type's range as one number: normalize() must still
// land in [1, 2) with the same true values, and LayerNorm of such a row gives what (1, 2, 3, 4) does.
void TestMutantsMath::normalizeScalesSubnormalTensors()
{
    Eigen::MatrixXd row(1, 4);
    row << 1, 2, 3, 4;
    Scaled<double> tiny = scaled<double>(row * 1e-310, 0.0);
    const Eigen::MatrixXd before = tiny.m;
    tiny.normalize();
    QVERIFY(isNormalized(tiny));
    QVERIFY(relativeError(trueValues(tiny), before) < 1e-12);
    Scaled<float> tinyF = scaled<float>(row * 1e-40, 0.0);
    const Eigen::MatrixXd beforeF = tinyF.m.cast<double>();
    tinyF.normalize();
    QVERIFY(isNormalized(tinyF));
    QVERIFY(relativeError(trueValues(tinyF), beforeF) < 1e-6);
    const Eigen::MatrixXd want = (row.array() - 2.5) / std::sqrt(1.25);
    QVERIFY(relativeError(layerNorm(row * 1e-310, 0.0), want) < 1e-12);
}

QTEST_APPLESS_MAIN(TestMutantsMath)
#include "test_mutants_math.moc"
