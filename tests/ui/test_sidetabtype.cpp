// Presentation mode on the Training and Jacobian tabs, on a 1280 x 720 projector
// (GRADFLOW_TEST_SCREEN=1920x1080 for another): every axis title ("RMS of h", "layer", "after n
// steps", "step") and every legend of every chart there grows with the room as the Network tab's
// do. They took the charts' base size (12 px x the chart scale) while the tick labels, the caption
// and the Network tab's titles took the room's text size. Grown, no text of the tab is cut.
#include "tests/support/projectorscreen.h"
#include "tests/support/settle.h"
#include "tests/support/textproblems.h"
#include "tests/support/windowtest.h"
#include "ui/charts/chartoverlay.h"
#include "ui/charts/look.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/lesson/lessontabs.h"
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

// Every axis title and legend of the tab's charts under `least` px, and how many titles it has.
QStringList smallerThan(QWidget *tab, int least, int &titles)
{
    QStringList small;
    for (QChartView *view : tab->findChildren<QChartView *>()) {
        const QString chart = view->chart()->title();
        for (QAbstractAxis *axis : view->chart()->axes()) {
            if (axis->titleText().isEmpty())
                continue;
            ++titles;
            if (pixels(axis->titleFont()) < least)
                small << QStringLiteral("'%1' of '%2': %3 px").arg(axis->titleText(), chart).arg(pixels(axis->titleFont()));
        }
        if (pixels(view->chart()->legend()->font()) < least)
            small << QStringLiteral("the legend of '%1': %2 px").arg(chart).arg(pixels(view->chart()->legend()->font()));
    }
    return small;
}

bool anyStale(const QWidget *part)
{
    const QList<ChartOverlay *> overlays = part->findChildren<ChartOverlay *>();
    return std::any_of(overlays.begin(), overlays.end(), [](const ChartOverlay *o) { return o->mode() == ChartOverlay::Mode::Stale; });
}

void waitTrained(TrainingPanel *panel)
{
    QTRY_VERIFY_WITH_TIMEOUT(panel->isFinal() && panel->worker()->latestGeneration() > 0 &&
                                 panel->drawnGeneration() == panel->worker()->latestGeneration(),
                             120000);
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
    QTest::newRow("training") << QStringLiteral("training");
    QTest::newRow("jacobian") << QStringLiteral("jacobian");
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
    const int network = networkTitlePixels(w);
    QVERIFY2(network >= room - 1, qPrintable(QStringLiteral("the Network tab's titles %1 px, the room's text %2").arg(network).arg(room)));
    const int legend = pixels(w.charts()->legend()->font());
    QWidget *panel = tab == QLatin1String("training") ? static_cast<QWidget *>(w.training()) : w.jacobian();
    w.lessonTabs()->setCurrentWidget(panel);
    if (tab == QLatin1String("training"))
        waitTrained(w.training());
    else
        QTRY_VERIFY_WITH_TIMEOUT(w.jacobian()->spectrum() && w.jacobian()->spectrum()->config == w.document()->config() && !anyStale(panel),
                                 120000);
    QVERIFY(settle());
    int titles = 0;
    QStringList small = smallerThan(panel, std::min(network, legend), titles);
    if (tab == QLatin1String("training") && pixels(w.training()->heatmap()->labelFont()) < network)
        small << QStringLiteral("the update map's titles: %1 px").arg(pixels(w.training()->heatmap()->labelFont()));
    // "layer" on the weight-change chart; "log10 of the singular value", "density", "singular value", "layer".
    QVERIFY2(titles >= (tab == QLatin1String("training") ? 1 : 4), qPrintable(QStringLiteral("%1 axis titles").arg(titles)));
    QVERIFY2(small.isEmpty(), qPrintable(QStringLiteral("under the Network tab's %1 px: ").arg(network) + small.join(QStringLiteral("; "))));
    // Grown, every text of the tab still whole and apart.
    const double scale = Look::room(w.screen()->geometry().height(), QFontInfo(QApplication::font()).pixelSize()).chartScale;
    const QStringList problems = gradflow::test::textProblems(w, scale);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems, the first: %2").arg(problems.size()).arg(problems.value(0))));
    setPresentation(w, false);
}

int main(int argc, char *argv[])
{
    return gradflow::test::runOnProjectorScreen<TestSideTabType>(argc, argv);
}
#include "test_sidetabtype.moc"
