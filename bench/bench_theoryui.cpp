// The theory views' window figures (run with QT_QPA_PLATFORM=offscreen, under nice):
//   bands-draw  K = 8 seeds at the lesson's size (depth 30, width 64, batch 32) already computed:
//               from handing the window's charts a seed band to all three charts painted, for
//               each of the 8 snapshots a progressive band passes through (1 seed landed .. 8)
//   bands-live  the same band in the real window, Seed-to-seed spread on with K = 8: from a new
//               network requested to the 8th seed's band painted (computing included)
//               and the GUI thread's own CPU time per event (what a handler costs, whatever
//               the load)
//   idle        the stall measure below with nothing computing: the machine's own noise
//   phase-map   View > Phase map at 24 x 24, width 64, batch 32, depth 2..100 (tanh, a decade
//               either side of its critical std): wall time to the last cell, and the longest
//               event-loop stall meanwhile (a 2 ms timer's longest gap)
// Usage: bench_theoryui [rounds] (default 15). Medians; the load average is printed with them.
#include "ui/window/bandspanel.h"
#include "ui/charts/chartpanel.h"
#include "ui/workers/computeworker.h"
#include "core/engine/engine.h"
#include "ui/charts/layerchart.h"
#include "ui/window/mainwindow.h"
#include "ui/phasemap/phasemapwindow.h"
#include "core/analysis/seedbands.h"
#include "core/analysis/theory.h"
#include "bench/stats.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <vector>

using namespace gradflow;

namespace {

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2)
                                       : QStringLiteral("?");
}

ModelConfig lesson(std::uint64_t seed)
{
    ModelConfig c; // the lesson's network: depth 30, width 64, batch 32, ReLU, He
    c.depth = 30;
    c.width = 64;
    c.batch = 32;
    c.seed = seed;
    return c;
}

// The progressive snapshots of K seeds of config: 1 landed, 2, ..., K.
std::vector<std::shared_ptr<const BandsSnapshot>> snapshots(const ModelConfig &config, int k)
{
    Engine engine;
    std::vector<Result> results;
    runSeeds(engine, config, RunSettings{}, k, {}, [&](const Result &r, int) { results.push_back(r); });
    std::vector<std::shared_ptr<const BandsSnapshot>> out;
    for (int landed = 1; landed <= k; ++landed) {
        auto s = std::make_shared<BandsSnapshot>();
        s->config = config;
        s->landed = landed;
        s->total = k;
        s->bands = summarizeSeeds(std::vector<Result>(results.begin(), results.begin() + landed));
        out.push_back(s);
    }
    return out;
}

// Runs the event loop until all three charts of panel painted since `since` was reset.
void waitPainted(ChartPanel *panel, int &paintedCount)
{
    QElapsedTimer guard;
    guard.start();
    while (paintedCount < 3 && guard.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    (void)panel;
}

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// Times each event the GUI thread handles in that thread's own CPU time, so the figure is what
// our handlers cost, not how long a loaded machine left the thread waiting.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_depth++ > 0 || !m_timing) {
            const bool handled = QApplication::notify(receiver, event);
            --m_depth;
            return handled;
        }
        const double start = threadCpuMs();
        const bool handled = QApplication::notify(receiver, event);
        const double ms = threadCpuMs() - start;
        m_longest = std::max(m_longest, ms);
        m_times.push_back(ms);
        --m_depth;
        return handled;
    }
    void startTiming()
    {
        m_timing = true;
        m_longest = 0;
        m_times.clear();
    }
    void stopTiming() { m_timing = false; }
    double longest() const { return m_longest; }
    const std::vector<double> &times() const { return m_times; }

private:
    int m_depth = 0;
    bool m_timing = false;
    double m_longest = 0;
    std::vector<double> m_times;
};

} // namespace

int main(int argc, char **argv)
{
    TimedApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
    std::printf("load average %s (start)\n", qPrintable(loadAverage()));

    MainWindow window(false);
    window.resize(1280, 720);
    window.show();
    ComputeWorker *worker = window.worker();
    auto waitDrawn = [&] {
        QElapsedTimer guard;
        guard.start();
        while ((window.drawnGeneration() < worker->latestGeneration() || !window.charts()->result())
               && guard.elapsed() < 60000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        QCoreApplication::processEvents();
    };
    ChartPanel *charts = window.charts();
    int painted = 0;
    for (int i = 0; i < 3; ++i)
        QObject::connect(charts->chart(i), &LayerChart::painted, &app, [&painted] { ++painted; });

    // bands-draw: the window's network is seed 0; two sets of snapshots (seeds 0.. and the same
    // network drawn again) alternate so every hand-over changes the band.
    window.applyConfig(lesson(0));
    waitDrawn();
    const auto set = snapshots(lesson(0), 8);
    std::vector<double> draws, perSeed, fullCpu;
    for (int r = 0; r < rounds; ++r) {
        for (const auto &snapshot : set) {
            painted = 0;
            QElapsedTimer t;
            t.start();
            const double cpu = threadCpuMs();
            charts->setSeedBands(snapshot);
            waitPainted(charts, painted);
            const double ms = double(t.nsecsElapsed()) / 1e6;
            perSeed.push_back(ms);
            if (snapshot->landed == 8)
                fullCpu.push_back(threadCpuMs() - cpu);
        }
        charts->setSeedBands(nullptr);
        painted = 0;
        waitPainted(charts, painted);
    }
    std::vector<double> full, plain;
    for (size_t i = 7; i < perSeed.size(); i += 8)
        full.push_back(perSeed[i]);
    for (int r = 0; r < 8 * rounds; ++r) { // the same charts redrawn without a band
        painted = 0;
        QElapsedTimer t;
        t.start();
        charts->setResult(charts->result());
        waitPainted(charts, painted);
        plain.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::printf(
        "bands-draw K=8 lesson size: the 8-seed band handed over to 3 charts painted: median %.2f ms, max %.2f ms "
        "(%zu times); without a band the same redraw takes median %.2f ms\n",
        median(full), *std::max_element(full.begin(), full.end()), full.size(), median(plain));
    std::printf("bands-draw K=8 lesson size: the GUI thread's own CPU for that hand-over: median %.2f ms\n",
                median(fullCpu));
    std::printf(
        "bands-draw K=8 lesson size: one seed's band handed over to 3 charts painted: median %.2f ms, p95 %.2f ms, "
        "max %.2f ms over %zu hand-overs\n",
        median(perSeed), percentile(perSeed, 0.95), *std::max_element(perSeed.begin(), perSeed.end()), perSeed.size());
    for (size_t i = 0; i < perSeed.size(); i += 8) {
        double sum = 0;
        for (size_t j = i; j < i + 8; ++j)
            sum += perSeed[j];
        draws.push_back(sum);
    }
    std::printf("bands-draw all 8 seeds' bands drawn one after another: median %.2f ms a round\n", median(draws));

    // bands-live: the real panel computes K = 8 for every new network.
    BandsPanel *bands = window.bands();
    bands->setSeedCount(8);
    bands->setOn(true);
    std::vector<double> live;
    bool done = false;
    QObject::connect(bands, &BandsPanel::bandsChanged, &app, [&](std::shared_ptr<const BandsSnapshot> s) {
        if (s && s->landed == s->total && s->total == 8) {
            done = true;
            painted = 0; // the charts paint this band at a later pass of the event loop
        }
    });
    for (int r = 0; r < rounds; ++r) {
        done = false;
        QElapsedTimer t;
        t.start();
        window.applyConfig(lesson(std::uint64_t(100 + r)));
        QElapsedTimer guard;
        guard.start();
        while (!done && guard.elapsed() < 60000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        waitPainted(charts, painted);
        live.push_back(double(t.nsecsElapsed()) / 1e6);
        waitDrawn();
    }
    bands->setOn(false);
    std::printf(
        "bands-live K=8 lesson size: new network to its 8-seed band painted (computing included): median %.1f ms, "
        "p95 %.1f ms\n",
        median(live), percentile(live, 0.95));
    std::printf("load average %s\n", qPrintable(loadAverage()));

    // phase-map: the window, its worker, the GUI thread's longest stall.
    ModelConfig base = lesson(0);
    base.activation = Activation::Tanh;
    PhaseGrid grid; // 24 x 24, depth 2..100
    const double critical = criticalInitStd(base.activation, base.width);
    grid.stdLow = critical / 10;
    grid.stdHigh = critical * 10;
    QElapsedTimer sinceTick;
    double longestStall = 0;
    std::vector<double> gaps;
    QTimer ticker;
    ticker.setInterval(2);
    QObject::connect(&ticker, &QTimer::timeout, &ticker, [&] {
        const double gap = double(sinceTick.nsecsElapsed()) / 1e6;
        gaps.push_back(gap);
        longestStall = std::max(longestStall, gap);
        sinceTick.restart();
    });
    // The same timer with nothing to do: what this machine's scheduler alone makes of 2 ms.
    sinceTick.start();
    ticker.start();
    QElapsedTimer idle;
    idle.start();
    while (idle.elapsed() < 3000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    ticker.stop();
    std::printf(
        "idle event loop (nothing computing), 3 s: longest gap %.1f ms, p99 %.1f ms of a 2 ms timer (%zu ticks)\n",
        longestStall, percentile(gaps, 0.99), gaps.size());
    longestStall = 0;
    gaps.clear();

    QElapsedTimer mapTimer;
    mapTimer.start();
    PhaseMapWindow map(base, RunSettings{}, grid);
    map.show();
    sinceTick.start();
    ticker.start();
    app.startTiming();
    while (!map.isComplete() && mapTimer.elapsed() < 600000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    app.stopTiming();
    ticker.stop();
    const double mapMs = double(mapTimer.elapsed());
    std::printf(
        "phase-map 24x24 width 64 batch 32 depth 2..100 tanh: %.2f s wall to the last cell; event loop: longest gap "
        "%.1f ms, p99 %.1f ms of a 2 ms timer (%zu ticks)\n",
        mapMs / 1000, longestStall, percentile(gaps, 0.99), gaps.size());
    std::printf(
        "phase-map GUI thread's own CPU per event while the map computes: longest %.2f ms, p99 %.2f ms (%zu events)\n",
        app.longest(), percentile(app.times(), 0.99), app.times().size());
    std::printf("load average %s (end)\n", qPrintable(loadAverage()));
    std::fflush(stdout);
    return 0;
}
