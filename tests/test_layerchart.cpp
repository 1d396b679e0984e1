// The y axis a LayerChart chooses: no curve is drawn on the frame, not even one lying exactly
// on a whole decade (the plain chain of the Residual chain view at s = 1 is 10^0 at every unit).
#include "ui/charts/layerchart.h"

#include "ui/charts/exponenttext.h"

#include <QChart>
#include <QToolTip>
#include <QtTest>

using namespace gradflow;

class TestLayerChart : public QObject
{
    Q_OBJECT

private slots:
    void dataOnAnEndTickStaysOffTheFrame_data();
    void dataOnAnEndTickStaysOffTheFrame();
    void dataBetweenTicksKeepsTheNearestTicks();
    void hoverTipDrawsExponentsTall();
};

void TestLayerChart::dataOnAnEndTickStaysOffTheFrame_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::newRow("plain chain at s = 1 beside 2^10") << 0.0 << 10 * std::log10(2.0);
    QTest::newRow("a flat line at 10^0") << 0.0 << 0.0;
    QTest::newRow("ends on -36 and 20") << -36.0 << 20.0;
    QTest::newRow("ends on -4 and 6") << -4.0 << 6.0;
}

void TestLayerChart::dataOnAnEndTickStaysOffTheFrame()
{
    QFETCH(double, low);
    QFETCH(double, high);
    for (double plotHeight : {120.0, 400.0, 900.0}) {
        const YTicks t = LayerChart::chooseYTicks(low, high, plotHeight, 20);
        QVERIFY2(t.min < low && t.max > high,
                 qPrintable(QStringLiteral("data %1..%2 on an axis %3..%4 (%5 px)").arg(low).arg(high).arg(t.min).arg(t.max).arg(plotHeight)));
    }
}

void TestLayerChart::dataBetweenTicksKeepsTheNearestTicks()
{
    const YTicks t = LayerChart::chooseYTicks(-35.7, 21.3, 900, 20);
    QVERIFY2(t.min > -40 && t.min <= -36 && t.max >= 22 && t.max < 25,
             qPrintable(QStringLiteral("%1..%2 step %3").arg(t.min).arg(t.max).arg(t.step)));
}

// Pointing at a layer reads its value with the exponent as tall as the digits (the tip wrote
// 10²² in the font's superscripts), the tip otherwise the one valueTipAt gives.
void TestLayerChart::hoverTipDrawsExponentsTall()
{
    LayerChart chart(QStringLiteral("gradient"), QStringLiteral("norm"));
    chart.resize(600, 400);
    chart.show();
    Curve c;
    c.label = QStringLiteral("live");
    c.color = Qt::blue;
    for (int l = 0; l < 11; ++l)
        c.log10Values.push_back(22.3 - 2.0 * l); // 2.0×10²² at layer 0
    chart.setCurves({c});
    QTRY_VERIFY(!chart.chart()->series().isEmpty());
    QCoreApplication::processEvents();
    const QPointF inChart = chart.chart()->mapToPosition(QPointF(5, 12.3), chart.chart()->series().first());
    const QPointF at = chart.mapFromScene(chart.chart()->mapToScene(inChart + QPointF(2, -3)));
    const QString tip = chart.valueTipAt(at);
    QVERIFY2(tip.endsWith(QStringLiteral("layer 5: 2.00×10¹²")), qPrintable(tip));
    QTest::mouseMove(chart.viewport(), at.toPoint());
    QTRY_VERIFY2(QToolTip::text() == tallExponents(tip), qPrintable(QToolTip::text()));
}

QTEST_MAIN(TestLayerChart)
#include "test_layerchart.moc"
