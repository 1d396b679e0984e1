// The Norms view writes numbers as a room reads them: minus signs, not hyphens ("-1.225"), and a
// change lost to rounding with its size, not "at most 0.000"; the statistics' blue stays readable
// on the dark theme.
#include "ui/charts/look.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"

#include <QRegularExpression>
#include <QTableWidget>
#include <QtTest>

#include <memory>

using namespace gradflow;

class TestNormsPage : public QObject
{
    Q_OBJECT
private slots:
    void negativeNumbersHaveMinusSigns();
    void roundingIsNamedWithItsSize();
    void statisticsReadOnEitherTheme();
};

namespace {

QStringList normsTexts()
{
    std::unique_ptr<LessonPage> page(makeLessonPage(LessonView::Norms));
    page->setSettings(LessonSettings());
    return page->shownTexts();
}

} // namespace

void TestNormsPage::negativeNumbersHaveMinusSigns()
{
    int minus = 0;
    for (const QString &text : normsTexts()) {
        QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("(^|[^\\w])-\\d"))), qPrintable(text));
        minus += text.contains(QRegularExpression(QStringLiteral("\u2212\\d")));
    }
    QVERIFY(minus >= 5); // the lesson's batch normalizes to negative numbers in every table
}

void TestNormsPage::roundingIsNamedWithItsSize()
{
    QString shift;
    for (const QString &text : normsTexts())
        if (text.startsWith(QStringLiteral("Add ")))
            shift = text;
    QVERIFY2(!shift.isEmpty(), "no shift line");
    QVERIFY2(!shift.contains(QStringLiteral("0.000")), qPrintable(shift));
    QVERIFY2(shift.contains(QRegularExpression(
                 QStringLiteral("at most (0 \\(exactly\\)|\\d(\\.\\d+)?×10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+ \\(rounding\\))"))),
             qPrintable(shift));
}

// The mean, std, rms and running columns are blue: (0, 90, 160) on the dark theme's base stood at
// 2.3:1, too faint for a projector; every coloured number has 4.5:1 on its table's base, on the
// light theme and after a switch to the dark one.
void TestNormsPage::statisticsReadOnEitherTheme()
{
    std::unique_ptr<LessonPage> page(makeLessonPage(LessonView::Norms));
    page->setSettings(LessonSettings());
    for (bool dark : {false, true, false}) {
        page->setPalette(themePalette(dark));
        int coloured = 0;
        for (const QTableWidget *t : page->findChildren<QTableWidget *>())
            for (int r = 0; r < t->rowCount(); ++r)
                for (int c = 0; c < t->columnCount(); ++c) {
                    const QTableWidgetItem *item = t->item(r, c);
                    if (!item || item->foreground().style() == Qt::NoBrush)
                        continue;
                    ++coloured;
                    const double ratio = contrastRatio(item->foreground().color(), t->palette().color(QPalette::Base));
                    QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1 at %2:1 (%3)")
                                                          .arg(item->text())
                                                          .arg(ratio)
                                                          .arg(dark ? "dark" : "light")));
                }
        QVERIFY(coloured >= 20); // the lesson's batch: 8 BatchNorm, 6 LayerNorm, 3 RMSNorm, 8 running
    }
}

QTEST_MAIN(TestNormsPage)
#include "test_normspage.moc"
