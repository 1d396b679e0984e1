// The mean-field overlay: its recursion against the engine at large width, the analytic
// reference values, the log10 carry at depth 1000, and what the command line writes.
#include "tests/support/runcli.h"

#include "core/engine/engine.h"
#include "core/analysis/gaussmoments.h"
#include "core/analysis/theory.h"
#include "core/engine/activation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

// Layers of the engine's mean over seeds against the theory: the largest |difference| in log10.
struct Deviation
{
    double signal = 0, grad = 0;
};

Deviation compareWithEngine(const ModelConfig &base, int seeds)
{
    const std::optional<Theory> t = meanFieldTheory(base);
    const size_t layers = size_t(base.depth) + 1; // 0..L, as the engine's
    if (!t || t->log10SignalRms.size() != layers || t->log10GradNorm.size() != layers)
        return {INFINITY, INFINITY};
    Engine engine;
    std::vector<double> signal(layers, 0.0), grad(layers, 0.0);
    for (int s = 0; s < seeds; ++s) {
        ModelConfig c = base;
        c.seed = std::uint64_t(s);
        const Result r = engine.compute(c);
        for (size_t l = 0; l < signal.size(); ++l) {
            signal[l] += r.log10SignalRms[l] / seeds;
            grad[l] += r.log10GradNorm[l] / seeds;
        }
    }
    Deviation d;
    for (size_t l = 0; l < signal.size(); ++l) {
        d.signal = std::max(d.signal, std::fabs(signal[l] - t->log10SignalRms[l]));
        d.grad = std::max(d.grad, std::fabs(grad[l] - t->log10GradNorm[l]));
    }
    return d;
}

// Width 1024, 3 seeds, 6 layers: the finite-width scatter of the seeds' mean stays within
// 0.02 in log10 for every activation here, SiLU plain the widest (it shrinks as width grows:
// 0.04 at width 256, 0.005 at 4096); the tolerance is 0.04 (10 %) on every layer.
constexpr double kTolerance = 0.04;

} // namespace

class TestTheory : public QObject
{
    Q_OBJECT

private slots:
    void matchesEngineAtLargeWidth_data();
    void matchesEngineAtLargeWidth();
    void deepLinearIsFussCatalan();
    void criticalStd();
    void criticalStdOfSmoothActivations_data();
    void criticalStdOfSmoothActivations();
    void chiAtFixedPointByHand();
    void headTopGradientByHand();
    void residualSignalByHand();
    void residualGradientAgainstEngine_data();
    void residualGradientAgainstEngine();
    void gaussMomentsAgreeAcrossRegimes();
    void depth1000AtStd001IsFinite();
    void normalizationHasNoLine();
    void jsonHasTheory();
    void csvTheoryColumns();
    void rhoIsThePerLayerFactor_data();
    void rhoIsThePerLayerFactor();
    void meanLossTopGradient_data();
    void meanLossTopGradient();
};

void TestTheory::matchesEngineAtLargeWidth_data()
{
    QTest::addColumn<int>("activation");
    QTest::addColumn<bool>("residual");
    QTest::addColumn<int>("init");
    QTest::addColumn<bool>("head");
    for (size_t a = 0; a < activationNames().size(); ++a) {
        const QByteArray name = QByteArray::fromStdString(activationNames()[a]);
        QTest::newRow(name + " plain he") << int(a) << false << int(Init::He) << false;
        QTest::newRow(name + " residual lecun") << int(a) << true << int(Init::Lecun) << false;
    }
    QTest::newRow("relu plain torch-default head") << int(Activation::Relu) << false << int(Init::TorchDefault) << true;
    QTest::newRow("tanh plain orthogonal") << int(Activation::Tanh) << false << int(Init::Orthogonal) << false;
    QTest::newRow("gelu residual orthogonal head") << int(Activation::Gelu) << true << int(Init::Orthogonal) << true;
}

void TestTheory::matchesEngineAtLargeWidth()
{
    QFETCH(int, activation);
    QFETCH(bool, residual);
    QFETCH(int, init);
    QFETCH(bool, head);
    ModelConfig c;
    c.depth = 6;
    c.width = 1024;
    c.batch = 16;
    c.activation = Activation(activation);
    c.residual = residual;
    c.init = Init(init);
    c.head = head;
    const Deviation d = compareWithEngine(c, 3);
    qInfo("largest deviation in log10: signal %.4f, gradient %.4f", d.signal, d.grad);
    QVERIFY2(d.signal < kTolerance, qPrintable(QString::number(d.signal)));
    QVERIFY2(d.grad < kTolerance, qPrintable(QString::number(d.grad)));
}

// A deep linear network at sigma^2 n = 1: E||g_0||^2 / ||g_L||^2 is the second moment of the
// Fuss-Catalan law, L + 1. The plain gradient-independence recursion says 1.
void TestTheory::deepLinearIsFussCatalan()
{
    ModelConfig c;
    c.depth = 10;
    c.width = 1024;
    c.batch = 16;
    c.activation = Activation::Linear;
    c.init = Init::Lecun;
    const Theory t = *meanFieldTheory(c);
    QVERIFY(std::fabs(t.log10GradNorm[0] - t.log10GradNorm[10] - 0.5 * std::log10(11.0)) < 1e-9);
    QVERIFY(std::fabs(t.log10GradNorm[9] - t.log10GradNorm[10] - 0.5 * std::log10(2.0)) < 1e-9);
    const Deviation d = compareWithEngine(c, 3);
    QVERIFY2(d.grad < kTolerance, qPrintable(QString::number(d.grad)));
}

void TestTheory::criticalStd()
{
    for (int n : {16, 64, 1000}) {
        QVERIFY(std::fabs(criticalInitStd(Activation::Relu, n) / std::sqrt(2.0 / n) - 1) < 1e-9);
        QVERIFY(std::fabs(criticalInitStd(Activation::Tanh, n) / std::sqrt(1.0 / n) - 1) < 1e-6);
        QVERIFY(std::fabs(criticalInitStd(Activation::Linear, n) / std::sqrt(1.0 / n) - 1) < 1e-9);
    }
    // At ReLU's critical std the theory's gradient is flat but for the loss's alignment term;
    // one step above it grows, one step below it shrinks.
    ModelConfig c;
    c.depth = 50;
    c.width = 64;
    c.init = Init::CustomStd;
    c.initStd = criticalInitStd(Activation::Relu, 64) * 1.2;
    QVERIFY(*meanFieldTheory(c)->log10Rho > 0.05);
    c.initStd = criticalInitStd(Activation::Relu, 64) / 1.2;
    QVERIFY(*meanFieldTheory(c)->log10Rho < -0.05);
}

namespace {

// E[f(z)] over z ~ N(0, q) by the trapezoid rule on z = sqrt(q) u, |u| <= 12 (spectrally
// accurate for these smooth integrands), independent of the theory's quadrature.
template<typename F>
double gaussMean(double q, F f)
{
    const double step = 1.0 / 64;
    double sum = 0;
    for (double u = -12; u <= 12; u += step)
        sum += f(std::sqrt(q) * u) * std::exp(-0.5 * u * u);
    return sum * step / std::sqrt(2 * 3.14159265358979323846);
}

} // namespace

void TestTheory::criticalStdOfSmoothActivations_data()
{
    QTest::addColumn<int>("activation");
    QTest::newRow("sigmoid") << int(Activation::Sigmoid);
}

void TestTheory::criticalStdOfSmoothActivations()
{
    // The definition, computed directly: from a unit-variance input q_1 = g2, iterate the
    // variance map q <- g2 E[act(z)^2] to its fixed point q*; there chi = g2 E[act'(z)^2] is 1.
    // (Sigmoid's mean keeps q* finite; ReLU-like tails such as softplus's have none, and their
    // edge is ReLU's 2.)
    QFETCH(int, activation);
    const Activation act = Activation(activation);
    const double g2 = std::pow(criticalInitStd(act, 100), 2) * 100;
    double q = g2;
    for (int i = 0; i < 10000; ++i) {
        const double next = g2 * gaussMean(q, [act](double z) { return std::pow(activationValue(act, z), 2); });
        const bool settled = std::fabs(next - q) < 1e-15 * q;
        q = next;
        if (settled)
            break;
    }
    const double chi = g2 * gaussMean(q, [act](double z) { return std::pow(activationSlope(act, z), 2); });
    qInfo("sigma^2 n = %.6f, q* = %.6f, chi = %.9f", g2, q, chi);
    QVERIFY2(std::fabs(chi - 1) < 1e-6, qPrintable(QString::number(chi, 'g', 12)));
}

// chi at the variance map's fixed point, against the map iterated to its fixed point with a
// 30-digit quadrature (mpmath: q <- g2 E[act(sqrt(q) z)^2] from q = g2, then g2 E[act'^2]), and
// the two limits where there is none in reach: q flowing to 0 (chi = g2 act'(0)^2) and, for an
// activation that grows like ReLU, to infinity (chi = g2 / 2).
void TestTheory::chiAtFixedPointByHand()
{
    struct Case
    {
        Activation act;
        double g2, chi;
    };
    for (const Case &k :
         {Case{Activation::Tanh, 2.0, 1.10552882044}, Case{Activation::Tanh, 4.0, 1.36267333752},
          Case{Activation::Sigmoid, 0.5, 0.0294364945786}, Case{Activation::Sigmoid, 4.0, 0.171581354147},
          Case{Activation::Softplus, 0.5, 0.13335052281},
          Case{Activation::Softplus, 1.5, 0.484751374801}, // q rises to its fixed point 2.244
          Case{Activation::Tanh, 0.5, 0.5},                // q -> 0: 0.5 tanh'(0)^2
          Case{Activation::Gelu, 0.5, 0.125},              // q -> 0: 0.5 GELU'(0)^2 = 0.5 / 4
          Case{Activation::Gelu, 4.0, 2.0}}) {             // q -> infinity: 4 / 2
        const double chi = chiAtFixedPoint(k.act, k.g2);
        QVERIFY2(std::fabs(chi - k.chi) <= 1e-9 * k.chi, qPrintable(QStringLiteral("%1 at g2 = %2: chi %3, expected %4")
                                                                        .arg(QString::fromStdString(toString(k.act)))
                                                                        .arg(k.g2)
                                                                        .arg(chi, 0, 'g', 12)
                                                                        .arg(k.chi, 0, 'g', 12)));
    }
}

void TestTheory::headTopGradientByHand()
{
    // With a head, g_L = c (h_L W + b) W^T: E||g_L||^2 per entry is c^2 (2 g2^2 S + g2 sigma_b^2)
    // for iid weights of sigma^2 n = g2 (E||h W W^T||^2 = 2 (g2)^2 ||h||^2, the aligned part
    // twice) and a bias of variance sigma_b^2; S = E[h_L^2]. torch-default: g2 = 1/3,
    // sigma_b^2 = 1 / (3 n).
    ModelConfig c;
    c.depth = 3;
    c.width = 8;
    c.batch = 4;
    c.init = Init::TorchDefault;
    c.head = true;
    const Theory t = *meanFieldTheory(c);
    const double S = std::pow(10.0, 2 * t.log10SignalRms[3]);
    const double coef = lossCoefficients(c).grad, g2 = 1.0 / 3, biasVar = 1.0 / 24;
    const double expected = 0.5 * std::log10(coef * coef * (2 * g2 * g2 * S + g2 * biasVar) * 4 * 8);
    QVERIFY2(std::fabs(t.log10GradNorm[3] - expected) < 1e-9,
             qPrintable(QStringLiteral("%1 against %2").arg(t.log10GradNorm[3], 0, 'g', 12).arg(expected, 0, 'g', 12)));
}

void TestTheory::residualSignalByHand()
{
    // h_l = h_{l-1} + a ReLU(z_l), He (sigma^2 n = 2), no bias, a = 0.5, input N(0, 1). ReLU of
    // z ~ N(0, q) has mean sqrt(q / 2 pi) and second moment q / 2:
    // layer 1: q_1 = 2, S_1 = 1 + a^2, M_1 = a / sqrt(pi);
    // layer 2: q_2 = 2 S_1, S_2 = S_1 + a^2 S_1 + 2 a M_1 sqrt(S_1 / pi) = S_1^2 + 2 a^2 sqrt(S_1) / pi,
    // the cross term being the residual sum's drifting mean.
    ModelConfig c;
    c.depth = 2;
    c.residual = true;
    c.residualRule = ResidualScaleRule::Fixed;
    c.residualScale = 0.5;
    const Theory t = *meanFieldTheory(c);
    const double pi = 3.14159265358979323846, a = 0.5, s1 = 1 + a * a;
    QVERIFY(std::fabs(t.log10SignalRms[1] - 0.5 * std::log10(s1)) < 1e-9);
    const double s2 = s1 * s1 + 2 * a * a * std::sqrt(s1) / pi;
    QVERIFY2(std::fabs(t.log10SignalRms[2] - 0.5 * std::log10(s2)) < 1e-9,
             qPrintable(QStringLiteral("%1 against %2")
                            .arg(t.log10SignalRms[2], 0, 'g', 12)
                            .arg(0.5 * std::log10(s2), 0, 'g', 12)));
}

void TestTheory::residualGradientAgainstEngine_data()
{
    QTest::addColumn<int>("activation");
    QTest::addColumn<int>("init");
    QTest::addColumn<double>("scale");
    // ReLU at LeCun: the residual backward's cross term 2 A K E[a s^2] (the drifting mean of the
    // sum times the branch) moves the gradient about 0.1 decade when its sign is wrong.
    QTest::newRow("relu lecun") << int(Activation::Relu) << int(Init::Lecun) << 1.0;
    // He: sigma^2 n = 2, so the branch's part of the gradient's h-coefficient, beta sigma^2 n,
    // differs from beta / sigma^2 n by 0.5 decade here (LeCun's sigma^2 n = 1 hides it).
    QTest::newRow("relu he") << int(Activation::Relu) << int(Init::He) << 1.0;
    // Sigmoid's mean of 1/2 makes the sum's mean, and the norm's cross term 2 alpha gamma M,
    // large: counted twice it moves the gradient 0.07 decade.
    QTest::newRow("sigmoid lecun") << int(Activation::Sigmoid) << int(Init::Lecun) << 1.0;
    // A branch scaled by 0.5 (h + 0.5 F(h)): the scale enters every term the branch feeds, which
    // the rows above, at scale 1, cannot tell from leaving it out.
    QTest::newRow("relu lecun, branch x 0.5") << int(Activation::Relu) << int(Init::Lecun) << 0.5;
}

void TestTheory::residualGradientAgainstEngine()
{
    // matchesEngineAtLargeWidth's residual rows at a quarter of its width, quick enough for
    // every run.
    QFETCH(int, activation);
    QFETCH(int, init);
    QFETCH(double, scale);
    ModelConfig c;
    c.depth = 6;
    c.width = 256;
    c.batch = 16;
    c.residual = true;
    c.activation = Activation(activation);
    c.init = Init(init);
    c.residualScale = scale;
    const Deviation d = compareWithEngine(c, 2);
    qInfo("largest deviation in log10: signal %.4f, gradient %.4f", d.signal, d.grad);
    QVERIFY2(d.signal < kTolerance, qPrintable(QString::number(d.signal)));
    QVERIFY2(d.grad < kTolerance, qPrintable(QString::number(d.grad)));
}

// The Taylor, quadrature and saturated regimes meet without a step.
void TestTheory::gaussMomentsAgreeAcrossRegimes()
{
    for (Activation a : {Activation::Tanh, Activation::Sigmoid, Activation::Gelu, Activation::Silu,
                         Activation::Softplus, Activation::Elu}) {
        for (double edge : {a == Activation::Elu ? -16.0 : -12.0, 16.0}) {
            const GaussMoments below = gaussMoments(a, edge - 1e-9), above = gaussMoments(a, edge + 1e-9);
            for (auto member : {&GaussMoments::mean, &GaussMoments::meanSquare, &GaussMoments::variance,
                                &GaussMoments::slopeSquare, &GaussMoments::slopeZ, &GaussMoments::valueSlopeZ,
                                &GaussMoments::valueSlopeSq, &GaussMoments::valueSlopeSqr}) {
                const LogReal x = below.*member, y = above.*member;
                // An odd integrand's exact zero (tanh's E[s z]) meets the quadrature's rounding.
                const bool zero = (x.isZero() || y.isZero()) && std::fabs(x.value() - y.value()) < 1e-20;
                // ELU's E[a], E[s z] and E[a s^2] at its switch (q / 4, q / 2, 5 q / 4) are what
                // the quadrature keeps of two parts sqrt(q / 2 pi) large: five digits (2e-5 in
                // log10 there), the other moments' seven.
                const bool cancelling = a == Activation::Elu && edge < 0
                                        && (member == &GaussMoments::mean || member == &GaussMoments::slopeZ
                                            || member == &GaussMoments::valueSlopeSqr);
                const double tolerance = cancelling ? 1e-4 : 1e-6;
                QVERIFY2(zero || (x.sign == y.sign && std::fabs(x.log10 - y.log10) < tolerance),
                         qPrintable(QString("%1 at 1e%2: %3 vs %4")
                                        .arg(QString::fromStdString(toString(a)))
                                        .arg(edge)
                                        .arg(x.log10, 0, 'g', 12)
                                        .arg(y.log10, 0, 'g', 12)));
            }
        }
    }
    // Analytic values at q = 1: ReLU E[a^2] = 1/2, E[s^2] = 1/2; tanh E[s z] = 0.
    QVERIFY(std::fabs(gaussMoments(Activation::Relu, 0).meanSquare.value() - 0.5) < 1e-12);
    QVERIFY(std::fabs(gaussMoments(Activation::Relu, 0).slopeSquare.value() - 0.5) < 1e-12);
    QVERIFY(std::fabs(gaussMoments(Activation::Tanh, 0).slopeZ.value()) < 1e-14);
}

// Depth 1000 at std 0.01, width 64: tanh's signal falls by sqrt(sigma^2 n) a layer once z is
// linear, exactly, to 10^-1097; the engine (also in log10) agrees within its finite-width drift.
void TestTheory::depth1000AtStd001IsFinite()
{
    ModelConfig c;
    c.depth = 1000;
    c.width = 64;
    c.batch = 32;
    c.init = Init::CustomStd;
    c.initStd = 0.01;
    for (Activation a : {Activation::Tanh, Activation::Sigmoid, Activation::Gelu, Activation::Relu}) {
        c.activation = a;
        const Theory t = *meanFieldTheory(c);
        for (size_t l = 0; l <= 1000; ++l)
            QVERIFY(std::isfinite(t.log10SignalRms[l]) && std::isfinite(t.log10GradNorm[l]));
        const Result r = Engine().compute(c);
        // Finite-width drift of the log over 1000 layers at width 64 (forward and backward):
        // under 0.015 a layer, where the values themselves are 10^-1100 to 10^-2800.
        const double drift = std::fabs(r.log10GradNorm[0] - t.log10GradNorm[0]);
        QVERIFY2(drift < 15, qPrintable(QString::number(drift)));
        QVERIFY(std::fabs(r.log10SignalRms[1000] - t.log10SignalRms[1000]) < 15);
    }
    c.activation = Activation::Tanh;
    const Theory t = *meanFieldTheory(c);
    const double step = 0.5 * std::log10(0.01 * 0.01 * 64);
    QVERIFY(std::fabs(t.log10SignalRms[1000] - t.log10SignalRms[999] - step) < 1e-9);
    QVERIFY(t.log10SignalRms[1000] < -1090);
}

void TestTheory::normalizationHasNoLine()
{
    ModelConfig c;
    for (Norm n : {Norm::Batch, Norm::Layer, Norm::Rms}) {
        c.norm = n;
        QVERIFY(!meanFieldTheory(c));
        QVERIFY(!theoryUnavailableReason(c).empty());
    }
    c.norm = Norm::None;
    QVERIFY(meanFieldTheory(c));
    QVERIFY(theoryUnavailableReason(c).empty());
}

void TestTheory::jsonHasTheory()
{
    Run r = run({"--json", "-", "--depth", "7", "--width", "32"});
    QCOMPARE(r.code, 0);
    QJsonObject j = QJsonDocument::fromJson(r.out).object();
    const QJsonObject t = j["theory"].toObject();
    QCOMPARE(t["log10_signal_rms"].toArray().size(), 8);
    QCOMPARE(t["log10_grad_norm"].toArray().size(), 8);
    QVERIFY(std::fabs(t["critical_init_std"].toDouble() - std::sqrt(2.0 / 32)) < 1e-12);
    QVERIFY(t["log10_rho"].isDouble());
    ModelConfig c;
    c.depth = 7;
    c.width = 32;
    QCOMPARE(t["log10_grad_norm"].toArray()[0].toDouble(), meanFieldTheory(c)->log10GradNorm[0]);

    r = run({"--json", "-", "--norm", "layer"});
    QCOMPARE(r.code, 0);
    j = QJsonDocument::fromJson(r.out).object();
    QVERIFY(j.contains("theory") && j["theory"].isNull());
    QVERIFY(!j["theory_note"].toString().isEmpty());
}

void TestTheory::csvTheoryColumns()
{
    const Run plain = run({"--csv", "-", "--depth", "5"});
    const Run with = run({"--csv", "-", "--depth", "5", "--theory"});
    QCOMPARE(plain.code, 0);
    QCOMPARE(with.code, 0);
    const QList<QByteArray> a = plain.out.trimmed().split('\n'), b = with.out.trimmed().split('\n');
    QCOMPARE(a.first(), QByteArray("layer,log10_signal_rms,log10_grad_norm,log10_weight_grad_norm"));
    QCOMPARE(b.first(), a.first() + ",theory_log10_signal_rms,theory_log10_grad_norm");
    QCOMPARE(a.size(), 7);
    QCOMPARE(b.size(), 7);
    for (int i = 1; i < a.size(); ++i) {
        QVERIFY(b[i].startsWith(a[i] + ','));
        QCOMPARE(b[i].split(',').size(), 6);
    }
    const Run norm = run({"--csv", "-", "--depth", "3", "--theory", "--norm", "rms"});
    QCOMPARE(norm.code, 0);
    QVERIFY(norm.out.trimmed().split('\n')[1].endsWith(",,"));
    const Run alone = run({"--json", "-", "--theory"});
    QCOMPARE(alone.code, 2);
    QVERIFY(alone.err.contains("--theory"));
}

void TestTheory::rhoIsThePerLayerFactor_data()
{
    QTest::addColumn<int>("activation");
    QTest::addColumn<int>("depth");
    QTest::addRow("tanh 2") << int(Activation::Tanh) << 2;
    QTest::addRow("tanh 12") << int(Activation::Tanh) << 12;
    QTest::addRow("relu 30") << int(Activation::Relu) << 30;
    QTest::addRow("sigmoid 50") << int(Activation::Sigmoid) << 50;
}

// rho = (||d/dh_0|| / ||d/dh_{L-1}||)^(1/(L-1)): L - 1 layers lie between the two, not L.
void TestTheory::rhoIsThePerLayerFactor()
{
    QFETCH(int, activation);
    QFETCH(int, depth);
    ModelConfig c;
    c.activation = Activation(activation);
    c.depth = depth;
    c.init = Init::CustomStd;
    c.initStd = 0.05; // a vanishing gradient: rho well away from 1
    const std::optional<Theory> t = meanFieldTheory(c);
    QVERIFY(t && t->log10Rho && t->log10FirstLastRatio);
    const double first = t->log10GradNorm[0], last = t->log10GradNorm[size_t(depth - 1)];
    QVERIFY(std::abs(first - last) > 0.01); // dividing by L or by L - 1 differs
    QCOMPARE(*t->log10FirstLastRatio, first - last);
    QCOMPARE(*t->log10Rho, (first - last) / (depth - 1));
}

void TestTheory::meanLossTopGradient_data()
{
    QTest::addColumn<int>("loss");
    QTest::addColumn<double>("coefficient"); // d loss / d out = coefficient * out
    const double batch = 8, width = 32;
    QTest::addRow("half-mean") << int(Loss::HalfMean) << 1.0 / batch;  // 1/(2 batch) sum out^2
    QTest::addRow("sum") << int(Loss::Sum) << 2.0;                     // sum out^2
    QTest::addRow("mean") << int(Loss::Mean) << 2.0 / (batch * width); // mean of out^2
}

// Without a head the top gradient is coefficient * h_L, so its norm is the coefficient times
// sqrt(batch * width) times the signal's rms at layer L, under each loss.
void TestTheory::meanLossTopGradient()
{
    QFETCH(int, loss);
    QFETCH(double, coefficient);
    ModelConfig c;
    c.depth = 5;
    c.batch = 8;
    c.width = 32;
    c.activation = Activation::Tanh;
    c.init = Init::Xavier;
    c.loss = Loss(loss);
    const std::optional<Theory> t = meanFieldTheory(c);
    QVERIFY(t);
    const double want = std::log10(coefficient) + 0.5 * std::log10(8.0 * 32.0) + t->log10SignalRms[5];
    QVERIFY2(std::abs(t->log10GradNorm[5] - want) < 1e-12,
             qPrintable(QStringLiteral("%1 against %2").arg(t->log10GradNorm[5], 0, 'g', 17).arg(want, 0, 'g', 17)));
}

QTEST_GUILESS_MAIN(TestTheory)
#include "test_theory.moc"
