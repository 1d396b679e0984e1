#pragma once

#include "core/engine/engine.h" // Callbacks

#include <cstdint>
#include <vector>

namespace gradflow {

// GPT-2's residual scaling: a transformer of N layers writes to its residual stream 2N times
// (attention's output projection and the feed-forward's down projection), each write adding
// an update of variance 1. Unscaled, the stream's variance grows to 1 + 2N times its start
// (101x at N = 50); with every write scaled by 1/sqrt(2N) it ends at 2x.
struct ResidualGrowth
{
    int layers = 0;
    std::vector<double> plain, scaled;             // measured Var(h_k) / Var(h_0), k = 0..2N writes
    std::vector<double> plainTheory, scaledTheory; // 1 + k and 1 + k / (2N)
};

// Measures the growth on a stream of samples x width entries, N(0, 1) at the start and for
// every update. hooks are polled once per write (throwing Cancelled when they say stop) and
// hear the progress: at the view's largest sizes the 400 writes take seconds.
ResidualGrowth residualStreamGrowth(int layers, int samples, int width, std::uint64_t seed,
                                    const Callbacks &hooks = {});

} // namespace gradflow
