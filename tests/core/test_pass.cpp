// The forward and backward pass of core/engine/pass.cpp: the head, the loss's factor, rho, a probe's
// nudges and captures, the input at any scale; against central differences, long double or
// values by hand.
#include "core/engine/engine.h"
#include "core/engine/kernels/products.h"
#include "core/engine/random.h"
#include "core/model/options.h"

#include "tests/support/scaledvalues.h"

#include <QtTest>

#include <cmath>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace gradflow;
using namespace gradflow::testing;

namespace {

Eigen::MatrixXd value(const LayerTensor &t)
{
    return Eigen::MatrixXd((t.m * std::pow(10.0, t.log10)).array() + t.offset);
}

} // namespace

class TestPass : public QObject
{
    Q_OBJECT

private slots:
    void headWeightGradientByDifferences();
    void capturedTensorsAreNormalized();
    void oneLayerHasNoRho();
    void lossFactorScalesEveryGradient();
    void rhoOfTwoLayers();
    void captureCarriesTheOffsets();
    void inputAtAnyScale();
    void biasAloneIsTheLayerOutput();
    void zeroInitNudgedWeightByHand();
    void nudgedLowerLayerUnderAHead();
    void lastNormFailureReachesCaller();
    void nudgedHeadReachesTheBackward();
};

// d loss / d W_head, whose norm the result reports, against central differences of the loss
// over every head weight (the probe nudges the head as layer L + 1).
void TestPass::headWeightGradientByDifferences()
{
    for (Init init : {Init::Lecun, Init::TorchDefault}) {
        ModelConfig c;
        c.depth = 3;
        c.width = 4;
        c.batch = 3;
        c.activation = Activation::Tanh;
        c.head = true;
        c.init = init;
        c.seed = 11;
        Engine engine;
        const Result r = engine.compute(c);
        QVERIFY(r.log10HeadWeightGradNorm.has_value());
        const double h = 1e-6;
        double sum = 0.0;
        for (int row = 0; row < c.width; ++row)
            for (int col = 0; col < c.width; ++col) {
                Probe p;
                p.nudgeLayer = c.depth + 1;
                p.nudgeRow = row;
                p.nudgeCol = col;
                p.nudge = h;
                const double up = std::pow(10.0, engine.compute(c, {}, &p).log10Loss);
                p.nudge = -h;
                const double down = std::pow(10.0, engine.compute(c, {}, &p).log10Loss);
                const double fd = (up - down) / (2 * h);
                sum += fd * fd;
            }
        const double want = 0.5 * std::log10(sum), got = *r.log10HeadWeightGradNorm;
        QVERIFY2(std::fabs(got - want) < 1e-6,
                 qPrintable(QStringLiteral("%1: log10 ||dW_head|| %2, differences give %3")
                                .arg(QString::fromStdString(toString(init)))
                                .arg(got, 0, 'g', 12)
                                .arg(want, 0, 'g', 12)));
    }
}

// The tensors a probe captures are held as m * 10^log10 with max|m| in [1, 2) (scaled.h), with
// and without a head, and the activation's true values are act of the pre-activation's.
void TestPass::capturedTensorsAreNormalized()
{
    for (Activation act : {Activation::Relu, Activation::Tanh})
        for (bool head : {false, true}) {
            ModelConfig c;
            c.depth = 5;
            c.width = 16;
            c.batch = 8;
            c.activation = act;
            c.head = head;
            c.init = Init::Lecun; // no bias: the linear map's output is what the capture sees
            for (int layer : {1, 3, 5}) {
                LayerCapture capture;
                capture.layer = layer;
                Probe p;
                p.capture = &capture;
                Engine engine;
                engine.compute(c, {}, &p);
                QVERIFY(capture.filled);
                const QString where = QStringLiteral("%1%2 layer %3")
                                          .arg(QString::fromStdString(toString(act)))
                                          .arg(head ? " head" : "")
                                          .arg(layer);
                for (const auto &[name, t] :
                     {std::pair{"pre-activation", &capture.preActivation}, std::pair{"activation", &capture.activation},
                      std::pair{"gradient", &capture.gradient}}) {
                    const double peak = t->m.cwiseAbs().maxCoeff();
                    QVERIFY2(peak >= 1.0 && peak < 2.0,
                             qPrintable(where + QStringLiteral(" %1: max|m| = %2").arg(name).arg(peak, 0, 'g', 17)));
                }
                const auto value = [](const LayerTensor &t) { return Eigen::MatrixXd(t.m * std::pow(10.0, t.log10)); };
                const Eigen::MatrixXd z = value(capture.preActivation);
                const Eigen::MatrixXd want = act == Activation::Relu ? Eigen::MatrixXd(z.cwiseMax(0.0))
                                                                     : Eigen::MatrixXd(z.array().tanh().matrix());
                QVERIFY2(relativeError(value(capture.activation), want) < 1e-14, qPrintable(where + " act(z)"));
            }
        }
}

// rho = (first / last)^(1 / (L - 1)) needs two layers: a one-layer network reports the ratio
// (1, log10 0) but no rho.
void TestPass::oneLayerHasNoRho()
{
    ModelConfig c;
    c.depth = 1;
    Engine engine;
    const Result r = engine.compute(c);
    QVERIFY(r.log10FirstLastRatio.has_value());
    QCOMPARE(*r.log10FirstLastRatio, 0.0);
    QVERIFY(!r.log10Rho.has_value());
    c.depth = 3;
    const Result three = engine.compute(c);
    QVERIFY(three.log10Rho.has_value());
    QCOMPARE(*three.log10Rho, (three.log10GradNorm[0] - three.log10GradNorm[2]) / 2.0);
}

// The loss's factor k scales every gradient by the same number: Sum (k = 1, gradient 2 out)
// against half-mean (1 / (2 batch), gradient out / batch) is 2 batch = 8 at every layer. With
// sigmoid at small inputs the top gradient is then an offset of exactly 2 x 1/2 = 1 plus a
// deviation, and a BatchNorm below drops the offset: each part must still be carried.
void TestPass::lossFactorScalesEveryGradient()
{
    for (double stdev : {1e-3, 1e-7})
        for (Norm norm : {Norm::None, Norm::Batch}) {
            ModelConfig c;
            c.depth = 4;
            c.width = 8;
            c.batch = 4;
            c.activation = Activation::Sigmoid;
            c.init = Init::CustomStd;
            c.initStd = stdev;
            c.norm = norm;
            c.loss = Loss::HalfMean;
            Engine engine;
            const Result half = engine.compute(c);
            c.loss = Loss::Sum;
            const Result sum = engine.compute(c);
            const double log10Eight = std::log10(8.0);
            const QString where = QStringLiteral("std %1, %2").arg(stdev).arg(QString::fromStdString(toString(norm)));
            for (int l = 0; l <= c.depth; ++l)
                QVERIFY2(std::fabs(sum.log10GradNorm[size_t(l)] - half.log10GradNorm[size_t(l)] - log10Eight) < 1e-9,
                         qPrintable(where
                                    + QStringLiteral(": gradient %1: %2 against %3")
                                          .arg(l)
                                          .arg(sum.log10GradNorm[size_t(l)], 0, 'g', 15)
                                          .arg(half.log10GradNorm[size_t(l)], 0, 'g', 15)));
            for (int l = 0; l < c.depth; ++l)
                QVERIFY2(
                    std::fabs(sum.log10WeightGradNorm[size_t(l)] - half.log10WeightGradNorm[size_t(l)] - log10Eight)
                        < 1e-9,
                    qPrintable(where + QStringLiteral(": weight gradient %1").arg(l + 1)));
            // By hand: the output is 1/2 to within 1e-3, the Sum loss's gradient 2 out ~ 1 in each
            // of the 32 entries: norm sqrt(32).
            QVERIFY2(std::fabs(sum.log10GradNorm[size_t(c.depth)] - 0.5 * std::log10(32.0)) < 1e-3, qPrintable(where));
        }
}

// rho = (log10 |g_0| - log10 |g_{L-1}|) / (L - 1) needs two layers, and two are enough.
void TestPass::rhoOfTwoLayers()
{
    ModelConfig c;
    c.depth = 2;
    Engine engine;
    const Result r = engine.compute(c);
    QVERIFY(r.log10Rho.has_value());
    QCOMPARE(*r.log10Rho, r.log10GradNorm[0] - r.log10GradNorm[1]);
}

// Sigmoid at std 1e-7 holds act(z) as 1/2 + a deviation: the capture must carry the 1/2, and
// the pre-activation none, whatever the capture held before (here junk offsets of 7).
void TestPass::captureCarriesTheOffsets()
{
    ModelConfig c;
    c.depth = 3;
    c.width = 8;
    c.batch = 4;
    c.activation = Activation::Sigmoid;
    c.init = Init::CustomStd;
    c.initStd = 1e-7;
    LayerCapture capture;
    capture.layer = 2;
    capture.preActivation.offset = capture.activation.offset = capture.gradient.offset = 7.0;
    Probe p;
    p.capture = &capture;
    Engine engine;
    engine.compute(c, {}, &p);
    QVERIFY(capture.filled);
    QCOMPARE(capture.preActivation.offset, 0.0);
    QCOMPARE(capture.activation.offset, 0.5);
    const Eigen::MatrixXd z = value(capture.preActivation);
    QVERIFY(z.cwiseAbs().maxCoeff() < 1e-4); // the offset form's range
    // sigmoid(z) = 1/2 + z/4 - z^3/48 ...: to 1e-16 relative at |z| < 1e-4 the first two terms.
    const Eigen::MatrixXd want = (z / 4.0).array() + 0.5;
    QVERIFY2(relativeError(value(capture.activation), want) < 1e-15,
             qPrintable(QString::number(relativeError(value(capture.activation), want))));
}

// The input's true values may be anywhere in double's range: the signal's rms at layer 0 is the
// input's, 10^300 and 10^-300 for inputs of constant 10^300 and 10^-300.
void TestPass::inputAtAnyScale()
{
    for (double x : {1e300, 1e-300}) {
        ModelConfig c;
        c.depth = 2;
        c.width = 8;
        c.batch = 4;
        Probe p;
        p.input = Eigen::MatrixXd::Constant(c.batch, c.width, x);
        Engine engine;
        const Result r = engine.compute(c, {}, &p);
        QVERIFY2(std::fabs(r.log10SignalRms[0] - std::log10(x)) < 1e-12,
                 qPrintable(QStringLiteral("input %1: log10 rms %2").arg(x).arg(r.log10SignalRms[0], 0, 'g', 17)));
    }
}

// A zero input: layer 1's output is its bias b (drawn from layer 1's bias stream, as
// test_values biasAloneOnAZeroInput draws it) in every row, batch x width, and the Sum loss is
// batch ||b||^2. The captured z holds max|m| in [1, 2), as scaled.h defines
// (capturedTensorsAreNormalized checks it without a bias).
void TestPass::biasAloneIsTheLayerOutput()
{
    ModelConfig c;
    c.depth = 1;
    c.width = 16;
    c.batch = 3;
    c.seed = 4;
    c.activation = Activation::Linear;
    c.init = Init::TorchDefault;
    c.loss = Loss::Sum;
    Probe probe;
    probe.input = Eigen::MatrixXd::Zero(c.batch, c.width);
    LayerCapture capture;
    capture.layer = 1;
    probe.capture = &capture;
    const Result r = Engine().compute(c, {}, &probe);
    Random rng(c.seed, 1, Random::Bias);
    Eigen::VectorXd b(c.width);
    rng.fillSymmetric(b.data(), b.size());
    b /= std::sqrt(double(c.width));
    QCOMPARE(capture.preActivation.m.rows(), Eigen::Index(c.batch));
    QCOMPARE(capture.preActivation.m.cols(), Eigen::Index(c.width));
    const double peak = capture.preActivation.m.cwiseAbs().maxCoeff();
    QVERIFY2(peak >= 1.0 && peak < 2.0,
             qPrintable(QStringLiteral("max|m| = %1").arg(peak, 0, 'g', 17))); // scaled.h's form
    const Eigen::MatrixXd want = b.transpose().replicate(c.batch, 1);
    QVERIFY(relativeError(value(capture.preActivation), want) < 1e-15);
    const double loss = std::log10(c.batch * b.squaredNorm());
    QVERIFY2(std::fabs(r.log10Loss - loss) < 1e-12,
             qPrintable(QStringLiteral("%1 against %2").arg(r.log10Loss, 0, 'g', 15).arg(loss, 0, 'g', 15)));
}

// Zero init with one weight of layer 1 nudged to exactly 1 (W[i][j] = 1), linear: h1 holds input
// column i in column j and zeros elsewhere. With input column i = (3, 0, 0, 0), rms(h1) =
// 3 / sqrt(4 x 8). In float, so that a nudge held as 0.1f x 10 would show (0.3f is 3/10 to
// 4e-8: 2e-8 in log10).
void TestPass::zeroInitNudgedWeightByHand()
{
    ModelConfig c;
    c.depth = 1;
    c.width = 8;
    c.batch = 4;
    c.activation = Activation::Linear;
    c.init = Init::Zero;
    c.precision = Precision::Float;
    Probe p;
    Eigen::MatrixXd x = Eigen::MatrixXd::Zero(c.batch, c.width);
    x(0, 2) = 3.0;
    x(2, 5) = 7.0; // elsewhere, to be multiplied by zero weights
    p.input = x;
    p.nudgeLayer = 1;
    p.nudgeRow = 2;
    p.nudgeCol = 6;
    p.nudge = 1.0;
    const Result r = Engine().compute(c, {}, &p);
    const double want = std::log10(3.0 / std::sqrt(32.0));
    QVERIFY2(std::fabs(r.log10SignalRms[1] - want) < 1e-12,
             qPrintable(QStringLiteral("%1 against %2").arg(r.log10SignalRms[1], 0, 'g', 17).arg(want, 0, 'g', 17)));
}

// With a head, a probe's nudge of layer L - 1 = 1 (here by 0.3, far from the draw) must reach
// only that layer: d loss / d W_1[0][1] kept by the pass equals the central difference of the
// loss around the nudged weight, 0.3 +- 1e-6.
void TestPass::nudgedLowerLayerUnderAHead()
{
    ModelConfig c;
    c.depth = 2;
    c.width = 4;
    c.batch = 3;
    c.activation = Activation::Tanh;
    c.head = true;
    c.seed = 11;
    Engine engine;
    Probe p;
    p.nudgeLayer = 1;
    p.nudgeRow = 0;
    p.nudgeCol = 1;
    p.nudge = 0.3;
    p.keepGradients = true;
    const Result r = engine.compute(c, {}, &p);
    QCOMPARE(int(r.weightGradients.size()), c.depth);
    const double got = r.weightGradients[0](0, 1);
    p.keepGradients = false;
    const double h = 1e-6;
    p.nudge = 0.3 + h;
    const double up = std::pow(10.0, engine.compute(c, {}, &p).log10Loss);
    p.nudge = 0.3 - h;
    const double down = std::pow(10.0, engine.compute(c, {}, &p).log10Loss);
    const double want = (up - down) / (2 * h);
    QVERIFY2(
        std::fabs(got - want) < 1e-6 * std::fabs(want) + 1e-9,
        qPrintable(QStringLiteral("dW_1[0][1] %1, differences give %2").arg(got, 0, 'g', 12).arg(want, 0, 'g', 12)));
}

// The weight-gradient norms run on the second core, and the pass's end waits for them: a
// failure there reaches compute()'s caller even where nothing else in the backward pass waits for
// the second core. Width 160, batch 100: 2 batch > width, so the backward products stay whole on
// the caller (pass.cpp backwardShare is 0), and batch x width = 16000 entries is below
// halves.h's 65536, so no elementwise work is handed over either.
void TestPass::lastNormFailureReachesCaller()
{
    const int threads = products::threads();
    products::setThreads(2);
    ModelConfig c;
    c.depth = 2;
    c.width = 160;
    c.batch = 100;
    QVERIFY(products::useSecondCore(double(c.batch) * c.width * c.width));
    Probe failing;
    failing.failWeightGradNorms = true;
    bool threw = false;
    try {
        Engine().compute(c, {}, &failing);
    } catch (const std::bad_alloc &) {
        threw = true;
    }
    products::setThreads(threads);
    QVERIFY(threw);
}

// A nudge of the head (layer L + 1, by 0.3 at [0][1]) holds in the backward pass too: the input
// gradient kept by the pass equals the central difference of the loss over one input entry, the
// head nudge held.
void TestPass::nudgedHeadReachesTheBackward()
{
    ModelConfig c;
    c.depth = 2;
    c.width = 4;
    c.batch = 3;
    c.activation = Activation::Tanh;
    c.head = true;
    c.seed = 11;
    Eigen::MatrixXd x(c.batch, c.width);
    for (int i = 0; i < c.batch; ++i)
        for (int j = 0; j < c.width; ++j)
            x(i, j) = std::sin(1.0 + i + 3.0 * j);
    Engine engine;
    Probe p;
    p.nudgeLayer = c.depth + 1;
    p.nudgeRow = 0;
    p.nudgeCol = 1;
    p.nudge = 0.3;
    p.input = x;
    p.keepGradients = true;
    const Result r = engine.compute(c, {}, &p);
    QCOMPARE(r.inputGradient.rows(), Eigen::Index(c.batch));
    const double got = r.inputGradient(1, 2);
    p.keepGradients = false;
    const double h = 1e-6;
    Eigen::MatrixXd nudged = x;
    nudged(1, 2) += h;
    p.input = nudged;
    const double up = std::pow(10.0, engine.compute(c, {}, &p).log10Loss);
    nudged(1, 2) = x(1, 2) - h;
    p.input = nudged;
    const double down = std::pow(10.0, engine.compute(c, {}, &p).log10Loss);
    const double want = (up - down) / (2 * h);
    QVERIFY2(std::fabs(got - want) < 1e-6 * std::fabs(want) + 1e-9,
             qPrintable(QStringLiteral("dX[1][2] %1, differences give %2").arg(got, 0, 'g', 12).arg(want, 0, 'g', 12)));
}

QTEST_APPLESS_MAIN(TestPass)
#include "test_pass.moc"
