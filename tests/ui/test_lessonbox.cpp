// The lesson pages' boxes (ui/controls/lessonbox): every number box of a side view has the range
// its row of the lesson-settings table gives the window, so the page, `--set` and a tour's
// `set:` line cannot drift apart (the Init page's seed once stopped at 1,000,000 where the
// command line accepts 1,000,000,000).
#include "ui/lesson/chainpage.h"
#include "ui/lesson/clippingpage.h"
#include "ui/lesson/initpage.h"
#include "ui/lesson/normspage.h"
#include "ui/lesson/residualchainpage.h"
#include "ui/lesson/residualscalingpage.h"

#include <QDoubleSpinBox>
#include <QSlider>
#include <QSpinBox>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace gradflow;

namespace {

std::unique_ptr<QWidget> pageOf(LessonView view)
{
    switch (view) {
    case LessonView::Chain:
        return std::make_unique<ChainPage>();
    case LessonView::ResidualChain:
        return std::make_unique<ResidualChainPage>();
    case LessonView::Norms:
        return std::make_unique<NormsPage>();
    case LessonView::Init:
        return std::make_unique<InitPage>();
    case LessonView::Clipping:
        return std::make_unique<ClippingPage>();
    case LessonView::ResidualScaling:
        return std::make_unique<ResidualScalingPage>();
    case LessonView::Network:
    case LessonView::Training:
    case LessonView::Jacobian:
        break;
    }
    return nullptr;
}

// The page's boxes whose range is exactly [low, high].
int boxesWithRange(const QWidget &page, double low, double high)
{
    int found = 0;
    for (const QSpinBox *box : page.findChildren<QSpinBox *>())
        found += box->minimum() == low && box->maximum() == high;
    for (const QDoubleSpinBox *box : page.findChildren<QDoubleSpinBox *>())
        found += box->minimum() == low && box->maximum() == high;
    return found;
}

} // namespace

class TestLessonBox : public QObject
{
    Q_OBJECT

private slots:
    void pageBoxesHaveTheTablesRanges_data();
    void pageBoxesHaveTheTablesRanges();
    void slopeSliderSpansTheSlopesRange();
};

void TestLessonBox::pageBoxesHaveTheTablesRanges_data()
{
    QTest::addColumn<int>("view");
    QTest::addColumn<QString>("key");
    for (const LessonSetting &row : lessonSettingTable()) {
        if (row.low == row.high)
            continue; // a name or a batch: no number box
        if (row.view == LessonView::ResidualScaling && std::string(row.key) == "seed")
            continue; // the Residual scaling page draws with the Init page's seed
        QTest::addRow("%s %s", toString(row.view).c_str(), row.key) << int(row.view) << QString(row.key);
    }
}

void TestLessonBox::pageBoxesHaveTheTablesRanges()
{
    QFETCH(int, view);
    QFETCH(QString, key);
    const LessonSetting &row = lessonSetting(LessonView(view), key.toStdString());
    const std::unique_ptr<QWidget> page = pageOf(LessonView(view));
    QVERIFY(page);
    QVERIFY2(boxesWithRange(*page, row.windowLow, row.windowHigh) >= 1,
             qPrintable(QStringLiteral("no box of %1 to %2").arg(row.windowLow).arg(row.windowHigh)));
}

// The slope's slider runs over log10 of the table's slope range, in hundredths.
void TestLessonBox::slopeSliderSpansTheSlopesRange()
{
    ResidualChainPage page;
    const LessonSetting &slope = lessonSetting(LessonView::ResidualChain, "slope");
    const QList<QSlider *> sliders = page.findChildren<QSlider *>();
    QCOMPARE(sliders.size(), 1);
    QCOMPARE(sliders.front()->minimum(), int(std::lround(std::log10(slope.windowLow) * 100)));
    QCOMPARE(sliders.front()->maximum(), int(std::lround(std::log10(slope.windowHigh) * 100)));
}

QTEST_MAIN(TestLessonBox)
#include "test_lessonbox.moc"
