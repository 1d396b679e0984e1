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
    void clausesGivenAsAListNeedNoPunctuation();
    void keepsItsHeightWhateverItSays();
    void exponentsAreAsTallAsTheDigits();
};

namespace {

const QString kFirst = QStringLiteral("1000 steps in 120 ms: loss 2.3 \u2192 4.5\u00D710\u207B\u00B3");
const QString kSecond = QStringLiteral("the clip fired in 12 of 1000 steps");
const QString kThird =
    QStringLiteral("layer 1 moved 3.1\u00D710\u207B\u00B2, layer 12 moved 4.0\u00D710\u207B\u00B3 of their size");

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
    line.resize(int(fm.horizontalAdvance(joined({kFirst, kSecond})) + fm.horizontalAdvance(QStringLiteral("  ")) + 30),
                line.height());
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

// Clauses handed over one by one, each with the separator its language writes: the line drops the
// trailing ones whole, and a heading's separator with them.
void TestClauseLine::clausesGivenAsAListNeedNoPunctuation()
{
    ClauseLine line;
    line.setFont(pixelFont(16));
    const QStringList clauses{QStringLiteral("1000 \u6B65\uFF1A\u635F\u5931 2.3 \u2192 0.4"),
                              QStringLiteral("\uFF1B1000 \u6B65\u4E2D\u6709 12 \u6B65\u89E6\u53D1\u4E86\u88C1\u526A"),
                              QStringLiteral("\u3001\u7B2C 1 \u5C42\u79FB\u52A8\u4E86 3.1\u00D710\u207B\u00B2")};
    line.setClauses(clauses);
    line.show();
    line.resize(4000, line.sizeHint().height());
    QCOMPARE(line.fullText(), clauses.join(QString()));
    const int whole = line.sizeHint().width();
    line.resize(int(0.8 * whole), line.height());
    QCOMPARE(line.shownText(), clauses[0] + clauses[1]);
    line.resize(int(0.45 * whole), line.height());
    QCOMPARE(line.shownText(), clauses[0]);
    const QString heading = QStringLiteral("\u7B2C 2 \u6B65\u53D1\u6563\uFF0C\u5728\u7B2C 8 \u5C42\uFF1A");
    line.setClauses({heading, QStringLiteral("\u4FE1\u53F7\u6EA2\u51FA\uFF08\u6743\u91CD\u8FC7\u5927\uFF09")});
    line.resize(int(QFontMetricsF(line.font()).horizontalAdvance(heading) + 20), line.height());
    QCOMPARE(line.shownText(), heading.chopped(1)); // without its full-width colon
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
