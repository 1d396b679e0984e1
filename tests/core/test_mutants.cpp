// Tests for changes scripts/mutate makes to the engine that no other test sees (docs/mutants.md
// names each one). Each checks numbers against values
// worked out independently: by hand, in long double, by central differences or by a fresh Engine.
#include "core/engine/activation.h"
#include "core/engine/engine.h"
#include "core/analysis/histogram.h"
#include "core/engine/memoryplan.h"
#include "core/engine/normalization.h"
#include "core/engine/kernels/secondcore.h"
#include "core/engine/weightgradnorm.h"

#include "tests/support/scaledvalues.h"

#include <QtTest>

#include <cmath>
#include <stdexcept>

using namespace gradflow;
using namespace gradflow::testing;

namespace {

QString numbers(const std::vector<double> &v)
{
    QStringList out;
    for (double x : v)
        out << QString::number(x, 'g', 17);
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestMutants : public QObject
{
    Q_OBJECT

private slots:
    void geluTailAtItsStart();
    void offsetSplitDeviations();
    void activationOfAnExactZero();
    void reusedEngineMatchesAFreshOne();
    void headWeightGradientByDifferences();
    void capturedTensorsAreNormalized();
    void memoryPlanByHand();
    void weightGradNormUnderCancellation();
    void rhoNeedsTwoLayers();
    void lossFactorScalesEveryGradient();
    void uncachedPlanDropsTheCachedDraws();
    void computeRefusesAnInvalidConfiguration();
    void initConstantMattersOnlyForConstantInit();
    void sigmoidUnderflowGoesToLogForm();
    void normOutputIsNormalized();
    void normInputGradientIsNormalized();
    void accumulatedSumIsNormalized();
    void secondCoreKeepsTheFirstFailure();
    void failedDrawReachesCallerOnce();
    void oddDepthCountsEachDrawOnce();
};

// GELU's tail (its value and slope below 1e-290, from |z| ~ 36.6) in log form against long
// double at the tail's start, where the series' 1/z^6 and 1/z^8 terms are largest: a wrong
// coefficient there moves log10 by 5e-10 or more, the truncation error is below 1e-13.
void TestMutants::geluTailAtItsStart()
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
        QVERIFY2(std::fabs(v.log10 - wantV) < 1e-11,
                 qPrintable(QStringLiteral("value at -%1: %2, long double %3").arg(magnitude)
                                .arg(v.log10, 0, 'g', 17).arg(wantV, 0, 'g', 17)));
        QVERIFY2(std::fabs(s.log10 - wantS) < 1e-11,
                 qPrintable(QStringLiteral("slope at -%1: %2, long double %3").arg(magnitude)
                                .arg(s.log10, 0, 'g', 17).arg(wantS, 0, 'g', 17)));
    }
}

// Sigmoid and softplus on |z| ~ 1e-25 are held as act(0) + deviation, the deviations to first
// order: sigmoid = 1/2 + z/4, sigmoid' = 1/4 - z^2/16, softplus = ln 2 + z/2,
// softplus' = 1/2 + z/4.
void TestMutants::offsetSplitDeviations()
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
void TestMutants::activationOfAnExactZero()
{
    struct Case
    {
        Activation act;
        double value, slope;
    };
    const Case cases[] = {
        {Activation::Relu, 0.0, 0.0},      {Activation::LeakyRelu, 0.0, 0.01}, {Activation::Elu, 0.0, 1.0},
        {Activation::Gelu, 0.0, 0.5},      {Activation::Silu, 0.0, 0.5},       {Activation::Softplus, std::log(2.0), 0.5},
        {Activation::Sigmoid, 0.5, 0.25},  {Activation::Tanh, 0.0, 1.0},       {Activation::Linear, 0.0, 1.0},
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

// One Engine keeps its draws between calls and redraws what a change of seed, width or batch
// invalidates: each result of a sequence must equal that of a fresh Engine, to the bit.
void TestMutants::reusedEngineMatchesAFreshOne()
{
    ModelConfig c;
    c.depth = 4;
    c.width = 8;
    c.batch = 4;
    c.activation = Activation::Tanh;
    Engine reused;
    const auto check = [&](const char *step) {
        Engine fresh;
        const Result want = fresh.compute(c);
        const Result got = reused.compute(c);
        QVERIFY2(sameResult(got, want), qPrintable(QStringLiteral("%1: %2 against a fresh engine's %3").arg(step)
                                                       .arg(numbers(got.log10SignalRms))
                                                       .arg(numbers(want.log10SignalRms))));
    };
    check("width 8, batch 4");
    c.width = 12;
    check("width 12 (batch unchanged)");
    c.batch = 6;
    check("batch 6 (width unchanged)");
    c.width = 16;
    c.batch = 3;
    check("width 16, batch 3");
    c.seed += 1;
    check("a new seed");
}

// d loss / d W_head, whose norm the result reports, against central differences of the loss
// over every head weight (the probe nudges the head as layer L + 1).
void TestMutants::headWeightGradientByDifferences()
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
        QVERIFY2(std::fabs(got - want) < 1e-6, qPrintable(QStringLiteral("%1: log10 ||dW_head|| %2, differences give %3")
                                                              .arg(QString::fromStdString(toString(init)))
                                                              .arg(got, 0, 'g', 12).arg(want, 0, 'g', 12)));
    }
}

// The tensors a probe captures are held as m * 10^log10 with max|m| in [1, 2) (scaled.h), with
// and without a head, and the activation's true values are act of the pre-activation's.
void TestMutants::capturedTensorsAreNormalized()
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
                const QString where = QStringLiteral("%1%2 layer %3").arg(QString::fromStdString(toString(act)))
                                          .arg(head ? " head" : "").arg(layer);
                for (const auto &[name, t] : {std::pair{"pre-activation", &capture.preActivation},
                                              std::pair{"activation", &capture.activation},
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

// The plan's figures (the refusal's "needs at least", the window's estimate) counted by hand for
// depth 10, width 100, batch 10 in double: a batch x width tensor is 8000 B, a weight 80000 B.
// Per layer u, slope and dz, plus the norm's normalized output with a norm: 4 x 8000 B. Fixed:
// 14 working tensors (112000 B) and 3 weight-sized buffers (240000 B), one more with a head.
// Every layer stored: 10 x 32000 B; the weights cached: 10 x 80000 B, and packed for their two
// products (10 x 100 x 100 multiply-adds each, one thread's): 2 x 10 x 80000 B. The smallest plan
// checkpoints every k = round(sqrt(10 x 8000 / 32000)) = 2 layers: 5 checkpoints of 8000 B
// and 2 layers' caches.
void TestMutants::memoryPlanByHand()
{
    ModelConfig c;
    c.depth = 10;
    c.width = 100;
    c.batch = 10;
    c.norm = Norm::Batch;
    const MemoryPlan plan = planMemory(c, RunSettings{});
    QCOMPARE(plan.segmentLength, 10);
    QVERIFY(plan.cacheWeights);
    QCOMPARE(plan.minimumBytes, std::int64_t(352000 + 5 * 8000 + 2 * 32000));
    QVERIFY(plan.packWeights);
    QCOMPARE(plan.estimateBytes, std::int64_t(352000 + 10 * 32000 + 3 * 10 * 80000));
    c.head = true;
    c.norm = Norm::None; // 3 tensors per layer
    const MemoryPlan withHead = planMemory(c, RunSettings{});
    // k = round(sqrt(10 x 8000 / 24000)) = 2 again.
    QCOMPARE(withHead.minimumBytes, std::int64_t(432000 + 5 * 8000 + 2 * 24000));
    QCOMPARE(withHead.estimateBytes, std::int64_t(432000 + 10 * 24000 + 3 * 10 * 80000));
    // Depth 11: k = round(sqrt(11 x 8000 / 32000)) = 2, so ceil(11 / 2) = 6 checkpoints.
    c.head = false;
    c.norm = Norm::Batch;
    c.depth = 11;
    QCOMPARE(planMemory(c, RunSettings{}).minimumBytes, std::int64_t(352000 + 6 * 8000 + 2 * 32000));
}

// ||u^T dz|| where it nearly cancels: u's columns sum to zero (as after a BatchNorm) and dz is
// one row repeated plus 1e-7 noise, so u^T dz = 1e-7 u^T noise, 1e-7 of ||u|| ||dz||. The
// Gram-matrix shortcut (batch^2 width) would lose every digit there; the norm must match the
// product formed directly.
void TestMutants::weightGradNormUnderCancellation()
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
    QVERIFY2(std::fabs(got - want) < 1e-6, qPrintable(QStringLiteral("log10 ||u^T dz|| %1, directly %2")
                                                          .arg(got, 0, 'g', 12).arg(want, 0, 'g', 12)));
    // And without cancellation (dz's noise alone) the shortcut's figure is as good.
    Scaled<double> sNoise{noise, 0.0};
    sNoise.normalize();
    const double plain = std::log10((u.transpose() * noise).norm());
    QVERIFY(std::fabs(weightGradNorm(su, sNoise, scratch, nullptr) - plain) < 1e-12);
}

// rho = (first / last)^(1 / (L - 1)) needs two layers: a one-layer network reports the ratio
// (1, log10 0) but no rho.
void TestMutants::rhoNeedsTwoLayers()
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
void TestMutants::lossFactorScalesEveryGradient()
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
                         qPrintable(where + QStringLiteral(": gradient %1: %2 against %3").arg(l)
                                        .arg(sum.log10GradNorm[size_t(l)], 0, 'g', 15).arg(half.log10GradNorm[size_t(l)], 0, 'g', 15)));
            for (int l = 0; l < c.depth; ++l)
                QVERIFY2(std::fabs(sum.log10WeightGradNorm[size_t(l)] - half.log10WeightGradNorm[size_t(l)] - log10Eight) < 1e-9,
                         qPrintable(where + QStringLiteral(": weight gradient %1").arg(l + 1)));
            // By hand: the output is 1/2 to within 1e-3, the Sum loss's gradient 2 out ~ 1 in each
            // of the 32 entries: norm sqrt(32).
            QVERIFY2(std::fabs(sum.log10GradNorm[size_t(c.depth)] - 0.5 * std::log10(32.0)) < 1e-3, qPrintable(where));
        }
}

// A plan that does not cache the weights frees the ones an earlier compute cached: after it, the
// cached run draws them again (and every run gives the same numbers).
void TestMutants::uncachedPlanDropsTheCachedDraws()
{
    ModelConfig c;
    c.depth = 4;
    c.width = 512;
    c.batch = 2;
    RunSettings roomy, tight;
    tight.maxMemoryBytes = planMemory(c, roomy).minimumBytes + 1024;
    QVERIFY(planMemory(c, roomy).cacheWeights);
    QVERIFY(!planMemory(c, tight).cacheWeights);
    Engine engine;
    const Result first = engine.compute(c, roomy);
    QCOMPARE(engine.weightMatricesDrawn(), std::int64_t(4));
    const Result uncached = engine.compute(c, tight); // draws each weight where it is used
    const std::int64_t drawn = engine.weightMatricesDrawn();
    QVERIFY(drawn >= 8);
    const Result again = engine.compute(c, roomy);
    QCOMPARE(engine.weightMatricesDrawn(), drawn + 4);
    QVERIFY(sameResult(first, uncached));
    QVERIFY(sameResult(first, again));
}

// Engine::compute checks the configuration itself (a library caller has no front end that
// does): a negative or NaN init std, which would otherwise compute NaN everywhere, is refused
// with the option's error, and the engine still computes a valid one afterwards.
void TestMutants::computeRefusesAnInvalidConfiguration()
{
    Engine engine;
    ModelConfig c;
    c.depth = 3;
    c.width = 8;
    c.batch = 4;
    c.init = Init::CustomStd;
    for (double stdev : {-1.0, std::nan("")}) {
        c.initStd = stdev;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, engine.compute(c));
    }
    c.initStd = 0.5;
    const Result r = engine.compute(c);
    QVERIFY(std::isfinite(r.log10SignalRms.back()));
}

// The constant of the constant init is read only by that init: with LeCun's it may be 0.
void TestMutants::initConstantMattersOnlyForConstantInit()
{
    ModelConfig c;
    c.depth = 3;
    c.width = 8;
    c.batch = 4;
    c.init = Init::Lecun;
    Engine engine;
    const Result want = engine.compute(c);
    c.initConstant = 0.0;
    const Result got = engine.compute(c);
    QVERIFY2(sameResult(got, want), qPrintable(numbers(got.log10SignalRms)));
}

// Sigmoid of z from -800 to -1200 underflows a double (e^-745 is the smallest): the plain
// formula gives 0, so the values come from the log form, sigmoid(z) = e^z to double precision:
// the largest is e^-800 = 10^-347.4.
void TestMutants::sigmoidUnderflowGoesToLogForm()
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

// A norm's output is held like every tensor, max|m| in [1, 2), with the true values of
// (x - mean) / sqrt(var + eps): here LayerNorm of the rows (1, 2, 3, 4) x 10^k.
void TestMutants::normOutputIsNormalized()
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
void TestMutants::normInputGradientIsNormalized()
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

// a += b keeps max|m| in [1, 2): 1.5 + 1.5 is held as 1.5 x 10^0.30103, and the sum of
// 1.5 x 10^2 and -1.25 x 10^2 as 1.0 x 10^1.39794.
void TestMutants::accumulatedSumIsNormalized()
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

// Two jobs of one batch fail differently: the caller hears of the first, as it would have on
// one thread.
void TestMutants::secondCoreKeepsTheFirstFailure()
{
    SecondCoreThread helper;
    helper.push([] { throw std::runtime_error("first"); });
    helper.push([] { throw std::logic_error("second"); });
    const std::exception_ptr error = helper.wait();
    QVERIFY(error);
    QString what;
    try {
        std::rethrow_exception(error);
    } catch (const std::exception &e) {
        what = QString::fromUtf8(e.what());
    }
    QCOMPARE(what, QStringLiteral("first"));
    QVERIFY(!helper.wait()); // forgotten once reported
}

// A weight draw that fails (out of memory) comes out of compute() as std::bad_alloc, the one
// on the second core too, and leaves the cache as it was: the next compute draws the rest and
// equals a fresh engine's. At width 512 layer 2 is drawn on the second core beside layer 1, layer
// 3 on this thread beside 4; at width 64 each alone. The engine first ran another seed, so a
// layer left undrawn would hold other numbers (a freed buffer malloc hands back could otherwise
// still hold the same seed's draw).
void TestMutants::failedDrawReachesCallerOnce()
{
    for (int width : {64, 512}) {
        for (int layer : {1, 2, 3}) {
            ModelConfig c;
            c.depth = 4;
            c.width = width;
            c.batch = 2;
            c.seed = 1;
            Engine engine;
            engine.compute(c);
            c.seed = 2;
            Probe failing;
            failing.failWeightDrawOnce = layer;
            QVERIFY_THROWS_EXCEPTION(std::bad_alloc, engine.compute(c, {}, &failing));
            QVERIFY2(sameResult(engine.compute(c), Engine().compute(c)),
                     qPrintable(QStringLiteral("width %1, layer %2 failed").arg(width).arg(layer)));
        }
    }
}

// Each weight matrix drawn counts once, a layer drawn alone as well as two drawn together:
// depth 3 at width 512 draws 3, never 4 (layer 3 has no partner) or 6.
void TestMutants::oddDepthCountsEachDrawOnce()
{
    ModelConfig c;
    c.depth = 3;
    c.width = 512;
    c.batch = 2;
    Engine engine;
    engine.compute(c);
    QCOMPARE(engine.weightMatricesDrawn(), std::int64_t(3));
}

QTEST_APPLESS_MAIN(TestMutants)
#include "test_mutants.moc"
