// Clipping by the global norm (core/analysis/clipping.cpp), by hand: on a plain vector (clipVector,
// the Clipping view's stand-in) and on parts held as log10 norms (clipByGlobalNorm): scaled to the
// limit when longer, untouched otherwise, and an all-zero gradient left alone.
#include "core/analysis/clipping.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace gradflow;

class TestClipping : public QObject
{
    Q_OBJECT

private slots:
    void plainVectorByHand();
    void partsByHand();
    void allZeroGradientIsLeftAlone();
};

void TestClipping::plainVectorByHand()
{
    // (1, 1) has length sqrt(2): clipped at 1 it is (1, 1) / sqrt(2).
    const std::vector<double> unit = clipVector({1.0, 1.0}, 1.0);
    QCOMPARE(unit.size(), size_t(2));
    QVERIFY(std::fabs(unit[0] - std::sqrt(0.5)) < 1e-15);
    QVERIFY(std::fabs(unit[1] - std::sqrt(0.5)) < 1e-15);
    // (3, -4) has length 5: at 10 it stays, at 2.5 it halves.
    QCOMPARE(clipVector({3.0, -4.0}, 10.0), (std::vector<double>{3.0, -4.0}));
    QCOMPARE(clipVector({3.0, -4.0}, 2.5), (std::vector<double>{1.5, -2.0}));
    // A zero vector has no direction: it stays zero.
    QCOMPARE(clipVector({0.0, 0.0}, 1.0), (std::vector<double>{0.0, 0.0}));
    // Far below 1 the squares would underflow: (3, 4) x 1e-200 is still 5e-200 long.
    const std::vector<double> tiny = clipVector({3e-200, 4e-200}, 1e-200);
    QVERIFY(std::fabs(tiny[0] / 0.6e-200 - 1) < 1e-15 && std::fabs(tiny[1] / 0.8e-200 - 1) < 1e-15);
}

void TestClipping::partsByHand()
{
    // Parts of norm 3 and 4: the global norm 5; clipped at 1 each part is scaled by 1/5, and
    // the outcome keeps the parts as they came.
    const std::vector<double> parts{std::log10(3.0), std::log10(4.0)};
    const ClipOutcome c = clipByGlobalNorm(parts, 1.0);
    QCOMPARE(c.log10PartsBefore, parts);
    QVERIFY(std::fabs(c.log10Norm - std::log10(5.0)) < 1e-15);
    QVERIFY(c.clipped);
    QVERIFY(std::fabs(c.log10Scale + std::log10(5.0)) < 1e-15);
    QCOMPARE(c.log10PartsAfter.size(), size_t(2));
    QVERIFY(std::fabs(c.log10PartsAfter[0] - std::log10(0.6)) < 1e-15);
    QVERIFY(std::fabs(c.log10PartsAfter[1] - std::log10(0.8)) < 1e-15);
    QVERIFY(std::fabs(c.log10ClippedNorm) < 1e-15);
    QVERIFY(std::fabs(c.cosine - 1.0) < 1e-15); // the direction is kept
    // Each part's share of the norm is kept too: 3/5 and 4/5.
    QCOMPARE(c.sharesAfter.size(), size_t(2));
    QVERIFY(std::fabs(c.sharesAfter[0] - 0.6) < 1e-15 && std::fabs(c.sharesAfter[1] - 0.8) < 1e-15);
    // Under the limit nothing is scaled: the norm after is the norm before, 0.5.
    const ClipOutcome under = clipByGlobalNorm({std::log10(0.3), std::log10(0.4)}, 1.0);
    QVERIFY(!under.clipped);
    QVERIFY(std::fabs(under.log10ClippedNorm - std::log10(0.5)) < 1e-15);
    QVERIFY(std::fabs(under.sharesAfter[0] - 0.6) < 1e-15 && std::fabs(under.sharesAfter[1] - 0.8) < 1e-15);
    // A network's parts: its blocks, then its head.
    Result r;
    r.log10WeightGradNorm = {-1.0, 2.0};
    r.log10HeadWeightGradNorm = 0.5;
    QCOMPARE(weightGradientParts(r), (std::vector<double>{-1.0, 2.0, 0.5}));
}

void TestClipping::allZeroGradientIsLeftAlone()
{
    // Every part exactly zero: no norm to clip by, nothing scaled, and g is parallel to itself.
    const double zero = -std::numeric_limits<double>::infinity();
    const ClipOutcome c = clipByGlobalNorm({zero, zero}, 1.0);
    QCOMPARE(c.log10Norm, zero);
    QVERIFY(!c.clipped);
    QCOMPARE(c.log10Scale, 0.0);
    QCOMPARE(c.log10PartsBefore, (std::vector<double>{zero, zero}));
    QCOMPARE(c.log10PartsAfter, (std::vector<double>{zero, zero}));
    QCOMPARE(c.cosine, 1.0);
}

QTEST_APPLESS_MAIN(TestClipping)
#include "test_clipping.moc"
