// The scaled tensor of core/engine/scaled.h, m * 10^log10 (+ offset): normalize(), addOffset and the
// sums keep its invariant, max|m| in [1, 2), or an exact zero (m == 0, log10 == -inf), with the
// true values worked out by hand.
#include "core/engine/engine.h"
#include "core/engine/normalization.h"
#include "core/engine/scaled.h"

#include "tests/support/scaledvalues.h"

#include <QtTest>

#include <cfloat>
#include <cmath>
#include <stdexcept>
#include <vector>

using namespace gradflow;
using namespace gradflow::testing;

class TestScaled : public QObject
{
    Q_OBJECT

private slots:
    void normalizeMarksZeroTensors();
    void addOffsetIsNormalized();
    void addOffsetFarAboveTheOffset();
    void addScaledIsNormalized();
    void accumulatedSumIsNormalized();
    void normalizeScalesSubnormalTensors();
};

// normalize() on a tensor with no nonzero entry must mark it zero (log10 = -inf): a zero
// matrix with a finite scale, and an empty one, in double and float.
void TestScaled::normalizeMarksZeroTensors()
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
void TestScaled::addOffsetIsNormalized()
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

// t + offset with t 50 orders above the offset, in float: the sum is t (to float precision) and
// must be formed at t's scale; at the offset's scale 1.5e50 overflows a float.
void TestScaled::addOffsetFarAboveTheOffset()
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
void TestScaled::addScaledIsNormalized()
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

// a += b keeps max|m| in [1, 2): 1.5 + 1.5 is held as 1.5 x 10^0.30103, and the sum of
// 1.5 x 10^2 and -1.25 x 10^2 as 1.0 x 10^1.39794.
void TestScaled::accumulatedSumIsNormalized()
{
    const auto scaled = [](double m, double log10) {
        Scaled<double> t;
        t.m = Eigen::MatrixXd::Constant(1, 2, m);
        t.log10 = log10;
        return t;
    };
    for (const auto &[a0, b, want] : {std::tuple{scaled(1.5, 0.0), scaled(1.5, 0.0), 3.0},
                                      std::tuple{scaled(1.5, 2.0), scaled(-1.25, 2.0), 25.0}}) {
        Scaled<double> a = a0;
        accumulateScaled(a, b);
        const double peak = a.m.cwiseAbs().maxCoeff();
        QVERIFY2(peak >= 1.0 && peak < 2.0, qPrintable(QStringLiteral("max|m| = %1").arg(peak)));
        QVERIFY(std::fabs(a.m(0, 0) * std::pow(10.0, a.log10) - want) < 1e-13 * want);
    }
}

// A tensor whose entries are subnormal (1e-310 in double, 1e-40 in float) needs a factor of
// 2^1030 or 2^133 to normalize, beyond the type's range as one number: normalize() must still
// land in [1, 2) with the same true values, and LayerNorm of such a row gives what (1, 2, 3, 4) does.
void TestScaled::normalizeScalesSubnormalTensors()
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

QTEST_APPLESS_MAIN(TestScaled)
#include "test_scaled.moc"
