// Relative mode's one definition (core/analysis/relative.cpp): a curve divided by its first
// value, with exact zeros (-infinity in log10) kept as zeros and no division where the first
// value is missing or zero.
#include "core/analysis/relative.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace gradflow;

namespace {

constexpr double kZero = -std::numeric_limits<double>::infinity(); // log10 of an exact zero

} // namespace

class TestRelative : public QObject
{
    Q_OBJECT

private slots:
    void baseIsTheFirstValue();
    void noBaseWithoutAFiniteFirstValue();
    void divisionKeepsExactZeros();
    void curveStartsAtOne();
};

void TestRelative::baseIsTheFirstValue()
{
    QCOMPARE(relativeBase({2.5, -3.0, 7.0}), std::optional<double>(2.5));
    QCOMPARE(relativeBase({-4.0}), std::optional<double>(-4.0));
    // A zero later in the curve does not matter: only the reference value is the divisor.
    QCOMPARE(relativeBase({1.0, kZero}), std::optional<double>(1.0));
}

void TestRelative::noBaseWithoutAFiniteFirstValue()
{
    QVERIFY(!relativeBase({kZero, 3.0, 4.0}));
    QVERIFY(!relativeBase({std::nan(""), 3.0}));
    QVERIFY(!relativeBase({}));
}

void TestRelative::divisionKeepsExactZeros()
{
    // Dividing by 10^1.5 subtracts 1.5 from every log10; an exact zero stays an exact zero.
    const std::vector<double> divided = dividedBy({1.5, kZero, 4.0, -2.0}, 1.5);
    QCOMPARE(divided.size(), size_t(4));
    QCOMPARE(divided[0], 0.0);
    QCOMPARE(divided[1], kZero);
    QCOMPARE(divided[2], 2.5);
    QCOMPARE(divided[3], -3.5);
    QCOMPARE(dividedBy({}, 3.0), std::vector<double>());
}

void TestRelative::curveStartsAtOne()
{
    // A vanishing gradient: 10^3, 10^1, 10^-1 reads as 1, 10^-2, 10^-4.
    QCOMPARE(relativeCurve({3.0, 1.0, -1.0}), (std::vector<double>{0.0, -2.0, -4.0}));
    QCOMPARE(relativeCurve({-2.0, kZero, 0.0}), (std::vector<double>{0.0, kZero, 2.0}));
    // Nothing to divide by: the curve comes back as it was.
    QCOMPARE(relativeCurve({kZero, 1.0, 2.0}), (std::vector<double>{kZero, 1.0, 2.0}));
    QCOMPARE(relativeCurve({}), std::vector<double>());
}

QTEST_APPLESS_MAIN(TestRelative)
#include "test_relative.moc"
