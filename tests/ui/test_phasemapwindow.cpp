// The phase-map window: cells land progressively and equal single runs, hover names a cell,
// a click loads it, the export opens as an image; it follows the main window's network.
#include "tests/support/inkglyphs.h"
#include "tests/support/windowtest.h"
#include "core/analysis/theory.h"

#include "ui/charts/format.h"
#include "ui/phasemap/phasemapfigure.h"
#include "ui/phasemap/phasemapwindow.h"
#include "ui/window/controlpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/chartexport.h"
#include "ui/window/filecommands.h"
#include "ui/window/networkdocument.h"

#include <QAction>
#include <QApplication>
#include <QFontInfo>
#include <QLayout>
#include <QLabel>
#include <QPushButton>

#include <QImage>
#include <QImageReader>
#include <QProgressBar>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

ModelConfig base()
{
    ModelConfig c;
    c.width = 16;
    c.batch = 8;
    c.activation = Activation::Relu;
    return c;
}

PhaseGrid smallGrid()
{
    PhaseGrid g;
    g.stdLow = 0.05;
    g.stdHigh = 2;
    g.stdSteps = 5;
    g.depthLow = 2;
    g.depthHigh = 20;
    g.depthSteps = 4;
    return g;
}

} // namespace

class TestPhaseMapWindow : public QObject
{
    Q_OBJECT

private slots:
    void cellsEqualSingleRuns();
    void hoverAndClick();
    void exportsAnImage();
    void followsTheWindowsNetwork();
    void titleAndStdAxisStayTrue();
    void tickExponentsAreAsTallAsDigits_data();
    void tickExponentsAreAsTallAsDigits();
    void presentationModeSizesTheMap();
    void mapHoldsTheWindowsStd();
};

void TestPhaseMapWindow::cellsEqualSingleRuns()
{
    PhaseMapWindow w(base(), {}, smallGrid());
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(w.isComplete(), 60000);
    const QProgressBar *progress = w.findChild<QProgressBar *>();
    QVERIFY(progress && progress->value() == progress->maximum() && progress->maximum() == 20);
    const std::vector<double> stds = phaseStds(smallGrid());
    const std::vector<int> depths = phaseDepths(smallGrid());
    const auto &cells = w.map()->cells();
    QCOMPARE(cells.size(), stds.size() * depths.size());
    for (size_t i = 0; i < cells.size(); ++i) {
        const Result single = Engine().compute(phaseCellConfig(base(), depths[i / stds.size()], stds[i % stds.size()]));
        QCOMPARE(*cells[i], *single.log10FirstLastRatio);
    }
}

void TestPhaseMapWindow::hoverAndClick()
{
    PhaseMapWindow w(base(), {}, smallGrid());
    w.resize(800, 600);
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(w.isComplete(), 60000);
    const int index = 2 * 5 + 3; // row 2 (depth 14), column 3
    const QPointF centre = w.map()->cellRect(index).center();
    QCOMPARE(w.map()->cellAt(centre), index);
    const double s = phaseStds(smallGrid())[3];
    const QString text = w.map()->cellText(index);
    QVERIFY2(text.startsWith(QStringLiteral("depth 14, init std %1").arg(s, 0, 'g', 3)), qPrintable(text));
    QVERIFY2(text.endsWith(QStringLiteral("first/last gradient ") + formatPower(*w.map()->cells()[size_t(index)])),
             qPrintable(text));
    QSignalSpy requested(&w, &PhaseMapWindow::configRequested);
    QTest::mouseClick(w.map(), Qt::LeftButton, {}, centre.toPoint());
    QCOMPARE(requested.count(), 1);
    const ModelConfig c = requested.first().first().value<ModelConfig>();
    QCOMPARE(c.depth, 14);
    QVERIFY(c.init == Init::CustomStd);
    QCOMPARE(c.initStd, s);
    QCOMPARE(c.width, 16);
}

// Switched to sigmoid, the window's map still showed ReLU, and a click on it
// switched the window back. The map rings the window's network while it is of that network,
// says it is stale once it is not (and loads nothing then), and maps the new network on request.
void TestPhaseMapWindow::followsTheWindowsNetwork()
{
    MainWindow w(false);
    w.applyConfig(base());
    w.show();
    QAction *open = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        open = a->text() == QStringLiteral("P&hase map…") ? a : open;
    QVERIFY(open);
    open->trigger();
    PhaseMapWindow *map = nullptr;
    QTRY_VERIFY((map = w.findChild<PhaseMapWindow *>()) && map->isVisible());
    QVERIFY(!map->isStale());
    const std::optional<QPointF> ring = map->map()->currentMarker();
    QVERIFY(ring && map->map()->cellAt(*ring) >= 0); // on the map, ReLU He at depth 50
    QVERIFY2(map->networkText().startsWith(QStringLiteral("Ring")), qPrintable(map->networkText()));
    const QImage drawn = map->map()->grab().toImage();
    int dark = 0; // the ring's black stroke, 8 px right of its centre
    for (int dx = 6; dx <= 10; ++dx)
        dark += drawn.pixelColor((*ring + QPointF(dx, 0)).toPoint()).lightness() < 60;
    QVERIFY2(dark > 0, qPrintable(drawn.pixelColor((*ring + QPointF(8, 0)).toPoint()).name()));
    ModelConfig deeper = base();
    deeper.depth = 90;
    w.applyConfig(deeper); // depth is an axis: the same map, the ring lower
    QVERIFY(!map->isStale());
    QVERIFY(map->map()->currentMarker() && map->map()->currentMarker()->y() > ring->y());

    ModelConfig sigmoid = base();
    sigmoid.activation = Activation::Sigmoid;
    sigmoid.init = Init::Xavier;
    w.applyConfig(sigmoid);
    QVERIFY(map->isStale());
    QVERIFY(!map->map()->currentMarker());
    bool said = false;
    for (QLabel *l : map->findChildren<QLabel *>())
        said = said
               || (l->isVisible() && l->text().startsWith(QStringLiteral("Stale"))
                   && l->text().contains(QStringLiteral("sigmoid")));
    QVERIFY(said);
    QSignalSpy requested(map, &PhaseMapWindow::configRequested);
    QTest::mouseClick(map->map(), Qt::LeftButton, {}, map->map()->cellRect(0).center().toPoint());
    QCOMPARE(requested.count(), 0);
    QVERIFY(w.document()->config().activation == Activation::Sigmoid);

    QPushButton *remap = nullptr;
    for (QPushButton *b : map->findChildren<QPushButton *>())
        remap = b->text() == QStringLiteral("&Map this network") ? b : remap;
    QVERIFY(remap && remap->isVisible());
    remap->click();
    QVERIFY(!map->isStale());
    QCOMPARE(map->map()->grid().stdLow, PhaseMapWindow::gridAround(sigmoid).stdLow);
    QVERIFY(map->windowTitle().contains(QStringLiteral("sigmoid")));
    QVERIFY2(map->networkText().startsWith(QStringLiteral("Ring")),
             qPrintable(map->networkText())); // Xavier's 0.125 on the map
    QTest::mouseClick(map->map(), Qt::LeftButton, {}, map->map()->cellRect(0).center().toPoint());
    QCOMPARE(requested.count(), 1); // clicks load again
}

// A click loads a cell's depth and std into the window: the title, naming the opening network's
// init and depth, then told a room what the window no longer showed. It names what the map is
// of, which no click changes; the std axis of a two-decade map reads more than its two decades.
void TestPhaseMapWindow::titleAndStdAxisStayTrue()
{
    MainWindow w(false);
    ModelConfig sigmoid = base();
    sigmoid.activation = Activation::Sigmoid;
    sigmoid.init = Init::Xavier;
    sigmoid.depth = 30;
    w.applyConfig(sigmoid);
    w.show();
    actionWithShortcut(w, "Ctrl+M")->trigger();
    PhaseMapWindow *map = nullptr;
    QTRY_VERIFY((map = w.findChild<PhaseMapWindow *>()) && map->isVisible());
    const int cell = 3 * int(phaseStds(map->map()->grid()).size()) + 2;
    QTest::mouseClick(map->map(), Qt::LeftButton, {}, map->map()->cellRect(cell).center().toPoint());
    QVERIFY(w.document()->config().depth != sigmoid.depth && w.document()->config().init == Init::CustomStd);
    const QString title = map->windowTitle();
    QVERIFY2(title.contains(QStringLiteral("sigmoid")) && title.contains(QStringLiteral("width 16")),
             qPrintable(title));
    QVERIFY2(!title.contains(QStringLiteral("depth"))
                 && !title.contains(QString::fromStdString(initLabel(Init::Xavier))),
             qPrintable(title));

    const std::vector<PhaseMapWidget::StdTick> ticks = map->map()->stdTicks();
    QVERIFY2(ticks.size() >= 4, qPrintable(QStringLiteral("%1 labels on the std axis").arg(ticks.size())));
    const PhaseGrid grid = map->map()->grid();
    for (size_t i = 0; i < ticks.size(); ++i) {
        QVERIFY(ticks[i].std >= grid.stdLow && ticks[i].std <= grid.stdHigh);
        QCOMPARE(ticks[i].label.toDouble(), ticks[i].std); // read as written
    }
}

// The export is the map with its title and settings line (test_phasemapfigure) at the size
// chosen: every cell in its colour where the figure puts the map, and the dashed critical line.
void TestPhaseMapWindow::exportsAnImage()
{
    PhaseMapWindow w(base(), {}, smallGrid());
    w.resize(700, 500);
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(w.isComplete(), 60000);
    QTemporaryDir dir;
    const QString path = dir.filePath("map.png");
    const QSize size(1280, 720);
    QCOMPARE(w.exportTo(path, size, 1), QString());
    QImageReader reader(path);
    const QImage image = reader.read();
    QCOMPARE(image.size(), size);
    PhaseMapFigure figure(*w.map(), base(), Look::room(size.height(), QFontInfo(QApplication::font()).pixelSize()));
    figure.resize(size);
    figure.show();
    figure.layout()->activate();
    const PhaseMapWidget *map = figure.map();
    const QPointF offset = map->mapTo(&figure, QPoint());
    const double line = map->criticalLineX();
    QVERIFY(line > 0); // ReLU without norm or residual: the theory has a critical std
    int checked = 0;
    for (int i = 0; i < int(map->cells().size()); ++i) {
        const QRectF cell = map->cellRect(i);
        if (i < 5 || std::abs(cell.center().x() - line) < 12)
            continue;
        const QColor expected = PhaseMapWidget::colorOf(*map->cells()[size_t(i)]);
        const QColor drawn = image.pixelColor((cell.center() + offset).toPoint());
        QVERIFY2(drawn == expected,
                 qPrintable(QStringLiteral("cell %1: %2, not %3").arg(i).arg(drawn.name(), expected.name())));
        ++checked;
    }
    QVERIFY(checked >= 10);
    int dark = 0, rows = 0;
    const QRectF plot = map->cellRect(0).united(map->cellRect(int(map->cells().size()) - 1)).translated(offset);
    for (int y = int(plot.top()); y < int(plot.bottom()); ++y, ++rows)
        dark += image.pixelColor(int(line + offset.x()), y).lightness() < 60 ? 1 : 0;
    QVERIFY2(dark > rows / 4, qPrintable(QStringLiteral("critical line: %1 dark pixels of %2").arg(dark).arg(rows)));
    QVERIFY(!w.exportTo(dir.filePath("missing/dir/map.png")).isEmpty());
}

void TestPhaseMapWindow::tickExponentsAreAsTallAsDigits_data()
{
    QTest::addColumn<int>("pixels");
    for (int pixels : {13, 24})
        QTest::addRow("%d px", pixels) << pixels;
}

// The init std axis reads 10⁻¹ 10⁰ with exponents as tall as the digits and raised (it wrote
// "10^-1" on the baseline): the strip of tick labels under the map, measured glyph by glyph.
void TestPhaseMapWindow::tickExponentsAreAsTallAsDigits()
{
    QFETCH(int, pixels);
    PhaseMapWidget map;
    map.setFont(pixelFont(pixels));
    PhaseGrid grid = smallGrid();
    grid.stdLow = 0.001; // init std 0.001 to 2: three decades and more are labelled 10⁻³ ... 10⁰
    map.setGrid(grid, 0.0);
    map.resize(900, 600);
    QImage image(map.size(), QImage::Format_RGB32);
    map.setPalette(QPalette(Qt::black, Qt::white));
    map.render(&image);
    const QRectF plot = map.cellRect(0).united(map.cellRect(int(map.cells().size()) - 1));
    const QFontMetricsF fm(map.font());
    const QRect strip = QRectF(plot.left() + 1, plot.bottom() + 6, plot.width() - 2, 1.6 * fm.height()).toRect();
    checkExponentAsTallAsDigits(image.copy(strip));
}

// F11 sizes the phase map for the room as it sizes the main charts: its labels at the axes'
// exponent size for the screen, its text at the room's.
void TestPhaseMapWindow::presentationModeSizesTheMap()
{
    MainWindow w(false);
    w.applyConfig(base());
    w.show();
    QAction *open = nullptr, *present = nullptr;
    for (QAction *a : w.findChildren<QAction *>()) {
        open = a->text() == QStringLiteral("P&hase map…") ? a : open;
        present = a->shortcut() == QKeySequence(Qt::Key_F11) ? a : present;
    }
    QVERIFY(open && present);
    open->trigger();
    PhaseMapWindow *map = nullptr;
    QTRY_VERIFY((map = w.findChild<PhaseMapWindow *>()) && map->isVisible());
    const int desk = QFontInfo(map->map()->font()).pixelSize();
    present->trigger();
    QTRY_VERIFY(w.isFullScreen());
    const Look room = Look::room(w.screen()->geometry().height(), QFontInfo(QApplication::font()).pixelSize());
    QCOMPARE(QFontInfo(map->map()->font()).pixelSize(), int(std::lround(room.labelPixels)));
    QVERIFY(QFontInfo(map->map()->font()).pixelSize() > desk);
    QCOMPARE(QFontInfo(map->font()).pixelSize(), int(room.textPixels));
    present->trigger();
    QTRY_VERIFY(!w.isFullScreen());
    QCOMPARE(QFontInfo(map->map()->font()).pixelSize(), desk);
}

// "Map this network" maps two decades either side of the critical std. Sigmoid with Xavier's
// 0.125 (critical 1.27) and the lesson's ReLU at std 0.01 (critical 0.177) fell just outside
// them: the map said the window's network "lies outside this map". The map now reaches the
// window's std where it is within two decades more; further off it keeps its two decades.
void TestPhaseMapWindow::mapHoldsTheWindowsStd()
{
    ModelConfig sigmoid;
    sigmoid.activation = Activation::Sigmoid;
    sigmoid.init = Init::Xavier;
    ModelConfig small;
    small.init = Init::CustomStd;
    small.initStd = 0.01;
    for (const ModelConfig &c : {sigmoid, small, ModelConfig{}}) {
        const PhaseGrid grid = PhaseMapWindow::gridAround(c);
        QVERIFY2(
            grid.stdLow < weightStd(c) && weightStd(c) < grid.stdHigh,
            qPrintable(QStringLiteral("std %1, map %2 to %3").arg(weightStd(c)).arg(grid.stdLow).arg(grid.stdHigh)));
    }
    const double critical = criticalInitStd(Activation::Relu, 64);
    QCOMPARE(PhaseMapWindow::gridAround(ModelConfig{}).stdLow, critical / 10); // He's 0.177: the two decades
    QCOMPARE(PhaseMapWindow::gridAround(ModelConfig{}).stdHigh, critical * 10);
    small.initStd = 1e-6; // far off: the two decades about the critical std
    QCOMPARE(PhaseMapWindow::gridAround(small).stdLow, critical / 10);
}

QTEST_MAIN(TestPhaseMapWindow)
#include "test_phasemapwindow.moc"
