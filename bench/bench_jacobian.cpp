// The Jacobian's spectrum: how long jacobianSpectrum() takes, with the progress and
// cancellation callbacks the Jacobian tab's worker passes, and how soon a cancel is honoured.
//   bench_jacobian DEPTH WIDTH [every|last|K] [REPS] [ACTIVATION]
// prints the median time in ms over REPS runs (default 3) of one example's spectrum of a ReLU
// He network (or ACTIVATION's, with Xavier weights: tanh keeps every direction, so its SVDs are
// full width where ReLU's dead units lower the rank): singular values at every layer (every, the default), at the last
// one only, or at K evenly spaced depths (as the tab takes them above width 256: the last layer's first, then the
// earlier depths'), with the time to the last layer's (the density) and the CPU time of this process; then the time
// from a cancel to the throw, asked halfway through the layers and, for K depths, 200 ms into the earlier depths' SVDs.
#include "core/jacobian/spectrum.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <thread>
#include <vector>

using namespace gradflow;
using Clock = std::chrono::steady_clock;

namespace {

double ms(Clock::time_point from) { return std::chrono::duration<double, std::milli>(Clock::now() - from).count(); }

double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) * 1e-6;
}

Resolve resolveOf(const std::string &mode)
{
    if (mode == "last")
        return Resolve::LastLayer;
    if (mode == "every" || mode.empty())
        return Resolve::EveryLayer;
    return Resolve{std::max(1, std::atoi(mode.c_str()))};
}

std::string describe(Resolve resolve)
{
    if (resolve == Resolve::EveryLayer)
        return "every layer";
    if (resolve == Resolve::LastLayer)
        return "the last layer";
    return std::to_string(resolve.depths) + " evenly spaced depths";
}

// The time from a cancel to Cancelled: `when` decides, from the progress and the last layer's
// arrival, the moment to ask (a watcher thread asks at the deadline it sets).
void timeCancel(Engine &engine, const ModelConfig &c, Resolve resolve, bool inSpread)
{
    std::atomic<bool> cancel{false};
    std::atomic<long long> deadline{0};
    Clock::time_point asked;
    Callbacks callbacks;
    callbacks.isCancelled = [&] { return cancel.load(); };
    callbacks.progress = [&](int done, int total) {
        if (!inSpread && done == std::min(total, c.depth) / 2 && !cancel) {
            asked = Clock::now();
            cancel = true;
        }
    };
    const auto lastLayer = [&](const JacobianSpectrum &) {
        deadline = (Clock::now() + std::chrono::milliseconds(200)).time_since_epoch().count();
    };
    std::atomic<bool> done{false};
    std::thread watcher([&] {
        while (!done && !cancel) {
            const long long at = deadline.load();
            if (at != 0 && Clock::now().time_since_epoch().count() >= at) {
                asked = Clock::now();
                cancel = true;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    });
    try {
        jacobianSpectrum(engine, c, 0, {}, callbacks, std::nullopt, resolve, lastLayer);
        std::printf("not cancelled\n");
    } catch (const Cancelled &) {
        std::printf("cancelled %.1f ms after the request (%s)\n", ms(asked),
                    inSpread ? "200 ms into the earlier depths' SVDs" : "halfway through the layers");
    }
    done = true;
    watcher.join();
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_jacobian DEPTH WIDTH [every|last|K] [REPS] [ACTIVATION]\n");
        return 2;
    }
    ModelConfig c; // ReLU, He init, batch 32: the lesson's model
    c.depth = std::atoi(argv[1]);
    c.width = std::atoi(argv[2]);
    const Resolve resolve = resolveOf(argc > 3 ? argv[3] : "");
    const int reps = argc > 4 ? std::max(1, std::atoi(argv[4])) : 3;
    if (argc > 5) {
        c.activation = parseActivation(argv[5]);
        c.init = Init::Xavier;
    }
    Engine engine;
    std::vector<double> times, firsts, cpus;
    int progressCalls = 0;
    Callbacks callbacks;
    callbacks.isCancelled = [] { return false; };
    callbacks.progress = [&](int, int) { ++progressCalls; };
    for (int i = 0; i < reps; ++i) {
        const auto start = Clock::now();
        const double cpu = cpuMs();
        double first = -1;
        jacobianSpectrum(engine, c, 0, {}, callbacks, std::nullopt, resolve,
                         [&](const JacobianSpectrum &) { first = ms(start); });
        times.push_back(ms(start));
        firsts.push_back(first < 0 ? times.back() : first);
        cpus.push_back(cpuMs() - cpu);
    }
    std::sort(times.begin(), times.end());
    std::sort(firsts.begin(), firsts.end());
    std::sort(cpus.begin(), cpus.end());
    std::printf("%s, width %d, singular values at %s: median %.1f ms over %d (min %.1f, max %.1f), "
                "last layer's after %.1f ms, %.1f ms of CPU, %d progress calls a run\n",
                gradflow::describe(c).c_str(), c.width, describe(resolve).c_str(), times[times.size() / 2], reps,
                times.front(), times.back(), firsts[firsts.size() / 2], cpus[cpus.size() / 2], progressCalls / reps);
    timeCancel(engine, c, resolve, false);
    if (resolve.depths > 1)
        timeCancel(engine, c, resolve, true);
    return 0;
}
