// The Jacobian's spectrum (issue 22): how long jacobianSpectrum() takes, with the progress and
// cancellation callbacks the Jacobian tab's worker passes, and how soon a cancel is honoured.
//   bench_jacobian DEPTH WIDTH [every|last] [REPS]
// prints the median time in ms over REPS runs (default 3) of one example's spectrum of a ReLU
// He network: singular values at every layer (every, the default) or at the last one only
// (every layer's moments either way); then the time from a cancel asked halfway to the throw.
#include "core/jacobian/spectrum.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace gradflow;
using Clock = std::chrono::steady_clock;

namespace {

double ms(Clock::time_point from) { return std::chrono::duration<double, std::milli>(Clock::now() - from).count(); }

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_jacobian DEPTH WIDTH [every|last] [REPS]\n");
        return 2;
    }
    ModelConfig c; // ReLU, He init, batch 32: the lesson's model
    c.depth = std::atoi(argv[1]);
    c.width = std::atoi(argv[2]);
    const Resolve resolve = argc > 3 && std::string(argv[3]) == "last" ? Resolve::LastLayer : Resolve::EveryLayer;
    const int reps = argc > 4 ? std::max(1, std::atoi(argv[4])) : 3;
    Engine engine;
    std::vector<double> times;
    int progressCalls = 0;
    Callbacks callbacks;
    callbacks.isCancelled = [] { return false; };
    callbacks.progress = [&](int, int) { ++progressCalls; };
    for (int i = 0; i < reps; ++i) {
        const auto start = Clock::now();
        jacobianSpectrum(engine, c, 0, {}, callbacks, std::nullopt, resolve);
        times.push_back(ms(start));
    }
    std::sort(times.begin(), times.end());
    std::printf("depth %d width %d, singular values at %s: median %.1f ms over %d (min %.1f, max %.1f), %d progress calls a run\n",
                c.depth, c.width, resolve == Resolve::EveryLayer ? "every layer" : "the last layer",
                times[times.size() / 2], reps, times.front(), times.back(), progressCalls / reps);
    // Cancel at the middle layer: the time from the request to Cancelled.
    std::atomic<bool> cancel{false};
    Clock::time_point asked;
    callbacks.isCancelled = [&] { return cancel.load(); };
    callbacks.progress = [&](int done, int total) {
        if (done == total / 2 && !cancel) {
            asked = Clock::now();
            cancel = true;
        }
    };
    try {
        jacobianSpectrum(engine, c, 0, {}, callbacks, std::nullopt, resolve);
        std::printf("not cancelled\n");
    } catch (const Cancelled &) {
        std::printf("cancelled %.1f ms after the request\n", ms(asked));
    }
    return 0;
}
