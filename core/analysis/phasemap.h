#pragma once

#include "core/engine/engine.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gradflow {

// A grid over init std (log-spaced) and depth (evenly spaced whole numbers), both ends included.
struct PhaseGrid
{
    double stdLow = 0.01, stdHigh = 1.0;
    int depthLow = 2, depthHigh = 100;
    int stdSteps = 24, depthSteps = 24;
};

// One cell: the configuration's first-to-last gradient ratio (Result::log10FirstLastRatio),
// unset where the gradient entering layer L is exactly zero.
struct PhaseCell
{
    int depth = 0;
    double initStd = 0;
    std::optional<double> log10Ratio;
};

// Throws std::invalid_argument naming the option (--std-range, --depth-range, --grid).
void validate(const PhaseGrid &grid);
std::vector<double> phaseStds(const PhaseGrid &grid);
std::vector<int> phaseDepths(const PhaseGrid &grid);
// The configuration of one cell: base with this depth and a custom std.
ModelConfig phaseCellConfig(const ModelConfig &base, int depth, double initStd);

// Throws MemoryLimitError naming the deepest depth whose cells' network is over
// run.maxMemoryBytes.
void checkPhaseMapMemory(const ModelConfig &base, const RunSettings &run, const PhaseGrid &grid);

// Every cell, depth by depth (the draws are reused across the stds of one depth), each one
// Engine::compute of phaseCellConfig(); onCell after each, so a view can draw as they land.
// callbacks poll cancel and report progress in cells. Throws Cancelled like Engine::compute, and
// MemoryLimitError before any cell is computed (checkPhaseMapMemory).
std::vector<PhaseCell> computePhaseMap(Engine &engine, const ModelConfig &base, const RunSettings &run,
                                       const PhaseGrid &grid, const Callbacks &callbacks = {},
                                       const std::function<void(const PhaseCell &, int index)> &onCell = {});

// `depth,init_std,log10_ratio` rows; an undefined ratio is an empty cell, an exact zero -inf.
std::string phaseMapCsv(const std::vector<PhaseCell> &cells);

} // namespace gradflow
