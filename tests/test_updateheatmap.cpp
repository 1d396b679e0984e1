// The Training tab's update map (ui/training/updateheatmap): on a projector's short map the
// steps axis keeps a title it can show whole, and the colour bar's labels, their exponents as
// tall as the digits, never overlap.
#include "ui/training/updateheatmap.h"

#include <QFont>
#include <QtTest>

using namespace gradflow;

class TestUpdateHeatmap : public QObject
{
    Q_OBJECT
private slots:
    void stepsTitleFitsTheMap();
    void colorBarLabelsKeepApart_data();
    void colorBarLabelsKeepApart();
    void shortColorBarNamesItsEnds();
};

void TestUpdateHeatmap::stepsTitleFitsTheMap()
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(24); // a room's type
    const QFontMetricsF fm(font);
    const double full = fm.horizontalAdvance(UpdateHeatmap::tr("after step"));
    QCOMPARE(UpdateHeatmap::stepsTitle(fm, full + 1), UpdateHeatmap::tr("after step"));
    const QString shorter = UpdateHeatmap::stepsTitle(fm, full - 1);
    QVERIFY(!shorter.isEmpty());
    QVERIFY2(fm.horizontalAdvance(shorter) <= full - 1, qPrintable(shorter));
    QVERIFY(UpdateHeatmap::stepsTitle(fm, 5).isEmpty()); // nothing rather than a cut word
}

void TestUpdateHeatmap::colorBarLabelsKeepApart_data()
{
    QTest::addColumn<double>("barHeight");
    QTest::addColumn<double>("textHeight");
    QTest::newRow("desk, a tall map") << 400.0 << 15.0;
    QTest::newRow("projector, a short map") << 62.0 << 28.0;
    QTest::newRow("a map lower than its text") << 20.0 << 28.0;
}

void TestUpdateHeatmap::colorBarLabelsKeepApart()
{
    QFETCH(double, barHeight);
    QFETCH(double, textHeight);
    const double perDecade = barHeight / (2 * UpdateHeatmap::span);
    const int stride = UpdateHeatmap::colorBarStride(perDecade, textHeight);
    QCOMPARE(stride % 2, 0); // the rule of thumb, at an even step from the ends, keeps its label
    QVERIFY(stride >= 2 && stride <= 2 * UpdateHeatmap::span);
    if (stride < 2 * UpdateHeatmap::span) // the widest stride leaves the rule's label alone
        QVERIFY2(stride * perDecade >= 1.6 * textHeight, qPrintable(QString::number(stride)));
    if (barHeight >= 2 * UpdateHeatmap::span * 1.6 * textHeight) // room for every other decade
        QCOMPARE(stride, 2);
}

void TestUpdateHeatmap::shortColorBarNamesItsEnds()
{
    // The map in presentation mode with the Lesson panel at 720 lines: about 60 px of bar for a
    // room's 28 px labels. The bar says what its colours run between, and no two labels touch.
    const double barHeight = 62, textHeight = 28;
    const QList<int> decades = UpdateHeatmap::colorBarLabels(barHeight, textHeight);
    QVERIFY2(decades.size() >= 2, qPrintable(QString::number(decades.size())));
    QCOMPARE(decades.front(), -int(UpdateHeatmap::span));
    QCOMPARE(decades.back(), int(UpdateHeatmap::span));
    const double perDecade = barHeight / (2 * UpdateHeatmap::span);
    for (qsizetype i = 1; i < decades.size(); ++i)
        QVERIFY2((decades[i] - decades[i - 1]) * perDecade >= 1.6 * textHeight, qPrintable(QString::number(i)));
    // A desk's tall bar keeps its labels every other decade, the rule among them.
    QCOMPARE(UpdateHeatmap::colorBarLabels(400, 15), (QList<int>{-4, -2, 0, 2, 4}));
}

QTEST_MAIN(TestUpdateHeatmap)
#include "test_updateheatmap.moc"
