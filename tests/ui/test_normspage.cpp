// The Norms view writes numbers as a room reads them: minus signs, not hyphens ("-1.225"), and a
// change lost to rounding with its size, not "at most 0.000".
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"

#include <QRegularExpression>
#include <QtTest>

#include <memory>

using namespace gradflow;

class TestNormsPage : public QObject
{
    Q_OBJECT
private slots:
    void negativeNumbersHaveMinusSigns();
    void roundingIsNamedWithItsSize();
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
    QVERIFY2(shift.contains(QRegularExpression(QStringLiteral("at most (0 \\(exactly\\)|\\d(\\.\\d+)?×10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+ \\(rounding\\))"))),
             qPrintable(shift));
}

QTEST_MAIN(TestNormsPage)
#include "test_normspage.moc"
