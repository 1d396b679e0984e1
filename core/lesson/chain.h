#pragma once

#include "core/model/config.h"

#include <vector>

namespace gradflow {

// The lesson's one-number chain: depth units h <- act(weight * h + bias), with biases chosen so
// every unit sits at z = 0, its steepest point. Returns d(output)/d(input), a product of
// weight * act'(0) over the units (sigmoid, weight 1, depth 10: 0.25^10 = 9.5e-7).
double chainGradient(int depth, Activation activation, double weight);

// The same chain measured after every unit: element k - 1 is log10 |d(output of unit k)/d(input)|
// for k = 1..depth, summed in log10 so no length leaves double range; -inf for an exact zero.
std::vector<double> chainLog10Series(int depth, Activation activation, double weight);

// Gradient through depth blocks whose own slope is blockSlope: plain blocks multiply by it,
// residual blocks by 1 + blockSlope (ten blocks of 0.025: 9.5e-17 against 1.28).
double residualChainGradient(int depth, double blockSlope, bool residual);

// log10 |gradient| after 1..depth blocks, plain or residual, summed in log10.
std::vector<double> residualChainLog10Series(int depth, double blockSlope, bool residual);

} // namespace gradflow
