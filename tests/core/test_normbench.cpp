// The Norms view's bench (core/lesson/normbench.cpp) on numbers worked by hand: evaluation-mode
// BatchNorm with given running statistics is (x - running mean) / sqrt(running var + eps).
#include "core/lesson/normbench.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

class TestNormBench : public QObject
{
    Q_OBJECT

private slots:
    void evalModeUsesTheRunningStatistics();
    void runningVarianceOfTwoRows();
    void epsJoinsTheVariance();
    void noShiftNoChange();
};

void TestNormBench::evalModeUsesTheRunningStatistics()
{
    RunningStats running;
    running.mean = Eigen::Vector2d(1, 2);
    running.var = Eigen::Vector2d(4, 9);
    Eigen::MatrixXd x(2, 2);
    x << 3, 8, 1, -1;
    const Eigen::MatrixXd y = batchNormEval(x, running, 0.0);
    QCOMPARE(y(0, 0), 1.0);  // (3 - 1) / 2
    QCOMPARE(y(0, 1), 2.0);  // (8 - 2) / 3
    QCOMPARE(y(1, 0), 0.0);  // (1 - 1) / 2
    QCOMPARE(y(1, 1), -1.0); // (-1 - 2) / 3
    // eps joins the variance: (3 - 1) / sqrt(4 + 5) with eps = 5.
    QVERIFY(std::fabs(batchNormEval(x, running, 5.0)(0, 0) - 2.0 / 3) < 1e-15);
}

void TestNormBench::runningVarianceOfTwoRows()
{
    // A batch of two, (1, 3): mean 2, biased variance 1, unbiased 2 (PyTorch stores the
    // unbiased one). One step at momentum 0.1 from (0, 1): mean 0.2, variance 0.9 + 0.2 = 1.1.
    Eigen::MatrixXd x(2, 1);
    x << 1, 3;
    const RunningStats r = batchNormRunningAfter(x, 1, 0.1);
    QVERIFY(std::fabs(r.mean(0) - 0.2) < 1e-15);
    QVERIFY2(std::fabs(r.var(0) - 1.1) < 1e-15, qPrintable(QString::number(r.var(0))));
}

void TestNormBench::epsJoinsTheVariance()
{
    // LayerNorm of (1, 2, 3, 4): variance 1.25, scale sqrt(1.25 + eps); RMSNorm: sqrt(7.5 + eps).
    Eigen::MatrixXd x(1, 4);
    x << 1, 2, 3, 4;
    QVERIFY(std::fabs(layerNormStats(x, 0.01).scale(0) - std::sqrt(1.26)) < 1e-15);
    QVERIFY(std::fabs(rmsNormStats(x, 0.5).scale(0) - std::sqrt(8.0)) < 1e-15);
    QVERIFY(std::fabs(batchNormStats(x.transpose(), 0.75).scale(0) - std::sqrt(2.0)) < 1e-15);
}

// Shifting by 0 changes neither norm's output: the change is the difference of the two outputs.
void TestNormBench::noShiftNoChange()
{
    Eigen::MatrixXd x(2, 3);
    x << 1.0, -2.0, 0.5, 3.0, 0.25, -1.0;
    QCOMPARE(rmsNormShiftChange(x, 0.0), 0.0);
    QCOMPARE(layerNormShiftChange(x, 0.0), 0.0);
}

QTEST_APPLESS_MAIN(TestNormBench)
#include "test_normbench.moc"
