// The phase map holds every cell to --max-memory before it computes the first: a deeper cell of
// --depth-range over the limit used to be refused only when the map reached it, after every
// shallower cell, and nothing was written.
#include "tests/support/runcli.h"

#include "core/analysis/phasemap.h"
#include "core/engine/memoryplan.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace gradflow;

class TestPhaseMapMemory : public QObject
{
    Q_OBJECT
private slots:
    void deepCellIsRefusedBeforeAnyCell();
    void commandLineRefusesUpFront();
};

namespace {

ModelConfig wide()
{
    ModelConfig c;
    c.width = 512;
    c.batch = 64;
    return c;
}

// A limit the shallow end of the grid fits in and its deep end does not.
RunSettings limitBetween(int shallow, int deep)
{
    RunSettings run;
    ModelConfig c = wide();
    c.depth = shallow;
    for (run.maxMemoryBytes = std::int64_t(1) << 20;; run.maxMemoryBytes *= 2) {
        try {
            planMemory(c, run);
            break;
        } catch (const MemoryLimitError &) {
        }
    }
    c.depth = deep;
    bool deepFits = true;
    try {
        planMemory(c, run);
    } catch (const MemoryLimitError &) {
        deepFits = false;
    }
    if (deepFits)
        qFatal("depth %d fits where depth %d does", deep, shallow);
    return run;
}

} // namespace

void TestPhaseMapMemory::deepCellIsRefusedBeforeAnyCell()
{
    PhaseGrid grid;
    grid.stdLow = 0.1;
    grid.stdHigh = 1.0;
    grid.stdSteps = 2;
    grid.depthLow = 2;
    grid.depthHigh = 10000;
    grid.depthSteps = 3;
    const RunSettings run = limitBetween(2, 10000);
    Engine engine;
    int computed = 0;
    QByteArray refusal;
    try {
        computePhaseMap(engine, wide(), run, grid, {}, [&computed](const PhaseCell &, int) { ++computed; });
    } catch (const MemoryLimitError &e) {
        refusal = e.what();
    }
    QCOMPARE(computed, 0);
    QVERIFY(!refusal.isEmpty());
    QVERIFY2(refusal.contains("depth 10000"), refusal.constData()); // the depth the limit must hold
}

void TestPhaseMapMemory::commandLineRefusesUpFront()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("map.csv");
    const RunSettings limit = limitBetween(2, 10000);
    const Run r = run({"--phase-map-csv", path, "--depth-range", "2:10000", "--grid", "2x3", "--width", "512",
                       "--batch", "64", "--max-memory", QString::number(limit.maxMemoryBytes)});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--max-memory") && r.err.contains("depth 10000") && r.err.contains("--depth-range"),
             r.err.constData());
    QVERIFY(!QFile::exists(path));
}

QTEST_GUILESS_MAIN(TestPhaseMapMemory)
#include "test_phasemapmemory.moc"
