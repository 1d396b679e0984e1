// The weight-gradient norm ||u^T dz|| of core/engine/weightgradnorm.cpp: its two routes (the Gram
// matrices or the product formed), the cheaper one taken, and the Grams refused where their sum
// cancels into noise; against the same entries in long double.
#include "core/engine/engine.h"
#include "core/engine/random.h"
#include "core/engine/scaled.h"
#include "core/engine/weightgradnorm.h"

#include "tests/support/scaledvalues.h"

#include <QtTest>

#include <cfloat>
#include <cmath>
#include <stdexcept>
#include <vector>

using namespace gradflow;
using namespace gradflow::testing;

namespace {

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
        .arg(batch)
        .arg(width)
        .arg(level)
        .arg(got, 0, 'g', digits)
        .arg(want, 0, 'g', digits);
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

class TestWeightGradNorm : public QObject
{
    Q_OBJECT

private slots:
    void exactUnderCancellation();
    void refusesNoisyGrams();
    void refusesNoisyGramsInFloat();
    void takesTheCheaperRoute();
    void keepsGramsUpToThreeOrders();
};

// ||u^T dz|| where it nearly cancels: u's columns sum to zero (as after a BatchNorm) and dz is
// one row repeated plus 1e-7 noise, so u^T dz = 1e-7 u^T noise, 1e-7 of ||u|| ||dz||. The
// Gram-matrix shortcut (batch^2 width) would lose every digit there; the norm must match the
// product formed directly.
void TestWeightGradNorm::exactUnderCancellation()
{
    const int batch = 4, width = 16;
    Eigen::MatrixXd u, dz, noise;
    nearlyCancellingPair(batch, width, 1e-7, u, dz, &noise);
    const double want = std::log10((u.transpose() * dz).norm());
    QVERIFY(want < -5); // it cancels
    Scaled<double> su{u, 0.0}, sdz{dz, 0.0};
    su.normalize();
    sdz.normalize();
    NormScratch<double> scratch;
    const double got = weightGradNorm(su, sdz, scratch, nullptr);
    QVERIFY2(std::fabs(got - want) < 1e-6,
             qPrintable(QStringLiteral("log10 ||u^T dz|| %1, directly %2").arg(got, 0, 'g', 12).arg(want, 0, 'g', 12)));
    // And without cancellation (dz's noise alone) the shortcut's figure is as good.
    Scaled<double> sNoise{noise, 0.0};
    sNoise.normalize();
    const double plain = std::log10((u.transpose() * noise).norm());
    QVERIFY(std::fabs(weightGradNorm(su, sNoise, scratch, nullptr) - plain) < 1e-12);
}

// The Gram route's sum cancels to about eps x (trace product): where ||u^T dz||^2 is far below
// that, its figure is noise and the product must be formed directly. Wide layers (width 1024 and
// 2048, batch 4 ... 32) make the trace product 1e7 ... 1e9, so a threshold that shrank with it
// would accept noise (8 of these 18 cases under 1e-3 / bound). dz is one row repeated plus noise
// of 1e-8 ... 1e-10 and u's columns are centred: u^T dz = level u^T noise, against long double.
void TestWeightGradNorm::refusesNoisyGrams()
{
    QStringList wrong;
    for (const auto &[batch, width] : {std::pair{4, 1024}, std::pair{8, 1024}, std::pair{16, 1024}, std::pair{32, 1024},
                                       std::pair{8, 2048}, std::pair{16, 2048}})
        for (double level : {1e-8, 1e-9, 1e-10})
            wrong << noisyGramMiss<double>(batch, width, level, 1e-5);
    wrong.removeAll(QString());
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
}

// As refusesNoisyGrams, in float: there the Gram sums' noise (~6e-8 of the trace
// product) already exceeds a threshold that does not grow with it (1e-3 trU / trDz: 7 of these
// 10 cases off by 2.5e-3 to 0.63 in log10) at widths 64 ... 1024. Noise levels 1e-2 and 1e-3
// keep the direct float product within 4e-6 in log10 of long double; the bound is 2e-3.
void TestWeightGradNorm::refusesNoisyGramsInFloat()
{
    QStringList wrong;
    for (const auto &[batch, width] :
         {std::pair{4, 64}, std::pair{8, 64}, std::pair{4, 256}, std::pair{16, 256}, std::pair{8, 1024}})
        for (double level : {1e-2, 1e-3})
            wrong << noisyGramMiss<float>(batch, width, level, 2e-3);
    wrong.removeAll(QString());
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
}

// The weight-gradient norm's two routes cost batch^2 width (the Grams) against batch width^2
// (the product): the Grams are formed where 2 batch <= width, never otherwise, and both give
// the norm to rounding. A fresh scratch shows which route ran.
void TestWeightGradNorm::takesTheCheaperRoute()
{
    struct Case
    {
        int batch, width;
        const char *route;
    };
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
void TestWeightGradNorm::keepsGramsUpToThreeOrders()
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

QTEST_APPLESS_MAIN(TestWeightGradNorm)
#include "test_weightgradnorm.moc"
