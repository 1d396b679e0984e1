// The phase map: every cell is a single run of its configuration; the grid and the command line.
#include "tests/support/runcli.h"

#include "core/analysis/phasemap.h"
#include "core/analysis/theory.h"

#include <QProcess>
#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

ModelConfig base()
{
    ModelConfig c;
    c.width = 16;
    c.batch = 8;
    c.activation = Activation::Tanh;
    c.seed = 3;
    return c;
}

// Whether validate() takes the grid (the window and the command line both call it).
bool accepted(const PhaseGrid &g)
{
    try {
        validate(g);
        return true;
    } catch (const std::invalid_argument &) {
        return false;
    }
}

} // namespace

class TestPhaseMap : public QObject
{
    Q_OBJECT

private slots:
    void gridEnds();
    void cellsEqualSingleRuns();
    void vanishingBelowExplodingAbove();
    void cancellable();
    void csvFromCommandLine();
    void badRanges_data();
    void badRanges();
    void gridCounts();
    void rangesRefusedBoundByBound();
    void gridEndsAreTheValuesTyped();
    void progressPerCell();
};

void TestPhaseMap::gridEnds()
{
    PhaseGrid g;
    g.stdLow = 0.01;
    g.stdHigh = 1;
    g.stdSteps = 3;
    g.depthLow = 2;
    g.depthHigh = 10;
    g.depthSteps = 5;
    QCOMPARE(phaseStds(g), (std::vector<double>{0.01, 0.1, 1.0}));
    QCOMPARE(phaseDepths(g), (std::vector<int>{2, 4, 6, 8, 10}));
}

void TestPhaseMap::cellsEqualSingleRuns()
{
    PhaseGrid g;
    g.stdLow = 0.05;
    g.stdHigh = 2;
    g.stdSteps = 4;
    g.depthLow = 3;
    g.depthHigh = 12;
    g.depthSteps = 3;
    Engine engine;
    int landed = 0;
    const std::vector<PhaseCell> cells =
        computePhaseMap(engine, base(), {}, g, {}, [&](const PhaseCell &, int i) { QCOMPARE(i, landed++); });
    QCOMPARE(int(cells.size()), 12);
    QCOMPARE(landed, 12);
    for (const PhaseCell &cell : cells) {
        const Result single = Engine().compute(phaseCellConfig(base(), cell.depth, cell.initStd));
        QVERIFY(cell.log10Ratio.has_value() == single.log10FirstLastRatio.has_value());
        QCOMPARE(*cell.log10Ratio, *single.log10FirstLastRatio);
    }
}

// ReLU at width 16, depth 20: a quarter of the critical std vanishes by over 5 orders of
// magnitude, four times it explodes by as much (the theory's chi is 1/16 and 16 a layer).
void TestPhaseMap::vanishingBelowExplodingAbove()
{
    const double critical = criticalInitStd(Activation::Relu, 16);
    PhaseGrid g;
    g.stdLow = critical / 4;
    g.stdHigh = critical * 4;
    g.stdSteps = 2;
    g.depthLow = g.depthHigh = 20;
    g.depthSteps = 1;
    ModelConfig c = base();
    c.activation = Activation::Relu;
    Engine engine;
    const std::vector<PhaseCell> cells = computePhaseMap(engine, c, {}, g);
    QVERIFY(*cells[0].log10Ratio < -5);
    QVERIFY(*cells[1].log10Ratio > 5);
}

void TestPhaseMap::cancellable()
{
    PhaseGrid g;
    g.stdSteps = 3;
    g.depthLow = 2;
    g.depthHigh = 4;
    g.depthSteps = 3;
    int polls = 0, landed = 0;
    Callbacks callbacks;
    callbacks.isCancelled = [&] { return ++polls > 10; };
    Engine engine;
    QVERIFY_THROWS_EXCEPTION(
        Cancelled, computePhaseMap(engine, base(), {}, g, callbacks, [&](const PhaseCell &, int) { ++landed; }));
    QVERIFY(landed > 0 && landed < 9);
}

void TestPhaseMap::csvFromCommandLine()
{
    const Run r = run({"--phase-map-csv", "-", "--std-range", "0.1:1", "--depth-range", "2:6", "--grid", "2x3",
                       "--width", "16", "--batch", "8", "--activation", "tanh", "--seed", "3"});
    QCOMPARE(r.code, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.first(), QByteArray("depth,init_std,log10_ratio"));
    QCOMPARE(lines.size(), 7);
    PhaseGrid g;
    g.stdLow = 0.1;
    g.stdHigh = 1;
    g.stdSteps = 2;
    g.depthLow = 2;
    g.depthHigh = 6;
    g.depthSteps = 3;
    Engine engine;
    const std::string expected = phaseMapCsv(computePhaseMap(engine, base(), {}, g));
    QCOMPARE(r.out, QByteArray::fromStdString(expected));
    QCOMPARE(lines[1],
             QByteArray("2,0.10000000000000001,")
                 + QByteArray::number(*Engine().compute(phaseCellConfig(base(), 2, 0.1)).log10FirstLastRatio, 'f', 6));
}

void TestPhaseMap::badRanges_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("option");
    QTest::newRow("std reversed") << QStringList{"--std-range", "1:0.1"} << "--std-range";
    QTest::newRow("std text") << QStringList{"--std-range", "a:b"} << "--std-range";
    QTest::newRow("std zero") << QStringList{"--std-range", "0:1"} << "--std-range";
    QTest::newRow("depth zero") << QStringList{"--depth-range", "0:5"} << "--depth-range";
    QTest::newRow("grid shape") << QStringList{"--grid", "24"} << "--grid";
    QTest::newRow("grid too fine") << QStringList{"--grid", "2x10", "--depth-range", "2:5"} << "--grid";
    QTest::newRow("range without map") << QStringList{"--json", "-", "--grid", "2x2"} << "--grid";
}

void TestPhaseMap::badRanges()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, option);
    if (!arguments.contains("--json"))
        arguments = QStringList{"--phase-map-csv", "-"} + arguments;
    const Run r = run(arguments);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(option.toUtf8()), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestPhaseMap::gridCounts()
{
    // Each count from 1 to 512, the std's and the depth's alike, checked in core (the window
    // and the command line both call validate()).
    PhaseGrid g;
    g.depthLow = 2;
    g.depthHigh = 600;
    const auto valid = [&g](int stdSteps, int depthSteps) {
        PhaseGrid t = g;
        t.stdSteps = stdSteps;
        t.depthSteps = depthSteps;
        return accepted(t);
    };
    QVERIFY(valid(1, 1));
    QVERIFY(valid(1, 24));
    QVERIFY(valid(512, 512));
    QVERIFY(valid(24, 1));
    QVERIFY(!valid(0, 24));
    QVERIFY(!valid(24, 0));
    QVERIFY(!valid(513, 24));
    QVERIFY(!valid(24, 513));
    QVERIFY(!valid(-1, -1));
    // One std step is the range's low end alone, with A = B or not.
    g.stdLow = g.stdHigh = 0.5;
    QVERIFY(valid(1, 24));
    QVERIFY(!valid(2, 24));
    // No more depth steps than depths: 10..20 holds 11.
    g.depthLow = 10;
    g.depthHigh = 20;
    QVERIFY(valid(1, 11));
    QVERIFY(!valid(1, 12));
    // The map itself checks its grid before the first cell.
    g.stdSteps = 0;
    Engine engine;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, computePhaseMap(engine, ModelConfig{}, RunSettings{}, g, {}, {}));
}

// Each bound of the two ranges refused alone, the others valid: one check failing is enough.
void TestPhaseMap::rangesRefusedBoundByBound()
{
    const auto refused = [](auto change) {
        PhaseGrid g; // the default grid is valid
        change(g);
        return !accepted(g);
    };
    QVERIFY(!refused([](PhaseGrid &) {}));
    QVERIFY(refused([](PhaseGrid &g) { g.stdLow = limits::minStd / 2; }));
    QVERIFY(refused([](PhaseGrid &g) { g.stdHigh = limits::maxStd * 2; }));
    QVERIFY(refused([](PhaseGrid &g) { g.stdLow = 0.5, g.stdHigh = 0.4; }));
    QVERIFY(refused([](PhaseGrid &g) { g.depthLow = limits::minDepth - 1; }));
    QVERIFY(refused([](PhaseGrid &g) { g.depthHigh = limits::maxDepth + 1; }));
    QVERIFY(refused([](PhaseGrid &g) { g.depthLow = 50, g.depthHigh = 40, g.depthSteps = 1; }));
}

// The grid's end cells are the values typed, to the bit (not 10^log10 of them), and one step
// is the low end.
void TestPhaseMap::gridEndsAreTheValuesTyped()
{
    PhaseGrid g;
    g.stdLow = 0.03;
    g.stdHigh = 0.3;
    g.stdSteps = 4;
    g.depthLow = 7;
    g.depthHigh = 19;
    g.depthSteps = 1;
    const std::vector<double> stds = phaseStds(g);
    QCOMPARE(stds.size(), size_t(4));
    QVERIFY(stds.front() == 0.03); // exact: QCOMPARE of doubles is fuzzy, and 10^log10 0.3 is 0.29999999999999993
    QVERIFY(stds.back() == 0.3);
    QVERIFY(std::fabs(stds[1] - 0.03 * std::pow(10.0, 1.0 / 3)) < 1e-15);
    QVERIFY(std::fabs(stds[2] - 0.03 * std::pow(10.0, 2.0 / 3)) < 1e-15);
    QCOMPARE(phaseDepths(g), (std::vector<int>{7}));
}

void TestPhaseMap::progressPerCell()
{
    // 3 stds x 2 depths: 6 cells, each reported done of 6 as it lands.
    PhaseGrid g;
    g.stdLow = 0.1;
    g.stdHigh = 1;
    g.stdSteps = 3;
    g.depthLow = 2;
    g.depthHigh = 3;
    g.depthSteps = 2;
    ModelConfig base;
    base.width = 8;
    base.batch = 4;
    std::vector<std::pair<int, int>> seen;
    Callbacks hooks;
    hooks.progress = [&seen](int done, int total) { seen.emplace_back(done, total); };
    Engine engine;
    QCOMPARE(computePhaseMap(engine, base, RunSettings{}, g, hooks).size(), size_t(6));
    const std::vector<std::pair<int, int>> expected = {{1, 6}, {2, 6}, {3, 6}, {4, 6}, {5, 6}, {6, 6}};
    QCOMPARE(seen, expected);
}

QTEST_GUILESS_MAIN(TestPhaseMap)
#include "test_phasemap.moc"
