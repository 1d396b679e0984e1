// Powers of ten as a room reads them: the exponents of the lesson views and the histogram
// range labels stand as tall as their digits, measured in
// the rendered pixels (Unicode superscripts drew them at about 45% of the digit height).
#include "tests/support/inkglyphs.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/format.h"
#include "ui/histogram/histogramview.h"
#include "ui/lesson/chainpage.h"
#include "core/analysis/histogram.h"
#include "core/model/result.h"

#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QtTest>

#include <algorithm>
#include <climits>

using namespace gradflow;

class TestExponentText : public QObject
{
    Q_OBJECT

private slots:
    void superscriptsAreMadeOnce();
    void fractionalPowersAreRaised();
    void labelExponentsAreAsTallAsDigits_data();
    void labelExponentsAreAsTallAsDigits();
    void paintedExponentsAreAsTallAsDigits_data();
    void paintedExponentsAreAsTallAsDigits();
    void lessonViewShowsTallExponents();
    void histogramRangeCarriesTheUnitAtBothEnds();
};

void TestExponentText::superscriptsAreMadeOnce()
{
    QCOMPARE(superscriptExponent(-36), QStringLiteral("⁻³⁶"));
    QCOMPARE(superscriptExponent(1024), QStringLiteral("¹⁰²⁴"));
    QCOMPARE(tallExponents(QStringLiteral("a<b 10⁻³")),
             QStringLiteral("a&lt;b 10<sup><font size=\"+2\">\u22123</font></sup>"));
}

// A fractional power, for which Unicode has no superscript point, is written 10^-35.07 (the
// Jacobian's spectrum); drawn, its exponent is raised like the others. A caret not after 10, a
// full stop after the number, a bare "10^" and 210^3 stay text.
void TestExponentText::fractionalPowersAreRaised()
{
    QCOMPARE(
        tallExponents(QStringLiteral("from 10^-35.07 to 10^0.88.")),
        QStringLiteral(
            "from 10<sup><font size=\"+2\">\u221235.07</font></sup> to 10<sup><font size=\"+2\">0.88</font></sup>."));
    QCOMPARE(tallExponents(QStringLiteral("x^2, 10^ and 210^3")), QStringLiteral("x^2, 10^ and 210^3"));
}

void TestExponentText::labelExponentsAreAsTallAsDigits_data()
{
    QTest::addColumn<int>("pixels");
    QTest::addColumn<QString>("text");
    for (int pixels : {12, 16, 24, 40}) {
        QTest::addRow("%d px, 10^22", pixels) << pixels << formatPower(22.3);
        QTest::addRow("%d px, 10^-36", pixels) << pixels << formatPower(-35.7);
        QTest::addRow("%d px, 10^-35.07", pixels) << pixels << QStringLiteral("10^-35.07");
    }
}

void TestExponentText::labelExponentsAreAsTallAsDigits()
{
    QFETCH(int, pixels);
    QFETCH(QString, text);
    QLabel label;
    label.setFont(pixelFont(pixels));
    setExponentText(&label, text);
    QCOMPARE(plainText(&label), text);
    checkExponentAsTallAsDigits(rendered(&label));
}

void TestExponentText::paintedExponentsAreAsTallAsDigits_data()
{
    QTest::addColumn<int>("pixels");
    for (int pixels : {12, 19, 32})
        QTest::addRow("%d px", pixels) << pixels;
}

// What the exported caption and the histogram's range labels draw with.
void TestExponentText::paintedExponentsAreAsTallAsDigits()
{
    QFETCH(int, pixels);
    QImage image(pixels * 12, pixels * 3, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setFont(pixelFont(pixels));
    painter.setPen(Qt::black);
    drawExponentText(painter, QRectF(QPointF(), image.size()), Qt::AlignLeft | Qt::AlignVCenter, formatPower(46.8));
    painter.end();
    checkExponentAsTallAsDigits(image);
}

void TestExponentText::lessonViewShowsTallExponents()
{
    ChainPage page;
    const QStringList texts = page.shownTexts(); // brings the view up to date
    QLabel *headline = nullptr;
    for (QLabel *l : page.findChildren<QLabel *>())
        if (plainText(l).startsWith(QStringLiteral("Gradient reaching the input")))
            headline = l;
    QVERIFY(headline);
    QVERIFY2(texts.join('\n').contains(QStringLiteral("×10⁻")), qPrintable(texts.join('\n')));
    // The headline alone, without its words: the number as the view shows it.
    const QString number = plainText(headline).section(QStringLiteral(": "), -1);
    QLabel label;
    label.setFont(headline->font());
    setExponentText(&label, number);
    QCOMPARE(headline->text().right(label.text().size()), label.text());
    checkExponentAsTallAsDigits(rendered(&label));
}

void TestExponentText::histogramRangeCarriesTheUnitAtBothEnds()
{
    HistogramView view(QStringLiteral("signal"));
    Histogram h;
    h.unitLog10 = -25;
    h.low = -5.06;
    h.high = 4.48;
    h.counts = {3, 5, 8, 5, 3};
    h.total = 24;
    view.setHistogram(h, Qt::blue);
    QCOMPARE(view.rangeText(), QStringLiteral("-5.06×10⁻²⁵ … 4.48×10⁻²⁵"));
}

QTEST_MAIN(TestExponentText)
#include "test_exponenttext.moc"
