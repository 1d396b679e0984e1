// The one-number chains of the Chain and Residual chain views (core/lesson/chain.cpp) at their
// edges, by hand: the gradient after k units is the product of k equal factors.
#include "core/lesson/chain.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

class TestChain : public QObject
{
    Q_OBJECT

private slots:
    void residualChainPerBlock();
    void noBlocksNoFactors();
};

void TestChain::residualChainPerBlock()
{
    // Block slope 0.5: the plain chain halves per block, the residual one grows 1.5 times.
    const std::vector<double> plain = residualChainLog10Series(3, 0.5, false);
    const std::vector<double> residual = residualChainLog10Series(3, 0.5, true);
    QCOMPARE(plain.size(), size_t(3));
    QCOMPARE(residual.size(), size_t(3));
    for (int k = 1; k <= 3; ++k) {
        QVERIFY(std::fabs(plain[size_t(k - 1)] - k * std::log10(0.5)) < 1e-12);
        QVERIFY(std::fabs(residual[size_t(k - 1)] - k * std::log10(1.5)) < 1e-12);
    }
    QCOMPARE(residualChainGradient(3, 0.5, false), 0.125);
    QCOMPARE(residualChainGradient(3, 0.5, true), 3.375);
}

void TestChain::noBlocksNoFactors()
{
    // Zero blocks: an empty product, so the gradient passes unchanged, and no point to draw.
    QVERIFY(residualChainLog10Series(0, 0.5, false).empty());
    QVERIFY(residualChainLog10Series(0, 0.5, true).empty());
    QCOMPARE(residualChainGradient(0, 0.5, false), 1.0);
}

QTEST_APPLESS_MAIN(TestChain)
#include "test_chain.moc"
