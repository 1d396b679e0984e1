// The Training tab's update map (ui/training/updateheatmap): on a projector's short map the
// steps axis keeps a title it can show whole, and the colour bar's labels, their exponents as
// tall as the digits, never overlap; a deep run's dots for updates lost to rounding are bounded by
// the map's pixels, not its cells; "diverged here (step N)" stays over the cells.
#include "ui/training/updateheatmap.h"
#include "ui/charts/exponenttext.h"

#include <QFont>
#include <QPaintEngine>
#include <QtTest>

using namespace gradflow;

namespace {

// A paint device that draws nothing and counts the ellipses painted on it.
class EllipseCounter : public QPaintDevice
{
public:
    explicit EllipseCounter(QSize size) : m_size(size) { }
    QPaintEngine *paintEngine() const override { return &m_engine; }
    int ellipses() const { return m_engine.ellipses; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        default:
            return 1;
        }
    }

private:
    struct Engine : QPaintEngine
    {
        Engine() : QPaintEngine(QPaintEngine::AllFeatures) { }
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override { }
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override { }
        void drawImage(const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override { }
        void drawPath(const QPainterPath &) override { }
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override { }
        void drawTextItem(const QPointF &, const QTextItem &) override { }
        void drawEllipse(const QRectF &) override { ++ellipses; }
        Type type() const override { return QPaintEngine::User; }
        int ellipses = 0;
    };
    QSize m_size;
    mutable Engine m_engine;
};

// A run of `depth` layers whose `rows` recorded steps were all lost to rounding.
TrainResult lostRun(int depth, int rows)
{
    TrainResult run;
    run.config.depth = depth;
    for (int s = 1; s <= rows; ++s) {
        LayerSnapshot snap;
        snap.step = s;
        snap.log10UpdateRatio.assign(size_t(depth), -20.0);
        snap.lost.assign(size_t(depth), true);
        run.snapshots.push_back(snap);
    }
    return run;
}

int paintedDots(UpdateHeatmap &map)
{
    EllipseCounter counter(map.size());
    map.render(&counter);
    return counter.ellipses();
}

} // namespace

class TestUpdateHeatmap : public QObject
{
    Q_OBJECT
private slots:
    void stepsTitleFitsTheMap();
    void colorBarLabelsKeepApart_data();
    void colorBarLabelsKeepApart();
    void shortColorBarNamesItsEnds();
    void lostDotsAreBoundedByThePixels();
    void stepLabelsKeepALineApart();
    void colorBarLabelsStayInside_data();
    void colorBarLabelsStayInside();
    void divergenceLabelStaysOverTheCells_data();
    void divergenceLabelStaysOverTheCells();
};

void TestUpdateHeatmap::stepsTitleFitsTheMap()
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(24); // a room's type
    const QFontMetricsF fm(font);
    const double full = fm.horizontalAdvance(UpdateHeatmap::tr("after step"));
    QCOMPARE(UpdateHeatmap::stepsTitle(fm, full + 1), UpdateHeatmap::tr("after step"));
    const QString shorter = UpdateHeatmap::stepsTitle(fm, full - 1);
    QVERIFY(!shorter.isEmpty());
    QVERIFY2(fm.horizontalAdvance(shorter) <= full - 1, qPrintable(shorter));
    QVERIFY(UpdateHeatmap::stepsTitle(fm, 5).isEmpty()); // nothing rather than a cut word
}

void TestUpdateHeatmap::colorBarLabelsKeepApart_data()
{
    QTest::addColumn<double>("barHeight");
    QTest::addColumn<double>("textHeight");
    QTest::newRow("desk, a tall map") << 400.0 << 15.0;
    QTest::newRow("projector, a short map") << 62.0 << 28.0;
    QTest::newRow("a map lower than its text") << 20.0 << 28.0;
}

void TestUpdateHeatmap::colorBarLabelsKeepApart()
{
    QFETCH(double, barHeight);
    QFETCH(double, textHeight);
    const double perDecade = barHeight / (2 * UpdateHeatmap::span);
    const int stride = UpdateHeatmap::colorBarStride(perDecade, textHeight);
    QCOMPARE(stride % 2, 0); // the rule of thumb, at an even step from the ends, keeps its label
    QVERIFY(stride >= 2 && stride <= 2 * UpdateHeatmap::span);
    if (stride < 2 * UpdateHeatmap::span) // the widest stride leaves the rule's label alone
        QVERIFY2(stride * perDecade >= 1.6 * textHeight, qPrintable(QString::number(stride)));
    if (barHeight >= 2 * UpdateHeatmap::span * 1.6 * textHeight) // room for every other decade
        QCOMPARE(stride, 2);
}

void TestUpdateHeatmap::shortColorBarNamesItsEnds()
{
    // The map in presentation mode with the Lesson panel at 720 lines: about 60 px of bar for a
    // room's 28 px labels. The bar says what its colours run between, and no two labels touch.
    const double barHeight = 62, textHeight = 28;
    const QList<int> decades = UpdateHeatmap::colorBarLabels(barHeight, textHeight);
    QVERIFY2(decades.size() >= 2, qPrintable(QString::number(decades.size())));
    QCOMPARE(decades.front(), -int(UpdateHeatmap::span));
    QCOMPARE(decades.back(), int(UpdateHeatmap::span));
    const double perDecade = barHeight / (2 * UpdateHeatmap::span);
    for (qsizetype i = 1; i < decades.size(); ++i)
        QVERIFY2((decades[i] - decades[i - 1]) * perDecade >= 1.6 * textHeight, qPrintable(QString::number(i)));
    // A desk's tall bar keeps its labels every other decade, the rule among them.
    QCOMPARE(UpdateHeatmap::colorBarLabels(400, 15), (QList<int>{-4, -2, 0, 2, 4}));
}

// At depth 10000 every cell is narrower than a pixel: a dot per lost cell painted 400,000 dots
// (40 steps), 300 ms of the GUI thread at every partial result. A dot per room of three radii
// keeps the band of dots and paints a few thousand; at the lesson's depth each lost cell keeps
// its own dot.
void TestUpdateHeatmap::lostDotsAreBoundedByThePixels()
{
    UpdateHeatmap map;
    map.resize(400, 300);
    map.setRun(lostRun(10000, 40));
    const QRectF plot = map.plotArea();
    const double room = 3 * 1.5; // three radii of the smallest dot, in pixels
    const int bound = int((plot.width() / room + 1) * (plot.height() / room + 1));
    const int deep = paintedDots(map);
    QVERIFY2(deep <= bound,
             qPrintable(QString("%1 dots on %2 x %3 px").arg(deep).arg(plot.width()).arg(plot.height())));
    QVERIFY2(deep >= int(plot.width() / (3 * room)),
             qPrintable(QString::number(deep))); // a band across the map, not a few dots
    map.setRun(lostRun(30, 4));
    QCOMPARE(paintedDots(map), 30 * 4);
}

// A 150-step run's rows named down the left: 150 always (how long the run went), and the powers
// of ten with a line's room from the label below them. 100 and 150 were both named on
// neighbouring rows, one over the other, on a short map (a projector, the Lesson panel open).
void TestUpdateHeatmap::stepLabelsKeepALineApart()
{
    const std::vector<int> steps = {1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 70, 100, 150};
    QCOMPARE(UpdateHeatmap::stepLabelRows(steps, 10, 15), (QList<int>{0, 5, 12}));     // 100 gives way to 150
    QCOMPARE(UpdateHeatmap::stepLabelRows(steps, 20, 15), (QList<int>{0, 5, 11, 12})); // room for both
    QCOMPARE(UpdateHeatmap::stepLabelRows(steps, 2, 15), (QList<int>{0, 12}));         // 10 and 100 too close to 150
    QCOMPARE(UpdateHeatmap::stepLabelRows({1}, 2, 15), (QList<int>{0}));
    QVERIFY(UpdateHeatmap::stepLabelRows({}, 2, 15).isEmpty());
}

void TestUpdateHeatmap::colorBarLabelsStayInside_data()
{
    QTest::addColumn<double>("labelPixels");
    QTest::newRow("desk") << 0.0;
    QTest::newRow("720-line room") << 20.0;
    QTest::newRow("1080-line room") << 29.0;
}

// "10⁻³ rule" beside the colour bar, its exponent as tall as the digits, ran into the map's right
// edge at a room's size: the room kept for it was measured on "10-3 rule" in plain type. The bar
// stands 8 px right of the cells, 12 px wide, its labels 3 px beside it.
void TestUpdateHeatmap::colorBarLabelsStayInside()
{
    QFETCH(double, labelPixels);
    UpdateHeatmap map;
    map.setLook(false, labelPixels > 0 ? 1.7 : 1.0, labelPixels);
    map.resize(500, 260);
    const QString rule = UpdateHeatmap::tr("%1 rule").arg(QStringLiteral("10") + superscriptExponent(-3));
    const double right = map.plotArea().right() + 8 + 12 + 3 + exponentTextSize(map.labelFont(), rule).width();
    QVERIFY2(right <= map.width() - 2,
             qPrintable(QStringLiteral("the label ends at %1 of %2 px").arg(right).arg(map.width())));
}

void TestUpdateHeatmap::divergenceLabelStaysOverTheCells_data()
{
    QTest::addColumn<double>("labelPixels");
    QTest::addColumn<int>("width");
    QTest::newRow("desk, wide") << 0.0 << 600;
    QTest::newRow("720-line room, Lesson panel open") << 20.0 << 475;
    QTest::newRow("1080-line room, narrow") << 29.0 << 420;
}

// Tour step 16 at 1280 x 720 in presentation mode: the map is 228 px wide and the one-line
// "diverged here (step 2)" ran 40 px past it, over the colour bar's "10⁻³". The label wraps
// inside the cells instead, and stays near the diverged layer.
void TestUpdateHeatmap::divergenceLabelStaysOverTheCells()
{
    QFETCH(double, labelPixels);
    QFETCH(int, width);
    UpdateHeatmap map;
    map.setLook(false, labelPixels > 0 ? 1.7 : 1.0, labelPixels);
    map.resize(width, 200);
    TrainResult run = lostRun(30, 1);
    run.divergence = Divergence{2, 8, Divergence::Stage::Forward};
    map.setRun(run);
    const QRectF plot = map.plotArea(), label = map.divergenceLabelRect();
    QVERIFY(!label.isEmpty());
    const auto where = [&] {
        return QStringLiteral("label %1..%2 px, cells %3..%4 px")
            .arg(label.left())
            .arg(label.right())
            .arg(plot.left())
            .arg(plot.right());
    };
    QVERIFY2(label.left() >= plot.left() - 0.5 && label.right() <= plot.right() + 0.5, qPrintable(where()));
    QVERIFY2(label.top() >= plot.top() - 0.5 && label.bottom() <= plot.bottom() + 0.5, qPrintable(where()));
    const QFontMetricsF fm(map.labelFont());
    QVERIFY2(label.height() >= fm.height(), qPrintable(where())); // at least a line of text
    map.setRun(lostRun(30, 1));
    QVERIFY(map.divergenceLabelRect().isEmpty());
}

QTEST_MAIN(TestUpdateHeatmap)
#include "test_updateheatmap.moc"
