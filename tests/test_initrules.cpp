// The Init lesson view's rules (core/lesson/initrules.cpp): He and Xavier are the network's own
// init schemes, so the view and the main window never disagree on a std, and the lesson's
// worked numbers hold.
#include "core/lesson/initrules.h"
#include "core/model/config.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

class TestInitRules : public QObject
{
    Q_OBJECT

private slots:
    void rulesAreTheNetworksSchemes_data();
    void rulesAreTheNetworksSchemes();
    void lessonNumbers();
};

void TestInitRules::rulesAreTheNetworksSchemes_data()
{
    QTest::addColumn<int>("width");
    for (int width : {1, 50, 100, 512, 2048})
        QTest::addRow("%d", width) << width;
}

void TestInitRules::rulesAreTheNetworksSchemes()
{
    QFETCH(int, width);
    QCOMPARE(heStd(width), schemeStd(Init::He, Activation::Relu, width));
    QCOMPARE(xavierStd(width, width), schemeStd(Init::Xavier, Activation::Tanh, width));
    ModelConfig c;
    c.width = width;
    c.init = Init::He;
    QCOMPARE(weightStd(c), heStd(width));
    c.init = Init::Xavier;
    QCOMPARE(weightStd(c), xavierStd(width, width));
}

void TestInitRules::lessonNumbers()
{
    QCOMPARE(std::round(heStd(50) * 1000) / 1000, 0.2);            // sqrt(2 / 50)
    QCOMPARE(std::round(xavierStd(100, 100) * 1000) / 1000, 0.1);  // sqrt(2 / 200)
    QCOMPARE(xavierStd(100, 300), std::sqrt(2.0 / 400));          // fan-in and fan-out both count
    // ReLU(c z) = c ReLU(z): a std's moment is std^2 times the unit one, on the same draws.
    const double unit = unitSecondMomentAfterLinearRelu(64, 32, 256, 3);
    QCOMPARE(secondMomentAfterLinearRelu(64, 32, 256, heStd(64), 3), heStd(64) * heStd(64) * unit);
}

QTEST_APPLESS_MAIN(TestInitRules)
#include "test_initrules.moc"
