// The per-activation tables (core/engine/activation.cpp and the tables it shares a count with):
// every activation the enum names has a name, a label, the engine's rules, Gauss moments and a
// critical init, so a new activation cannot index past one of them; and the leaky slope the
// engine applies is the one PyTorch's gain for it is computed from.
#include "core/analysis/gaussmoments.h"
#include "core/analysis/theory.h"
#include "core/engine/activation.h"
#include "core/model/config.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

class TestActivation : public QObject
{
    Q_OBJECT

private slots:
    void everyActivationHasEveryRow();
    void leakySlopeIsOneNumber();
};

void TestActivation::everyActivationHasEveryRow()
{
    QCOMPARE(activationNames().size(), kActivationCount);
    for (size_t i = 0; i < kActivationCount; ++i) {
        const Activation act = Activation(i);
        const QString name = QString::fromStdString(toString(act));
        QVERIFY2(parseActivation(toString(act), "--activation") == act, qPrintable(name));
        QVERIFY2(!activationLabel(act).empty(), qPrintable(name));
        QVERIFY2(std::isfinite(activationValue(act, 0.5)), qPrintable(name));
        QVERIFY2(std::isfinite(gaussMoments(act, 0.0).meanSquare.log10), qPrintable(name));
        QVERIFY2(criticalGain2(act) > 0, qPrintable(name));
    }
}

void TestActivation::leakySlopeIsOneNumber()
{
    const double slope = activationSlope(Activation::LeakyRelu, -1.0);
    QCOMPARE(slope, kLeakyReluSlope);
    QCOMPARE(activationValue(Activation::LeakyRelu, -2.0), -2.0 * slope);
    // torch.nn.init.calculate_gain('leaky_relu', slope) = sqrt(2 / (1 + slope^2))
    QCOMPARE(activationGain(Activation::LeakyRelu), std::sqrt(2.0 / (1.0 + slope * slope)));
    LogReal value, d;
    activationAtLog(Activation::LeakyRelu, -1, 400.0, value, d);
    QCOMPARE(d.value(), slope);
    QCOMPARE(value.log10, 400.0 + std::log10(slope));
}

QTEST_APPLESS_MAIN(TestActivation)
#include "test_activation.moc"
