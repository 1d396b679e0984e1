// The phase-map window: cells land progressively and equal single runs, hover names a cell,
// a click loads it, the export opens as an image.
#include "phasemapwindow.h"

#include <QImageReader>
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
};

void TestPhaseMapWindow::cellsEqualSingleRuns()
{
    PhaseMapWindow w(base(), smallGrid());
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(w.isComplete(), 60000);
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
    PhaseMapWindow w(base(), smallGrid());
    w.resize(800, 600);
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(w.isComplete(), 60000);
    const int index = 2 * 5 + 3; // row 2 (depth 14), column 3
    const QPointF centre = w.map()->cellRect(index).center();
    QCOMPARE(w.map()->cellAt(centre), index);
    const double s = phaseStds(smallGrid())[3];
    const QString text = w.map()->cellText(index);
    QVERIFY2(text.startsWith(QStringLiteral("depth 14, init std %1").arg(s, 0, 'g', 3)), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("10^")));
    QSignalSpy requested(&w, &PhaseMapWindow::configRequested);
    QTest::mouseClick(w.map(), Qt::LeftButton, {}, centre.toPoint());
    QCOMPARE(requested.count(), 1);
    const ModelConfig c = requested.first().first().value<ModelConfig>();
    QCOMPARE(c.depth, 14);
    QVERIFY(c.init == Init::CustomStd);
    QCOMPARE(c.initStd, s);
    QCOMPARE(c.width, 16);
}

void TestPhaseMapWindow::exportsAnImage()
{
    PhaseMapWindow w(base(), smallGrid());
    w.resize(700, 500);
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(w.isComplete(), 60000);
    QTemporaryDir dir;
    const QString path = dir.filePath("map.png");
    QCOMPARE(w.exportTo(path), QString());
    QImageReader reader(path);
    const QImage image = reader.read();
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 700);
    QVERIFY(!w.exportTo(dir.filePath("missing/dir/map.png")).isEmpty());
}

QTEST_MAIN(TestPhaseMapWindow)
#include "test_phasemapwindow.moc"
