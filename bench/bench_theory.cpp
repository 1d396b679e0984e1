// Theory, seed bands and the phase map: speed figures, medians of repeated runs in one process:
//   theory   meanFieldTheory at depth 1000 (ReLU, tanh, residual tanh): microseconds a layer
//   bands    runSeeds K = 8 at the lesson's size (depth 30, width 64, batch 32), and one seed
//   map      computePhaseMap 24 x 24, width 64, batch 32, depth 2..100, tanh around its critical std
// Usage: bench_theory [--quick]. Run under `nice`; the machine's load average is printed with it.
#include "core/engine/engine.h"
#include "core/analysis/phasemap.h"
#include "core/analysis/seedbands.h"
#include "core/analysis/theory.h"
#include "bench/stats.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <time.h>
#include <vector>

using namespace gradflow;
using Clock = std::chrono::steady_clock;

namespace {

// CPU time of the whole process (every thread, the engine's helper included): on a shared,
// loaded machine the wall clock measures the neighbours too.
double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return 1e3 * double(t.tv_sec) + 1e-6 * double(t.tv_nsec);
}

struct Times
{
    double wallMs, cpuMs; // medians
};

template<typename Fn>
Times medianMs(int runs, Fn fn)
{
    std::vector<double> wall, cpu;
    for (int i = 0; i < runs; ++i) {
        const auto start = Clock::now();
        const double cpuStart = cpuMs();
        fn();
        cpu.push_back(cpuMs() - cpuStart);
        wall.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    return {median(wall), median(cpu)};
}

std::string loadAverage()
{
    std::ifstream in("/proc/loadavg");
    std::string one, five, fifteen;
    in >> one >> five >> fifteen;
    return one + " " + five + " " + fifteen;
}

ModelConfig lessonSize()
{
    ModelConfig c; // the lesson's network: depth 30, width 64, batch 32, ReLU, He
    c.depth = 30;
    c.width = 64;
    c.batch = 32;
    return c;
}

} // namespace

int main(int argc, char **argv)
{
    const bool quick = argc > 1 && std::string(argv[1]) == "--quick";
    std::printf("load average %s, %u hardware threads\n", loadAverage().c_str(), std::thread::hardware_concurrency());

    for (const auto &[name, activation, residual] :
         {std::tuple{"relu", Activation::Relu, false}, std::tuple{"tanh", Activation::Tanh, false},
          std::tuple{"residual tanh", Activation::Tanh, true}}) {
        ModelConfig c = lessonSize();
        c.depth = 1000;
        c.activation = activation;
        c.residual = residual;
        volatile double sink = 0;
        const Times t = medianMs(quick ? 5 : 51, [&] { sink = sink + meanFieldTheory(c)->log10GradNorm[0]; });
        std::printf("theory %-14s depth 1000: cpu %8.3f ms (%7.2f us a layer), wall %8.3f ms\n", name, t.cpuMs,
                    1000.0 * t.cpuMs / c.depth, t.wallMs);
    }

    Engine engine;
    const ModelConfig lesson = lessonSize();
    const int runs = quick ? 3 : 15;
    const Times one = medianMs(runs, [&] { engine.compute(lesson); });
    const Times bands = medianMs(runs, [&] { runSeeds(engine, lesson, {}, 8); });
    std::printf(
        "bands  K=8 lesson size (30 x 64 x 32): cpu %7.2f ms, wall %7.2f ms; one seed cpu %6.2f ms, wall %6.2f ms\n",
        bands.cpuMs, bands.wallMs, one.cpuMs, one.wallMs);

    ModelConfig base = lessonSize();
    base.activation = Activation::Tanh;
    PhaseGrid grid; // 24 x 24, depth 2..100
    const double critical = criticalInitStd(base.activation, base.width);
    grid.stdLow = critical / 10;
    grid.stdHigh = critical * 10;
    const Times map = medianMs(quick ? 1 : 3, [&] { computePhaseMap(engine, base, {}, grid); });
    std::printf("map    %dx%d, width 64, batch 32, depth %d..%d: cpu %7.2f s (both cores), wall %7.2f s\n",
                grid.stdSteps, grid.depthSteps, grid.depthLow, grid.depthHigh, map.cpuMs / 1000, map.wallMs / 1000);
    std::printf("load average %s\n", loadAverage().c_str());
    return 0;
}
