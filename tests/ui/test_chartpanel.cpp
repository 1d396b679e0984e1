// The main view's curves as a room sees them: every pin stands out from the plot as drawn
// (translucent over the dark theme's plot too), and a pin of the network shown is named apart
// from it and drawn over it, not hidden under the solid curve.
#include "ui/charts/chartpanel.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/legendstrip.h"
#include "ui/charts/look.h"
#include "core/analysis/analysis.h"
#include "core/engine/engine.h"
#include "core/model/presets.h"
#include "ui/export/slideexport.h"

#include <QChart>
#include <QFile>
#include <QLineSeries>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gradflow;

namespace {

std::shared_ptr<const Result> smallResult(int depth)
{
    ModelConfig c;
    c.depth = depth;
    c.width = 16;
    Engine engine;
    return std::make_shared<const Result>(engine.compute(c));
}

QLineSeries *line(QChart *chart, int index) { return qobject_cast<QLineSeries *>(chart->series().at(index)); }

} // namespace

class TestChartPanel : public QObject
{
    Q_OBJECT

private slots:
    void pinsStandOutFromThePlot_data();
    void pinsStandOutFromThePlot();
    void pinOfTheShownNetworkIsNamedApartAndDrawnOver();
    void dashedLineIsTheOneAtThisWidth();
    void exportedReadoutsDrawExponentsTall();
};

void TestChartPanel::pinsStandOutFromThePlot_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<bool>("colorBlind");
    QTest::newRow("light") << false << false;
    QTest::newRow("dark") << true << false;
    QTest::newRow("light, colour-blind safe") << false << true;
    QTest::newRow("dark, colour-blind safe") << true << true;
}

void TestChartPanel::pinsStandOutFromThePlot()
{
    QFETCH(bool, dark);
    QFETCH(bool, colorBlind);
    ChartPanel panel;
    panel.setLook(dark, colorBlind, 1.0);
    panel.setResult(smallResult(6));
    for (int i = 0; i < ChartPanel::maxPins; ++i)
        QVERIFY(panel.addPin(smallResult(4 + i)));
    const QColor plot = panel.background();
    QChart *chart = panel.chart(0)->chart();
    int pins = 0;
    for (int i = 0; i < chart->series().size(); ++i) {
        QLineSeries *s = line(chart, i);
        if (!s || s->pen().style() != Qt::DashLine || s->pen().widthF() > 2)
            continue; // the pins: thin and dashed (the theory line is absent without an analysis)
        ++pins;
        const QColor drawn = over(s->pen().color(), plot);
        QVERIFY2(contrastRatio(drawn, plot) >= 3.0, qPrintable(QStringLiteral("%1 as drawn %2 on %3: %4:1")
                                                                   .arg(s->name(), drawn.name(), plot.name())
                                                                   .arg(contrastRatio(drawn, plot), 0, 'f', 2)));
    }
    QCOMPARE(pins, ChartPanel::maxPins);
}

void TestChartPanel::pinOfTheShownNetworkIsNamedApartAndDrawnOver()
{
    ChartPanel panel;
    panel.setResult(smallResult(6));
    QVERIFY(panel.pinCurrent());
    const std::vector<LegendStrip::Entry> &entries = panel.legend()->entries();
    QCOMPARE(int(entries.size()), 2);
    QVERIFY2(entries[0].label != entries[1].label, qPrintable(entries[0].label));
    QCOMPARE(entries[0].label, panel.pinLabels().front());
    QVERIFY(entries[1].label.startsWith(entries[0].label));
    // Drawn after (over) the live curve: the dashes stay visible on the identical solid line.
    for (int c = 0; c < 3; ++c) {
        QChart *chart = panel.chart(c)->chart();
        int liveAt = -1, pinAt = -1;
        for (int i = 0; i < chart->series().size(); ++i) {
            if (QLineSeries *s = line(chart, i); s && s->pen().style() == Qt::DashLine && pinAt < 0)
                pinAt = i;
            else if (s && s->pen().style() == Qt::SolidLine && s->count() > 1 && liveAt < 0)
                liveAt = i;
        }
        QVERIFY(liveAt >= 0 && pinAt >= 0);
        QVERIFY2(pinAt > liveAt,
                 qPrintable(QStringLiteral("chart %1: pin drawn at %2, live at %3").arg(c).arg(pinAt).arg(liveAt)));
    }
}

// At width 64 the dashed line is the infinite-width one less its finite-width drift (a seed
// band lies wholly below the limit), and the caption says which line it is.
void TestChartPanel::dashedLineIsTheOneAtThisWidth()
{
    ModelConfig c; // ReLU, He, width 64, depth 30
    Engine engine;
    auto result = std::make_shared<const Result>(engine.compute(c));
    auto analysis = std::make_shared<const Analysis>(analyze(*result));
    QVERIFY(analysis->atWidth);
    ChartPanel panel;
    panel.setResult(result, analysis);
    for (int chart : {0, 1}) {
        QLineSeries *theory = nullptr;
        for (QAbstractSeries *s : panel.chart(chart)->chart()->series())
            if (auto *l = qobject_cast<QLineSeries *>(s); l && l->pen().style() == Qt::CustomDashLine)
                theory = l;
        QVERIFY(theory);
        const std::vector<double> &expected =
            chart == 0 ? analysis->atWidth->log10SignalRms : analysis->atWidth->log10GradNorm;
        QCOMPARE(theory->count(), qsizetype(expected.size()));
        for (qsizetype l = 0; l < theory->count(); ++l)
            QCOMPARE(theory->at(l).y(), expected[size_t(l)]);
    }
    QVERIFY2(panel.caption().contains(QStringLiteral("theory at width 64")), qPrintable(panel.caption()));
}

// The readouts under an exported slide's caption (2.0×10²² for ReLU std 1) draw their exponents
// as digits of the caption's size, raised: no superscript glyph at 45% of the height is left in
// the file, and the exponent's digits are there as text of their own.
void TestChartPanel::exportedReadoutsDrawExponentsTall()
{
    QTemporaryDir dir;
    Slide slide;
    slide.result = std::make_shared<const Result>(Engine().compute(findPreset("relu-large")->config));
    slide.readouts = true;
    const QString path = dir.filePath("slide.svg");
    QCOMPARE(exportSlide(slide, path, QSize(1280, 720)), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    QVERIFY(svg.contains(QStringLiteral("First/last gradient")));
    for (QChar c : QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹⁻")) {
        const qsizetype at = svg.indexOf(c);
        QVERIFY2(at < 0, qPrintable(svg.mid(std::max<qsizetype>(0, at - 80), 120)));
    }
    QVERIFY(svg.contains(QRegularExpression(QStringLiteral(">\\s*22\\s*</text>"))));
}

QTEST_MAIN(TestChartPanel)
#include "test_chartpanel.moc"
