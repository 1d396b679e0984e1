// A transformer's pins and seed band in the window, at the lesson's size: Ctrl+P keeps the drawn
// transformer on all three charts while a slider moves the live one, with its sub-layers told
// apart as the live curves' are; a dense pin beside a transformer is refused, naming why; the
// Network tab's export carries the pins; the seed band is computed on its worker, drawn for the
// transformer shown, and stops on Stop.
#include "tests/support/lessontransformer.h"
#include "tests/support/windowtest.h"
#include "core/transformer/transformerseeds.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/transformer/sublayerchart.h"
#include "ui/transformer/transformerpanel.h"
#include "ui/window/bandspanel.h"
#include "ui/window/chartexport.h"
#include "ui/window/controlpanel.h"
#include "ui/window/filecommands.h"
#include "ui/window/pinsstatus.h"
#include "ui/window/statusline.h"
#include "ui/window/transformercontrols.h"
#include "ui/window/transformerview.h"

#include <QComboBox>
#include <QImage>
#include <QLineSeries>
#include <QPushButton>
#include <QSlider>
#include <QTemporaryDir>

#include <cmath>

using namespace gradflow;

class TestTransformerPins : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pinStaysWhileTheSliderMoves();
    void pinsAreOfOneArchitecture();
    void exportCarriesThePins();
    void sessionKeepsTransformerPins();
    void pinsKeepTheirContrastInTheDark();
    void seedBandIsDrawnForTheTransformerShown();
    void seedBandStops();
    void busyLineNamesTheWidthOnce();
};

namespace {

bool lessonTransformerDrawn(MainWindow &w, int depth = 6)
{
    w.resize(1280, 720);
    w.show();
    w.document()->setConfig(lessonTransformer(depth));
    return QTest::qWaitFor([&w, depth] { return w.transformerPanel()->series().blocks == depth; }, 60000);
}

QString statusText(MainWindow &w) { return w.findChild<StatusLine *>()->text(); }

// The series of chart named name (a pin's first series carries its label).
QXYSeries *seriesNamed(SubLayerChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->chart()->series())
        if (s->name() == name)
            return static_cast<QXYSeries *>(s);
    return nullptr;
}

// Pixels of image within a few steps of color in each channel.
int pixelsOf(const QImage &image, const QColor &color)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor p = image.pixelColor(x, y);
            count += std::abs(p.red() - color.red()) + std::abs(p.green() - color.green())
                         + std::abs(p.blue() - color.blue())
                     < 24;
        }
    return count;
}

} // namespace

void TestTransformerPins::initTestCase()
{
    QCoreApplication::setOrganizationName("GradFlowTest");
    QCoreApplication::setApplicationName("GradFlowTest");
}

// Ctrl+P pins the lesson's transformer: its residual RMS stays on the signal chart, point for
// point, after the depth slider draws a deeper live network; its attention and MLP sub-layers
// are circles and squares as the live ones; the legend names it; relative mode divides it by its
// own embeddings' value; Ctrl+Shift+P removes it.
void TestTransformerPins::pinStaysWhileTheSliderMoves()
{
    MainWindow w(false);
    QVERIFY(lessonTransformerDrawn(w));
    TransformerPanel *panel = w.transformerPanel();
    const QList<QPointF> pinned = panel->series().rms;
    actionWithShortcut(w, "Ctrl+P")->trigger();
    QCOMPARE(int(w.document()->transformerPins().size()), 1);
    QCOMPARE(int(panel->pins().size()), 1);
    const QString label = panel->pins().front().label;
    QVERIFY2(label.startsWith(QStringLiteral("6 blocks × 64")), qPrintable(label));
    QVERIFY2(statusText(w).contains(QStringLiteral("Pinned 6 blocks")), qPrintable(statusText(w)));
    QTest::keyClick(w.controls()->depthSlider(), Qt::Key_Right);
    const int depth = w.document()->config().depth;
    QTRY_COMPARE_WITH_TIMEOUT(panel->series().blocks, depth, 60000);
    QXYSeries *pin = seriesNamed(panel->signalChart(), label);
    QVERIFY(pin);
    QList<QPointF> expected = pinned;
    expected.last().setX(2 * depth + 1); // the final norm at the axis's end
    QCOMPARE(pin->points(), expected);
    QCOMPARE(panel->drawnSeries().rms.size(), 2 * depth + 2); // the live one is the deeper network
    int circles = 0, squares = 0;
    for (QAbstractSeries *s : panel->signalChart()->chart()->series())
        if (auto *m = qobject_cast<QScatterSeries *>(s); m && m->color().alpha() == 0) // a pin's outlined markers
            (m->markerShape() == QScatterSeries::MarkerShapeCircle ? circles : squares) += int(m->count());
    QCOMPARE(circles, 2 * 6); // RMS and gradient after each block's attention
    QCOMPARE(squares, 2 * 6);
    bool named = false;
    for (const LegendStrip::Entry &e : panel->signalChart()->legendEntries())
        named = named || e.label == label;
    QVERIFY(named);
    int pinMarkers = 0; // the pin's matrices and entropy, outlined in its colour
    for (SubLayerChart *chart : {panel->weightChart(), panel->entropyChart()})
        for (QAbstractSeries *s : chart->chart()->series())
            if (auto *m = qobject_cast<QScatterSeries *>(s);
                m && m->color().alpha() == 0 && m->pen().color() == SubLayerOverlay::pinColor(0))
                pinMarkers += int(m->count());
    QCOMPARE(pinMarkers, 1 + 1 + 6 * 6 + 1 + 6); // embeddings, positions, 6 blocks' q k v o up down, head; entropy
    w.document()->setRelative(true);
    QCOMPARE(seriesNamed(panel->signalChart(), label)->points().first(), QPointF(0, 0));
    actionWithShortcut(w, "Ctrl+Shift+P")->trigger();
    QVERIFY(w.document()->transformerPins().empty());
    QVERIFY(!seriesNamed(panel->signalChart(), label));
}

// A dense network's pin and a transformer's share no axis (layers against sub-layers): with a
// dense pin held, Ctrl+P on a transformer is refused with the reason, and the other way round.
void TestTransformerPins::pinsAreOfOneArchitecture()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    actionWithShortcut(w, "Ctrl+P")->trigger();
    QCOMPARE(int(w.document()->pins().size()), 1);
    w.document()->setConfig(lessonTransformer());
    QTRY_COMPARE_WITH_TIMEOUT(w.transformerPanel()->series().blocks, 6, 60000);
    actionWithShortcut(w, "Ctrl+P")->trigger();
    QVERIFY(w.document()->transformerPins().empty());
    QVERIFY2(statusText(w).contains(QStringLiteral("no axis holds both")), qPrintable(statusText(w)));
    w.document()->clearPins();
    actionWithShortcut(w, "Ctrl+P")->trigger();
    QCOMPARE(int(w.document()->transformerPins().size()), 1);
    w.findChild<TransformerControls *>()->architectureBox()->setCurrentIndex(0);
    waitDrawn(w);
    QTRY_VERIFY_WITH_TIMEOUT(w.charts()->result() && w.charts()->result()->config.architecture == Architecture::Mlp,
                             60000);
    actionWithShortcut(w, "Ctrl+P")->trigger();
    QVERIFY(w.document()->pins().empty());
    QVERIFY2(statusText(w).contains(QStringLiteral("the pins are transformers")), qPrintable(statusText(w)));
}

// The Network tab's export of a transformer is its charts as shown: the pin's colour is in it.
void TestTransformerPins::exportCarriesThePins()
{
    MainWindow w(false);
    QVERIFY(lessonTransformerDrawn(w));
    QTemporaryDir dir;
    const QColor pinColor = SubLayerOverlay::pinColor(0);
    const QString before = dir.filePath("before.png"), after = dir.filePath("after.png");
    QCOMPARE(w.chartExport()->exportTo(before), QString());
    actionWithShortcut(w, "Ctrl+P")->trigger();
    QCOMPARE(int(w.transformerPanel()->pins().size()), 1);
    QCOMPARE(w.chartExport()->exportTo(after), QString());
    const QImage without(before), with(after);
    QVERIFY(!without.isNull() && !with.isNull());
    QCOMPARE(pixelsOf(without, pinColor), 0);
    QVERIFY2(pixelsOf(with, pinColor) > 300, qPrintable(QString::number(pixelsOf(with, pinColor))));
}

// A session saves a transformer's pins as configurations; opening it computes them again on the
// pins worker (a transformer's pass, not the dense engine's), point for point.
void TestTransformerPins::sessionKeepsTransformerPins()
{
    MainWindow w(false);
    QVERIFY(lessonTransformerDrawn(w, 3));
    actionWithShortcut(w, "Ctrl+P")->trigger();
    QCOMPARE(int(w.document()->transformerPins().size()), 1);
    const std::vector<SubLayerRow> rows = w.document()->transformerPins().front()->rows;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("session.json"));
    QVERIFY(w.files()->saveSession(path));
    w.document()->clearPins();
    QVERIFY(w.files()->openSession(path));
    QTRY_VERIFY_WITH_TIMEOUT(!w.pinsPending(), 60000);
    QCOMPARE(int(w.document()->transformerPins().size()), 1);
    QVERIFY(w.document()->pins().empty());
    const std::vector<SubLayerRow> again = w.document()->transformerPins().front()->rows;
    QCOMPARE(again.size(), rows.size());
    for (size_t i = 0; i < rows.size(); ++i)
        QCOMPARE(*again[i].log10GradNorm, *rows[i].log10GradNorm);
    QCOMPARE(int(w.transformerPanel()->pins().size()), 1);
}

// In the dark theme every pin's colour stands at 3:1 against the plot, as the dense pins do (the
// purple of the second pin does not as it is).
void TestTransformerPins::pinsKeepTheirContrastInTheDark()
{
    MainWindow w(false);
    QVERIFY(lessonTransformerDrawn(w, 3));
    const auto drawn = w.findChild<TransformerView *>()->drawnResult();
    QVERIFY(w.document()->addPin(drawn));
    QVERIFY(w.document()->addPin(drawn)); // the second pin's colour: purple
    TransformerPanel *panel = w.transformerPanel();
    panel->setLook(true, 1.0, 0);
    const QColor plot = LayerChart::plotBackground(true); // the dark theme's plot, as the dense charts take it
    QVERIFY2(contrastRatio(SubLayerOverlay::pinColor(1), plot) < 3.0, qPrintable(plot.name()));
    int lines = 0;
    for (QAbstractSeries *s : panel->signalChart()->chart()->series())
        if (s->name() == panel->pins().front().label) {
            const QColor color = static_cast<QXYSeries *>(s)->pen().color();
            QVERIFY2(contrastRatio(color, plot) >= 3.0, qPrintable(color.name()));
            ++lines;
        }
    QCOMPARE(lines, 2);
}

// Three seeds of the lesson's transformer: the band lands on the bands worker, the panel draws
// it for the transformer shown (its highest residual RMS at the first attention sub-layer is the
// seeds' largest), and a new network drops it until its own band lands.
void TestTransformerPins::seedBandIsDrawnForTheTransformerShown()
{
    MainWindow w(false);
    QVERIFY(lessonTransformerDrawn(w));
    auto *bands = w.findChild<BandsPanel *>();
    QVERIFY(bands->isVisible()); // on the column beside a transformer's sizes
    bands->setSeedCount(3);
    bands->setOn(true);
    QTRY_VERIFY_WITH_TIMEOUT(bands->statusText().startsWith(QStringLiteral("3 seeds")), 60000);
    TransformerPanel *panel = w.transformerPanel();
    QVERIFY(panel->isBandShown());
    const TransformerBands expected = runTransformerSeeds(lessonTransformer(), RunSettings{}, 3);
    const QList<QPointF> upper = panel->signalChart()->bandUpperPoints(0);
    QCOMPARE(upper.size(), 2 * 6 + 2);
    QCOMPARE(upper[1].y(), expected.rms.max[1]);
    QVERIFY(expected.rms.max[1] > expected.rms.min[1]);
    QVERIFY(!panel->entropyChart()->bandUpperPoints(0).isEmpty());
    ModelConfig other = lessonTransformer();
    other.initStd = 0.05;
    w.document()->setConfig(other);
    const TransformerView *view = w.findChild<TransformerView *>();
    QTRY_VERIFY_WITH_TIMEOUT(view->drawn() && view->drawn()->config == other, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->isBandShown() && bands->statusText().startsWith(QStringLiteral("3 seeds")), 60000);
    const TransformerBands again = runTransformerSeeds(other, RunSettings{}, 3);
    QCOMPARE(panel->signalChart()->bandUpperPoints(0)[1].y(), again.rms.max[1]);
}

// Stop ends the band after the seeds computed so far: the band shows those.
void TestTransformerPins::seedBandStops()
{
    MainWindow w(false);
    ModelConfig slow = lessonTransformer(12);
    slow.width = 256;
    slow.transformer.seqLen = 64;
    slow.transformer.vocab = 2048;
    w.resize(1280, 720);
    w.show();
    w.document()->setConfig(slow);
    QTRY_COMPARE_WITH_TIMEOUT(w.transformerPanel()->series().blocks, 12, 120000);
    auto *bands = w.findChild<BandsPanel *>();
    bands->setSeedCount(32);
    bands->setOn(true);
    QTRY_VERIFY_WITH_TIMEOUT(w.transformerPanel()->isBandShown(), 120000);
    QVERIFY(bands->isRunning());
    bands->cancelButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(bands->statusText().startsWith(QStringLiteral("Stopped at")), 60000);
    QVERIFY2(!bands->statusText().contains(QStringLiteral("32 of 32")), qPrintable(bands->statusText()));
    QVERIFY(w.transformerPanel()->isBandShown());
    QVERIFY(!bands->isRunning());
}

QTEST_MAIN(TestTransformerPins)
// The status line while a transformer's pin computes: its label says blocks × width, so the line
// names the width once, not again as the dense network's "width N" (as it did).
void TestTransformerPins::busyLineNamesTheWidthOnce()
{
    PinsStatus status;
    QSignalSpy messages(&status, &PinsStatus::message);
    ModelConfig slow = lessonTransformer(48); // long enough for the busy line's moment
    slow.width = 256;
    slow.transformer.seqLen = 64;
    status.load({PinSpec{slow, RunSettings()}}, QStringLiteral("the pin"), QString(), [](const PinResults &) {});
    QTRY_VERIFY_WITH_TIMEOUT(!messages.isEmpty(), 30000);
    const QString line = messages.first().at(0).toString();
    QVERIFY2(line.startsWith(QStringLiteral("Computing the pin")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("× 256")), qPrintable(line));
    QVERIFY2(!line.contains(QStringLiteral("width 256")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("batch 4")), qPrintable(line));
}

#include "test_transformerpins.moc"
