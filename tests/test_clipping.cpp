// Clipping by the global norm on a plain vector (core/analysis/clipping.cpp, clipVector), the
// Clipping view's stand-in, by hand: scaled to the limit when longer, untouched otherwise.
#include "core/analysis/clipping.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

class TestClipping : public QObject
{
    Q_OBJECT

private slots:
    void plainVectorByHand();
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
}

QTEST_APPLESS_MAIN(TestClipping)
#include "test_clipping.moc"
