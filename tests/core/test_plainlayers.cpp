// The plain float/double activations and norms (core/engine/plainactivation.h, plainnorm.h):
// each slope and each backward against central finite differences of the forward, the plain
// value against the exact arithmetic's, and float against double.
#include "core/engine/activation.h"
#include "core/engine/plainactivation.h"
#include "core/engine/plainnorm.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

// Inputs across every activation's shape: both sides of 0, the kinks' neighbourhoods avoided.
Eigen::MatrixXd grid()
{
    Eigen::MatrixXd z(1, 17);
    z << -8.0, -4.5, -3.0, -2.2, -1.4, -0.9, -0.6, -0.3, -0.07, 0.05, 0.2, 0.5, 0.8, 1.3, 2.4, 3.7, 7.5;
    return z;
}

double plainValue(Activation act, double z)
{
    Eigen::MatrixXd in(1, 1), a, d;
    in(0, 0) = z;
    plain::activate(act, in, a, d);
    return a(0, 0);
}

// A fixed batch, rows = examples, columns = features.
Eigen::MatrixXd batch()
{
    Eigen::MatrixXd x(4, 5);
    for (Eigen::Index i = 0; i < x.size(); ++i)
        x.data()[i] = std::sin(1.3 * double(i) + 0.4) * 2.0 + 0.1 * double(i);
    return x;
}

// sum(w .* norm(x)): a loss whose gradient with respect to norm(x) is w.
double weightedSum(Norm norm, const Eigen::MatrixXd &x, const Eigen::MatrixXd &w)
{
    plain::NormState<double> s;
    plain::normForward(norm, 0.01, x, s);
    return s.y.cwiseProduct(w).sum();
}

} // namespace

class TestPlainLayers : public QObject
{
    Q_OBJECT

private slots:
    void slopeIsTheValuesDerivative_data() { activations(); }
    void slopeIsTheValuesDerivative();
    void valueIsTheExactArithmetics_data() { activations(); }
    void valueIsTheExactArithmetics();
    void floatFollowsDouble_data() { activations(); }
    void floatFollowsDouble();
    void normBackwardIsTheForwardsDerivative_data() { norms(); }
    void normBackwardIsTheForwardsDerivative();
    void normOutputIsNormalized_data() { norms(); }
    void normOutputIsNormalized();

private:
    static void activations();
    static void norms();
};

void TestPlainLayers::activations()
{
    QTest::addColumn<int>("activation");
    for (size_t i = 0; i < kActivationCount; ++i)
        QTest::newRow(activationNames()[i].c_str()) << int(i);
}

void TestPlainLayers::slopeIsTheValuesDerivative()
{
    QFETCH(int, activation);
    const Activation act = Activation(activation);
    const Eigen::MatrixXd z = grid();
    Eigen::MatrixXd a, d;
    plain::activate(act, z, a, d);
    const double h = 1e-6;
    for (Eigen::Index i = 0; i < z.size(); ++i) {
        const double fd = (plainValue(act, z(i) + h) - plainValue(act, z(i) - h)) / (2 * h);
        QVERIFY2(std::fabs(fd - d(i)) < 1e-7 * std::max(1.0, std::fabs(d(i))),
                 qPrintable(QString("z = %1: slope %2, differences %3").arg(z(i)).arg(d(i)).arg(fd)));
    }
}

void TestPlainLayers::valueIsTheExactArithmetics()
{
    QFETCH(int, activation);
    const Activation act = Activation(activation);
    const Eigen::MatrixXd z = grid();
    Eigen::MatrixXd a, d;
    plain::activate(act, z, a, d);
    for (Eigen::Index i = 0; i < z.size(); ++i) {
        const double value = activationValue(act, z(i)), slope = activationSlope(act, z(i));
        QVERIFY2(std::fabs(a(i) - value) <= 1e-13 * std::max(1.0, std::fabs(value)),
                 qPrintable(QString("z = %1: value %2, exact %3").arg(z(i)).arg(a(i)).arg(value)));
        QVERIFY2(std::fabs(d(i) - slope) <= 1e-13 * std::max(1.0, std::fabs(slope)),
                 qPrintable(QString("z = %1: slope %2, exact %3").arg(z(i)).arg(d(i)).arg(slope)));
    }
}

void TestPlainLayers::floatFollowsDouble()
{
    QFETCH(int, activation);
    const Activation act = Activation(activation);
    const Eigen::MatrixXd z = grid();
    Eigen::MatrixXd a, d;
    Mat<float> af, df;
    plain::activate(act, z, a, d);
    plain::activate(act, Mat<float>(z.cast<float>()), af, df);
    for (Eigen::Index i = 0; i < z.size(); ++i) {
        QVERIFY2(std::fabs(double(af(i)) - a(i)) <= 1e-6 * std::max(1.0, std::fabs(a(i))),
                 qPrintable(QString("z = %1: float value %2, double %3").arg(z(i)).arg(af(i)).arg(a(i))));
        QVERIFY2(std::fabs(double(df(i)) - d(i)) <= 1e-6 * std::max(1.0, std::fabs(d(i))),
                 qPrintable(QString("z = %1: float slope %2, double %3").arg(z(i)).arg(df(i)).arg(d(i))));
    }
}

void TestPlainLayers::norms()
{
    QTest::addColumn<int>("norm");
    QTest::newRow("batch") << int(Norm::Batch);
    QTest::newRow("layer") << int(Norm::Layer);
    QTest::newRow("rms") << int(Norm::Rms);
}

// dx of the loss sum(w .* y) against central differences of that loss, entry by entry.
void TestPlainLayers::normBackwardIsTheForwardsDerivative()
{
    QFETCH(int, norm);
    const Norm n = Norm(norm);
    const Eigen::MatrixXd x = batch();
    Eigen::MatrixXd w(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < w.size(); ++i)
        w.data()[i] = std::cos(0.7 * double(i)) + 0.2;
    plain::NormState<double> s;
    plain::normForward(n, 0.01, x, s);
    Eigen::MatrixXd dx;
    plain::normBackward(n, s, w, dx);
    const double h = 1e-6;
    for (Eigen::Index i = 0; i < x.size(); ++i) {
        Eigen::MatrixXd up = x, down = x;
        up.data()[i] += h;
        down.data()[i] -= h;
        const double fd = (weightedSum(n, up, w) - weightedSum(n, down, w)) / (2 * h);
        QVERIFY2(std::fabs(fd - dx.data()[i]) < 1e-7,
                 qPrintable(QString("entry %1: dx %2, differences %3").arg(i).arg(dx.data()[i]).arg(fd)));
    }
}

// Each group of the output has mean 0 (not RMSNorm) and mean square var / (var + eps).
void TestPlainLayers::normOutputIsNormalized()
{
    QFETCH(int, norm);
    const Norm n = Norm(norm);
    const Eigen::MatrixXd x = batch();
    plain::NormState<double> s;
    plain::normForward(n, 0.0, x, s);
    const Eigen::MatrixXd groups = n == Norm::Batch ? Eigen::MatrixXd(s.y.transpose()) : s.y;
    for (Eigen::Index g = 0; g < groups.rows(); ++g) {
        if (n != Norm::Rms)
            QVERIFY(std::fabs(groups.row(g).mean()) < 1e-14);
        QVERIFY(std::fabs(groups.row(g).squaredNorm() / double(groups.cols()) - 1.0) < 1e-13);
        QVERIFY(std::fabs(s.scale(g) * s.r(g) - 1.0) < 1e-15);
    }
}

QTEST_APPLESS_MAIN(TestPlainLayers)
#include "test_plainlayers.moc"
