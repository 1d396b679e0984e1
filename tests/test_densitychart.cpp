// The Jacobian tab's density chart: labels a room reads, for an isometry's spike too.
#include "drawntext.h"
#include "ui/jacobian/densitychart.h"

#include <QtTest>

using namespace gradflow;

class TestDensityChart : public QObject
{
    Q_OBJECT

private slots:
    void isometrysSpikeHasPlainLabels();
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
    QVERIFY(titled); // x is the power of ten, and the axis says so
}

QTEST_MAIN(TestDensityChart)
#include "test_densitychart.moc"
