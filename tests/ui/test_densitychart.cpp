// The Jacobian tab's density chart: labels a room reads, for an isometry's spike too.
#include "tests/support/drawntext.h"
#include "ui/jacobian/densitychart.h"

#include <QtTest>

using namespace gradflow;

class TestDensityChart : public QObject
{
    Q_OBJECT

private slots:
    void isometrysSpikeHasPlainLabels();
    void isometrysSpikeIsOneBin();
};

void TestDensityChart::isometrysSpikeHasPlainLabels()
{
    // An orthogonal linear network: every singular value 1 up to rounding, log10 within 10^-15
    // of 0 and centred a little below it, so a tick meant as 0 is computed near -10^-17.
    std::vector<double> log10Sigma;
    for (int i = 0; i < 64; ++i)
        log10Sigma.push_back(i % 2 == 0 ? -3e-16 : 1e-16);
    TheoryDensity isometry;
    isometry.known = true;
    isometry.single = true;
    DensityChart chart;
    chart.resize(480, 320);
    chart.setValues(log10Sigma, isometry);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents();
    const QList<DrawnText> texts = drawnTexts(&chart);
    int numbers = 0;
    bool titled = false;
    for (const DrawnText &t : texts) {
        QVERIFY2(!printfExponent(t.text), qPrintable(t.text)); // the spike's height was "2.4e+02"
        QVERIFY2(!negativeZero(t.text), qPrintable(t.text));
        bool isNumber = false;
        QString(t.text).replace(QChar(0x2212), QLatin1Char('-')).toDouble(&isNumber);
        numbers += isNumber;
        titled = titled || t.text.contains(QStringLiteral("log10 of the singular value"));
    }
    QVERIFY2(numbers >= 4, qPrintable(QString::number(numbers))); // both axes labelled
    QVERIFY(titled);                                              // x is the power of ten, and the axis says so
}

// Rounding's noise around an isometry's 0 (both signs) lands in one bin: the orthogonal network's
// histogram showed two half-height bars either side of 0.
void TestDensityChart::isometrysSpikeIsOneBin()
{
    std::vector<double> log10Sigma;
    for (int i = 0; i < 64; ++i)
        log10Sigma.push_back(i % 3 == 0 ? -3e-16 : (i % 3 == 1 ? 2e-16 : 0.0));
    DensityChart chart;
    chart.setValues(log10Sigma);
    int filled = 0;
    double at = 0;
    const QList<QPointF> p = chart.points();
    for (int i = 1; i + 1 < p.size(); i += 2) { // each bin: its left and right corner at its height
        if (p[i].y() > 0) {
            ++filled;
            at = 0.5 * (p[i].x() + p[i + 1].x());
        }
    }
    QCOMPARE(filled, 1);
    QVERIFY2(std::fabs(at) < 1e-3, qPrintable(QString::number(at))); // the bar stands on 0
}

QTEST_MAIN(TestDensityChart)
#include "test_densitychart.moc"
