#pragma once

#include "core/model/config.h"

#include <Eigen/Core>

#include <optional>
#include <vector>

namespace gradflow {

// How a computation will use memory, decided before it starts (see planMemory()).
struct MemoryPlan
{
    std::int64_t estimateBytes = 0; // peak working memory of this plan
    std::int64_t minimumBytes = 0;  // the smallest plan possible for this configuration
    bool cacheWeights = false;      // keep every layer's random draws between recomputes
    bool packWeights = false;       // and each packed for its two products (cacheWeights only)
    int segmentLength = 0;          // layers between stored checkpoints (depth: no recompute)
};

// One forward and backward pass, measured. Every magnitude is a log10; -infinity means the
// value is exactly zero (e.g. a layer of dead ReLUs), never an overflow or an underflow.
struct Result
{
    ModelConfig config;
    RunSettings run;                         // the settings it was computed under (applyClipLimit() changes the limit)
    std::vector<double> log10SignalRms;      // layers 0..L: sqrt(mean(h_l^2))
    std::vector<double> log10GradNorm;       // layers 0..L: ||d loss / d h_l||
    std::vector<double> log10WeightGradNorm; // layers 1..L at index l-1: ||d loss / d W_l||
    // layers 0..L: how many of h_l's units differ somewhere in the batch (1 when zero or constant
    // init makes every unit of a layer the same: the symmetry no gradient step can break).
    std::vector<int> distinctUnits;
    // layers 0..L: units constant over the batch, silent rather than copies (ReLU below zero on
    // every example); distinctUnits counts them as one.
    std::vector<int> silentUnits;
    std::optional<double> log10HeadWeightGradNorm;
    double log10Loss = 0.0;
    // ||d/dh_0|| / ||d/dh_{L-1}||: the gradient entering layer 1 over the one entering layer L.
    std::optional<double> log10FirstLastRatio;
    std::optional<double> log10Rho;         // ratio^(1/(L-1)), for L >= 2
    double log10GlobalWeightGradNorm = 0.0; // all weight matrices together (blocks and head)
    double log10ClipFactor = 0.0;           // min(1, run.clipLimit / global norm)
    double computeMs = 0.0;
    MemoryPlan plan;

    // Filled only when asked for (Probe::keepGradients), for small networks in tests.
    Eigen::MatrixXd inputGradient;                // d loss / d h_0, true values
    std::vector<Eigen::MatrixXd> weightGradients; // d loss / d W_l, true values, l = 1..L
};

// Sets the clipping limit and the factor clip_grad_norm_ would apply at it, min(1, limit / norm):
// a new limit needs no recompute.
void applyClipLimit(Result &result, double limit);

// ||d/dh_0|| / ||d/dh_{L-1}|| and its per-layer factor ratio^(1/(L-1)) from layers 0..L of a
// gradient norm in log10: the engine's measurement and the theory's prediction both use it.
// No ratio when layer L-1's norm is zero (or not finite); -inf when layer 0's alone is zero,
// and then no rho (nor for L < 2).
struct FirstLastRatio
{
    std::optional<double> log10Ratio, log10Rho;
};
FirstLastRatio firstLastRatio(const std::vector<double> &log10GradNorm, int depth);

} // namespace gradflow
