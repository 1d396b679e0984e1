// Presentation mode on the Training and Jacobian tabs, the lesson's pages with a chart and a
// transformer's charts, on a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=1920x1080 for another):
// every axis title ("RMS of h", "layer", "after n steps", "step"), tick label and legend of every
// chart there grows with the room as the Network tab's do. They took the charts' base size (12 px
// x the chart scale) while the caption and the Network tab's titles took the room's text size.
// Grown, no text of the tab is cut.
#include "tests/support/projectorscreen.h"
#include "tests/support/settle.h"
#include "tests/support/textproblems.h"
#include "tests/support/windowtest.h"
#include "tests/support/stepwait.h"
#include "ui/charts/chartoverlay.h"
#include "ui/charts/legendstrip.h"
#include "ui/charts/look.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/lesson/tourpanel.h"
#include "ui/transformer/transformerpanel.h"
#include "ui/training/trainingpanel.h"
#include "ui/training/updateheatmap.h"
#include "ui/workers/trainworker.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QFontInfo>
#include <QLegend>
#include <QScreen>
#include <QtTest>

#include <algorithm>

using namespace gradflow;

namespace {

int pixels(const QFont &font) { return QFontInfo(font).pixelSize(); }

// The smallest axis title on the Network tab's three charts, and its legend's type.
int networkTitlePixels(MainWindow &w)
{
    int smallest = 1000;
    for (int i = 0; i < 3; ++i)
        for (QAbstractAxis *axis : w.charts()->chart(i)->chart()->axes())
            if (!axis->titleText().isEmpty())
                smallest = std::min(smallest, pixels(axis->titleFont()));
    return smallest;
}

// The smallest tick labels on the Network tab's three charts.
int networkLabelPixels(MainWindow &w)
{
    int smallest = 1000;
    for (int i = 0; i < 3; ++i)
        for (QAbstractAxis *axis : w.charts()->chart(i)->chart()->axes())
            if (axis->labelsVisible())
                smallest = std::min(smallest, pixels(axis->labelsFont()));
    return smallest;
}

// Every axis title and legend of the tab's charts under `least` px, every tick label under
// `labels` px, and how many titles it has.
QStringList smallerThan(QWidget *tab, int least, int labels, int &titles)
{
    QStringList small;
    for (QChartView *view : tab->findChildren<QChartView *>()) {
        const QString chart = view->chart()->title();
        for (QAbstractAxis *axis : view->chart()->axes()) {
            if (axis->labelsVisible() && pixels(axis->labelsFont()) < labels)
                small << QStringLiteral("the tick labels of '%1': %2 px").arg(chart).arg(pixels(axis->labelsFont()));
            if (axis->titleText().isEmpty())
                continue;
            ++titles;
            if (pixels(axis->titleFont()) < least)
                small << QStringLiteral("'%1' of '%2': %3 px")
                             .arg(axis->titleText(), chart)
                             .arg(pixels(axis->titleFont()));
        }
        if (pixels(view->chart()->legend()->font()) < least)
            small
                << QStringLiteral("the legend of '%1': %2 px").arg(chart).arg(pixels(view->chart()->legend()->font()));
    }
    for (LegendStrip *strip : tab->findChildren<LegendStrip *>()) // a transformer's legends, one under each chart
        if (pixels(strip->font()) < least)
            small << QStringLiteral("a legend strip: %1 px").arg(pixels(strip->font()));
    return small;
}

bool anyStale(const QWidget *part)
{
    const QList<ChartOverlay *> overlays = part->findChildren<ChartOverlay *>();
    return std::any_of(overlays.begin(), overlays.end(),
                       [](const ChartOverlay *o) { return o->mode() == ChartOverlay::Mode::Stale; });
}

void waitTrained(TrainingPanel *panel)
{
    QTRY_VERIFY_WITH_TIMEOUT(panel->isFinal() && panel->worker()->latestGeneration() > 0
                                 && panel->drawnGeneration() == panel->worker()->latestGeneration(),
                             120000);
}

// The tab `tab` names, shown with its numbers: a side tab, a lesson page, or a transformer's
// charts (the tour's first transformer step).
QWidget *showTab(MainWindow &w, const QString &tab)
{
    if (tab == QLatin1String("training")) {
        w.lessonTabs()->setCurrentWidget(w.training());
        waitTrained(w.training());
        return w.training();
    }
    if (tab == QLatin1String("jacobian")) {
        w.lessonTabs()->setCurrentWidget(w.jacobian());
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(w.jacobian()->spectrum()
                                         && w.jacobian()->spectrum()->config == w.document()->config()
                                         && !anyStale(w.jacobian()),
                                     120000);
        }();
        return w.jacobian();
    }
    if (tab == QLatin1String("transformer")) {
        const std::vector<TourStep> &steps = w.tourPanel()->tour().steps;
        for (int i = 0; i < int(steps.size()); ++i)
            if (steps[size_t(i)].view == LessonView::Network
                && steps[size_t(i)].config.architecture == Architecture::Transformer) {
                w.tourPanel()->goTo(i);
                waitForStep(w, steps[size_t(i)]);
                return w.transformerPanel();
            }
        return nullptr;
    }
    const LessonView view = parseLessonView(tab.toStdString());
    w.lessonTabs()->showView(view);
    w.lessonTabs()->page(view)->shownTexts(); // waits for its measurement
    return w.lessonTabs()->page(view);
}

} // namespace

class TestSideTabType : public QObject
{
    Q_OBJECT

private slots:
    void axisTitlesAndLegendsGrowAsTheNetworkTabs_data();
    void axisTitlesAndLegendsGrowAsTheNetworkTabs();
};

void TestSideTabType::axisTitlesAndLegendsGrowAsTheNetworkTabs_data()
{
    QTest::addColumn<QString>("tab");
    for (const char *tab :
         {"training", "jacobian", "chain", "residual-chain", "clipping", "residual-scaling", "transformer"})
        QTest::newRow(tab) << QString::fromLatin1(tab);
}

void TestSideTabType::axisTitlesAndLegendsGrowAsTheNetworkTabs()
{
    QFETCH(QString, tab);
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    setPresentation(w, true);
    QVERIFY(settle());
    const int room = int(std::ceil(Look::textShare * w.screen()->geometry().height()));
    const int network = networkTitlePixels(w), labels = networkLabelPixels(w);
    QVERIFY2(network >= room - 1,
             qPrintable(QStringLiteral("the Network tab's titles %1 px, the room's text %2").arg(network).arg(room)));
    const int legend = pixels(w.charts()->legend()->font());
    QWidget *panel = showTab(w, tab);
    QVERIFY(panel && panel->isVisible());
    QVERIFY(settle());
    int titles = 0;
    QStringList small = smallerThan(panel, std::min(network, legend), labels, titles);
    if (tab == QLatin1String("training") && pixels(w.training()->heatmap()->labelFont()) < network)
        small << QStringLiteral("the update map's titles: %1 px").arg(pixels(w.training()->heatmap()->labelFont()));
    // "layer" on the weight-change chart; "log10 of the singular value", "density", "singular
    // value", "layer"; a lesson page's two. A transformer's charts name their axes in their
    // titles, and have a legend under each.
    const bool transformer = tab == QLatin1String("transformer");
    const int least = tab == QLatin1String("training") ? 1 : tab == QLatin1String("jacobian") ? 4 : transformer ? 0 : 2;
    QVERIFY2(titles >= least, qPrintable(QStringLiteral("%1 axis titles").arg(titles)));
    if (transformer)
        QCOMPARE(panel->findChildren<LegendStrip *>().size(), 3);
    QVERIFY2(small.isEmpty(), qPrintable(QStringLiteral("under the Network tab's %1 px: ").arg(network)
                                         + small.join(QStringLiteral("; "))));
    // Grown, every text of the tab still whole and apart.
    const double scale =
        Look::room(w.screen()->geometry().height(), QFontInfo(QApplication::font()).pixelSize()).chartScale;
    const QStringList problems = gradflow::test::textProblems(w, scale);
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 problems, the first: %2").arg(problems.size()).arg(problems.value(0))));
    setPresentation(w, false);
}

int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestSideTabType>(argc, argv); }
#include "test_sidetabtype.moc"
