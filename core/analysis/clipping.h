#pragma once

#include "core/model/result.h"

#include <vector>

namespace gradflow {

// Clipping by global norm, g <- g * min(1, limit / ||g||), on gradients held as the log10 of
// each part's norm (a network's weight matrices), so an exploding network's 10^46 and beyond
// stay exact. Scaling every part by one positive factor keeps the direction: each part's share
// ||g_l|| / ||g|| is the same before and after.
struct ClipOutcome
{
    double log10Norm = 0;        // ||g||
    double log10Scale = 0;       // log10 min(1, limit / ||g||)
    double log10ClippedNorm = 0; // ||g|| after clipping, recomputed from the scaled parts
    bool clipped = false;
    std::vector<double> log10PartsBefore, log10PartsAfter;
    std::vector<double> sharesBefore, sharesAfter; // ||g_l|| / ||g||, plain numbers in [0, 1]
    double cosine = 1;                             // between g before and after
};

// log10 sqrt(sum 10^(2 x_i)), without leaving double range; -inf when every part is zero.
double log10GlobalNorm(const std::vector<double> &log10Parts);

// parts: log10 of each part's norm (-inf for an exact zero); limit > 0.
ClipOutcome clipByGlobalNorm(const std::vector<double> &log10Parts, double limit);

// A computed network's weight gradients as parts: blocks 1..L, then the head if any.
std::vector<double> weightGradientParts(const Result &result);

// The same on a plain vector (the lesson's stand-in (4.8e46, 6.4e46), length 8e46, becomes
// (0.6, 0.8), length exactly 1).
std::vector<double> clipVector(const std::vector<double> &g, double limit);

} // namespace gradflow
