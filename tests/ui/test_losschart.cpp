// The Training tab's loss chart: its y labels are powers of ten with tall exponents, however far a
// run diverges; "diverged here" stays inside the plot beside its line.
#include "tests/support/drawntext.h"
#include "ui/charts/look.h"
#include "ui/training/losschart.h"
#include "core/training/trainresult.h"

#include <QtTest>

#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>

#include <cmath>

using namespace gradflow;

class TestLossChart : public QObject
{
    Q_OBJECT

private slots:
    void divergingRunIsLabelledInTallPowers();
    void titleKeepsClearOfTheTopLabel_data();
    void titleKeepsClearOfTheTopLabel();
    void legendIsLaidOutForTheChartShown();
    void legendWidthHoldsItsEntries_data();
    void legendWidthHoldsItsEntries();
    void divergenceLabelStaysInThePlot_data();
    void divergenceLabelStaysInThePlot();
};

namespace {

// A run whose loss grows from 1 to 10^47, as a too-large learning rate makes it.
TrainResult divergingRun()
{
    TrainResult run;
    run.settings.steps = 48;
    for (int i = 0; i < 48; ++i) {
        run.loss.push_back(std::pow(10.0, i));
        run.clipFactor.push_back(1.0);
    }
    run.stepsDone = 48;
    return run;
}

// A run of `steps` of 100 whose clip fired at every step, or at none.
TrainResult clippedRun(int steps, bool clipped)
{
    TrainResult run;
    run.settings.steps = 100;
    for (int i = 0; i < steps; ++i) {
        run.loss.push_back(std::pow(10.0, -0.01 * i));
        run.clipFactor.push_back(clipped ? 0.5 : 1.0);
    }
    run.stepsDone = steps;
    return run;
}

// The legend's labels as shown: each visible text item the legend holds, in chart coordinates.
QList<QPair<QString, QRectF>> legendLabels(const LossChart &chart)
{
    QList<QPair<QString, QRectF>> labels;
    const QLegend *legend = chart.chart()->legend();
    for (const QGraphicsItem *item : chart.scene()->items()) {
        const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
        if (text && text->isVisible() && legend->isAncestorOf(text))
            labels.append({text->toPlainText(), text->mapToItem(chart.chart(), text->boundingRect()).boundingRect()});
    }
    return labels;
}

} // namespace

void TestLossChart::divergingRunIsLabelledInTallPowers()
{
    LossChart chart;
    chart.resize(480, 320);
    chart.setRun(divergingRun());
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents(); // the refit after the first layout
    const QList<DrawnText> texts = drawnTexts(&chart);
    int highest = INT_MIN, lowest = INT_MAX;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        QVERIFY2(!printfExponent(texts[i].text), qPrintable(texts[i].text));
        // A log axis gave this run a label per decade, each cut to "...".
        QVERIFY2(!texts[i].text.contains(QStringLiteral("...")) && !texts[i].text.contains(QChar(0x2026)),
                 qPrintable(texts[i].text));
        // "10" and, drawn next at the same size, its exponent: a label as tall as its digits.
        if (texts[i].text != QStringLiteral("10") || i + 1 == texts.size())
            continue;
        bool isNumber = false;
        const int exponent = QString(texts[i + 1].text).replace(QChar(0x2212), QLatin1Char('-')).toInt(&isNumber);
        if (!isNumber)
            continue;
        QCOMPARE(texts[i + 1].fontSize, texts[i].fontSize);
        highest = std::max(highest, exponent);
        lowest = std::min(lowest, exponent);
    }
    QVERIFY2(highest >= 47, qPrintable(QString::number(highest))); // the labels reach the run's top
    QVERIFY2(lowest <= 0, qPrintable(QString::number(lowest)));
}

// The title is centred over the chart; the top label's exponent rises into the title's line. At
// the sizes the tab takes at a desk and in presentation mode (1280 and 1920 wide), no ink of the
// title may reach the labels' column: the columns at the plot's left edge stay blank above it.
void TestLossChart::titleKeepsClearOfTheTopLabel_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("screenHeight"); // 0: the desk's look
    QTest::newRow("desk 1280") << 300 << 0;
    QTest::newRow("room 1920") << 455 << 1080;
    QTest::newRow("room 1280") << 300 << 720;
}

void TestLossChart::titleKeepsClearOfTheTopLabel()
{
    QFETCH(int, width);
    QFETCH(int, screenHeight);
    LossChart chart;
    if (screenHeight > 0) { // the room's look, as presentation mode gives the Training tab
        const Look look = Look::room(screenHeight, 13);
        chart.setLook(false, look.chartScale, look.labelPixels);
    }
    chart.resize(width, 420);
    TrainResult run = divergingRun();
    for (size_t i = 0; i < run.loss.size(); ++i)
        run.loss[i] = 30 - std::log(1.0 + double(i)); // a run that learns: from about 10^1.5, falling
    chart.setRun(run);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    const QImage image = chart.grab().toImage();
    const QRectF plot = chart.chart()->plotArea();
    int inked = 0;
    for (int x = int(plot.left()) - 3; x <= int(plot.left()) + 3; ++x)
        for (int y = 0; y < int(plot.top()) - 2; ++y)
            inked += qGray(image.pixel(x, y)) < 128;
    QVERIFY2(inked == 0, qPrintable(QStringLiteral("%1 dark pixels at the plot's left edge above it; title \"%2\"")
                                        .arg(inked)
                                        .arg(chart.chart()->title())));
}

void TestLossChart::divergenceLabelStaysInThePlot_data()
{
    QTest::addColumn<double>("lineAt"); // the line's x, from the plot's left
    QTest::addColumn<double>("plotWidth");
    QTest::newRow("room to the right") << 20.0 << 400.0;
    QTest::newRow("room to the left") << 380.0 << 400.0;
    QTest::newRow("a slide's narrow chart, step 2 of 10") << 33.0 << 165.0;
    QTest::newRow("narrow, near the right") << 130.0 << 165.0;
}

// The Training slide at 1280 x 720 (--view training --export, a run diverged at step 2): the loss
// chart's plot is 165 px wide, the line 33 px in, and the one-line label went left of the line
// and out of the chart, "erged here". It wraps beside the line instead, inside the plot.
void TestLossChart::divergenceLabelStaysInThePlot()
{
    QFETCH(double, lineAt);
    QFETCH(double, plotWidth);
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(20);
    f.setBold(true);
    const QFontMetricsF fm(f);
    const QRectF plot(60, 10, plotWidth, 300);
    const double x = plot.left() + lineAt;
    const QRectF box = LossChart::divergenceLabelBox(fm, QStringLiteral("diverged here"), plot, x);
    const QString where = QStringLiteral("label %1..%2, line %3, plot %4..%5")
                              .arg(box.left())
                              .arg(box.right())
                              .arg(x)
                              .arg(plot.left())
                              .arg(plot.right());
    QVERIFY2(box.left() >= plot.left() && box.right() <= plot.right(), qPrintable(where));
    QVERIFY2(box.left() > x || box.right() < x, qPrintable(where)); // beside the line, never over it
    QVERIFY2(box.width() >= fm.horizontalAdvance(QStringLiteral("diverged")) - 0.5, qPrintable(where)); // a word whole
    QVERIFY(box.height() >= fm.height());
}

QTEST_MAIN(TestLossChart)
#include "test_losschart.moc"

// A legend hidden while the chart shrinks (a run without a clip, another tour step's layout) and
// shown again by the next run is laid out at once for the chart it is in: the place and the
// labels a chart built at that size gives it, not the wider chart's of before, under the bottom
// edge with its labels elided. No event is processed between the run and the look: a paint or an
// export that comes first draws what the test reads.
void TestLossChart::legendIsLaidOutForTheChartShown()
{
    LossChart fresh; // built at the small size, its events all served
    fresh.resize(243, 209);
    fresh.setRun(clippedRun(1, true));
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    LossChart chart;
    chart.resize(600, 409);
    chart.setRun(clippedRun(100, true));
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents();
    chart.setRun(clippedRun(100, false)); // the legend hidden
    chart.resize(243, 209);
    QCoreApplication::processEvents();
    chart.setRun(clippedRun(1, true)); // a new run's first step: the clip fired
    QCOMPARE(chart.chart()->legend()->geometry(), fresh.chart()->legend()->geometry());
    const auto shown = legendLabels(chart);
    QCOMPARE(shown.size(), 2);
    QCOMPARE(shown, legendLabels(fresh));
    for (const auto &[text, rect] : shown) {
        QVERIFY2(!text.contains(QStringLiteral("...")), qPrintable(text));
        QVERIFY2(QRectF(QPointF(), chart.size()).contains(rect), qPrintable(text + QDebug::toString(rect)));
    }
}

void TestLossChart::legendWidthHoldsItsEntries_data()
{
    QTest::addColumn<int>("screenHeight"); // 0: the desk's look
    QTest::newRow("desk") << 0;
    QTest::newRow("room 1080") << 1080;
    QTest::newRow("room 720") << 720;
}

// The width the Training tab gives the loss chart when its legend is shown: every entry whole
// there, and not far more than it needs (20 px less cuts one).
void TestLossChart::legendWidthHoldsItsEntries()
{
    QFETCH(int, screenHeight);
    LossChart chart;
    if (screenHeight > 0) {
        const Look look = Look::room(screenHeight, 13);
        chart.setLook(false, look.chartScale, look.labelPixels, look.textPixels);
    }
    chart.resize(600, 300);
    QCOMPARE(chart.legendWidth(), 0); // no run, no legend
    chart.setRun(clippedRun(100, true));
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents();
    const int width = chart.legendWidth();
    QVERIFY(width > 0);
    chart.resize(width, 300);
    QCoreApplication::processEvents();
    for (const auto &[text, rect] : legendLabels(chart))
        QVERIFY2(!text.contains(QStringLiteral("...")) && !text.isEmpty(), qPrintable(text));
    QCOMPARE(legendLabels(chart).size(), 2);
    chart.resize(width - 20, 300);
    QCoreApplication::processEvents();
    bool cut = legendLabels(chart).size() < 2;
    for (const auto &[text, rect] : legendLabels(chart))
        cut = cut || text.contains(QStringLiteral("..."));
    QVERIFY2(cut, qPrintable(QStringLiteral("whole at %1 px, %2 less than legendWidth()").arg(width - 20).arg(20)));
}
