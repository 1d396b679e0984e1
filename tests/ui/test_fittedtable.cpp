// A lesson view's table: every text whole, and its powers of ten written as the readouts and
// axes write them, the exponent as tall as the digits (the lesson's small numbers are what a
// room must read).
#include "tests/support/inkglyphs.h"

#include "ui/lesson/fittedtable.h"

#include <QHeaderView>
#include <QtTest>

using namespace gradflow;

class TestFittedTable : public QObject
{
    Q_OBJECT

private slots:
    void powersHaveTallExponents();
    void plainNumbersKeepOneLine();
};

namespace {

// One cell, no grid, headers or frame: only the text leaves ink.
void showOnly(FittedTable &table, const QString &text)
{
    table.setFont(pixelFont(24));
    table.horizontalHeader()->hide();
    table.verticalHeader()->hide();
    table.setShowGrid(false);
    table.setFrameShape(QFrame::NoFrame);
    table.setItem(0, 0, new QTableWidgetItem(text));
    table.resize(table.fittedSize());
}

} // namespace

void TestFittedTable::powersHaveTallExponents()
{
    FittedTable table(1, 1);
    showOnly(table, QStringLiteral("9.5×10⁻⁷"));
    const QImage image = rendered(&table);
    checkExponentAsTallAsDigits(image);
    // Whole: the exponent's ink is inside the row, not cut at its top.
    const std::vector<Ink> g = glyphs(image);
    QVERIFY2(g.back().top > 0, qPrintable(QStringLiteral("exponent's ink starts at row %1").arg(g.back().top)));
    QVERIFY2(table.fittedSize().height() > table.fontMetrics().height() + 4,
             qPrintable(QStringLiteral("row %1 px for a %2 px line")
                            .arg(table.fittedSize().height())
                            .arg(table.fontMetrics().height())));
}

void TestFittedTable::plainNumbersKeepOneLine()
{
    FittedTable table(1, 1);
    showOnly(table, QStringLiteral("0.577"));
    QCOMPARE(table.fittedSize().height(), table.fontMetrics().height() + 4);
    QVERIFY(table.fittedSize().width() >= table.fontMetrics().horizontalAdvance(QStringLiteral("0.577")));
}

QTEST_MAIN(TestFittedTable)
#include "test_fittedtable.moc"
