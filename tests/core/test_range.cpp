// Magnitudes far outside double range: exact, never NaN, never a spurious zero.
#include "core/engine/activation.h"
#include "core/engine/engine.h"
#include "core/engine/random.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

// A plain implementation of the lesson's model (no norm, LayerNorm, RMSNorm or BatchNorm before each
// block; a linear head only without a norm; half-mean loss) on the same
// draws, in long double: x87's 15-bit exponent holds 1e-4900, so it needs no scaling at all.
// Its activation functions are written here, independently of the engine's.
using Real = long double;
using RealMatrix = Eigen::Matrix<Real, Eigen::Dynamic, Eigen::Dynamic>;

Real act(Activation a, Real x, bool slope)
{
    const Real s = 1 / (1 + std::exp(-x));
    const Real phi = std::exp(-x * x / 2) / std::sqrt(2 * 3.14159265358979323846264338327950288L);
    const Real cdf = std::erfc(-x / std::sqrt(Real(2))) / 2;
    switch (a) {
    case Activation::Relu:
        return slope ? Real(x > 0) : (x > 0 ? x : 0);
    case Activation::LeakyRelu:
        return slope ? (x > 0 ? 1 : Real(0.01)) : (x > 0 ? x : Real(0.01) * x);
    case Activation::Sigmoid:
        return slope ? s * (1 - s) : s;
    case Activation::Tanh:
        return slope ? 1 - std::tanh(x) * std::tanh(x) : std::tanh(x);
    case Activation::Gelu:
        return slope ? cdf + x * phi : x * cdf;
    case Activation::Silu:
        return slope ? s * (1 + x * (1 - s)) : x * s;
    case Activation::Elu:
        return slope ? (x > 0 ? 1 : std::exp(x)) : (x > 0 ? x : std::expm1(x));
    case Activation::Softplus:
        return slope ? s : (x > 30 ? x : std::log1p(std::exp(x)));
    case Activation::GeluTanh: { // x/2 (1 + tanh u) = x sigmoid(2u), without 1 + tanh u's cancellation
        const Real c = std::sqrt(2 / 3.14159265358979323846264338327950288L), k = Real(0.044715);
        const Real u = c * (x + k * x * x * x), t = 1 / (1 + std::exp(-2 * u));
        return slope ? t + 2 * x * c * (1 + 3 * k * x * x) * t * (1 - t) : x * t;
    }
    default:
        return slope ? 1 : x;
    }
}

// act(x) - act(0) without cancellation.
Real deviation(Activation a, Real x)
{
    if (a == Activation::Sigmoid)
        return std::tanh(x / 2) / 2;
    if (a == Activation::Softplus)
        return std::log1p(std::expm1(x) / 2);
    return act(a, x, false) - act(a, 0, false);
}

struct Naive
{
    std::vector<double> signal, grad, weightGrad; // log10
    double loss = 0, headWeightGrad = 0;          // log10
};

double log10Of(Real v) { return v == 0 ? -INFINITY : double(std::log10(v)); }

// LayerNorm (rows) or BatchNorm (columns) before each block, the norms this reference
// implements: records the normalized input for the weight gradient, and returns it.
RealMatrix rowNorm(const ModelConfig &c, const RealMatrix &h)
{
    RealMatrix y = h;
    for (Eigen::Index i = 0; i < h.rows(); ++i) {
        const Real mean = c.norm == Norm::Rms ? Real(0) : h.row(i).sum() / Real(h.cols()); // RMSNorm: no centring
        const Real var = (h.row(i).array() - mean).square().sum() / Real(h.cols());
        y.row(i) = (h.row(i).array() - mean) / std::sqrt(var + Real(effectiveNormEps(c)));
    }
    return y;
}

RealMatrix rowNormBack(const ModelConfig &c, const RealMatrix &h, const RealMatrix &y, const RealMatrix &dy)
{
    RealMatrix dx = dy;
    for (Eigen::Index i = 0; i < h.rows(); ++i) {
        const bool centre = c.norm != Norm::Rms;
        const Real mean = centre ? h.row(i).sum() / Real(h.cols()) : Real(0);
        const Real var = (h.row(i).array() - mean).square().sum() / Real(h.cols());
        const Real r = 1 / std::sqrt(var + Real(effectiveNormEps(c)));
        const Real dyMean = centre ? dy.row(i).sum() / Real(h.cols()) : Real(0);
        const Real proj = dy.row(i).cwiseProduct(y.row(i)).sum() / Real(h.cols());
        dx.row(i) = r * (dy.row(i).array() - dyMean - y.row(i).array() * proj);
    }
    return dx;
}

const RealMatrix &normInput(const ModelConfig &c, const RealMatrix &h, std::vector<RealMatrix> &us)
{
    if (c.norm == Norm::Layer || c.norm == Norm::Rms)
        us.push_back(rowNorm(c, h));
    else if (c.norm == Norm::Batch)
        us.push_back(rowNorm(c, h.transpose()).transpose());
    else
        us.push_back(h);
    return us.back();
}

RealMatrix normBack(const ModelConfig &c, const RealMatrix &h, const RealMatrix &y, const RealMatrix &dy)
{
    if (c.norm == Norm::Layer || c.norm == Norm::Rms)
        return rowNormBack(c, h, y, dy);
    if (c.norm == Norm::Batch)
        return rowNormBack(c, h.transpose(), y.transpose(), dy.transpose()).transpose();
    return dy;
}

Naive naive(const ModelConfig &c)
{
    Random inputRng(c.seed, 0, Random::Input);
    Eigen::MatrixXd input(c.batch, c.width);
    inputRng.fillNormal(input.data(), input.size());
    std::vector<RealMatrix> hs{input.cast<Real>()}, zs, ws, us;
    const Real stdev = weightStd(c);
    // LayerNorm and BatchNorm remove act(0); RMSNorm sees the whole value.
    const bool deviationOnly = (c.norm == Norm::Layer || c.norm == Norm::Batch) && !c.residual;
    const Real offset = act(c.activation, 0, false);
    Naive out;
    auto rms = [](const RealMatrix &m) { return std::sqrt(m.squaredNorm() / Real(m.size())); };
    out.signal.push_back(log10Of(rms(hs[0])));
    for (int l = 1; l <= c.depth; ++l) {
        Random rng(c.seed, std::uint64_t(l), Random::Weight);
        Eigen::MatrixXd w(c.width, c.width);
        rng.fillNormal(w.data(), w.size());
        ws.push_back(w.cast<Real>() * stdev);
        zs.push_back(normInput(c, hs.back(), us) * ws.back());
        const RealMatrix a = zs.back().unaryExpr([&](Real x) { return act(c.activation, x, false); });
        if (deviationOnly) {
            // The norm removes act(0) exactly: keep act(z) - act(0), formed without act(z).
            hs.push_back(zs.back().unaryExpr([&](Real x) { return deviation(c.activation, x); }));
            out.signal.push_back(log10Of(rms((hs.back().array() + offset).matrix())));
        } else {
            hs.push_back(c.residual ? RealMatrix(hs.back() + a) : a);
            out.signal.push_back(log10Of(rms(hs.back())));
        }
    }
    const RealMatrix top = (hs.back().array() + (deviationOnly ? offset : Real(0))).matrix();
    RealMatrix g = top / Real(c.batch);
    out.loss = log10Of(top.squaredNorm() / Real(2 * c.batch));
    if (c.head) {
        // The head's weight: the blocks' draw kind and std, from its own stream (the engine's
        // 0xffffffff), no bias (this reference takes normal draws only).
        Random rng(c.seed, 0xffffffffULL, Random::HeadWeight);
        Eigen::MatrixXd w(c.width, c.width);
        rng.fillNormal(w.data(), w.size());
        const RealMatrix headW = w.cast<Real>() * stdev;
        const RealMatrix v = top * headW;
        out.loss = log10Of(v.squaredNorm() / Real(2 * c.batch));
        const RealMatrix gv = v / Real(c.batch);
        out.headWeightGrad = log10Of((top.transpose() * gv).norm());
        g = gv * headW.transpose();
    }
    out.grad.assign(size_t(c.depth) + 1, 0.0);
    out.weightGrad.assign(size_t(c.depth), 0.0);
    out.grad[size_t(c.depth)] = log10Of(g.norm());
    for (int l = c.depth; l >= 1; --l) {
        const RealMatrix &z = zs[size_t(l - 1)];
        RealMatrix dz = g.cwiseProduct(z.unaryExpr([&](Real x) { return act(c.activation, x, true); }));
        if (deviationOnly && c.norm == Norm::Batch && l == c.depth) {
            // The top gradient is (act(0) + deviation) / batch. Its constant part times act'(0)
            // is constant over the batch, which BatchNorm's backward and its centred input
            // cancel exactly: keep only the rest, each piece formed without cancellation.
            const RealMatrix gDeviation = hs.back() / Real(c.batch);
            const RealMatrix slopeDeviation = z.unaryExpr([&](Real x) {
                const Real t = std::tanh(x / 2) / 2;
                return c.activation == Activation::Sigmoid ? -t * t : t; // sigmoid' - 1/4, softplus' - 1/2
            });
            const Real slope0 = act(c.activation, 0, true);
            dz = gDeviation.cwiseProduct((slopeDeviation.array() + slope0).matrix())
                 + slopeDeviation * (offset / Real(c.batch));
        }
        out.weightGrad[size_t(l - 1)] = log10Of((us[size_t(l - 1)].transpose() * dz).norm());
        RealMatrix next = dz * ws[size_t(l - 1)].transpose();
        next = normBack(c, hs[size_t(l - 1)], us[size_t(l - 1)], next);
        if (c.residual)
            next += g;
        g = next;
        out.grad[size_t(l - 1)] = log10Of(g.norm());
    }
    return out;
}
// Every layer, including those far outside double range; returns how many agree.
int compareAll(const std::vector<double> &engineLog, const std::vector<double> &naiveLog, const char *what)
{
    const double tolerance = 1e-8;
    int compared = 0;
    for (size_t l = 0; l < naiveLog.size(); ++l) {
        const double diff = std::fabs(engineLog[l] - naiveLog[l]);
        if (!(diff < tolerance) && !(engineLog[l] == naiveLog[l])) {
            qWarning("%s layer %zu: engine %.12f, long double %.12f", what, l, engineLog[l], naiveLog[l]);
            return -1;
        }
        ++compared;
    }
    return compared;
}

bool leavesDoubleRange(const std::vector<double> &log10s)
{
    return std::any_of(log10s.begin(), log10s.end(), [](double v) { return std::isfinite(v) && std::fabs(v) > 308; });
}
bool allFinite(const Result &r)
{
    auto ok = [](const std::vector<double> &v) {
        return std::all_of(v.begin(), v.end(), [](double x) { return std::isfinite(x); });
    };
    return ok(r.log10SignalRms) && ok(r.log10GradNorm) && ok(r.log10WeightGradNorm)
           && std::isfinite(r.log10GlobalWeightGradNorm) && std::isfinite(r.log10Loss);
}

} // namespace

class TestRange : public QObject
{
    Q_OBJECT

private slots:
    void matchesLongDouble_data();
    void matchesLongDouble();
    void reluStd001Depth300();
    void sigmoidXavierDepth600();
    void floatAgreesFarBeyondItsRange();
    void neverNanAtExtremes();
    void deadReluIsExactZero();
    void offsetsReachEveryConsumer_data();
    void offsetsReachEveryConsumer();
    void activationAtLogMatches();
    void rmsNormSeesTheOffset();
};

void TestRange::matchesLongDouble_data()
{
    QTest::addColumn<int>("activation");
    QTest::addColumn<double>("stdev");
    QTest::addColumn<bool>("residual");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("norm");
    QTest::newRow("relu 0.01: 1e-375") << int(Activation::Relu) << 0.01 << false << 300 << int(Norm::None);
    QTest::newRow("relu 1: 1e+330") << int(Activation::Relu) << 1.0 << false << 450 << int(Norm::None);
    QTest::newRow("sigmoid xavier: 1e-380") << int(Activation::Sigmoid) << 0.0 << false << 600 << int(Norm::None);
    QTest::newRow("tanh 0.02") << int(Activation::Tanh) << 0.02 << false << 400 << int(Norm::None);
    QTest::newRow("gelu 0.03") << int(Activation::Gelu) << 0.03 << false << 400 << int(Norm::None);
    QTest::newRow("silu 0.05") << int(Activation::Silu) << 0.05 << false << 400 << int(Norm::None);
    QTest::newRow("elu 0.05") << int(Activation::Elu) << 0.05 << false << 700 << int(Norm::None);
    QTest::newRow("softplus 0.3 residual") << int(Activation::Softplus) << 0.3 << true << 600 << int(Norm::None);
    QTest::newRow("relu he residual") << int(Activation::Relu) << 0.0 << true << 900 << int(Norm::None);
    // Sigmoid on near-zero inputs is 0.5 plus a deviation a centring norm must recover: it
    // falls 0.63x per layer, below double precision of 0.5 by layer ~80.
    QTest::newRow("sigmoid 0.001, LayerNorm pre")
        << int(Activation::Sigmoid) << 0.001 << false << 120 << int(Norm::Layer);
    QTest::newRow("softplus 0.001, LayerNorm pre")
        << int(Activation::Softplus) << 0.001 << false << 120 << int(Norm::Layer);
    QTest::newRow("sigmoid 0.001, BatchNorm pre")
        << int(Activation::Sigmoid) << 0.001 << false << 120 << int(Norm::Batch);
    QTest::newRow("softplus 0.001, BatchNorm pre")
        << int(Activation::Softplus) << 0.001 << false << 120 << int(Norm::Batch);
}

void TestRange::matchesLongDouble()
{
    QFETCH(int, activation);
    QFETCH(double, stdev);
    QFETCH(bool, residual);
    QFETCH(int, depth);
    QFETCH(int, norm);
    ModelConfig c;
    c.depth = depth;
    c.width = 32;
    c.batch = 16;
    c.activation = Activation(activation);
    c.residual = residual;
    c.norm = Norm(norm);
    if (stdev > 0) {
        c.init = Init::CustomStd;
        c.initStd = stdev;
    } else {
        c.init = c.activation == Activation::Relu ? Init::He : Init::Xavier;
    }
    Engine engine;
    const Result r = engine.compute(c);
    QVERIFY(allFinite(r));
    const Naive n = naive(c);
    QCOMPARE(compareAll(r.log10SignalRms, n.signal, "signal"), depth + 1);
    QCOMPARE(compareAll(r.log10GradNorm, n.grad, "grad"), depth + 1);
    QCOMPARE(compareAll(r.log10WeightGradNorm, n.weightGrad, "weight grad"), depth);
    QVERIFY(c.norm != Norm::None || leavesDoubleRange(n.grad) || leavesDoubleRange(n.signal));
}

void TestRange::reluStd001Depth300()
{
    ModelConfig c;
    c.depth = 300;
    c.init = Init::CustomStd;
    c.initStd = 0.01;
    Engine engine;
    const Result r = engine.compute(c);
    QVERIFY(allFinite(r));
    // 0.01 * 8 / sqrt(2) per layer: 300 * log10(0.0566) = -374.
    QVERIFY2(std::fabs(r.log10SignalRms.back() - -375) < 5, qPrintable(QString::number(r.log10SignalRms.back())));
    QVERIFY2(std::fabs(r.log10GradNorm.front() - -750) < 10, qPrintable(QString::number(r.log10GradNorm.front())));
}

void TestRange::sigmoidXavierDepth600()
{
    ModelConfig c;
    c.depth = 600;
    c.activation = Activation::Sigmoid;
    c.init = Init::Xavier;
    Engine engine;
    const Result r = engine.compute(c);
    QVERIFY(allFinite(r));
    QVERIFY2(std::fabs(r.log10GradNorm.front() - -380) < 10, qPrintable(QString::number(r.log10GradNorm.front())));
}

// Float's range ends at 1e-38, yet every value follows double's to single precision.
void TestRange::floatAgreesFarBeyondItsRange()
{
    for (Activation a : {Activation::Relu, Activation::Sigmoid, Activation::Tanh, Activation::Gelu}) {
        ModelConfig c;
        c.depth = 300;
        c.activation = a;
        c.init = Init::CustomStd;
        c.initStd = a == Activation::Relu ? 0.01 : 0.05;
        Engine engine;
        const Result d = engine.compute(c);
        c.precision = Precision::Float;
        const Result f = engine.compute(c);
        QVERIFY(allFinite(f));
        QVERIFY(d.log10GradNorm.front() < -100);
        for (size_t l = 0; l < d.log10GradNorm.size(); ++l) {
            QVERIFY2(std::fabs(d.log10GradNorm[l] - f.log10GradNorm[l]) < 1e-3,
                     qPrintable(QStringLiteral("%1 layer %2").arg(QString::fromStdString(toString(a))).arg(l)));
            QVERIFY(std::fabs(d.log10SignalRms[l] - f.log10SignalRms[l]) < 1e-3);
        }
    }
}

// Every activation, norm and placement at absurd scales, in both precisions: finite numbers.
void TestRange::neverNanAtExtremes()
{
    Engine engine;
    int runs = 0;
    for (size_t a = 0; a < activationNames().size(); ++a) {
        if (Activation(a) == Activation::Relu)
            continue; // may die exactly: see deadReluIsExactZero
        for (double stdev : {1e-3, 30.0})
            for (Norm norm : {Norm::None, Norm::Layer, Norm::Rms, Norm::Batch})
                for (Precision p : {Precision::Double, Precision::Float}) {
                    ModelConfig c;
                    c.depth = 400;
                    c.width = 16;
                    c.batch = 8;
                    c.activation = Activation(a);
                    c.init = Init::CustomStd;
                    c.initStd = stdev;
                    c.norm = norm;
                    c.normPlace = NormPlace::Pre;
                    c.residual = norm == Norm::Layer;
                    c.precision = p;
                    const Result r = engine.compute(c);
                    QVERIFY2(allFinite(r), qPrintable(QStringLiteral("%1 std %2 norm %3")
                                                          .arg(QString::fromStdString(toString(c.activation)))
                                                          .arg(stdev)
                                                          .arg(int(norm))));
                    ++runs;
                }
    }
    QCOMPARE(runs, int(kActivationCount - 1) * 2 * 4 * 2); // every activation but ReLU
}

void TestRange::deadReluIsExactZero()
{
    // One unit, one example: a layer dies when its single weight is negative.
    ModelConfig c;
    c.depth = 40;
    c.width = 1;
    c.batch = 1;
    c.init = Init::He;
    Engine engine;
    const Result r = engine.compute(c);
    const Naive n = naive(c);
    bool sawZero = false;
    for (size_t l = 0; l < n.signal.size(); ++l) {
        if (n.signal[l] == -INFINITY) {
            QVERIFY(std::isinf(r.log10SignalRms[l]) && r.log10SignalRms[l] < 0);
            sawZero = true;
        } else {
            QVERIFY(std::isfinite(r.log10SignalRms[l]));
        }
    }
    QVERIFY(sawZero);
}

// Sigmoid and softplus on tiny inputs carry act(0) as an offset beside a deviation far below
// its double precision. Every consumer but a centring norm must add it back: the next block's
// linear map (its weight gradient), the loss and the head, and the residual sum. Forgetting one
// moves these values by many orders (the loss from 0.301 to -13.8, a weight gradient by 30).
void TestRange::offsetsReachEveryConsumer_data()
{
    QTest::addColumn<int>("activation");
    QTest::addColumn<double>("stdev");
    QTest::addColumn<bool>("residual");
    QTest::addColumn<bool>("head");
    QTest::addColumn<int>("depth");
    QTest::newRow("sigmoid 1e-6") << int(Activation::Sigmoid) << 1e-6 << false << false << 6;
    QTest::newRow("softplus 1e-6") << int(Activation::Softplus) << 1e-6 << false << false << 6;
    QTest::newRow("sigmoid 1e-7, head") << int(Activation::Sigmoid) << 1e-7 << false << true << 6;
    QTest::newRow("softplus 1e-7, head") << int(Activation::Softplus) << 1e-7 << false << true << 6;
    QTest::newRow("sigmoid 1e-7, residual") << int(Activation::Sigmoid) << 1e-7 << true << false << 20;
    QTest::newRow("softplus 1e-7, residual") << int(Activation::Softplus) << 1e-7 << true << false << 20;
}

void TestRange::offsetsReachEveryConsumer()
{
    QFETCH(int, activation);
    QFETCH(double, stdev);
    QFETCH(bool, residual);
    QFETCH(bool, head);
    QFETCH(int, depth);
    ModelConfig c;
    c.depth = depth;
    c.width = 32;
    c.batch = 16;
    c.activation = Activation(activation);
    c.init = Init::CustomStd;
    c.initStd = stdev;
    c.residual = residual;
    c.head = head;
    for (Precision p : {Precision::Double, Precision::Float}) {
        c.precision = p;
        Engine engine;
        const Result r = engine.compute(c);
        const Naive n = naive(c);
        // Float carries 24 bits: its log10s agree to about 1e-6.
        const double tolerance = p == Precision::Double ? 1e-8 : 1e-5;
        auto expectNear = [&](const std::vector<double> &engineLog, const std::vector<double> &naiveLog,
                              const char *what) {
            for (size_t l = 0; l < naiveLog.size(); ++l)
                QVERIFY2(std::fabs(engineLog[l] - naiveLog[l]) < tolerance,
                         qPrintable(QStringLiteral("%1 %2 layer %3: engine %4, long double %5")
                                        .arg(toString(p).c_str(), what)
                                        .arg(l)
                                        .arg(engineLog[l], 0, 'f', 10)
                                        .arg(naiveLog[l], 0, 'f', 10)));
        };
        expectNear(r.log10SignalRms, n.signal, "signal");
        expectNear(r.log10GradNorm, n.grad, "grad");
        expectNear(r.log10WeightGradNorm, n.weightGrad, "weight grad");
        expectNear({r.log10Loss}, {n.loss}, "loss");
        if (head) {
            QVERIFY(r.log10HeadWeightGradNorm);
            expectNear({*r.log10HeadWeightGradNorm}, {n.headWeightGrad}, "head weight grad");
        }
    }
}

// act and act' in log form, per activation and sign, from 1e-260 to 10^3.5 against long double
// (stable forms written here: e^-|x| / (1 + e^-|x|)^2 for sigmoid', 4 e^-2|x| / (1 + e^-2|x|)^2
// for tanh'), and beyond 1e300 against the leading asymptotic forms derived by hand.
void TestRange::activationAtLogMatches()
{
    auto expect = [](const LogReal &got, Real want, const QString &what) {
        const int sign = want > 0 ? 1 : want < 0 ? -1 : 0;
        QVERIFY2(got.sign == sign, qPrintable(what + QStringLiteral(": sign %1").arg(got.sign)));
        if (sign)
            QVERIFY2(std::fabs(got.log10 - double(std::log10(std::fabs(want)))) < 1e-9,
                     qPrintable(what
                                + QStringLiteral(": log10 %1, long double %2")
                                      .arg(got.log10, 0, 'g', 15)
                                      .arg(double(std::log10(std::fabs(want))), 0, 'g', 15)));
    };
    for (size_t i = 0; i < activationNames().size(); ++i) {
        const Activation a = Activation(i);
        for (int sign : {-1, 1})
            for (double lz : {-260.0, -30.0, -3.0, 0.0, 1.0, 2.0, 3.5}) {
                if ((a == Activation::Gelu && lz > 2) || (a == Activation::GeluTanh && lz > 1))
                    continue; // e^(-z^2/2), e^(-0.07 z^3) leave even long double's range
                LogReal value, slope;
                activationAtLog(a, sign, lz, value, slope);
                const Real x = sign * std::pow(Real(10), Real(lz));
                Real d = act(a, x, true);
                if (a == Activation::Sigmoid || a == Activation::Tanh) {
                    const Real k = a == Activation::Sigmoid ? 1 : 2, e = std::exp(-k * std::fabs(x));
                    d = (a == Activation::Sigmoid ? 1 : 4) * e / ((1 + e) * (1 + e));
                }
                const QString where = QStringLiteral("%1 at %2 10^%3").arg(toString(a).c_str()).arg(sign).arg(lz);
                expect(value, act(a, x, false), where + QStringLiteral(" value"));
                expect(slope, d, where + QStringLiteral(" slope"));
            }
        // |z| = 10^305 and 10^400: signs are +-1 or 0 whatever the regime.
        for (int sign : {-1, 1})
            for (double lz : {305.0, 400.0}) {
                LogReal value, slope;
                activationAtLog(a, sign, lz, value, slope);
                QVERIFY(std::abs(value.sign) <= 1 && std::abs(slope.sign) <= 1);
                QVERIFY((!value.sign || std::isfinite(value.log10)) && (!slope.sign || std::isfinite(slope.log10)));
            }
    }
    // The saturated tails by hand, at |z| = 1e305: ln sigmoid(-z) = -z, ln sigmoid'(z) = -|z|,
    // ln tanh'(z) = ln 4 - 2|z|.
    const double big = 1e305, ln10 = std::log(10.0);
    LogReal value, slope;
    activationAtLog(Activation::Sigmoid, -1, 305, value, slope);
    QCOMPARE(value.sign, 1);
    QCOMPARE(slope.sign, 1);
    QVERIFY(std::fabs(value.log10 / (-big / ln10) - 1) < 1e-12);
    QVERIFY(std::fabs(slope.log10 / (-big / ln10) - 1) < 1e-12);
    activationAtLog(Activation::Sigmoid, 1, 305, value, slope);
    QCOMPARE(value.sign, 1);
    QCOMPARE(value.log10, 0.0);
    QCOMPARE(slope.sign, 1);
    QVERIFY(std::fabs(slope.log10 / (-big / ln10) - 1) < 1e-12);
    activationAtLog(Activation::Tanh, -1, 305, value, slope);
    QCOMPARE(value.sign, -1);
    QCOMPARE(value.log10, 0.0);
    QCOMPARE(slope.sign, 1);
    QVERIFY(std::fabs(slope.log10 / (-2 * big / ln10) - 1) < 1e-12);
    // Linear for z -> +inf: value z, slope 1, for every activation but the two that saturate.
    for (size_t i = 0; i < activationNames().size(); ++i) {
        const Activation a = Activation(i);
        if (a == Activation::Sigmoid || a == Activation::Tanh)
            continue;
        activationAtLog(a, 1, 305, value, slope);
        QVERIFY2(value.sign == 1 && value.log10 == 305 && slope.sign == 1 && slope.log10 == 0, toString(a).c_str());
    }
    // e^z for z -> -inf: softplus's value and slope, elu's slope (its value is -1).
    for (Activation a : {Activation::Softplus, Activation::Elu}) {
        activationAtLog(a, -1, 305, value, slope);
        QCOMPARE(value.sign, a == Activation::Elu ? -1 : 1);
        QVERIFY(a == Activation::Elu ? value.log10 == 0 : std::fabs(value.log10 / (-big / ln10) - 1) < 1e-12);
        QCOMPARE(slope.sign, 1);
        QVERIFY(std::fabs(slope.log10 / (-big / ln10) - 1) < 1e-12);
    }
}

// RMSNorm does not centre: after a sigmoid or softplus on tiny inputs it must see act(0) plus
// the deviation, not the deviation alone (which it would scale up to rms 1 just the same: only
// the gradients and the next layers show the difference).
void TestRange::rmsNormSeesTheOffset()
{
    for (Activation a : {Activation::Sigmoid, Activation::Softplus}) {
        ModelConfig c;
        c.depth = 4;
        c.width = 32;
        c.batch = 16;
        c.activation = a;
        c.init = Init::CustomStd;
        c.initStd = 1e-7;
        c.norm = Norm::Rms;
        const Result r = Engine().compute(c);
        const Naive n = naive(c);
        QVERIFY(compareAll(r.log10SignalRms, n.signal, "signal") > 0);
        QVERIFY(compareAll(r.log10GradNorm, n.grad, "grad") > 0);
        QVERIFY(compareAll(r.log10WeightGradNorm, n.weightGrad, "weight grad") > 0);
    }
}

QTEST_APPLESS_MAIN(TestRange)
#include "test_range.moc"
