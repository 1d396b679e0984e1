// Values worked out by hand for configurations the other tests reach only in passing: each
// test here was written for a change scripts/mutate made to the engine that no other test saw
// (docs/mutants.md names them), and checks numbers, not that something ran.
#include "core/engine/activation.h"
#include "core/engine/engine.h"
#include "core/engine/normalization.h"
#include "core/engine/kernels/products.h"
#include "core/engine/random.h"

#include "tests/support/scaledvalues.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;
using namespace gradflow::testing;

namespace {

Eigen::MatrixXd randomInput(int batch, int width, std::uint64_t seed)
{
    Random rng(seed, 7, Random::Input);
    Eigen::MatrixXd x(batch, width);
    rng.fillNormal(x.data(), x.size());
    return x;
}

} // namespace

class TestValues : public QObject
{
    Q_OBJECT

private slots:
    void constantInitByHand();
    void orthogonalIsGramSchmidtOfTheDraw();
    void activationAtLogOfZero();
    void zeroInputStaysExactlyZero();
    void zeroInitResidualPassesEverythingThrough();
    void biasAloneOnAZeroInput();
    void secondCoreFailureReachesCaller();
    void plainNormsAtAnyScale();
    void rowsFarBelowTheLargestNormalizeAlike();
};

namespace {
bool isExactZero(double log10Value) { return std::isinf(log10Value) && log10Value < 0; }
} // namespace

// Every weight equal to c, identity activation: h1 = c (X 1) 1^T, so every unit of layer 1
// holds c times its row's sum; h2 = width c^2 (X 1) 1^T; d loss / d W1 = X^T h1 / batch.
void TestValues::constantInitByHand()
{
    for (double constant : {0.05, -0.05, 3.0}) {
        for (Precision p : {Precision::Double, Precision::Float}) {
            ModelConfig c;
            c.depth = 2;
            c.width = 8;
            c.batch = 5;
            c.activation = Activation::Linear;
            c.init = Init::Constant;
            c.initConstant = constant;
            c.precision = p;
            Probe probe;
            probe.input = randomInput(c.batch, c.width, 1);
            probe.keepGradients = true;
            const Result r = Engine().compute(c, {}, &probe);
            const Eigen::VectorXd rowSums = probe.input->rowwise().sum();
            const double rmsSums = std::sqrt(rowSums.squaredNorm() / c.batch);
            const double tolerance = p == Precision::Double ? 1e-12 : 1e-5;
            const QString what = QStringLiteral("constant %1, %2").arg(constant).arg(toString(p).c_str());
            QVERIFY2(std::fabs(r.log10SignalRms[1] - std::log10(std::fabs(constant) * rmsSums)) < tolerance,
                     qPrintable(what));
            QVERIFY2(std::fabs(r.log10SignalRms[2] - std::log10(c.width * constant * constant * rmsSums)) < tolerance,
                     qPrintable(what));
            // Layer 2's input is h1 and its output gradient h2 / batch: dW2 = h1^T h2 / batch.
            const Eigen::MatrixXd h1 = constant * rowSums * Eigen::RowVectorXd::Ones(c.width);
            const Eigen::MatrixXd h2 = c.width * constant * h1;
            QVERIFY2(relativeError(r.weightGradients[1], h1.transpose() * h2 / c.batch) < 10 * tolerance,
                     qPrintable(what));
            // dW1 = X^T (h2 / batch) W2^T, W2^T = c 1 1^T: its sign follows c.
            const Eigen::MatrixXd g1 = h2 / c.batch * constant * Eigen::MatrixXd::Ones(c.width, c.width);
            QVERIFY2(relativeError(r.weightGradients[0], probe.input->transpose() * g1) < 10 * tolerance,
                     qPrintable(what));
        }
    }
}

// Orthogonal init as PyTorch draws it: Q of the QR of a Gaussian matrix with R's diagonal made
// positive, which is what Gram-Schmidt gives. Read back through the weight gradient: with input
// I (batch = width) and the identity activation, d loss / d W1 = I^T (I W1) / batch = W1 / batch.
void TestValues::orthogonalIsGramSchmidtOfTheDraw()
{
    const int n = 12;
    for (std::uint64_t seed : {0, 5}) {
        for (Precision p : {Precision::Double, Precision::Float}) {
            ModelConfig c;
            c.depth = 1;
            c.width = n;
            c.batch = n;
            c.activation = Activation::Linear; // gain 1
            c.init = Init::Orthogonal;
            c.seed = seed;
            c.precision = p;
            Probe probe;
            probe.input = Eigen::MatrixXd::Identity(n, n);
            probe.keepGradients = true;
            const Result r = Engine().compute(c, {}, &probe);
            const Eigen::MatrixXd w = r.weightGradients[0] * double(n);

            Random rng(seed, 1, Random::Weight); // layer 1's stream
            Eigen::MatrixXd q(n, n);
            rng.fillNormal(q.data(), q.size());
            for (int j = 0; j < n; ++j) { // modified Gram-Schmidt: R's diagonal comes out positive
                for (int i = 0; i < j; ++i)
                    q.col(j) -= q.col(i).dot(q.col(j)) * q.col(i);
                q.col(j) /= q.col(j).norm();
            }
            const double tolerance = p == Precision::Double ? 1e-10 : 1e-5;
            QVERIFY2((w - q).cwiseAbs().maxCoeff() < tolerance,
                     qPrintable(QStringLiteral("seed %1 %2: max |W - Q| = %3")
                                    .arg(seed)
                                    .arg(toString(p).c_str())
                                    .arg((w - q).cwiseAbs().maxCoeff())));
        }
    }
}

// An entry exactly 0 (sign 0): act(0) and act'(0), whatever magnitude is passed with it.
void TestValues::activationAtLogOfZero()
{
    struct Case
    {
        Activation act;
        double value, slope;
    };
    const Case cases[] = {
        {Activation::Sigmoid, 0.5, 0.25}, {Activation::Tanh, 0.0, 1.0}, {Activation::Softplus, std::log(2.0), 0.5},
        {Activation::Gelu, 0.0, 0.5},     {Activation::Silu, 0.0, 0.5}, {Activation::Elu, 0.0, 1.0},
        {Activation::Relu, 0.0, 0.0}};
    for (const Case &k : cases) {
        for (double log10z : {-300.0, 0.0, 5.0, 400.0}) {
            LogReal value{7, 7.0}, slope{7, 7.0};
            activationAtLog(k.act, 0, log10z, value, slope);
            const QByteArray what = QByteArray(toString(k.act).c_str()) + " at " + QByteArray::number(log10z);
            QVERIFY2(value.sign == (k.value > 0 ? 1 : 0), what.constData());
            if (k.value > 0)
                QVERIFY2(std::fabs(value.log10 - std::log10(k.value)) < 1e-15, what.constData());
            QVERIFY2(slope.sign == (k.slope > 0 ? 1 : 0), what.constData());
            if (k.slope > 0)
                QVERIFY2(std::fabs(slope.log10 - std::log10(k.slope)) < 1e-15, what.constData());
        }
    }
}

// A zero input through a residual ReLU network: act(0) = 0, so every signal and gradient is
// exactly zero (and shown as such, not as NaN).
void TestValues::zeroInputStaysExactlyZero()
{
    for (Precision p : {Precision::Double, Precision::Float}) {
        ModelConfig c;
        c.depth = 3;
        c.width = 8;
        c.batch = 4;
        c.residual = true;
        c.precision = p;
        Probe probe;
        probe.input = Eigen::MatrixXd::Zero(c.batch, c.width);
        const Result r = Engine().compute(c, {}, &probe);
        for (double v : r.log10SignalRms)
            QVERIFY(isExactZero(v));
        for (double v : r.log10GradNorm)
            QVERIFY(isExactZero(v));
        QVERIFY(isExactZero(r.log10Loss));
    }
}

// Zero weights in a residual ReLU network: each block adds relu(0) = 0, so h_l = X at every
// layer and the gradient d loss / d h_l = X / batch at every layer (the blocks pass nothing).
void TestValues::zeroInitResidualPassesEverythingThrough()
{
    for (Precision p : {Precision::Double, Precision::Float}) {
        ModelConfig c;
        c.depth = 3;
        c.width = 8;
        c.batch = 4;
        c.residual = true;
        c.init = Init::Zero;
        c.precision = p;
        Probe probe;
        probe.input = randomInput(c.batch, c.width, 2);
        const Result r = Engine().compute(c, {}, &probe);
        const double rms = std::log10(std::sqrt(probe.input->squaredNorm() / double(c.batch * c.width)));
        const double grad = std::log10(probe.input->norm() / c.batch);
        const double tolerance = p == Precision::Double ? 1e-12 : 1e-6;
        for (int l = 0; l <= c.depth; ++l) {
            QVERIFY2(std::fabs(r.log10SignalRms[size_t(l)] - rms) < tolerance, qPrintable(QString::number(l)));
            QVERIFY2(std::fabs(r.log10GradNorm[size_t(l)] - grad) < tolerance, qPrintable(QString::number(l)));
        }
    }
}

// PyTorch's default init adds a bias drawn uniform in (-1/sqrt(width), 1/sqrt(width)). On a
// zero input the first layer's output is that bias alone, in every row.
void TestValues::biasAloneOnAZeroInput()
{
    for (Precision p : {Precision::Double, Precision::Float}) {
        ModelConfig c;
        c.depth = 1;
        c.width = 16;
        c.batch = 3;
        c.seed = 4;
        c.activation = Activation::Linear;
        c.init = Init::TorchDefault;
        c.precision = p;
        Probe probe;
        probe.input = Eigen::MatrixXd::Zero(c.batch, c.width);
        const Result r = Engine().compute(c, {}, &probe);
        Random rng(c.seed, 1, Random::Bias); // layer 1's bias stream
        Eigen::VectorXd b(c.width);
        rng.fillSymmetric(b.data(), b.size());
        b /= std::sqrt(double(c.width));
        const double rms = std::log10(std::sqrt(b.squaredNorm() / c.width));
        QVERIFY2(std::fabs(r.log10SignalRms[1] - rms) < (p == Precision::Double ? 1e-12 : 1e-6),
                 qPrintable(QStringLiteral("%1 against %2").arg(r.log10SignalRms[1], 0, 'g', 15).arg(rms, 0, 'g', 15)));
    }
}

// Where the layers are large enough for the second core, the weight-gradient norms run there:
// a failure (out of memory) in one must still come out of compute() as std::bad_alloc.
void TestValues::secondCoreFailureReachesCaller()
{
    const int threads = products::threads();
    products::setThreads(2);
    ModelConfig c;
    c.depth = 2;
    c.width = 256;
    c.batch = 32;
    QVERIFY(products::useSecondCore(double(c.batch) * c.width * c.width));
    Engine engine;
    Probe failing;
    failing.failWeightGradNorms = true;
    bool threw = false;
    try {
        engine.compute(c, {}, &failing);
    } catch (const std::bad_alloc &) {
        threw = true;
    }
    const Result after = engine.compute(c);
    products::setThreads(threads);
    QVERIFY(threw);
    QVERIFY(std::isfinite(after.log10WeightGradNorm[0]));
}

// The lesson's worked norms take plain matrices. A norm is scale-free (with eps = 0), so
// (1, 2, 3, 4) times 1e200 or 1e-200 normalizes to what (1, 2, 3, 4) does: LayerNorm gives
// (x - 2.5) / sqrt(1.25), RMSNorm x / sqrt(7.5). Squares of 1e200 leave double range unless
// the input is rescaled first.
void TestValues::plainNormsAtAnyScale()
{
    Eigen::MatrixXd x(2, 4);
    x << 1, 2, 3, 4, 4, 3, 2, 1;
    Eigen::MatrixXd layer = (x.array() - 2.5) / std::sqrt(1.25), rms = x / std::sqrt(7.5);
    for (double scale : {1.0, 1e200, 1e-200}) {
        QVERIFY2((layerNorm(x * scale, 0.0) - layer).cwiseAbs().maxCoeff() < 1e-12, qPrintable(QString::number(scale)));
        QVERIFY2((rmsNorm(x * scale, 0.0) - rms).cwiseAbs().maxCoeff() < 1e-12, qPrintable(QString::number(scale)));
        // BatchNorm over the two rows: each column is (a, b) -> (-1, 1) or (1, -1).
        const Eigen::MatrixXd batch = batchNorm(x * scale, 0.0);
        QVERIFY2((batch.cwiseAbs().array() - 1.0).abs().maxCoeff() < 1e-12, qPrintable(QString::number(scale)));
    }
}

// One group far below another in the same tensor: with eps = 0 it still normalizes to what
// (1, 2, 3, 4) does. Its squares (1e-400, 1e-600) underflow in double unless the group is
// rescaled first; unscaled, it came out as exactly zero, a "constant" group. At 1e-310 the
// entries are subnormal (44 bits kept) and its factor 1 / sd, about 1e310, leaves double range:
// only the rescaled group gives finite outputs.
void TestValues::rowsFarBelowTheLargestNormalizeAlike()
{
    Eigen::RowVector4d row(1, 2, 3, 4);
    const Eigen::RowVector4d layer = (row.array() - 2.5) / std::sqrt(1.25), rms = row / std::sqrt(7.5);
    for (double scale : {1e-200, 1e-300, 1e-310}) {
        Eigen::MatrixXd x(2, 4);
        x << row, row * scale;
        const QByteArray what = QByteArray::number(scale);
        const Eigen::MatrixXd ln = layerNorm(x, 0.0), rn = rmsNorm(x, 0.0), bn = batchNorm(x.transpose(), 0.0);
        for (Eigen::Index i = 0; i < 2; ++i) {
            QVERIFY2((ln.row(i) - layer).cwiseAbs().maxCoeff() < 1e-12, what.constData());
            QVERIFY2((rn.row(i) - rms).cwiseAbs().maxCoeff() < 1e-12, what.constData());
            // BatchNorm groups columns: the transposed tensor's second column is the small one.
            QVERIFY2((bn.col(i).transpose() - layer).cwiseAbs().maxCoeff() < 1e-12, what.constData());
        }
    }
}

QTEST_APPLESS_MAIN(TestValues)
#include "test_values.moc"
