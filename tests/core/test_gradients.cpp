// Every backward path against central finite differences of the loss, on small networks.
#include "core/engine/engine.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

double loss(Engine &engine, const ModelConfig &c, const Probe &probe)
{
    return std::pow(10.0, engine.compute(c, {}, &probe).log10Loss);
}

struct Variant
{
    Norm norm;
    NormPlace place;
    bool residual;
    bool head;
    Loss loss;
    Init init;
};

std::vector<Variant> allVariants()
{
    std::vector<Variant> out;
    for (Norm norm : {Norm::None, Norm::Batch, Norm::Layer, Norm::Rms})
        for (NormPlace place : {NormPlace::Pre, NormPlace::Post}) {
            if (norm == Norm::None && place == NormPlace::Post)
                continue;
            for (bool residual : {false, true})
                for (bool head : {false, true})
                    for (Loss l : {Loss::HalfMean, Loss::Sum, Loss::Mean})
                        out.push_back({norm, place, residual, head, l, head ? Init::TorchDefault : Init::Lecun});
        }
    return out;
}

QString name(const ModelConfig &c)
{
    return QString::fromStdString(toString(c.activation) + "/" + toString(c.norm) + "-" + toString(c.normPlace)
                                  + (c.residual ? "/residual" : "") + (c.head ? "/head" : "") + "/" + toString(c.loss)
                                  + "/" + toString(c.init));
}

} // namespace

class TestGradients : public QObject
{
    Q_OBJECT

private slots:
    void finiteDifferences_data();
    void finiteDifferences();
    void floatMatchesDouble();
    void reportedNormsMatchGradients();
    void constantGroupGradient();
};

void TestGradients::finiteDifferences_data()
{
    QTest::addColumn<int>("activation");
    for (size_t i = 0; i < activationNames().size(); ++i)
        QTest::newRow(activationNames()[i].c_str()) << int(i);
}

// For each activation, every norm x placement x residual x head x loss: d loss / d h_0 and
// d loss / d W_l (first block, last block, head) against central differences. A wrong sign,
// factor or missing path in any backward rule moves the error from ~1e-9 to order 1.
void TestGradients::finiteDifferences()
{
    QFETCH(int, activation);
    Engine engine;
    int checked = 0;
    for (const Variant &v : allVariants()) {
        ModelConfig c;
        c.depth = 3;
        c.width = 5;
        c.batch = 4;
        c.activation = Activation(activation);
        c.norm = v.norm;
        c.normPlace = v.place;
        c.residual = v.residual;
        c.residualScale = 0.7;
        c.head = v.head;
        c.loss = v.loss;
        c.init = v.init;
        c.seed = 7;
        c.normEps = 0.01; // large enough that eps's share of the gradient is well resolved
        // Keep ReLU-like kinks away from the differencing step: a fixed, generic input.
        Eigen::MatrixXd input(c.batch, c.width);
        for (int i = 0; i < input.size(); ++i)
            input.data()[i] = std::sin(1.7 * i + 0.3) * 1.3 + 0.05 * i;
        Probe probe;
        probe.input = input;
        probe.keepGradients = true;
        const Result r = engine.compute(c, {}, &probe);
        QVERIFY2(r.inputGradient.allFinite(), qPrintable(name(c)));

        const double h = 1e-6;
        Eigen::MatrixXd numeric(c.batch, c.width);
        for (int i = 0; i < input.size(); ++i) {
            Probe p = probe;
            p.keepGradients = false;
            Eigen::MatrixXd x = input;
            x.data()[i] += h;
            p.input = x;
            const double up = loss(engine, c, p);
            x.data()[i] -= 2 * h;
            p.input = x;
            const double down = loss(engine, c, p);
            numeric.data()[i] = (up - down) / (2 * h);
        }
        // Central differences resolve a gradient only down to a floor of about
        // machine epsilon * loss / h per entry; a normalized output makes the loss nearly
        // scale-invariant and its gradient that small, so the floor counts as well.
        const double floor = 1e-8 * std::max(1.0, std::pow(10.0, r.log10Loss));
        const double inputError = (r.inputGradient - numeric).norm() / (numeric.norm() + floor * input.size());
        QVERIFY2(inputError < 1e-5,
                 qPrintable(QStringLiteral("%1: input gradient error %2").arg(name(c)).arg(inputError)));

        for (int layer : {1, c.depth}) {
            for (auto [row, col] : {std::pair{0, 1}, std::pair{3, 2}}) {
                Probe p;
                p.input = input;
                p.nudgeLayer = layer;
                p.nudgeRow = row;
                p.nudgeCol = col;
                p.nudge = h;
                const double up = loss(engine, c, p);
                p.nudge = -h;
                const double down = loss(engine, c, p);
                const double fd = (up - down) / (2 * h);
                const double analytic = r.weightGradients[size_t(layer - 1)](row, col);
                const double scale = r.weightGradients[size_t(layer - 1)].norm() + floor * 100;
                QVERIFY2(std::fabs(fd - analytic) < 1e-5 * scale,
                         qPrintable(QStringLiteral("%1: dW_%2(%3,%4) = %5, differences give %6")
                                        .arg(name(c))
                                        .arg(layer)
                                        .arg(row)
                                        .arg(col)
                                        .arg(analytic)
                                        .arg(fd)));
            }
        }
        ++checked;
    }
    QCOMPARE(checked, int(allVariants().size()));
}

// Float runs the same rules in single precision: it must agree to single precision.
void TestGradients::floatMatchesDouble()
{
    Engine engine;
    for (const Variant &v : allVariants()) {
        for (Activation a : {Activation::Relu, Activation::Gelu, Activation::Tanh}) {
            // A normalized output makes the loss nearly constant (the confound the Pre-LN/Post-LN
            // check avoids with a head): its tiny gradient is a cancellation, rough in float.
            if (v.norm != Norm::None && v.place == NormPlace::Post && !v.head)
                continue;
            ModelConfig c;
            c.depth = 12;
            c.width = 16;
            c.batch = 8;
            c.activation = a;
            c.norm = v.norm;
            c.normPlace = v.place;
            c.residual = v.residual;
            c.head = v.head;
            c.loss = v.loss;
            c.init = v.init;
            const Result d = engine.compute(c);
            c.precision = Precision::Float;
            const Result f = engine.compute(c);
            for (size_t l = 0; l < d.log10GradNorm.size(); ++l) {
                QVERIFY2(std::fabs(d.log10GradNorm[l] - f.log10GradNorm[l]) < 1e-4, qPrintable(name(c)));
                QVERIFY2(std::fabs(d.log10SignalRms[l] - f.log10SignalRms[l]) < 1e-4, qPrintable(name(c)));
            }
        }
    }
}

// The per-layer norms are computed without forming dW where that is cheaper; they must equal
// the norms of the full weight gradients.
void TestGradients::reportedNormsMatchGradients()
{
    Engine engine;
    ModelConfig c;
    c.depth = 6;
    c.width = 32;
    c.batch = 4;
    c.norm = Norm::Batch;
    Probe probe;
    probe.keepGradients = true;
    const Result full = engine.compute(c, {}, &probe);
    const Result fast = engine.compute(c);
    for (int l = 0; l < c.depth; ++l) {
        const double expected = std::log10(full.weightGradients[size_t(l)].norm());
        QVERIFY(std::fabs(fast.log10WeightGradNorm[size_t(l)] - expected) < 1e-10);
    }
}

// A group a norm sees as constant (a zero example for LayerNorm and RMSNorm, a constant feature
// for BatchNorm) normalizes to zero, yet with eps > 0 its gradient is (dy - mean dy) / sqrt(eps)
// (dy / sqrt(eps) for RMSNorm), not zero: the input gradient against central differences.
void TestGradients::constantGroupGradient()
{
    Engine engine;
    for (Norm norm : {Norm::Layer, Norm::Rms, Norm::Batch}) {
        ModelConfig c;
        c.depth = 2;
        c.width = 5;
        c.batch = 4;
        c.activation = Activation::Tanh;
        c.norm = norm;
        c.normPlace = NormPlace::Pre;
        c.init = Init::Lecun;
        c.seed = 3;
        c.normEps = 0.01;
        Eigen::MatrixXd input(c.batch, c.width);
        for (int i = 0; i < input.size(); ++i)
            input.data()[i] = std::sin(1.7 * i + 0.3) * 1.3 + 0.05 * i;
        if (norm == Norm::Batch)
            input.col(2).setConstant(0.7);
        else
            input.row(1).setZero();
        Probe probe;
        probe.input = input;
        probe.keepGradients = true;
        const Result r = engine.compute(c, {}, &probe);
        const double h = 1e-6;
        for (int i = 0; i < input.size(); ++i) {
            Probe p;
            Eigen::MatrixXd x = input;
            x.data()[i] += h;
            p.input = x;
            const double up = loss(engine, c, p);
            x.data()[i] -= 2 * h;
            p.input = x;
            const double down = loss(engine, c, p);
            const double numeric = (up - down) / (2 * h);
            QVERIFY2(std::fabs(r.inputGradient.data()[i] - numeric) < 1e-6 * (1 + std::fabs(numeric)),
                     qPrintable(QStringLiteral("%1 entry %2: %3, differences give %4")
                                    .arg(toString(norm).c_str())
                                    .arg(i)
                                    .arg(r.inputGradient.data()[i])
                                    .arg(numeric)));
        }
        // With eps = 0 a constant group's scale is undefined: its gradient is taken as exactly
        // zero (and nothing else changes).
        c.normEps = 0.0;
        const Result zeroEps = engine.compute(c, {}, &probe);
        for (int i = 0; i < input.size(); ++i) {
            const bool constantGroup = norm == Norm::Batch ? i / c.batch == 2 : i % c.batch == 1;
            if (constantGroup)
                QCOMPARE(zeroEps.inputGradient.data()[i], 0.0);
            else
                QVERIFY(std::isfinite(zeroEps.inputGradient.data()[i]) && zeroEps.inputGradient.data()[i] != 0.0);
        }
    }
}

QTEST_APPLESS_MAIN(TestGradients)
#include "test_gradients.moc"
