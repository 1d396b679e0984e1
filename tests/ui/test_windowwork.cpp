// The work the window does per result (the window's goal: slider-to-painted no slower than
// before the lesson views): what is hidden waits and is current when shown, and the main view's
// three charts are laid out once per result. Work is counted (signals, counters), never timed:
// the speed itself is measured by `gradflow --bench-ui`.
#include "ui/charts/chartpanel.h"
#include "ui/workers/computeworker.h"
#include "core/engine/engine.h"
#include "ui/histogram/histogrampanel.h"
#include "ui/charts/layerchart.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/window/mainwindow.h"
#include "core/model/presets.h"
#include "tests/support/settle.h"
#include "core/analysis/analysis.h"
#include "tests/support/windowtest.h"

#include <QLabel>
#include <QTabBar>
#include <QLineSeries>
#include <QSignalSpy>
#include <QtTest>

#include <memory>

using namespace gradflow;

namespace {

ModelConfig preset(const char *name) { return findPreset(name)->config; }

// The Clipping view's "before clipping" curve: one replace() per redraw.
QLineSeries *clippingCurve(LessonPage *page)
{
    auto *chart = page->findChild<LayerChart *>();
    return chart && !chart->chart()->series().isEmpty() ? qobject_cast<QLineSeries *>(chart->chart()->series().first())
                                                        : nullptr;
}

// The figure's headlines as they are now, without asking the page to bring itself up to date.
QString labelsAsTheyAre(LessonPage *page)
{
    QStringList texts;
    for (const QLabel *label : page->figure()->findChildren<QLabel *>())
        texts << label->text();
    return texts.join('\n');
}

// Counts paint events of the widget it watches.
class PaintCount : public QObject
{
public:
    int paints = 0;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

std::shared_ptr<const Result> computed(const ModelConfig &config)
{
    Engine engine;
    return std::make_shared<const Result>(engine.compute(config, RunSettings{}));
}

} // namespace

class TestWindowWork : public QObject
{
    Q_OBJECT

private slots:
    void hiddenClippingViewWaitsAndIsCurrentWhenShown();
    void shownClippingViewFollowsEveryResult();
    void threeChartsAlignOncePerResult();
    void hiddenLegendNamesNoSeriesButTheLabelIsCurrent();
    void aResultRepaintsNotTheTabs();
    void theoryDashesTakeTheRasterFastPath();
};

void TestWindowWork::hiddenClippingViewWaitsAndIsCurrentWhenShown()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.applyConfig(preset("relu-he"));
    waitDrawn(w);
    LessonPage *page = w.lessonTabs()->page(LessonView::Clipping);
    w.lessonTabs()->showView(LessonView::Clipping); // drawn once: its curves exist
    QLineSeries *curve = clippingCurve(page);
    QVERIFY(curve);
    w.lessonTabs()->showView(LessonView::Network);
    QVERIFY(!page->isVisible());

    QSignalSpy redrawn(curve, &QXYSeries::pointsReplaced);
    for (const char *name : {"relu-large", "sigmoid-xavier", "tanh-small"}) {
        w.applyConfig(preset(name));
        waitDrawn(w);
    }
    QCOMPARE(redrawn.count(), 0); // hidden: no work per result

    // Shown: the last network, drawn once, before anything paints.
    w.lessonTabs()->showView(LessonView::Clipping);
    QCOMPARE(redrawn.count(), 1);
    const QString shown = labelsAsTheyAre(page);
    QVERIFY2(shown.contains(QString::fromStdString(describe(preset("tanh-small")))), qPrintable(shown));
    QVERIFY(!shown.contains(QString::fromStdString(describe(preset("relu-he")))));
}

void TestWindowWork::shownClippingViewFollowsEveryResult()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.lessonTabs()->showView(LessonView::Clipping);
    w.applyConfig(preset("relu-he"));
    waitDrawn(w);
    LessonPage *page = w.lessonTabs()->page(LessonView::Clipping);
    QLineSeries *curve = clippingCurve(page);
    QVERIFY(curve);
    QSignalSpy redrawn(curve, &QXYSeries::pointsReplaced);
    w.applyConfig(preset("relu-large"));
    waitDrawn(w);
    QCOMPARE(redrawn.count(), 1);
    QVERIFY(labelsAsTheyAre(page).contains(QString::fromStdString(describe(preset("relu-large")))));
    w.applyConfig(preset("sigmoid-xavier"));
    waitDrawn(w);
    QCOMPARE(redrawn.count(), 2);
    QVERIFY(labelsAsTheyAre(page).contains(QString::fromStdString(describe(preset("sigmoid-xavier")))));
}

void TestWindowWork::threeChartsAlignOncePerResult()
{
    ChartPanel panel;
    panel.resize(900, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setResult(computed(preset("relu-he")));
    QVERIFY(settle()); // the first layout settles
    // 10^46 against 10^0: every chart's tick labels change width.
    const auto large = computed(preset("relu-large"));
    const int before = panel.alignments();
    panel.setResult(large);
    QCOMPARE(panel.alignments() - before, 1);
    // And once settled the three plots still start at the same x.
    auto left = [&](int i) {
        LayerChart *c = panel.chart(i);
        return c->x() + c->viewport()->x() + c->chart()->plotArea().left();
    };
    QTRY_VERIFY(std::abs(left(0) - left(1)) <= 1 && std::abs(left(1) - left(2)) <= 1);
}

void TestWindowWork::hiddenLegendNamesNoSeriesButTheLabelIsCurrent()
{
    // The main view's charts hide their legends (one strip above all three): renaming the live
    // curve to each new network re-laid-out every chart per result.
    ChartPanel panel;
    panel.resize(900, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setResult(computed(preset("relu-he")));
    LayerChart *chart = panel.chart(0);
    auto *live = qobject_cast<QLineSeries *>(chart->chart()->series().first());
    QVERIFY(live);
    QSignalSpy renamed(live, &QAbstractSeries::nameChanged);
    const ModelConfig next = preset("relu-large");
    panel.setResult(computed(next));
    QCOMPARE(renamed.count(), 0);
    QCOMPARE(chart->curveLabel(0), QString::fromStdString(describe(next))); // the hover tip's
    chart->setLegendShown(true); // a shown legend names the curves as they are
    QCOMPARE(live->name(), QString::fromStdString(describe(next)));
    QCOMPARE(renamed.count(), 1);
}

void TestWindowWork::aResultRepaintsNotTheTabs()
{
    // A new result changes labels inside the page shown; the tab widget around all pages passed
    // each such re-layout on as a repaint of itself and everything in it (the tab bar, the
    // controls' column, its scroll bar): the whole window once per slider step.
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.applyConfig(preset("relu-he"));
    waitDrawn(w);
    QVERIFY(settle()); // the first layout and paint settle
    PaintCount tabs;
    w.lessonTabs()->tabBar()->installEventFilter(&tabs);
    QSignalSpy painted(w.charts(), &ChartPanel::painted);
    for (const char *name : {"relu-large", "sigmoid-xavier", "tanh-small"}) {
        const int before = painted.count();
        w.applyConfig(preset(name));
        waitDrawn(w);
        QTRY_VERIFY(painted.count() > before); // the charts did repaint
    }
    QCOMPARE(tabs.paints, 0);
    // What changes the pages' size still lays them out: the histograms beside the charts.
    const int chartsWidth = w.charts()->width();
    w.setHistogramsShown(true);
    QTRY_VERIFY(w.histograms()->isVisible() && w.histograms()->width() > 0);
    QTRY_VERIFY(w.charts()->width() < chartsWidth); // the page was laid out anew
}

void TestWindowWork::theoryDashesTakeTheRasterFastPath()
{
    // Qt's raster engine draws a pen at most 1 px wide, dashes included, in one pass (its
    // cosmetic stroker). At 1.2 px every dash of the two theory lines was stroked into a
    // round-capped polygon and filled: 1.5 ms of the GUI thread per result, a sixth of it.
    ChartPanel panel;
    panel.resize(900, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setTheoryShown(true);
    const auto result = computed(preset("relu-he"));
    panel.setResult(result, std::make_shared<const Analysis>(analyze(*result))); // as the window's worker adds it
    int theoryLines = 0;
    for (int i = 0; i < 2; ++i) {
        for (QAbstractSeries *s : panel.chart(i)->chart()->series()) {
            auto *line = qobject_cast<QLineSeries *>(s);
            if (!line || line->pen().style() != Qt::CustomDashLine)
                continue;
            ++theoryLines;
            const QPen pen = line->pen();
            QVERIFY2(pen.widthF() <= 1.0 && !pen.isCosmetic(), qPrintable(QString::number(pen.widthF())));
            QCOMPARE(pen.dashPattern().size(), 2);                             // still fine dashes
            QVERIFY(pen.dashPattern()[0] >= 3 && pen.dashPattern()[1] >= 1.5); // 4.2 and 1.8 px before
        }
    }
    QCOMPARE(theoryLines, 4); // on each chart the theory's dashes and the light ones in their gaps
}

QTEST_MAIN(TestWindowWork)
#include "test_windowwork.moc"
