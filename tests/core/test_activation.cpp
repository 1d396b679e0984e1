// The per-activation tables (core/engine/activation.cpp and the tables it shares a count with):
// every activation the enum names has a name, a label, the engine's rules, Gauss moments and a
// critical init, so a new activation cannot index past one of them; and the leaky slope the
// engine applies is the one PyTorch's gain for it is computed from. Then the activations' values
// and slopes at every magnitude: an exact zero, sigmoid's and softplus's split offsets, the log
// form beyond double's range, GELU's and tanh's tails, against long double or worked by hand;
// "normalized" is scaled.h's invariant: max|m| in [1, 2), or m == 0 with log10 == -inf.
#include "core/analysis/gaussmoments.h"
#include "core/analysis/theory.h"
#include "core/engine/activation.h"
#include "core/engine/scaled.h"
#include "core/model/config.h"

#include "tests/support/scaledvalues.h"

#include <QtTest>

#include <cfloat>
#include <cmath>
#include <stdexcept>
#include <vector>

using namespace gradflow;
using namespace gradflow::testing;

class TestActivation : public QObject
{
    Q_OBJECT

private slots:
    void everyActivationHasEveryRow();
    void leakySlopeIsOneNumber();
    void geluTailAtItsStart();
    void offsetSplitDeviations();
    void exactZeroInputByHand();
    void sigmoidUnderflowGoesToLogForm();
    void homogeneousOutputIsNormalized();
    void plainSlopeIsNormalized();
    void sigmoidOffsetSlopeIsNormalized();
    void zeroInputOverwritesStaleScales();
    void logFormKeepsExactZeros();
    void geluVanishesBeyondSaturation();
    void tanhSlopeBelowUnderflow();
    void homogeneousAllNegative();
    void homogeneousKeepsTheScaleExactly();
    void geluTailSlopeToItsLastTerm();
    void logFormSlopesKeepTheirRatios();
    void geluValueBelowTinyGoesToLogForm();
    void smoothSlopesNeverHaveSignZero();
};

void TestActivation::everyActivationHasEveryRow()
{
    QCOMPARE(activationNames().size(), kActivationCount);
    for (size_t i = 0; i < kActivationCount; ++i) {
        const Activation act = Activation(i);
        const QString name = QString::fromStdString(toString(act));
        QVERIFY2(parseActivation(toString(act), "--activation") == act, qPrintable(name));
        QVERIFY2(!activationLabel(act).empty(), qPrintable(name));
        QVERIFY2(std::isfinite(activationValue(act, 0.5)), qPrintable(name));
        QVERIFY2(std::isfinite(gaussMoments(act, 0.0).meanSquare.log10), qPrintable(name));
        QVERIFY2(criticalGain2(act) > 0, qPrintable(name));
    }
}

void TestActivation::leakySlopeIsOneNumber()
{
    const double slope = activationSlope(Activation::LeakyRelu, -1.0);
    QCOMPARE(slope, kLeakyReluSlope);
    QCOMPARE(activationValue(Activation::LeakyRelu, -2.0), -2.0 * slope);
    // torch.nn.init.calculate_gain('leaky_relu', slope) = sqrt(2 / (1 + slope^2))
    QCOMPARE(activationGain(Activation::LeakyRelu), std::sqrt(2.0 / (1.0 + slope * slope)));
    LogReal value, d;
    activationAtLog(Activation::LeakyRelu, -1, 400.0, value, d);
    QCOMPARE(d.value(), slope);
    QCOMPARE(value.log10, 400.0 + std::log10(slope));
}

// GELU's tail (its value and slope below 1e-290, from |z| ~ 36.6) in log form against long
// double at the tail's start, where the series' 1/z^6 and 1/z^8 terms are largest: a wrong
// coefficient there moves log10 by 5e-10 or more, the truncation error is below 1e-13.
void TestActivation::geluTailAtItsStart()
{
    using Real = long double;
    const Real sqrt2 = std::sqrt(Real(2)), sqrt2Pi = std::sqrt(2 * Real(3.14159265358979323846264338327950288L));
    for (double magnitude : {36.7, 37.0, 38.0, 40.0}) {
        const double lz = std::log10(magnitude);
        const Real x = -std::pow(10.0, lz); // the z activationAtLog forms
        const Real value = x * Real(0.5) * std::erfc(-x / sqrt2);
        const Real slope = Real(0.5) * std::erfc(-x / sqrt2) + x * std::exp(-x * x / 2) / sqrt2Pi;
        LogReal v, s;
        activationAtLog(Activation::Gelu, -1, lz, v, s);
        QCOMPARE(v.sign, -1);
        QCOMPARE(s.sign, -1);
        const double wantV = double(std::log10(-value)), wantS = double(std::log10(-slope));
        QVERIFY2(wantV < -290 && wantS < -290, "the check must be in the tail");
        QVERIFY2(std::fabs(v.log10 - wantV) < 1e-11, qPrintable(QStringLiteral("value at -%1: %2, long double %3")
                                                                    .arg(magnitude)
                                                                    .arg(v.log10, 0, 'g', 17)
                                                                    .arg(wantV, 0, 'g', 17)));
        QVERIFY2(std::fabs(s.log10 - wantS) < 1e-11, qPrintable(QStringLiteral("slope at -%1: %2, long double %3")
                                                                    .arg(magnitude)
                                                                    .arg(s.log10, 0, 'g', 17)
                                                                    .arg(wantS, 0, 'g', 17)));
    }
}

// Sigmoid and softplus on |z| ~ 1e-25 are held as act(0) + deviation, the deviations to first
// order: sigmoid = 1/2 + z/4, sigmoid' = 1/4 - z^2/16, softplus = ln 2 + z/2,
// softplus' = 1/2 + z/4.
void TestActivation::offsetSplitDeviations()
{
    Scaled<double> z;
    z.m = Eigen::MatrixXd(3, 4);
    for (int i = 0; i < z.m.size(); ++i)
        z.m.data()[i] = std::sin(1.3 * i + 0.2);
    z.log10 = -25.0;
    z.normalize();
    const Eigen::MatrixXd x = trueValues(z);
    struct Case
    {
        Activation act;
        double value0, slope0;
        Eigen::MatrixXd valueDeviation, slopeDeviation;
    };
    const Case cases[] = {
        {Activation::Sigmoid, 0.5, 0.25, x / 4, -(x / 4).cwiseProduct(x / 4)},
        {Activation::Softplus, std::log(2.0), 0.5, x / 2, x / 4},
    };
    for (const Case &c : cases) {
        Shifted<double> a, d;
        applyActivation(c.act, z, a, d);
        const QString name = QString::fromStdString(toString(c.act));
        QCOMPARE(a.offset, c.value0);
        QCOMPARE(d.offset, c.slope0);
        QVERIFY2(relativeError(trueValues(a.deviation), c.valueDeviation) < 1e-14, qPrintable(name + " value"));
        QVERIFY2(relativeError(trueValues(d.deviation), c.slopeDeviation) < 1e-14, qPrintable(name + " slope"));
    }
}

// An exactly zero pre-activation: act(0) and act'(0) in every entry, by hand.
void TestActivation::exactZeroInputByHand()
{
    struct Case
    {
        Activation act;
        double value, slope;
    };
    const Case cases[] = {
        {Activation::Relu, 0.0, 0.0},     {Activation::LeakyRelu, 0.0, 0.01},
        {Activation::Elu, 0.0, 1.0},      {Activation::Gelu, 0.0, 0.5},
        {Activation::Silu, 0.0, 0.5},     {Activation::Softplus, std::log(2.0), 0.5},
        {Activation::Sigmoid, 0.5, 0.25}, {Activation::Tanh, 0.0, 1.0},
        {Activation::Linear, 0.0, 1.0},
    };
    for (bool inFloat : {false, true}) {
        for (const Case &c : cases) {
            Eigen::MatrixXd a, d;
            if (inFloat) {
                Scaled<float> z{Eigen::MatrixXf::Zero(2, 3), kZeroLog};
                Shifted<float> sa, sd;
                applyActivation(c.act, z, sa, sd);
                a = trueValues(sa.deviation, sa.offset);
                d = trueValues(sd.deviation, sd.offset);
            } else {
                Scaled<double> z{Eigen::MatrixXd::Zero(2, 3), kZeroLog};
                Shifted<double> sa, sd;
                applyActivation(c.act, z, sa, sd);
                a = trueValues(sa.deviation, sa.offset);
                d = trueValues(sd.deviation, sd.offset);
            }
            const QString name = QString::fromStdString(toString(c.act)) + (inFloat ? " float" : " double");
            QCOMPARE(a.rows(), 2);
            QCOMPARE(d.cols(), 3);
            const double tol = inFloat ? 1e-7 : 1e-15;
            QVERIFY2((a.array() - c.value).abs().maxCoeff() <= tol * std::fabs(c.value), qPrintable(name + " value"));
            QVERIFY2((d.array() - c.slope).abs().maxCoeff() <= tol * std::fabs(c.slope),
                     qPrintable(name + QStringLiteral(" slope %1, want %2").arg(d(0, 0)).arg(c.slope)));
        }
    }
}

// Sigmoid of z from -800 to -1200 underflows a double (e^-745 is the smallest): the plain
// formula gives 0, so the values come from the log form, sigmoid(z) = e^z to double precision:
// the largest is e^-800 = 10^-347.4.
void TestActivation::sigmoidUnderflowGoesToLogForm()
{
    Scaled<double> z;
    z.m = Eigen::MatrixXd(2, 3);
    for (int i = 0; i < z.m.size(); ++i)
        z.m.data()[i] = -(800.0 + 80.0 * i);
    z.normalize();
    Shifted<double> a, d;
    applyActivation(Activation::Sigmoid, z, a, d);
    const double ln10 = std::log(10.0);
    QVERIFY(!a.deviation.isZero() && !d.deviation.isZero());
    const double top = std::log10(a.deviation.m.cwiseAbs().maxCoeff()) + a.deviation.log10;
    QVERIFY2(std::fabs(top - -800.0 / ln10) < 1e-9, qPrintable(QString::number(top, 'g', 15)));
    const double slopeTop = std::log10(d.deviation.m.cwiseAbs().maxCoeff()) + d.deviation.log10;
    QVERIFY2(std::fabs(slopeTop - -800.0 / ln10) < 1e-9, qPrintable(QString::number(slopeTop, 'g', 15)));
}

// ReLU of a tensor whose largest entry is negative: the output's positive entries (0.25, 0.5)
// x 10^2 need rescaling to be normalized. Values by hand.
void TestActivation::homogeneousOutputIsNormalized()
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
void TestActivation::plainSlopeIsNormalized()
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
void TestActivation::sigmoidOffsetSlopeIsNormalized()
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
void TestActivation::zeroInputOverwritesStaleScales()
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
void TestActivation::logFormKeepsExactZeros()
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

// GELU at z = -10^301: -phi(z) (1 + ...) with ln|value| = -z^2/2 ~ -5e601, far below any
// double: activation.h promises log10 = -DBL_MAX, negative, for value and slope. At +10^301
// GELU(z) = z, slope 1.
void TestActivation::geluVanishesBeyondSaturation()
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
void TestActivation::tanhSlopeBelowUnderflow()
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
            log10Slope =
                sd.deviation.isZero() ? kZeroLog : std::log10(double(sd.deviation.m(0, 0))) + sd.deviation.log10;
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
void TestActivation::homogeneousAllNegative()
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
void TestActivation::homogeneousKeepsTheScaleExactly()
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
void TestActivation::geluTailSlopeToItsLastTerm()
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
            wrong << QStringLiteral("value at -%1: %2, long double %3")
                         .arg(magnitude)
                         .arg(v.log10, 0, 'g', 17)
                         .arg(wantV, 0, 'g', 17);
        QVERIFY2(want < -290, "the check must be in the tail");
        QCOMPARE(s.sign, -1);
        qInfo("slope at -%g: %.17g, long double %.17g, off %.3g", magnitude, s.log10, want, s.log10 - want);
        if (!(std::fabs(s.log10 - want) < 2e-13))
            wrong << QStringLiteral("slope at -%1: %2, long double %3")
                         .arg(magnitude)
                         .arg(s.log10, 0, 'g', 17)
                         .arg(want, 0, 'g', 17);
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
}

// tanh of (1.5 x 10^251, 0.5, 1): the tensor's scale is out of double's plain range, so every
// entry goes the log route; the two moderate entries' slopes 1 - tanh^2 (0.786 and 0.420) must
// keep their ratio, against long double.
void TestActivation::logFormSlopesKeepTheirRatios()
{
    Eigen::MatrixXd m(1, 3);
    m << 1.5, 0.5e-251, 1.0e-251;
    Shifted<double> a, d;
    applyActivation(Activation::Tanh, scaled<double>(m, 251.0), a, d);
    const Eigen::MatrixXd slope = trueValues(d.deviation, d.offset), value = trueValues(a.deviation, a.offset);
    for (int i : {1, 2}) {
        const long double t = std::tanh((long double)(i == 1 ? 0.5 : 1.0));
        QVERIFY2(std::fabs(slope(0, i) / double(1.0L - t * t) - 1.0) < 1e-13,
                 qPrintable(QStringLiteral("tanh'(%1) = %2, want %3")
                                .arg(i * 0.5)
                                .arg(slope(0, i), 0, 'g', 17)
                                .arg(double(1.0L - t * t), 0, 'g', 17)));
        QVERIFY(std::fabs(value(0, i) / double(t) - 1.0) < 1e-13);
    }
}

// GELU of (-35.9, -40) in double: the slopes' peak (2e-279) is above the plain route's 1e-280,
// the values' peak (5.5e-281) below it, and GELU(-40) ~ -1e-349 underflows in plain arithmetic:
// the log route must report it, log10 against long double erfc.
void TestActivation::geluValueBelowTinyGoesToLogForm()
{
    Eigen::MatrixXd m(1, 2);
    m << -35.9, -40.0;
    Scaled<double> z = scaled<double>(m, 0.0);
    z.normalize();
    Shifted<double> a, d;
    applyActivation(Activation::Gelu, z, a, d);
    const long double x = -40.0L;
    const double want = double(std::log10(-x * 0.5L * std::erfc(-x / std::sqrt(2.0L))));
    const double got =
        a.deviation.m(0, 1) == 0.0 ? kZeroLog : std::log10(std::fabs(a.deviation.m(0, 1))) + a.deviation.log10;
    QVERIFY(a.deviation.m(0, 1) < 0.0);
    QVERIFY2(std::fabs(got - want) < 1e-9,
             qPrintable(QStringLiteral("log10|GELU(-40)| = %1, want %2").arg(got, 0, 'g', 15).arg(want, 0, 'g', 15)));
}

// docs/mutants.md calls 21b287c658 (applyLog's sign-0 slope entry) unreachable: a smooth
// activation's slope in log form always has sign +-1 (a vanishing one is +-10^-inf). Here at
// magnitudes from 1e-400 to 1e400, around 1, and at the doubles nearest GELU's slope zero.
void TestActivation::smoothSlopesNeverHaveSignZero()
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
                QVERIFY2(
                    slope.sign == 1 || slope.sign == -1,
                    qPrintable(
                        QString("activation %1, sign %2, log10|z| %3").arg(int(act)).arg(sign).arg(l, 0, 'g', 17)));
            }
}

QTEST_APPLESS_MAIN(TestActivation)
#include "test_activation.moc"
