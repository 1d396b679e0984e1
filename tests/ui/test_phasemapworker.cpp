// The phase map's thread (ui/workers/phasemapworker): every cell of the latest map, named by the
// map it belongs to; a newer map or a cancel stops the running one at its next layer.
#include "ui/workers/phasemapworker.h"

#include <QList>
#include <QtTest>

#include <vector>

using namespace gradflow;

namespace {

// depthSteps x stdSteps cells from depth low to high.
PhaseGrid grid(int low, int high, int depthSteps, int stdSteps)
{
    PhaseGrid g;
    g.depthLow = low;
    g.depthHigh = high;
    g.depthSteps = depthSteps;
    g.stdSteps = stdSteps;
    return g;
}

// A map of seconds: deep, wide cells, so a newer request finds it running.
PhaseGrid slowGrid() { return grid(200, 400, 8, 8); }

PhaseGrid smallGrid() { return grid(2, 10, 3, 3); }

ModelConfig wide()
{
    ModelConfig c;
    c.width = 256;
    c.batch = 64;
    return c;
}

struct Cell
{
    int index;
    double log10Ratio;
    bool defined;
    quint64 generation;
};

// The cells as the GUI thread receives them, in order.
struct Landed : QObject
{
    explicit Landed(PhaseMapWorker &worker)
    {
        connect(&worker, &PhaseMapWorker::cellReady, this,
                [this](int index, double r, bool defined, quint64 generation) {
                    cells.push_back({index, r, defined, generation});
                });
        connect(&worker, &LatestWorker::cancelled, this, [this](quint64 generation) { cancelled << generation; });
    }
    int count(quint64 generation) const
    {
        int n = 0;
        for (const Cell &c : cells)
            n += c.generation == generation;
        return n;
    }
    std::vector<Cell> cells;
    QList<quint64> cancelled;
};

int cellCount(const PhaseGrid &grid) { return grid.stdSteps * grid.depthSteps; }

} // namespace

class TestPhaseMapWorker : public QObject
{
    Q_OBJECT

private slots:
    void cellsAreTheMapsInOrder();
    void newerMapStopsTheRunningOne();
    void cancelStopsTheMap();
};

void TestPhaseMapWorker::cellsAreTheMapsInOrder()
{
    PhaseMapWorker worker;
    Landed landed(worker);
    const ModelConfig base;
    const quint64 generation = worker.request(base, {}, smallGrid());
    QTRY_COMPARE_WITH_TIMEOUT(int(landed.cells.size()), cellCount(smallGrid()), 60000);
    Engine engine;
    const std::vector<PhaseCell> expected = computePhaseMap(engine, base, {}, smallGrid());
    for (int i = 0; i < cellCount(smallGrid()); ++i) {
        const Cell &cell = landed.cells[size_t(i)];
        QCOMPARE(cell.index, i);
        QCOMPARE(cell.generation, generation);
        QCOMPARE(cell.defined, expected[size_t(i)].log10Ratio.has_value());
        QCOMPARE(cell.log10Ratio, expected[size_t(i)].log10Ratio.value_or(0.0));
    }
}

void TestPhaseMapWorker::newerMapStopsTheRunningOne()
{
    PhaseMapWorker worker;
    Landed landed(worker);
    const quint64 slow = worker.request(wide(), {}, slowGrid());
    QTRY_VERIFY_WITH_TIMEOUT(landed.count(slow) > 0, 60000);
    const quint64 small = worker.request(ModelConfig(), {}, smallGrid());
    QTRY_COMPARE_WITH_TIMEOUT(landed.count(small), cellCount(smallGrid()), 60000);
    QVERIFY2(landed.count(slow) < cellCount(slowGrid()), qPrintable(QString::number(landed.count(slow))));
    // Every cell of the old map came before the new map's first.
    bool newer = false;
    for (const Cell &cell : landed.cells) {
        newer = newer || cell.generation == small;
        QVERIFY(!newer || cell.generation == small);
    }
    QVERIFY(landed.cancelled.isEmpty()); // replaced, not cancelled: no news
}

void TestPhaseMapWorker::cancelStopsTheMap()
{
    PhaseMapWorker worker;
    Landed landed(worker);
    const quint64 slow = worker.request(wide(), {}, slowGrid());
    QTRY_VERIFY_WITH_TIMEOUT(landed.count(slow) > 0, 60000);
    worker.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(landed.cancelled, QList<quint64>{slow}, 60000);
    QVERIFY2(landed.count(slow) < cellCount(slowGrid()), qPrintable(QString::number(landed.count(slow))));
}

QTEST_MAIN(TestPhaseMapWorker)
#include "test_phasemapworker.moc"
