// The window's theory panel and dashed line: shown where a theory holds, gone where none does,
// following the toggle; the critical-std button; the distinct-units readout.
#include "tests/support/chartlines.h"
#include "ui/charts/chartpanel.h"
#include "ui/workers/computeworker.h"
#include "ui/window/controlpanel.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/legendstrip.h"
#include "ui/window/mainwindow.h"
#include "ui/window/theorypanel.h"
#include "core/model/presets.h"
#include "tests/support/settle.h"
#include "tests/support/windowtest.h"

#include <QLineSeries>
#include <QPushButton>
#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

// The chart's line series whose curve is labelled `name`, or null.
QLineSeries *namedLine(MainWindow &w, int chart, const QString &name)
{
    return lineLabelled(w.charts()->chart(chart), name);
}

// The points of the chart's theory series (the infinite-width line, or the one at the
// network's width where it is estimated), or none.
QList<QPointF> theoryPoints(MainWindow &w, int chart)
{
    QLineSeries *line =
        lineLabelled(w.charts()->chart(chart), [](const QString &l) { return l.contains(QStringLiteral("theory")); });
    return line ? line->points() : QList<QPointF>{};
}

ModelConfig lessonSize(Activation activation)
{
    ModelConfig c;
    c.depth = 20;
    c.width = 48;
    c.activation = activation;
    return c;
}

} // namespace

class TestTheoryWindow : public QObject
{
    Q_OBJECT

private slots:
    void dashedLineFollowsTheory();
    void dashesShowOnAMatchingCurve();
    void toggleHidesTheLine();
    void normalizationSaysNotAvailable();
    void criticalButtonSetsStd();
    void constantInitShowsOneUnit();
};

void TestTheoryWindow::dashedLineFollowsTheory()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w); // the start-up network first, so the lesson's one renames its curves (CI's order)
    const ModelConfig c = lessonSize(Activation::Tanh);
    w.applyConfig(c);
    waitDrawn(w);
    const Theory t = *meanFieldTheory(c);
    for (int chart : {0, 1}) {
        const QList<QPointF> points = theoryPoints(w, chart);
        QCOMPARE(points.size(), qsizetype(c.depth + 1));
        const std::vector<double> &values = chart == 0 ? t.log10SignalRms : t.log10GradNorm;
        for (int l = 0; l <= c.depth; ++l)
            QCOMPARE(points[l].y(), values[size_t(l)]);
    }
    QVERIFY(theoryPoints(w, 2).isEmpty()); // no theory of weight gradients
    QVERIFY(w.charts()->caption().contains(QStringLiteral("fine black dashes: infinite-width theory")));
    QVERIFY(!w.charts()->legend()->isVisible()); // the caption names the line
    // Drawn over the measured curve, so thinner than it and without dots: the measurement must
    // still show where the two agree (a projected window once showed only the theory's black).
    for (int chart : {0, 1}) {
        QLineSeries *theory = namedLine(w, chart, QStringLiteral("infinite-width theory"));
        QLineSeries *live = namedLine(w, chart, QString::fromStdString(describe(c)));
        QVERIFY(theory && live);
        QVERIFY(live->pointsVisible());
        QVERIFY(!theory->pointsVisible());
        QVERIFY(theory->pen().widthF() < 0.6 * live->pen().widthF());
    }
    QVERIFY(w.theory()->rhoText().contains(QString::number(std::pow(10.0, *t.log10Rho), 'f', 3)));
    QVERIFY(w.theory()->unitsText().contains(QStringLiteral("48 of 48"))
            || w.theory()->unitsText().contains(QStringLiteral("at least 48")));
}

// Sigmoid's signal matches its theory at every layer: the dashes lie on the measured curve. Dark
// dashes alone vanished into its blue; along the curve's middle, light stripes must show too.
void TestTheoryWindow::dashesShowOnAMatchingCurve()
{
    MainWindow w(false);
    w.resize(1280, 720);
    w.show();
    waitDrawn(w);
    const ModelConfig c = findPreset("sigmoid-xavier")->config;
    w.applyConfig(c);
    waitDrawn(w);
    QVERIFY(settle());
    LayerChart *chart = w.charts()->chart(0);
    QLineSeries *live = namedLine(w, 0, QString::fromStdString(describe(c)));
    QVERIFY(live);
    const Stripes st = stripesAlong(chart, live, 3, int(live->count()) - 3, 0.75, 0.3);
    // Dark dashes alone: 5 % of the columns light; with the gaps' light dashes 33 %, and 29 % dark.
    QVERIFY(st.samples > 100);
    QVERIFY2(
        st.light > st.samples / 4 && st.dark > st.samples / 4,
        qPrintable(QStringLiteral("%1 light and %2 dark of %3 pixels").arg(st.light).arg(st.dark).arg(st.samples)));
}

void TestTheoryWindow::toggleHidesTheLine()
{
    MainWindow w(false);
    w.show();
    w.applyConfig(lessonSize(Activation::Relu));
    waitDrawn(w);
    QVERIFY(!theoryPoints(w, 1).isEmpty());
    w.theory()->setLineShown(false);
    QVERIFY(theoryPoints(w, 1).isEmpty());
    QVERIFY(!w.charts()->caption().contains(QStringLiteral("theory")));
    QVERIFY(!w.charts()->isTheoryShown());
    w.theory()->setLineShown(true);
    QVERIFY(!theoryPoints(w, 1).isEmpty());
}

void TestTheoryWindow::normalizationSaysNotAvailable()
{
    MainWindow w(false);
    w.show();
    ModelConfig c = lessonSize(Activation::Relu);
    c.norm = Norm::Layer;
    w.applyConfig(c);
    waitDrawn(w);
    QVERIFY(theoryPoints(w, 0).isEmpty());
    QVERIFY(theoryPoints(w, 1).isEmpty());
    QVERIFY(w.theory()->rhoText().startsWith(QStringLiteral("not available")));
}

void TestTheoryWindow::criticalButtonSetsStd()
{
    MainWindow w(false);
    w.show();
    w.applyConfig(lessonSize(Activation::Relu));
    waitDrawn(w);
    QVERIFY(w.theory()->criticalText().startsWith(QString::number(std::sqrt(2.0 / 48), 'g', 3)));
    w.theory()->criticalButton()->click();
    const ModelConfig c = w.document()->config();
    QVERIFY(c.init == Init::CustomStd);
    QVERIFY(std::fabs(c.initStd - std::sqrt(2.0 / 48)) < 1e-12);
    waitDrawn(w);
    QVERIFY(std::fabs(w.charts()->result()->config.initStd - std::sqrt(2.0 / 48)) < 1e-12);
}

void TestTheoryWindow::constantInitShowsOneUnit()
{
    MainWindow w(false);
    w.show();
    ModelConfig c = lessonSize(Activation::Tanh);
    c.init = Init::Constant;
    w.applyConfig(c);
    waitDrawn(w);
    QVERIFY(w.theory()->unitsText().startsWith(QStringLiteral("1 of 48")));
    QVERIFY(theoryPoints(w, 1).isEmpty());
}

QTEST_MAIN(TestTheoryWindow)
#include "test_theorywindow.moc"
