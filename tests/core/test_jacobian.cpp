// The input-output Jacobian's spectrum (core/jacobian): exact at depth 1000, against free
// probability's moments at large width, against a long double reference of its own and
// against finite differences of a forward pass written out here.
#include "core/engine/activation.h"
#include "core/engine/engine.h"
#include "core/engine/normalization.h"
#include "core/jacobian/jacobiantheory.h"
#include "core/jacobian/product.h"
#include "core/jacobian/scaledsvd.h"
#include "core/jacobian/spectrum.h"

#include <Eigen/LU>
#include <Eigen/QR>
#include <Eigen/SVD>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <random>

using namespace gradflow;

namespace {

ModelConfig network(Activation activation, Init init, int depth, int width, int batch = 4)
{
    ModelConfig c;
    c.activation = activation;
    c.init = init;
    c.depth = depth;
    c.width = width;
    c.batch = batch;
    c.seed = 7;
    return c;
}

JacobianSpectrum spectrumOf(const ModelConfig &c, int example = 0)
{
    Engine engine;
    return jacobianSpectrum(engine, c, example);
}

// Every layer's weights (true values) and the input, as the engine draws them.
struct Drawn
{
    std::vector<Eigen::MatrixXd> weights;
    Eigen::MatrixXd input;
};

Drawn drawnWeights(const ModelConfig &c, const Eigen::MatrixXd &input)
{
    Drawn d;
    d.input = input;
    Probe probe;
    probe.input = input;
    probe.exampleLayer = [&d](const ExampleLayer &e) {
        d.weights.push_back(*e.weight * std::pow(10.0, e.log10Weight));
    };
    Engine engine;
    engine.compute(c, {}, &probe);
    return d;
}

Eigen::MatrixXd randomInput(int batch, int width, unsigned seed)
{
    std::mt19937 rng(seed);
    std::normal_distribution<double> normal;
    Eigen::MatrixXd x(batch, width);
    for (Eigen::Index i = 0; i < x.size(); ++i)
        x(i) = normal(rng);
    return x;
}

// A plain double forward pass of one example (no batch coupling: no BatchNorm).
Eigen::RowVectorXd forwardOne(const ModelConfig &c, const Drawn &d, Eigen::RowVectorXd h)
{
    auto normalize = [&c](const Eigen::RowVectorXd &x) -> Eigen::RowVectorXd {
        if (c.norm == Norm::Layer)
            return layerNorm(x, effectiveNormEps(c));
        return rmsNorm(x, effectiveNormEps(c));
    };
    const bool pre = c.norm != Norm::None && c.normPlace == NormPlace::Pre;
    const bool post = c.norm != Norm::None && c.normPlace == NormPlace::Post;
    for (const Eigen::MatrixXd &w : d.weights) {
        const Eigen::RowVectorXd z = (pre ? normalize(h) : h) * w;
        Eigen::RowVectorXd v = z.unaryExpr([&c](double x) { return activationValue(c.activation, x); });
        if (c.residual)
            v = h + effectiveResidualScale(c) * v;
        h = post ? normalize(v) : v;
    }
    return h;
}

// The example's Jacobian dh_L / dh_0 by central differences.
Eigen::MatrixXd finiteDifferenceJacobian(const ModelConfig &c, const Drawn &d, int example)
{
    const Eigen::RowVectorXd x = d.input.row(example);
    const double step = 1e-6;
    Eigen::MatrixXd j(c.width, c.width);
    for (int i = 0; i < c.width; ++i) {
        Eigen::RowVectorXd up = x, down = x;
        up(i) += step;
        down(i) -= step;
        j.row(i) = (forwardOne(c, d, up) - forwardOne(c, d, down)) / (2 * step);
    }
    return j;
}

// One-sided Jacobi in plain long double arithmetic (no scaling: long double reaches 10^-4951):
// log10 of the singular values of x, largest first.
std::vector<double> plainHestenes(Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic> x)
{
    for (int sweep = 0; sweep < 100; ++sweep) {
        bool rotated = false;
        for (Eigen::Index i = 0; i < x.cols(); ++i) {
            for (Eigen::Index j = i + 1; j < x.cols(); ++j) {
                const long double alpha = x.col(i).squaredNorm(), beta = x.col(j).squaredNorm();
                const long double gamma = x.col(i).dot(x.col(j));
                if (std::fabs(gamma) <= 1e-18L * std::sqrt(alpha * beta))
                    continue;
                rotated = true;
                const long double zeta = (beta - alpha) / (2 * gamma);
                const long double t = (zeta >= 0 ? 1 : -1) / (std::fabs(zeta) + std::sqrt(1 + zeta * zeta));
                const long double c = 1 / std::sqrt(1 + t * t), s = c * t;
                const Eigen::Matrix<long double, Eigen::Dynamic, 1> a = x.col(i);
                x.col(i) = c * a - s * x.col(j);
                x.col(j) = s * a + c * x.col(j);
            }
        }
        if (!rotated)
            break;
    }
    std::vector<double> out;
    for (Eigen::Index i = 0; i < x.cols(); ++i)
        out.push_back(double(std::log10(x.col(i).norm())));
    std::sort(out.begin(), out.end(), std::greater<double>());
    return out;
}

// A reference of its own in long double (64-bit mantissa, exponents to 10^±4932, so depth 1000
// at std 0.5/sqrt(n) needs no scaling): the product's R kept whole, R <- R'' R after a
// Householder QR of A Q each layer, then one-sided Jacobi on R's rows in plain long double
// (plainHestenes). The engine's forward pass is not used: the slopes come
// from this function's own forward pass (linear and leaky ReLU: act(z) = slope(z) * z).
std::vector<double> longDoubleReference(const ModelConfig &c, const Drawn &d, int example)
{
    using MatL = Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic>;
    using RowL = Eigen::Matrix<long double, 1, Eigen::Dynamic>;
    RowL h = d.input.row(example).cast<long double>();
    MatL q = MatL::Identity(c.width, c.width), r = MatL::Identity(c.width, c.width);
    for (const Eigen::MatrixXd &w : d.weights) {
        const RowL z = h * w.cast<long double>();
        RowL slope(c.width);
        for (int j = 0; j < c.width; ++j) {
            slope(j) = activationSlope(c.activation, z(j) > 0 ? 1.0 : -1.0);
            h(j) = z(j) * slope(j);
        }
        const MatL a = slope.transpose().asDiagonal() * w.cast<long double>().transpose();
        Eigen::HouseholderQR<MatL> qr(a * q);
        q = qr.householderQ();
        const MatL step = qr.matrixQR().triangularView<Eigen::Upper>();
        r = (step * r).eval();
    }
    // One constant factor centres R's range so that its squares stay within long double.
    const long double high = std::log10(r.cwiseAbs().maxCoeff()),
                      low = std::log10(std::fabs(r(c.width - 1, c.width - 1)));
    const long double shift = -(high + low) / 2;
    std::vector<double> out = plainHestenes(r.transpose() * std::pow(10.0L, shift));
    for (double &x : out)
        x -= double(shift);
    return out;
}

} // namespace

class TestJacobian : public QObject
{
    Q_OBJECT

private slots:
    void orthogonalLinearIsAnIsometryAtDepth1000();
    void gaussianLinearMatchesFussCatalan();
    void momentsOfTheProductAreTheSpectrumsMoments();
    void reluVarianceMatchesFreeProbability();
    void depth1000MatchesLongDoubleReference();
    void gradedSpectrumMatchesLongDoubleReference();
    void smallNetworksMatchFiniteDifferences_data();
    void smallNetworksMatchFiniteDifferences();
    void scaledSvdHandlesScalesBeyondDouble();
    void reluDeadUnitsGiveExactZeros();
    void exampleOutsideTheBatchIsRefused();
    void spacedDepthsAreEvenAndEndAtTheLast();
    void spacedDepthsMatchEveryLayerAndComeLastFirst();
    void cancelStopsTheSvdBetweenSweeps();
    void cancelIsPolledWithinASweepAndAProduct();
    void fussCatalanMoments();
    void fussCatalanDensityHasTheLawsMoments();
    void theoryDensityWhereItIsKnown();
};

void TestJacobian::orthogonalLinearIsAnIsometryAtDepth1000()
{
    const JacobianSpectrum s = spectrumOf(network(Activation::Linear, Init::Orthogonal, 1000, 32));
    QCOMPARE(int(s.layers.size()), 1000);
    double worst = 0;
    for (const std::vector<double> &layer : s.layers) {
        QCOMPARE(int(layer.size()), 32);
        for (double x : layer)
            worst = std::max(worst, std::fabs(std::pow(10.0, x) - 1.0));
    }
    QVERIFY2(worst < 1e-12, qPrintable(QString("largest |sigma - 1| %1").arg(worst)));
}

// Width n = 1024, sigma_w^2 n = 1. One draw's m1 = ||J||_F^2 / n is a mean of n^2 products of
// squares; each layer's factor ||x W||^2 / ||x||^2 has relative sd sqrt(2) / n, so m1's sd is
// about sqrt(2L) / n. m2 also has a finite-width bias: for L = 1 its mean is 2 + 1/n, and the
// bias and the sd grow about as L^2 / n and (L + 1) sqrt(2L) * 2 / n. Tolerances: 6 sd, and the bias.
void TestJacobian::gaussianLinearMatchesFussCatalan()
{
    const int n = 1024;
    Engine engine;
    const ModelConfig c = network(Activation::Linear, Init::Lecun, 8, n, 2);
    const JacobianSpectrum s = jacobianSpectrum(engine, c, 0, {}, {}, std::nullopt, Resolve::LastLayer);
    for (int L : {1, 2, 4, 8}) {
        const SpectrumMoments m = s.moments[size_t(L - 1)];
        const double m1 = std::pow(10.0, m.log10M1), m2 = m.m2OverM1Sq * m1 * m1;
        const double sd1 = std::sqrt(2.0 * L) / n;
        const double tol2 = 6.0 * 2.0 * (L + 1) * std::sqrt(2.0 * L) / n + double(L * L) / n;
        const QString what = QString("L %1: m1 %2 (1), m2 %3 (%4)").arg(L).arg(m1).arg(m2).arg(fussCatalanMoment(L, 2));
        QVERIFY2(std::fabs(m1 - fussCatalanMoment(L, 1)) < 6 * sd1, qPrintable(what));
        QVERIFY2(std::fabs(m2 - fussCatalanMoment(L, 2)) < tol2, qPrintable(what));
    }
}

// The moments taken from the product (no SVD) are those of the singular values.
void TestJacobian::momentsOfTheProductAreTheSpectrumsMoments()
{
    for (Activation act : {Activation::Linear, Activation::Relu, Activation::Tanh}) {
        const JacobianSpectrum s = spectrumOf(network(act, Init::He, 12, 24, 2));
        for (size_t l = 0; l < s.layers.size(); ++l) {
            const SpectrumMoments fromValues = momentsOf(s.layers[l]), fromProduct = s.moments[l];
            QVERIFY(std::fabs(fromValues.log10M1 - fromProduct.log10M1) < 1e-12);
            QVERIFY(std::fabs(fromValues.m2OverM1Sq - fromProduct.m2OverM1Sq) < 1e-10 * fromValues.m2OverM1Sq);
        }
    }
}

// Pennington et al.: at He init the variance of sigma^2 is L / p = 2L with Gaussian weights and
// L (1 - p) / p = L with orthogonal ones (p = 1/2), at m1 = 1. One example at width n: the share
// of units on in a layer has sd 1/(2 sqrt(n)), so m1 (a product of L such shares, times 2^L)
// has relative sd about sqrt(L / n): 4 sd allowed. The variance is taken over m1^2, which
// removes that common factor; 20 % covers its finite-width spread and still tells 2L from L.
void TestJacobian::reluVarianceMatchesFreeProbability()
{
    for (Init init : {Init::He, Init::Orthogonal}) {
        const ModelConfig c = network(Activation::Relu, init, 8, 1024, 2);
        Engine engine;
        const JacobianSpectrum s = jacobianSpectrum(engine, c, 0, {}, {}, std::nullopt, Resolve::LastLayer);
        for (int L : {4, 8}) {
            ModelConfig atL = c;
            atL.depth = L;
            const JacobianTheory t = jacobianTheory(atL);
            QVERIFY(t.known);
            const double expected = init == Init::He ? 2.0 * L : double(L);
            QCOMPARE(t.relativeVariance(), expected);
            const SpectrumMoments m = s.moments[size_t(L - 1)];
            const double m1 = std::pow(10.0, m.log10M1), variance = m.m2OverM1Sq - 1.0;
            const QString what = QString("%1 L %2: m1 %3, variance / m1^2 %4 (%5)")
                                     .arg(QString::fromStdString(initLabel(init)))
                                     .arg(L)
                                     .arg(m1)
                                     .arg(variance)
                                     .arg(expected);
            QVERIFY2(std::fabs(m1 - 1.0) < 4.0 * std::sqrt(double(L) / c.width), qPrintable(what));
            QVERIFY2(std::fabs(variance - expected) < 0.2 * expected, qPrintable(what));
        }
    }
}

void TestJacobian::depth1000MatchesLongDoubleReference()
{
    for (Activation act : {Activation::Linear, Activation::LeakyRelu}) {
        ModelConfig c = network(act, Init::CustomScale, 1000, 8, 3);
        c.initScale = 0.5; // std 0.5 / sqrt(n): singular values near 10^-300 and far below
        const Eigen::MatrixXd input = randomInput(c.batch, c.width, 3);
        const std::vector<double> reference = longDoubleReference(c, drawnWeights(c, input), 1);
        Engine engine;
        const std::vector<double> last = jacobianSpectrum(engine, c, 1, {}, {}, input).layers.back();
        // The product of the singular values is |det J| = the product of the layers' |det|.
        double sum = 0, logDet = 0;
        for (double x : last)
            sum += x;
        for (const Eigen::MatrixXd &w : drawnWeights(c, input).weights)
            logDet += double(std::log10(std::fabs(w.cast<long double>().partialPivLu().determinant())));
        if (act == Activation::Linear)
            QVERIFY2(std::fabs(sum - logDet) < 1e-9 * std::fabs(logDet),
                     qPrintable(QString("%1 against %2").arg(sum).arg(logDet)));
        QVERIFY2(last.front() < -250, qPrintable(QString("largest log10 sigma %1").arg(last.front())));
        for (int i = 0; i < c.width; ++i)
            QVERIFY2(std::fabs(last[size_t(i)] - reference[size_t(i)]) < 1e-9,
                     qPrintable(QString("%1: index %2: %3 against %4")
                                    .arg(QString::fromStdString(toString(act)))
                                    .arg(i)
                                    .arg(last[size_t(i)], 0, 'g', 17)
                                    .arg(reference[size_t(i)], 0, 'g', 17)));
    }
}

// Singular values spread over tens of decades, but within the range where the SVD takes the
// preconditioned path (one double matrix, Householder QR with column pivoting, Jacobi on R's rows):
// the smallest keep their relative accuracy, as the scaled path's do. An SVD accurate only
// relative to the largest value would give the small ones as rounding noise near 10^-16 of it.
void TestJacobian::gradedSpectrumMatchesLongDoubleReference()
{
    for (Activation act : {Activation::Linear, Activation::LeakyRelu}) {
        const ModelConfig c = network(act, Init::Lecun, 60, 16, 3);
        const Eigen::MatrixXd input = randomInput(c.batch, c.width, 5);
        const std::vector<double> reference = longDoubleReference(c, drawnWeights(c, input), 2);
        Engine engine;
        const std::vector<double> last = jacobianSpectrum(engine, c, 2, {}, {}, input).layers.back();
        const double spread = last.front() - last.back();
        QVERIFY2(spread > 30 && spread < 240, qPrintable(QString("spread %1 decades").arg(spread)));
        for (int i = 0; i < c.width; ++i)
            QVERIFY2(std::fabs(last[size_t(i)] - reference[size_t(i)]) < 1e-9,
                     qPrintable(QString("%1: index %2: %3 against %4")
                                    .arg(QString::fromStdString(toString(act)))
                                    .arg(i)
                                    .arg(last[size_t(i)], 0, 'g', 17)
                                    .arg(reference[size_t(i)], 0, 'g', 17)));
    }
}

void TestJacobian::smallNetworksMatchFiniteDifferences_data()
{
    QTest::addColumn<int>("activation");
    QTest::addColumn<int>("norm");
    QTest::addColumn<int>("place");
    QTest::addColumn<bool>("residual");
    QTest::newRow("tanh") << int(Activation::Tanh) << int(Norm::None) << int(NormPlace::Pre) << false;
    QTest::newRow("gelu residual") << int(Activation::Gelu) << int(Norm::None) << int(NormPlace::Pre) << true;
    QTest::newRow("silu layernorm pre residual")
        << int(Activation::Silu) << int(Norm::Layer) << int(NormPlace::Pre) << true;
    QTest::newRow("tanh layernorm post") << int(Activation::Tanh) << int(Norm::Layer) << int(NormPlace::Post) << false;
    QTest::newRow("elu rmsnorm pre") << int(Activation::Elu) << int(Norm::Rms) << int(NormPlace::Pre) << false;
    QTest::newRow("sigmoid rmsnorm post residual")
        << int(Activation::Sigmoid) << int(Norm::Rms) << int(NormPlace::Post) << true;
}

void TestJacobian::smallNetworksMatchFiniteDifferences()
{
    QFETCH(int, activation);
    QFETCH(int, norm);
    QFETCH(int, place);
    QFETCH(bool, residual);
    ModelConfig c = network(Activation(activation), Init::Xavier, 5, 6, 3);
    c.norm = Norm(norm);
    c.normPlace = NormPlace(place);
    c.residual = residual;
    c.residualScale = 0.7;
    const Eigen::MatrixXd input = randomInput(c.batch, c.width, 11);
    const Drawn d = drawnWeights(c, input);
    Engine engine;
    const JacobianSpectrum s = jacobianSpectrum(engine, c, 2, {}, {}, input);
    for (int l : {1, c.depth}) {
        Drawn upTo = d;
        upTo.weights.resize(size_t(l));
        const Eigen::VectorXd expected =
            Eigen::JacobiSVD<Eigen::MatrixXd>(finiteDifferenceJacobian(c, upTo, 2)).singularValues();
        const std::vector<double> &got = s.layers[size_t(l - 1)];
        for (int i = 0; i < c.width; ++i) {
            const double sigma = std::pow(10.0, got[size_t(i)]);
            QVERIFY2(
                std::fabs(sigma - expected(i)) < 1e-6 * std::max(1.0, expected(0)),
                qPrintable(QString("layer %1, index %2: %3 against %4").arg(l).arg(i).arg(sigma).arg(expected(i))));
        }
    }
}

// Columns 10^600 and 10^-600 apart, made from a known matrix: X = U diag(s) with U orthogonal
// times a unit upper triangle, whose singular values are known from the same product at scale.
void TestJacobian::scaledSvdHandlesScalesBeyondDouble()
{
    // Two columns at angle theta: singular values of [a, b] with |a| = 10^600, |b| = 10^-600
    // are |a| (to 1e-1200) and |b| sin(theta).
    const double theta = 0.3;
    Eigen::MatrixXd v(3, 2);
    v << 1, std::cos(theta), 0, std::sin(theta), 0, 0;
    const std::vector<double> got = log10SingularValues(v, {600.0, -600.0});
    QCOMPARE(int(got.size()), 2);
    QVERIFY(std::fabs(got[0] - 600.0) < 1e-13);
    QVERIFY2(std::fabs(got[1] - (-600.0 + std::log10(std::sin(theta)))) < 1e-13,
             qPrintable(QString::number(got[1], 'g', 17)));
    // Equal scales: an ordinary SVD.
    Eigen::MatrixXd m = randomInput(5, 4, 5);
    const Eigen::VectorXd plain = Eigen::JacobiSVD<Eigen::MatrixXd>(m).singularValues();
    const std::vector<double> scaled = log10SingularValues(m, std::vector<double>(4, 0.0));
    for (int i = 0; i < 4; ++i)
        QVERIFY(std::fabs(scaled[size_t(i)] - std::log10(plain(i))) < 1e-13);
    // A zero column is an exact zero.
    m.col(2).setZero();
    QCOMPARE(log10SingularValues(m, std::vector<double>(4, 0.0)).back(), -std::numeric_limits<double>::infinity());
}

// A ReLU layer zeroes the rows of its dead units: the product's rank falls exactly, and the
// lost directions are exact zeros, not rounding noise near 1e-16.
void TestJacobian::reluDeadUnitsGiveExactZeros()
{
    const ModelConfig c = network(Activation::Relu, Init::He, 3, 8, 2);
    const JacobianSpectrum s = spectrumOf(c);
    int zeros = 0;
    for (double x : s.layers.front())
        zeros += x == -std::numeric_limits<double>::infinity();
    QVERIFY2(zeros > 0 && zeros < c.width, qPrintable(QString("%1 exact zeros").arg(zeros)));
    for (double x : s.layers.front())
        QVERIFY(x == -std::numeric_limits<double>::infinity() || x > -3);
}

void TestJacobian::spacedDepthsAreEvenAndEndAtTheLast()
{
    QCOMPARE(resolvedLayers(100, Resolve{4}), (std::vector<int>{25, 50, 75, 100}));
    QCOMPARE(resolvedLayers(10, Resolve{3}), (std::vector<int>{3, 7, 10}));
    QCOMPARE(resolvedLayers(3, Resolve{4}), (std::vector<int>{1, 2, 3}));
    QCOMPARE(resolvedLayers(5, Resolve::LastLayer), (std::vector<int>{5}));
    QCOMPARE(resolvedLayers(4, Resolve::EveryLayer), (std::vector<int>{1, 2, 3, 4}));
}

// The spaced depths' singular values are those every layer's run gives at those layers (the same
// R, kept); the last layer's reach lastLayerReady first, before the earlier depths' are taken.
void TestJacobian::spacedDepthsMatchEveryLayerAndComeLastFirst()
{
    const ModelConfig c = network(Activation::Tanh, Init::Orthogonal, 9, 12);
    Engine engine;
    const JacobianSpectrum every = jacobianSpectrum(engine, c, 0);
    int calls = 0;
    std::vector<int> progress;
    Callbacks callbacks;
    callbacks.progress = [&](int done, int total) {
        QCOMPARE(total, 9 + 2);
        progress.push_back(done);
    };
    const JacobianSpectrum spaced =
        jacobianSpectrum(engine, c, 0, {}, callbacks, std::nullopt, Resolve{3}, [&](const JacobianSpectrum &partial) {
            ++calls;
            QCOMPARE(partial.layers[8], every.layers[8]);
            QVERIFY(partial.layers[2].empty() && partial.layers[5].empty());
            QCOMPARE(int(progress.size()), 9); // after the pass, before the earlier depths
        });
    QCOMPARE(calls, 1);
    QCOMPARE(progress.back(), 11);
    QCOMPARE(int(spaced.moments.size()), 9);
    for (int l = 1; l <= 9; ++l) {
        if (l % 3 == 0)
            QCOMPARE(spaced.layers[size_t(l - 1)], every.layers[size_t(l - 1)]);
        else
            QVERIFY(spaced.layers[size_t(l - 1)].empty());
    }
}

// A cancel asked during the last layer's SVD stops it between two sweeps: the density never
// arrives. Every layer's run polls only in the pass (its SVDs run inside the pass's layers), so
// its number of polls E is the pass's; spaced depths poll once after each SVD's preconditioning
// and after each sweep, so the (E + 2)th poll is the last layer's first sweep's.
void TestJacobian::cancelStopsTheSvdBetweenSweeps()
{
    const ModelConfig c = network(Activation::Tanh, Init::Xavier, 2, 16);
    Engine engine;
    int polls = 0;
    Callbacks counting;
    counting.isCancelled = [&] { return ++polls < 0; };
    jacobianSpectrum(engine, c, 0, {}, counting);
    const int passPolls = polls;
    polls = 0;
    jacobianSpectrum(engine, c, 0, {}, counting, std::nullopt, Resolve{2});
    QVERIFY2(polls >= passPolls + 4, qPrintable(QString("%1 polls, %2 in the pass").arg(polls).arg(passPolls)));

    bool lastLayer = false;
    Callbacks callbacks;
    polls = 0;
    callbacks.isCancelled = [&] { return ++polls >= passPolls + 2; };
    try {
        jacobianSpectrum(engine, c, 0, {}, callbacks, std::nullopt, Resolve{2},
                         [&](const JacobianSpectrum &) { lastLayer = true; });
        QFAIL("not cancelled");
    } catch (const Cancelled &) {
    }
    QCOMPARE(polls, passPolls + 2);
    QVERIFY(!lastLayer);
}

// At width 4096 one sweep of the SVD takes seconds and a layer's product as long: closing the
// Jacobian tab waited for them. The cancel is polled before each column's pairs of a sweep (at
// most n - 1 rotations between two polls) and between the steps of a layer's product.
void TestJacobian::cancelIsPolledWithinASweepAndAProduct()
{
    const int n = 64;
    std::mt19937_64 random(5);
    std::normal_distribution<double> normal;
    Eigen::MatrixXd v(n, n);
    for (Eigen::Index i = 0; i < v.size(); ++i)
        v.data()[i] = normal(random);
    int polls = 0;
    const std::vector<double> values = log10SingularValues(v, std::vector<double>(size_t(n), 0.0), [&] { ++polls; });
    QCOMPARE(values.size(), size_t(n));
    QVERIFY2(polls >= n, qPrintable(QString("%1 polls for a %2-column SVD").arg(polls).arg(n)));

    JacobianProduct product(n);
    LayerFactor factor;
    factor.m = v;
    factor.log10 = 0.0;
    polls = 0;
    product.multiply(factor, [&] { ++polls; });
    QVERIFY2(polls >= 2, qPrintable(QString("%1 polls in a layer's product").arg(polls)));

    // The QR within it polls before each panel of 48 columns, of the factors and of Q: at width
    // 4096 it took seconds between two polls.
    const int wide = 480;
    Eigen::MatrixXd w(wide, wide);
    for (Eigen::Index i = 0; i < w.size(); ++i)
        w.data()[i] = normal(random);
    JacobianProduct wideProduct(wide);
    factor.m = w;
    polls = 0;
    wideProduct.multiply(factor, [&] { ++polls; });
    QVERIFY2(polls >= 2 * wide / 48, qPrintable(QString("%1 polls in a width-%2 product").arg(polls).arg(wide)));
}

void TestJacobian::exampleOutsideTheBatchIsRefused()
{
    Engine engine;
    const ModelConfig c = network(Activation::Tanh, Init::Xavier, 3, 4, 2);
    for (int example : {-1, 2}) {
        try {
            jacobianSpectrum(engine, c, example);
            QFAIL("no exception");
        } catch (const std::invalid_argument &e) {
            QVERIFY2(QString(e.what()).contains("0 to 1"), e.what());
        }
    }
}

void TestJacobian::fussCatalanMoments()
{
    // C((L+1)k, k) / (Lk + 1): L = 1 the Catalan numbers 1, 2, 5, 14; L = 2: 1, 3, 12, 55.
    QCOMPARE(fussCatalanMoment(1, 3), 5.0);
    QCOMPARE(fussCatalanMoment(1, 4), 14.0);
    QCOMPARE(fussCatalanMoment(2, 3), 12.0);
    QCOMPARE(fussCatalanMoment(2, 4), 55.0);
    for (int L : {1, 4, 8, 100}) {
        QCOMPARE(fussCatalanMoment(L, 1), 1.0);
        QCOMPARE(fussCatalanMoment(L, 2), double(L + 1));
    }
}

// The curve the density chart draws for Gaussian linear networks, in log10 sigma: its area is 1
// and its moments of sigma^2 = 10^(2y) are Fuss-Catalan's, m1 = 1 and m2 = L + 1 (trapezoids
// over the drawn points; their spacing bounds the error near 1e-3).
void TestJacobian::fussCatalanDensityHasTheLawsMoments()
{
    for (int L : {1, 2, 4}) {
        const std::vector<std::pair<double, double>> curve = fussCatalanLog10Density(L, 1000);
        double mass = 0, m1 = 0, m2 = 0;
        for (size_t i = 0; i + 1 < curve.size(); ++i) {
            const auto [y0, p0] = curve[i];
            const auto [y1, p1] = curve[i + 1];
            QVERIFY(std::isfinite(y0) && std::isfinite(p0) && p0 >= 0 && y1 >= y0);
            const double h = (y1 - y0) / 2;
            mass += h * (p0 + p1);
            m1 += h * (p0 * std::pow(10.0, 2 * y0) + p1 * std::pow(10.0, 2 * y1));
            m2 += h * (p0 * std::pow(10.0, 4 * y0) + p1 * std::pow(10.0, 4 * y1));
        }
        const QString what =
            QString("L %1: area %2, m1 %3, m2 %4").arg(L).arg(mass, 0, 'g', 8).arg(m1, 0, 'g', 8).arg(m2, 0, 'g', 8);
        QVERIFY2(std::fabs(mass - 1) < 1e-3, qPrintable(what));
        QVERIFY2(std::fabs(m1 - fussCatalanMoment(L, 1)) < 1e-3, qPrintable(what));
        QVERIFY2(std::fabs(m2 - fussCatalanMoment(L, 2)) < 1e-3 * (L + 1), qPrintable(what));
        // The support ends at (L+1)^(L+1) / L^L: sigma = its square root.
        const double edge = 0.5 * ((L + 1) * std::log10(L + 1.0) - L * std::log10(double(L)));
        QCOMPARE(curve.back().first, edge);
    }
}

// A curve for Gaussian linear networks (moved by half of log10 m1 when the weights are scaled), a
// single value for orthogonal ones, nothing where no closed form is known.
void TestJacobian::theoryDensityWhereItIsKnown()
{
    ModelConfig c = network(Activation::Linear, Init::Lecun, 3, 16);
    const TheoryDensity gaussian = jacobianTheoryDensity(c);
    QVERIFY(gaussian.known && !gaussian.single && !gaussian.points.empty());
    c.init = Init::CustomScale;
    c.initScale = 10.0; // sigma_w^2 n = 100 per layer: m1 = 10^6 at depth 3, sigma x 10^3
    const TheoryDensity scaled = jacobianTheoryDensity(c);
    QVERIFY(std::fabs(scaled.points.back().first - gaussian.points.back().first - 3.0) < 1e-9);
    const TheoryDensity orthogonal = jacobianTheoryDensity(network(Activation::Linear, Init::Orthogonal, 3, 16));
    QVERIFY(orthogonal.known && orthogonal.single);
    QCOMPARE(orthogonal.at, 0.0);
    QVERIFY(!jacobianTheoryDensity(network(Activation::Relu, Init::He, 3, 16)).known);
    QVERIFY(!jacobianTheoryDensity(network(Activation::Tanh, Init::Xavier, 3, 16)).known);
}

QTEST_APPLESS_MAIN(TestJacobian)
#include "test_jacobian.moc"
