// The y axis a LayerChart chooses: no curve is drawn on the frame, not even one lying exactly
// on a whole decade (the plain chain of the Residual chain view at s = 1 is 10^0 at every unit);
// in the window, every axis is readable from the back row and hugs its data, and an SVG keeps
// each exponent beside its 10.
#include "ui/charts/layerchart.h"
#include "tests/support/windowtest.h"
#include "tests/support/projectorscreen.h"
#include "tests/support/settle.h"
#include "ui/window/controlpanel.h"
#include "core/model/presets.h"
#include "ui/charts/exponenttext.h"

#include <QAction>
#include <QChart>
#include <QValueAxis>
#include <QFile>
#include <QFont>
#include <QFontMetricsF>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QToolTip>
#include <QHelpEvent>
#include <QApplication>
#include <QValueAxis>
#include <QXYSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QtTest>

using namespace gradflow;

namespace {

// Shows chart at 600 x 400 with one live curve over layers 0-10, log10 values first, first +
// perLayer, ...: true once its series exist and have been laid out.
bool showLiveCurve(LayerChart &chart, double first, double perLayer)
{
    chart.resize(600, 400);
    chart.show();
    Curve c;
    c.label = QStringLiteral("live");
    c.color = Qt::blue;
    for (int l = 0; l < 11; ++l)
        c.log10Values.push_back(first + perLayer * l);
    chart.setCurves({c});
    const bool drawn = QTest::qWaitFor([&chart] { return !chart.chart()->series().isEmpty(); });
    QCoreApplication::processEvents();
    return drawn;
}

} // namespace

class TestLayerChart : public QObject
{
    Q_OBJECT

private slots:
    void dataOnAnEndTickStaysOffTheFrame_data();
    void dataOnAnEndTickStaysOffTheFrame();
    void dataBetweenTicksKeepsTheNearestTicks();
    void hoverTipDrawsExponentsTall();
    void hoverTipStaysWhileThePointerRests();
    void axesReadableFromTheBackRow();
    void svgExponentsStayAttached();
    void relativeModeTitlesFit();
    void presentationAxesHugTheData();
    void layerAxisEndsAtTheLastLayer();
    void dashedLineHasOneEntryAfterAClearedChart();
};

void TestLayerChart::dataOnAnEndTickStaysOffTheFrame_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::newRow("plain chain at s = 1 beside 2^10") << 0.0 << 10 * std::log10(2.0);
    QTest::newRow("a flat line at 10^0") << 0.0 << 0.0;
    QTest::newRow("ends on -36 and 20") << -36.0 << 20.0;
    QTest::newRow("ends on -4 and 6") << -4.0 << 6.0;
}

void TestLayerChart::dataOnAnEndTickStaysOffTheFrame()
{
    QFETCH(double, low);
    QFETCH(double, high);
    for (double plotHeight : {120.0, 400.0, 900.0}) {
        const YTicks t = LayerChart::chooseYTicks(low, high, plotHeight, 20);
        QVERIFY2(t.min < low && t.max > high, qPrintable(QStringLiteral("data %1..%2 on an axis %3..%4 (%5 px)")
                                                             .arg(low)
                                                             .arg(high)
                                                             .arg(t.min)
                                                             .arg(t.max)
                                                             .arg(plotHeight)));
    }
}

void TestLayerChart::dataBetweenTicksKeepsTheNearestTicks()
{
    const YTicks t = LayerChart::chooseYTicks(-35.7, 21.3, 900, 20);
    QVERIFY2(t.min > -40 && t.min <= -36 && t.max >= 22 && t.max < 25,
             qPrintable(QStringLiteral("%1..%2 step %3").arg(t.min).arg(t.max).arg(t.step)));
}

// Pointing at a layer reads its value with the exponent as tall as the digits (the tip wrote
// 10²² in the font's superscripts), the tip otherwise the one valueTipAt gives.
void TestLayerChart::hoverTipDrawsExponentsTall()
{
    LayerChart chart(QStringLiteral("gradient"), QStringLiteral("norm"));
    QVERIFY(showLiveCurve(chart, 22.3, -2.0)); // 2.0×10²² at layer 0
    const QPointF inChart = chart.chart()->mapToPosition(QPointF(5, 12.3), chart.chart()->series().first());
    const QPointF at = chart.mapFromScene(chart.chart()->mapToScene(inChart + QPointF(2, -3)));
    const QString tip = chart.valueTipAt(at);
    QVERIFY2(tip.endsWith(QStringLiteral("layer 5: 2.00×10¹²")), qPrintable(tip));
    QTest::mouseMove(chart.viewport(), at.toPoint());
    QTRY_VERIFY2(QToolTip::text() == tallExponents(tip), qPrintable(QToolTip::text()));
}

// A second after the pointer stopped, the value vanished: Qt's tooltip event (sent about 0.7 s
// after the last move) reached the chart's scene, which has no item with a tip and hid the one
// shown. That event now shows the value again; Qt hides a tip 300 ms after it is asked to.
void TestLayerChart::hoverTipStaysWhileThePointerRests()
{
    LayerChart chart(QStringLiteral("gradient"), QStringLiteral("norm"));
    QVERIFY(showLiveCurve(chart, 0.0, -1.0));
    const QPointF inChart = chart.chart()->mapToPosition(QPointF(4, -4), chart.chart()->series().first());
    const QPoint at = chart.mapFromScene(chart.chart()->mapToScene(inChart));
    QTest::mouseMove(chart.viewport(), at);
    QTRY_VERIFY(QToolTip::isVisible());
    const QString shown = QToolTip::text();
    QVERIFY2(shown.contains(QStringLiteral("layer 4")), qPrintable(shown));
    QHelpEvent rest(QEvent::ToolTip, at, chart.viewport()->mapToGlobal(at)); // the pointer has rested
    QApplication::sendEvent(chart.viewport(), &rest);
    QTest::qWait(600); // twice Qt's hiding delay
    QVERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), shown);
}

// At 720 lines every y axis has at least four labelled ticks, ends on labelled ticks
// (every curve between two labels), typesets its minus signs, and in presentation mode its
// exponents stand at least 2% of the screen height.
void TestLayerChart::axesReadableFromTheBackRow()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const double screenHeight = w.screen()->geometry().height();
    for (bool presentation : {false, true}) {
        setPresentation(w, presentation);
        for (const Preset &p : presets()) {
            w.applyConfig(p.config);
            waitDrawn(w);
            QVERIFY(settle()); // the refit is queued behind the layout
            for (int i = 0; i < 3; ++i) {
                const QString where = QStringLiteral("%1, chart %2%3")
                                          .arg(QString::fromStdString(p.name))
                                          .arg(i)
                                          .arg(presentation ? ", presentation" : "");
                LayerChart *chart = w.charts()->chart(i);
                auto *axis = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Vertical).first());
                QVERIFY(axis);
                const YTicks t = chart->yTicks();
                const QStringList labels = chart->yLabels();
                QVERIFY2(labels.size() >= 4, qPrintable(where + ": " + labels.join(' ')));
                QCOMPARE(labels.size(), t.intervals() + 1);
                QCOMPARE(axis->min(), t.min);
                QCOMPARE(axis->max(), t.max);
                for (const QString &label : labels)
                    QVERIFY2(label.startsWith("10") && !label.contains('-'), qPrintable(where + ": " + label));
                if (t.min < 0)
                    QVERIFY2(labels.first().contains(QChar(0x2212)), qPrintable(where));
                // No label overlaps its neighbour.
                const double spacing = chart->chart()->plotArea().height() * t.step / (t.max - t.min);
                QVERIFY2(
                    spacing >= 1.2 * chart->yLabelHeight(),
                    qPrintable(
                        where + QStringLiteral(": %1 px apart, labels %2 px").arg(spacing).arg(chart->yLabelHeight())));
                // Every curve lies between the lowest and the highest labelled tick.
                for (QAbstractSeries *s : chart->chart()->series()) {
                    for (const QPointF &pt : static_cast<QXYSeries *>(s)->points())
                        QVERIFY2(pt.y() >= t.min && pt.y() <= t.max, qPrintable(where));
                }
                if (presentation) {
                    QFont exponent(QStringLiteral("DejaVu Sans"));
                    exponent.setPixelSize(int(chart->exponentPixels()));
                    const double ink = QFontMetricsF(exponent).tightBoundingRect("0123456789").height();
                    QVERIFY2(ink >= 0.02 * screenHeight,
                             qPrintable(where + QStringLiteral(": exponent %1 px").arg(ink)));
                }
            }
        }
    }
    setPresentation(w, false);
}

// In an SVG the exponent sits right after its "10", as large as it, with a true minus.
void TestLayerChart::svgExponentsStayAttached()
{
    MainWindow w(false);
    w.show();
    w.applyConfig(findPreset("relu-small")->config); // exponents down to -36
    waitDrawn(w);
    QTemporaryDir dir;
    const QString path = dir.filePath("c.svg");
    QCOMPARE(w.chartExport()->exportTo(path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    // <g transform=...> holds one label: the "10" and its exponent, each a <text>.
    static const QRegularExpression text(
        QStringLiteral("<text[^>]*x=\"([^\"]*)\" y=\"([^\"]*)\"[^>]*font-size=\"([^\"]*)\"[^>]*>([^<]*)</text>"));
    struct Piece
    {
        double x, y, size;
        QString text;
    };
    std::vector<Piece> pieces;
    for (auto it = text.globalMatch(svg); it.hasNext();) {
        const auto m = it.next();
        pieces.push_back(
            {m.captured(1).toDouble(), m.captured(2).toDouble(), m.captured(3).toDouble(), m.captured(4).trimmed()});
    }
    int checked = 0;
    for (size_t i = 0; i + 1 < pieces.size(); ++i) {
        // A tick label's 10 and its exponent, raised (the layer axis's "10" and "15" are not).
        if (pieces[i].text != "10" || pieces[i + 1].y >= pieces[i].y - 1
            || !QRegularExpression(QStringLiteral("^\u2212?[0-9]+$")).match(pieces[i + 1].text).hasMatch())
            continue;
        QFont ten(QStringLiteral("DejaVu Sans"));
        ten.setPixelSize(int(pieces[i].size));
        const double end = pieces[i].x + QFontMetricsF(ten).horizontalAdvance("10");
        QVERIFY2(std::abs(pieces[i + 1].x - end) <= 1.5,
                 qPrintable(QStringLiteral("exponent %1 at x %2, its 10 ends at %3")
                                .arg(pieces[i + 1].text)
                                .arg(pieces[i + 1].x)
                                .arg(end)));
        QVERIFY(pieces[i + 1].size >= 0.9 * pieces[i].size);
        ++checked;
    }
    QVERIFY2(checked >= 12, qPrintable(QString::number(checked)));
    QVERIFY(svg.contains(QStringLiteral("\u221236")) || svg.contains(QStringLiteral("\u221240")));
}

// In presentation mode the labels are tall, and a coarse step widened to four
// labels ran the signal axis 10^-50..10^100 for data between 10^-40 and 10^22 (He with std 0.01
// and std 1 pinned), flattening the tilt the room must see. Every axis ends within about one
// tick step of its data, in both modes, its labels still apart.
void TestLayerChart::presentationAxesHugTheData()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const ModelConfig he = w.document()->config();
    for (double std : {0.01, 1.0}) {
        ModelConfig pinned = he;
        pinned.init = Init::CustomStd;
        pinned.initStd = std;
        w.applyConfig(pinned);
        waitDrawn(w);
        QVERIFY(w.document()->addPin(w.charts()->result()));
    }
    w.applyConfig(he);
    waitDrawn(w);
    for (bool presentation : {false, true}) {
        setPresentation(w, presentation);
        QVERIFY(settle());
        for (int i = 0; i < 3; ++i) {
            LayerChart *chart = w.charts()->chart(i);
            double low = INFINITY, high = -INFINITY;
            for (QAbstractSeries *s : chart->chart()->series()) {
                for (const QPointF &pt : static_cast<QXYSeries *>(s)->points()) {
                    low = std::min(low, pt.y());
                    high = std::max(high, pt.y());
                }
            }
            const YTicks t = chart->yTicks();
            const QString where = QStringLiteral("%1, chart %2: data %3..%4, axis %5..%6 by %7")
                                      .arg(presentation ? "presentation" : "desk")
                                      .arg(i)
                                      .arg(low)
                                      .arg(high)
                                      .arg(t.min)
                                      .arg(t.max)
                                      .arg(t.step);
            QVERIFY2(high - low > 10, qPrintable(where)); // the pins spread the data
            QVERIFY2(t.min <= low && t.max >= high, qPrintable(where));
            QVERIFY2(low - t.min <= t.step && t.max - high <= t.step, qPrintable(where));
            QVERIFY2(chart->yLabels().size() >= 3, qPrintable(where));
            const double spacing = chart->chart()->plotArea().height() * t.step / (t.max - t.min);
            QVERIFY2(spacing >= 1.2 * chart->yLabelHeight(), qPrintable(where));
        }
    }
    setPresentation(w, false);
}

// Relative mode keeps its axis titles whole and says so in the caption.
void TestLayerChart::relativeModeTitlesFit()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    w.charts()->setRelative(true);
    QVERIFY(settle());
    for (int i = 0; i < 3; ++i) {
        QChart *chart = w.charts()->chart(i)->chart();
        auto *axis = chart->axes(Qt::Vertical).first();
        const double title = QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText());
        QVERIFY2(
            title <= chart->plotArea().height(),
            qPrintable(
                QStringLiteral("%1: %2 px in %3").arg(axis->titleText()).arg(title).arg(chart->plotArea().height())));
        QVERIFY(QFontMetricsF(chart->titleFont()).horizontalAdvance(chart->title()) <= chart->plotArea().width());
        QVERIFY(chart->title().contains(QStringLiteral("÷ its value at layer")));
    }
    QVERIFY(w.charts()->caption().startsWith(QStringLiteral("Each curve ÷ its value at layer 0")));
}

// The screen of a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=1920x1080 for another), through
// the offscreen platform's screen file; fonts as the application sets them.
// 48 blocks end at layer 48, not at the next round tick.
void TestLayerChart::layerAxisEndsAtTheLastLayer()
{
    for (int last : {48, 30, 7}) {
        LayerChart chart(QStringLiteral("t"), QStringLiteral("y"));
        chart.resize(1000, 360); // the Network view's width on a projector
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setCurves({Curve{QStringLiteral("a"), std::vector<double>(size_t(last + 1), 0.0), 0, Qt::blue}});
        auto *x = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(x);
        QTRY_COMPARE(x->max(), double(last));
        QCOMPARE(x->min(), 0.0);
        QCOMPARE(chart.xLabels().last(), QString::number(last)); // the last layer is labelled
    }
}

// A dashed line is two series (its dashes, its gaps) and one legend entry. Cleared first (the
// Training tab before a diverging run), the chart's hidden legend answered isVisible() false for
// every marker, the gaps' marker was never hidden, and a second, white "predicted" stood in the key.
void TestLayerChart::dashedLineHasOneEntryAfterAClearedChart()
{
    LayerChart chart(QStringLiteral("t"), QStringLiteral("y"));
    chart.resize(800, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setCurves({});
    QVERIFY(settle());
    std::vector<Curve> curves{Curve{QStringLiteral("t = 1"), std::vector<double>(31, 1.0), 0, Qt::blue}};
    appendDashedLine(curves, Curve{QStringLiteral("predicted"), std::vector<double>(31, 2.0), 0, QColor()});
    QCOMPARE(curves.size(), size_t(3));
    chart.setCurves(curves);
    QVERIFY(settle());
    QVERIFY(chart.chart()->legend()->isVisible());
    QStringList shown;
    for (QLegendMarker *marker : chart.chart()->legend()->markers())
        if (marker->isVisible())
            shown << marker->label();
    QCOMPARE(shown.count(QStringLiteral("predicted")), 1);
    QVERIFY(shown.contains(QStringLiteral("t = 1")));
}

int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestLayerChart>(argc, argv); }
#include "test_layerchart.moc"
