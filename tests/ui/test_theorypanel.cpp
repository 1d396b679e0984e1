// The theory panel's readings: the distinct units of a He ReLU network (silent units are no
// copies: it read "at least 32 of 64" where 33 units were zero on the whole batch), and how far
// the network's width sits from the infinite-width line.
#include "ui/window/theorypanel.h"
#include "core/analysis/analysis.h"
#include "core/engine/engine.h"

#include <QtTest>

#include <algorithm>

using namespace gradflow;

class TestTheoryPanel : public QObject
{
    Q_OBJECT

private slots:
    void heReluUnitsAreAllDistinct();
    void copiesAreStillCounted();
    void saysHowFarTheWidthSitsFromTheLimit();
};

void TestTheoryPanel::heReluUnitsAreAllDistinct()
{
    ModelConfig c; // ReLU, He, width 64, depth 30, seed 0: the window's start-up network
    Engine engine;
    const Result r = engine.compute(c);
    const int fewest = *std::min_element(r.distinctUnits.begin() + 1, r.distinctUnits.end());
    QVERIFY2(fewest < 40, "this seed has a layer with many silent units"); // what made "at least 32 of 64"
    TheoryPanel panel;
    panel.showResult(r, analyze(r));
    QVERIFY2(panel.unitsText().startsWith(QStringLiteral("64 of 64")), qPrintable(panel.unitsText()));
    QVERIFY2(panel.unitsText().contains(QStringLiteral("silent")), qPrintable(panel.unitsText()));
}

void TestTheoryPanel::copiesAreStillCounted()
{
    Result r;
    r.config.width = 64;
    r.distinctUnits = {64, 64, 20, 64};
    r.silentUnits = {0, 0, 0, 0};
    TheoryPanel panel;
    panel.showResult(r, Analysis{});
    QCOMPARE(panel.unitsText(), QStringLiteral("at least 20 of 64"));
    r.distinctUnits = {64, 1, 1, 1};
    panel.showResult(r, Analysis{});
    QVERIFY(panel.unitsText().startsWith(QStringLiteral("1 of 64")));
}

void TestTheoryPanel::saysHowFarTheWidthSitsFromTheLimit()
{
    ModelConfig c;
    Engine engine;
    const Result r = engine.compute(c);
    const Analysis a = analyze(r);
    QVERIFY(a.theory && a.atWidth);
    TheoryPanel panel;
    panel.showResult(r, a);
    const double gap = a.theory->log10GradNorm.front() - a.atWidth->log10GradNorm.front();
    QVERIFY(gap > 0.4 && gap < 0.7); // about 3x at width 64, depth 30
    QVERIFY2(panel.widthText().contains(QStringLiteral("width 64"))
                 && panel.widthText().contains(QString::number(gap, 'f', 2)),
             qPrintable(panel.widthText()));
    c.activation = Activation::Tanh;
    const Result tanh = engine.compute(c);
    panel.showResult(tanh, analyze(tanh));
    QVERIFY2(panel.widthText().contains(QStringLiteral("infinite-width limit")), qPrintable(panel.widthText()));
}

QTEST_MAIN(TestTheoryPanel)
#include "test_theorypanel.moc"
