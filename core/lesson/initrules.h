#pragma once

#include "core/engine/engine.h" // Callbacks
#include "core/model/config.h"  // heStd() and xavierStd(), the rules the view compares

#include <cstdint>

namespace gradflow {

// The second moment E[y^2] of y = ReLU(x W^T), x a samples x fanIn matrix of N(0, 1) entries
// (E[x^2] = 1) and W a fanOut x fanIn matrix of N(0, std^2) entries, measured over all
// samples x fanOut outputs. He's std keeps it near 1; Xavier's (at fan_in = fan_out, i.e.
// sqrt(1 / fan_in)) gives about 0.5, half the signal's energy lost per layer.
double secondMomentAfterLinearRelu(int fanIn, int fanOut, int samples, double stdev, std::uint64_t seed);
// The same at std 1: ReLU(c z) = c ReLU(z) for c > 0, so any std's moment is std^2 times this
// one, and two rules compared on the same draws cost one product. At the view's largest sizes
// this takes seconds: hooks are polled between blocks of the draws and of the product (throwing
// Cancelled when they say stop) and hear the progress.
double unitSecondMomentAfterLinearRelu(int fanIn, int fanOut, int samples, std::uint64_t seed,
                                       const Callbacks &hooks = {});

} // namespace gradflow
