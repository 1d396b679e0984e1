// Zero and constant initialization: every unit of a layer is the same, so every unit gets the
// same gradient and no step can tell them apart. The engine shows it exactly.
#include "core/engine/engine.h"
#include "core/report/serialization.h"
#include "core/engine/symmetry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <cstdint>

using namespace gradflow;

namespace {

ModelConfig symmetric(Init init, Activation activation)
{
    ModelConfig c;
    c.depth = 6;
    c.width = 24;
    c.batch = 10;
    c.init = init;
    c.initConstant = 0.05;
    c.activation = activation;
    return c;
}

bool isExactZero(double log10Value) { return std::isinf(log10Value) && log10Value < 0; }

} // namespace

class TestSymmetry : public QObject
{
    Q_OBJECT

private slots:
    void randomInitHasDistinctUnits();
    void constantInitHasOneUnitPerLayer();
    void constantInitGivesEveryUnitTheSameGradient();
    void zeroInitReluIsExactlyZero();
    void zeroInitSigmoidStopsAtTheTop();
    void jsonCountsUnits();
    void columnsCountedByEveryEntry();
};

void TestSymmetry::randomInitHasDistinctUnits()
{
    ModelConfig c = symmetric(Init::He, Activation::Tanh);
    const Result r = Engine().compute(c);
    QCOMPARE(int(r.distinctUnits.size()), c.depth + 1);
    for (int n : r.distinctUnits)
        QCOMPARE(n, c.width);
}

void TestSymmetry::constantInitHasOneUnitPerLayer()
{
    for (Activation a : {Activation::Tanh, Activation::Relu, Activation::Gelu, Activation::Sigmoid}) {
        for (Precision p : {Precision::Double, Precision::Float}) {
            ModelConfig c = symmetric(Init::Constant, a);
            c.precision = p;
            const Result r = Engine().compute(c);
            QCOMPARE(r.distinctUnits[0], c.width); // the input is random
            for (int l = 1; l <= c.depth; ++l)
                QCOMPARE(r.distinctUnits[size_t(l)], 1);
            QVERIFY(std::isfinite(r.log10GradNorm[0])); // a gradient flows, symmetric
        }
    }
}

// d loss / d W_l = u^T dz: identical columns of u and of dz make every entry the same.
void TestSymmetry::constantInitGivesEveryUnitTheSameGradient()
{
    ModelConfig c = symmetric(Init::Constant, Activation::Tanh);
    Probe probe;
    probe.keepGradients = true;
    const Result r = Engine().compute(c, {}, &probe);
    for (int l = 2; l <= c.depth; ++l) { // layer 1's input is random: its rows differ
        const Eigen::MatrixXd &g = r.weightGradients[size_t(l - 1)];
        const double top = g.cwiseAbs().maxCoeff();
        QVERIFY(top > 0);
        QVERIFY2((g.array() - g(0, 0)).abs().maxCoeff() <= 1e-12 * top, qPrintable(QString::number(l)));
    }
    // Layer 1: every column (unit) has the same gradient.
    const Eigen::MatrixXd &g1 = r.weightGradients[0];
    for (Eigen::Index j = 1; j < g1.cols(); ++j)
        QVERIFY((g1.col(j) - g1.col(0)).cwiseAbs().maxCoeff() <= 1e-12 * g1.cwiseAbs().maxCoeff());
}

// ReLU(0) = 0: the signal and every gradient are exactly zero, shown as such (not 1e-300).
void TestSymmetry::zeroInitReluIsExactlyZero()
{
    ModelConfig c = symmetric(Init::Zero, Activation::Relu);
    const Result r = Engine().compute(c);
    for (int l = 1; l <= c.depth; ++l) {
        QVERIFY(isExactZero(r.log10SignalRms[size_t(l)]));
        QCOMPARE(r.distinctUnits[size_t(l)], 1);
    }
    for (double g : r.log10GradNorm)
        QVERIFY(isExactZero(g));
    for (double g : r.log10WeightGradNorm)
        QVERIFY(isExactZero(g));
}

// sigmoid(0) = 1/2: the signal is 1/2 everywhere and the loss has a gradient at the top, but
// a zero weight matrix passes nothing down: exactly zero below layer L, and only W_L learns.
void TestSymmetry::zeroInitSigmoidStopsAtTheTop()
{
    ModelConfig c = symmetric(Init::Zero, Activation::Sigmoid);
    const Result r = Engine().compute(c);
    QVERIFY(std::fabs(r.log10SignalRms[size_t(c.depth)] - std::log10(0.5)) < 1e-12);
    QVERIFY(std::isfinite(r.log10GradNorm[size_t(c.depth)]));
    for (int l = 0; l < c.depth; ++l)
        QVERIFY(isExactZero(r.log10GradNorm[size_t(l)]));
    QVERIFY(std::isfinite(r.log10WeightGradNorm[size_t(c.depth - 1)]));
    for (int l = 1; l < c.depth; ++l)
        QVERIFY(isExactZero(r.log10WeightGradNorm[size_t(l - 1)]));
}

void TestSymmetry::jsonCountsUnits()
{
    const Result r = Engine().compute(symmetric(Init::Constant, Activation::Tanh));
    const QJsonObject j = QJsonDocument::fromJson(QByteArray::fromStdString(resultToJson(r))).object();
    const QJsonArray layers = j["layers"].toArray();
    QCOMPARE(layers[0].toObject()["distinct_units"].toInt(), 24);
    QCOMPARE(layers[3].toObject()["distinct_units"].toInt(), 1);
    QVERIFY(j["theory"].isNull()); // identical units are not a random network
    QCOMPARE(j["config"].toObject()["init"].toString(), QStringLiteral("constant"));
    QCOMPARE(j["config"].toObject()["init-constant"].toDouble(), 0.05);
}

// The counter on its own: columns that differ only in their last entry are two units; equal
// columns, or columns differing only in the sign of a zero, are one.
void TestSymmetry::columnsCountedByEveryEntry()
{
    Eigen::MatrixXd m(3, 6);
    m.col(0) << 1.0, 2.0, 3.0;
    m.col(1) << 1.0, 2.0, 4.0; // differs from column 0 in the last entry only
    m.col(2) << 1.0, 2.0, 3.0; // equal to column 0
    m.col(3) << 0.0, 5.0, 0.0;
    m.col(4) << -0.0, 5.0, -0.0; // the same unit as column 3
    m.col(5) << 1.0, 2.0, 4.0;   // equal to column 1
    QCOMPARE(columnCensus(m).distinct, 3);
    QCOMPARE(columnCensus(m).zero, 0);
    const ColumnCensus zeros = columnCensus(Eigen::MatrixXd(Eigen::MatrixXd::Zero(4, 5)));
    QCOMPARE(zeros.distinct, 1);
    QCOMPARE(zeros.zero, 5);
    QCOMPARE(columnCensus(Eigen::MatrixXd(4, 0)).distinct, 0);
    Eigen::MatrixXf f = m.cast<float>();
    QCOMPARE(columnCensus(f).distinct, 3);
    // A column whose fingerprint is exactly zero is no zero column; -0 is zero; a NaN counts as
    // a unit of its own. The fingerprint weights are splitmix64 of the row numbers 1 and 2 (as
    // symmetry.cpp draws them): (w1, -w0) sums to w0 w1 - w1 w0 = 0 exactly.
    auto weight = [](std::uint64_t row) {
        std::uint64_t z = row * 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        return 1.0 + double(z >> 11) * 0x1.0p-53;
    };
    Eigen::MatrixXd z(2, 5);
    z.col(0) << weight(2), -weight(1);
    QCOMPARE(z.col(0).dot(Eigen::Vector2d(weight(1), weight(2))), 0.0);
    z.col(1) << -0.0, 0.0;
    z.col(2) << 0.0, 0.0;
    z.col(3) << std::nan(""), 0.0;
    z.col(4) << 1.0, std::nan("");
    const ColumnCensus mixed = columnCensus(z);
    QCOMPARE(mixed.zero, 2);
    QCOMPARE(mixed.distinct, 4); // the two zero columns are one unit; NaN equals nothing
    // All different fingerprints but for two equal columns among many: found.
    Eigen::MatrixXd wide = Eigen::MatrixXd::Random(8, 64);
    wide.col(40) = wide.col(3);
    QCOMPARE(columnCensus(wide).distinct, 63);
}

QTEST_GUILESS_MAIN(TestSymmetry)
#include "test_symmetry.moc"
