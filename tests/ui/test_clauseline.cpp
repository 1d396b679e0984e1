// The Training tab's status line (ui/charts/clauseline): one line high whatever it says, whole
// clauses only, exponents as tall as the digits, the whole text in its tooltip.
#include "tests/support/inkglyphs.h"
#include "ui/charts/clauseline.h"
#include "ui/charts/exponenttext.h"

#include <QFontMetricsF>
#include <QtTest>

using namespace gradflow;

class TestClauseLine : public QObject
{
    Q_OBJECT

private slots:
    void showsTheLeadingClausesThatFit();
    void keepsItsHeightWhateverItSays();
    void exponentsAreAsTallAsTheDigits();
};

namespace {

const QString kFirst = QStringLiteral("1000 steps in 120 ms: loss 2.3 \u2192 4.5\u00D710\u207B\u00B3");
const QString kSecond = QStringLiteral("the clip fired in 12 of 1000 steps");
const QString kThird = QStringLiteral("layer 1 moved 3.1\u00D710\u207B\u00B2, layer 12 moved 4.0\u00D710\u207B\u00B3 of their size");

QString joined(const QStringList &clauses) { return clauses.join(QStringLiteral("; ")); }

} // namespace

void TestClauseLine::showsTheLeadingClausesThatFit()
{
    ClauseLine line;
    line.setFont(pixelFont(16));
    const QString all = joined({kFirst, kSecond, kThird});
    line.setFullText(all);
    line.show(); // a hidden widget gets its resize events only when shown
    line.resize(4000, line.sizeHint().height());
    QCOMPARE(line.shownText(), all);
    // Room for two clauses, not three: the two, whole.
    QFontMetricsF fm(line.font());
    line.resize(int(fm.horizontalAdvance(joined({kFirst, kSecond})) + fm.horizontalAdvance(QStringLiteral("  ")) + 30), line.height());
    QCOMPARE(line.shownText(), joined({kFirst, kSecond}));
    QCOMPARE(line.fullText(), all);
    QCOMPARE(line.toolTip(), tallExponents(all));
    QVERIFY2(line.sizeHint().width() <= line.width(), "what it shows fits");
    // A heading clause and what follows its colon: the heading alone, without the colon, where both do not fit.
    const QString diverged = QStringLiteral("diverged at step 2 in layer 8: the signal overflowed (weights too large)");
    line.setFullText(diverged);
    line.resize(int(fm.horizontalAdvance(diverged) * 0.8), line.height());
    QCOMPARE(line.shownText(), QStringLiteral("diverged at step 2 in layer 8"));
    line.setFullText(all);
    // Narrower than the first clause: only then an ellipsis.
    line.resize(int(fm.horizontalAdvance(QStringLiteral("1000 steps in 120 ms")) / 2), line.height());
    QVERIFY(line.shownText().endsWith(QChar(0x2026)));
    QVERIFY(kFirst.startsWith(line.shownText().chopped(1)));
}

void TestClauseLine::keepsItsHeightWhateverItSays()
{
    ClauseLine line;
    line.setFont(pixelFont(16));
    line.setFullText(QStringLiteral("Training: step 3 of 1000"));
    const int plain = line.sizeHint().height();
    line.setFullText(joined({kFirst, kSecond, kThird}));
    QCOMPARE(line.sizeHint().height(), plain);
    QCOMPARE(line.minimumSizeHint().height(), plain);
    QVERIFY2(plain < 2 * QFontMetricsF(line.font()).lineSpacing(), qPrintable(QString::number(plain))); // one line
}

void TestClauseLine::exponentsAreAsTallAsTheDigits()
{
    ClauseLine line;
    line.setFont(pixelFont(24));
    line.setFullText(QStringLiteral("2.0\u00D710\u00B2\u00B2"));
    line.resize(400, line.sizeHint().height());
    line.setPalette(QPalette(Qt::black, Qt::white));
    line.setAutoFillBackground(true);
    QImage image(line.size(), QImage::Format_RGB32);
    image.fill(Qt::white);
    line.render(&image);
    checkExponentAsTallAsDigits(image);
}

QTEST_MAIN(TestClauseLine)
#include "test_clauseline.moc"
