// The Training tab's loss chart: its y labels are powers of ten with tall exponents, however far a
// run diverges.
#include "drawntext.h"
#include "ui/training/losschart.h"
#include "core/training/trainresult.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

class TestLossChart : public QObject
{
    Q_OBJECT

private slots:
    void divergingRunIsLabelledInTallPowers();
};

namespace {

// A run whose loss grows from 1 to 10^47, as a too-large learning rate makes it.
TrainResult divergingRun()
{
    TrainResult run;
    run.settings.steps = 48;
    for (int i = 0; i < 48; ++i) {
        run.loss.push_back(std::pow(10.0, i));
        run.clipFactor.push_back(1.0);
    }
    run.stepsDone = 48;
    return run;
}

} // namespace

void TestLossChart::divergingRunIsLabelledInTallPowers()
{
    LossChart chart;
    chart.resize(480, 320);
    chart.setRun(divergingRun());
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents(); // the refit after the first layout
    const QList<DrawnText> texts = drawnTexts(&chart);
    int highest = INT_MIN, lowest = INT_MAX;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        QVERIFY2(!printfExponent(texts[i].text), qPrintable(texts[i].text));
        // A log axis gave this run a label per decade, each cut to "...".
        QVERIFY2(!texts[i].text.contains(QStringLiteral("...")) && !texts[i].text.contains(QChar(0x2026)), qPrintable(texts[i].text));
        // "10" and, drawn next at the same size, its exponent: a label as tall as its digits.
        if (texts[i].text != QStringLiteral("10") || i + 1 == texts.size())
            continue;
        bool isNumber = false;
        const int exponent = QString(texts[i + 1].text).replace(QChar(0x2212), QLatin1Char('-')).toInt(&isNumber);
        if (!isNumber)
            continue;
        QCOMPARE(texts[i + 1].fontSize, texts[i].fontSize);
        highest = std::max(highest, exponent);
        lowest = std::min(lowest, exponent);
    }
    QVERIFY2(highest >= 47, qPrintable(QString::number(highest))); // the labels reach the run's top
    QVERIFY2(lowest <= 0, qPrintable(QString::number(lowest)));
}

QTEST_MAIN(TestLossChart)
#include "test_losschart.moc"
