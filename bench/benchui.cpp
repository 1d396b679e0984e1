#include "bench/benchui.h"

#include "bench/stats.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/layerchart.h"
#include "ui/lesson/lessontabs.h"
#include "ui/training/losschart.h"
#include "ui/training/trainingcontrols.h"
#include "ui/training/trainingpanel.h"
#include "ui/training/updateheatmap.h"
#include "ui/transformer/sublayerchart.h"
#include "ui/transformer/transformerpanel.h"
#include "ui/window/controlpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/transformerview.h"
#include "ui/workers/computeworker.h"
#include "ui/workers/trainworker.h"
#include "core/model/presets.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <set>
#include <vector>

namespace gradflow {

namespace {

// Serves events until the window has drawn the given generation (or a minute has passed).
void waitForDrawn(MainWindow &window, QEventLoop &loop, quint64 generation)
{
    QElapsedTimer guard;
    guard.start();
    while (window.drawnGeneration() < generation && guard.elapsed() < 60000)
        loop.processEvents(QEventLoop::WaitForMoreEvents);
}

// Latency: from the value change to the moment all three charts have painted its result, for
// 200 changes of depth and init std in turn; in milliseconds.
std::vector<double> controlLatencies(MainWindow &window, QEventLoop &loop)
{
    std::vector<double> latencies;
    QElapsedTimer timer;
    quint64 target = 0;
    std::set<QObject *> paintedCharts;
    std::vector<QMetaObject::Connection> counters; // they count into this function's locals
    for (int i = 0; i < 3; ++i) {
        LayerChart *chart = window.charts()->chart(i);
        counters.push_back(QObject::connect(chart, &LayerChart::painted, &window, [&, chart] {
            if (target && window.drawnGeneration() >= target && paintedCharts.insert(chart).second
                && paintedCharts.size() == 3) {
                latencies.push_back(double(timer.nsecsElapsed()) / 1e6);
                target = 0;
            }
        }));
    }
    ControlPanel *controls = window.controls();
    for (int i = 0; i < 200; ++i) {
        paintedCharts.clear();
        const size_t before = latencies.size();
        timer.start();
        if (i % 2 == 0) {
            controls->depthSpin()->setValue(20 + (i / 2) % 21); // 20..40 around the lesson's 30
        } else {                                                // std 0.01 .. 1 on its slider's round steps
            const int low = ControlPanel::stdPosition(0.01), high = ControlPanel::stdPosition(1.0);
            controls->stdSlider()->setValue(low + (i * 7) % (high - low + 1));
        }
        target = window.worker()->latestGeneration();
        QElapsedTimer guard;
        guard.start();
        while (latencies.size() == before && guard.elapsed() < 60000)
            loop.processEvents(QEventLoop::WaitForMoreEvents);
        loop.processEvents(); // let the rest of the window settle before the next change
    }
    for (const QMetaObject::Connection &counter : counters)
        QObject::disconnect(counter);
    return latencies;
}

// The lesson's transformer (6 blocks x 64, 4 heads, sequence 16, batch 4, std 0.02, LayerNorm):
// from the value change to its three charts repainted with the result (repaint() paints at once),
// for 100 changes of depth (4..8) and init std (0.005..0.05) in turn; in milliseconds.
std::vector<double> transformerLatencies(MainWindow &window, QEventLoop &loop)
{
    ModelConfig c;
    c.architecture = Architecture::Transformer;
    c.depth = 6;
    c.width = 64;
    c.batch = 4;
    c.activation = Activation::Gelu;
    c.norm = Norm::Layer;
    c.init = Init::CustomStd;
    c.initStd = 0.02;
    c.transformer.heads = 4;
    c.transformer.seqLen = 16;
    c.transformer.vocab = 256;
    const TransformerView *view = window.findChild<TransformerView *>();
    window.applyConfig(c);
    QElapsedTimer guard;
    guard.start();
    auto waitFor = [&](quint64 target) {
        while (view->drawnGeneration() < target && guard.elapsed() < 60000)
            loop.processEvents(QEventLoop::WaitForMoreEvents);
    };
    waitFor(view->latestGeneration());
    TransformerPanel *panel = window.transformerPanel();
    ControlPanel *controls = window.controls();
    std::vector<double> latencies;
    QElapsedTimer timer;
    for (int i = 0; i < 100; ++i) {
        guard.restart();
        timer.start();
        if (i % 2 == 0) {
            controls->depthSpin()->setValue(4 + (i / 2) % 5);
        } else {
            const int low = ControlPanel::stdPosition(0.005), high = ControlPanel::stdPosition(0.05);
            controls->stdSlider()->setValue(low + (i * 7) % (high - low + 1));
        }
        waitFor(view->latestGeneration());
        for (SubLayerChart *chart : {panel->signalChart(), panel->weightChart(), panel->entropyChart()})
            chart->viewport()->repaint();
        latencies.push_back(double(timer.nsecsElapsed()) / 1e6);
        loop.processEvents(); // let the rest of the window settle before the next change
    }
    return latencies;
}

// Event-loop stalls while a large network computes on the worker: prints the longest.
void reportStalls(MainWindow &window, QEventLoop &loop)
{
    ModelConfig big = findPreset(defaultPresetName())->config;
    big.depth = 100;
    big.width = 512;
    big.batch = 256;
    QElapsedTimer sinceTick;
    double longestStall = 0;
    QTimer ticker;
    ticker.setInterval(2);
    QObject::connect(&ticker, &QTimer::timeout, &ticker, [&] {
        longestStall = std::max(longestStall, double(sinceTick.nsecsElapsed()) / 1e6);
        sinceTick.restart();
    });
    QElapsedTimer bigTimer;
    bigTimer.start();
    sinceTick.start();
    ticker.start();
    window.applyConfig(big);
    waitForDrawn(window, loop, window.worker()->latestGeneration());
    ticker.stop();
    std::printf("event-loop-stall max_ms=%.1f during a %.0f ms computation (depth 100, width 512, batch 256)\n",
                longestStall, double(bigTimer.elapsed()));
}

// Serves events until the Training tab shows the final run of its latest request.
void waitForTrained(TrainingPanel &panel, QEventLoop &loop)
{
    QElapsedTimer guard;
    guard.start();
    while (!(panel.isFinal() && panel.drawnGeneration() == panel.worker()->latestGeneration())
           && guard.elapsed() < 60000)
        loop.processEvents(QEventLoop::WaitForMoreEvents);
}

// What trainingLatencies() found: the latencies, and how many first paints were a partial run.
struct TrainingLatencies
{
    std::vector<double> ms;
    int partial = 0;
};

// The Training tab at the lesson size, 1000 steps: from a learning rate slider move or a depth
// change on the tab to the new run's first result on its three charts, repainted (repaint()
// paints at once), for 48 moves in turn. Most moves land while the previous run still trains,
// as in a drag; every fourth waits for that run's end first. In milliseconds.
TrainingLatencies trainingLatencies(MainWindow &window, QEventLoop &loop)
{
    TrainingPanel *panel = window.training();
    window.applyConfig(findPreset(defaultPresetName())->config);
    panel->controls()->stepsBox()->setValue(1000);
    window.lessonTabs()->setCurrentWidget(panel);
    waitForTrained(*panel, loop);
    TrainingLatencies found;
    QElapsedTimer timer;
    quint64 target = 0;
    const QMetaObject::Connection shown =
        QObject::connect(panel, &TrainingPanel::resultShown, &window, [&](quint64 generation, bool final) {
            if (!target || generation < target)
                return;
            for (QWidget *chart : {panel->lossChart()->viewport(), panel->changeChart()->viewport(),
                                   static_cast<QWidget *>(panel->heatmap())})
                chart->repaint();
            found.ms.push_back(double(timer.nsecsElapsed()) / 1e6);
            found.partial += final ? 0 : 1;
            target = 0;
        });
    QSlider *rate = panel->controls()->learningRateSlider();
    for (int i = 0; i < 48; ++i) {
        if (i % 4 == 3)
            waitForTrained(*panel, loop);
        const size_t before = found.ms.size();
        timer.start();
        if (i % 2 == 0)
            rate->setValue(-30 + (i / 2) % 11); // 10^-3 .. 10^-2 in tenths of a decade
        else
            panel->controls()->depthBox()->setValue(26 + (i / 2) % 9); // 26..34 around the lesson's 30
        target = panel->worker()->latestGeneration();
        QElapsedTimer guard;
        guard.start();
        while (found.ms.size() == before && guard.elapsed() < 60000)
            loop.processEvents(QEventLoop::WaitForMoreEvents);
        loop.processEvents(); // let the rest of the window settle before the next move
    }
    QObject::disconnect(shown);
    waitForTrained(*panel, loop);
    return found;
}

} // namespace

int runBenchUi()
{
    MainWindow window(false);
    window.resize(1280, 860);
    window.show();
    QEventLoop loop;
    window.applyConfig(findPreset(defaultPresetName())->config);
    waitForDrawn(window, loop, window.worker()->latestGeneration());
    const std::vector<double> latencies = controlLatencies(window, loop);
    reportStalls(window, loop);
    const std::vector<double> transformer = transformerLatencies(window, loop);
    std::printf("ui-latency-transformer median_ms=%.2f p95_ms=%.2f (lesson size: 6 blocks x 64, 4 heads, sequence 16, "
                "batch 4)\n",
                percentile(transformer, 0.5), percentile(transformer, 0.95));
    const TrainingLatencies training = trainingLatencies(window, loop);
    std::printf("ui-latency-training median_ms=%.2f p95_ms=%.2f (a learning rate or depth move to the first steps "
                "painted, %zu moves, %d of them first painted as a partial run; lesson size, 1000 steps)\n",
                percentile(training.ms, 0.5), percentile(training.ms, 0.95), training.ms.size(), training.partial);
    std::printf("ui-latency median_ms=%.2f p95_ms=%.2f\n", percentile(latencies, 0.5), percentile(latencies, 0.95));
    std::fflush(stdout);
    return 0;
}

} // namespace gradflow
