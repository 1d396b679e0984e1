#include "core/analysis/phasemap.h"

#include "core/engine/memoryplan.h"
#include "core/model/numbertext.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace gradflow {

void validate(const PhaseGrid &g)
{
    if (!(g.stdLow >= limits::minStd && g.stdHigh <= limits::maxStd && g.stdLow <= g.stdHigh))
        throw std::invalid_argument("--std-range: needs 0 < A <= B, e.g. 0.01:1");
    if (g.depthLow < limits::minDepth || g.depthHigh > limits::maxDepth || g.depthLow > g.depthHigh)
        throw std::invalid_argument("--depth-range: needs 1 <= A <= B <= 10000, e.g. 2:100");
    if (g.stdSteps < 1 || g.depthSteps < 1 || g.stdSteps > 512 || g.depthSteps > 512)
        throw std::invalid_argument("--grid: each count from 1 to 512, e.g. 24x24");
    if (g.depthSteps > g.depthHigh - g.depthLow + 1)
        throw std::invalid_argument("--grid: more depth steps (" + std::to_string(g.depthSteps)
                                    + ") than depths in --depth-range; use at most "
                                    + std::to_string(g.depthHigh - g.depthLow + 1));
    if (g.stdSteps > 1 && g.stdLow == g.stdHigh)
        throw std::invalid_argument("--grid: several std steps need --std-range A:B with A < B");
}

std::vector<double> phaseStds(const PhaseGrid &g)
{
    std::vector<double> out;
    const double a = std::log10(g.stdLow), b = std::log10(g.stdHigh);
    // The ends as typed: 10^log10(0.03) is 0.029999999999999995.
    for (int i = 0; i < g.stdSteps; ++i)
        out.push_back(i == 0                ? g.stdLow
                      : i == g.stdSteps - 1 ? g.stdHigh
                                            : std::pow(10.0, a + (b - a) * i / (g.stdSteps - 1)));
    return out;
}

std::vector<int> phaseDepths(const PhaseGrid &g)
{
    std::vector<int> out;
    for (int i = 0; i < g.depthSteps; ++i) {
        const double t = g.depthSteps == 1 ? 0.0 : double(i) / (g.depthSteps - 1);
        out.push_back(int(std::lround(g.depthLow + t * (g.depthHigh - g.depthLow))));
    }
    return out;
}

ModelConfig phaseCellConfig(const ModelConfig &base, int depth, double initStd)
{
    ModelConfig c = base;
    c.depth = depth;
    c.init = Init::CustomStd;
    c.initStd = initStd;
    return c;
}

void checkPhaseMapMemory(const ModelConfig &base, const RunSettings &run, const PhaseGrid &grid)
{
    const std::vector<int> depths = phaseDepths(grid);
    for (auto depth = depths.rbegin(); depth != depths.rend(); ++depth) { // the deepest needs the most
        try {
            planMemory(phaseCellConfig(base, *depth, grid.stdLow), run); // the std takes no memory
        } catch (const MemoryLimitError &e) {
            throw MemoryLimitError("the phase map's cells of depth " + std::to_string(*depth) + ": " + e.problem()
                                       + " (or lower the end of --depth-range)",
                                   e.neededBytes, e.limitBytes);
        }
    }
}

std::vector<PhaseCell> computePhaseMap(Engine &engine, const ModelConfig &base, const RunSettings &run,
                                       const PhaseGrid &grid, const Callbacks &callbacks,
                                       const std::function<void(const PhaseCell &, int)> &onCell)
{
    validate(grid);
    checkPhaseMapMemory(base, run, grid); // before the first cell: not after hours of shallower ones
    const std::vector<double> stds = phaseStds(grid);
    const std::vector<int> depths = phaseDepths(grid);
    const int total = int(stds.size() * depths.size());
    Callbacks perCell;
    perCell.isCancelled = callbacks.isCancelled;
    std::vector<PhaseCell> cells;
    cells.reserve(size_t(total));
    for (int depth : depths) {
        for (double s : stds) {
            const Result r = engine.compute(phaseCellConfig(base, depth, s), run, perCell);
            cells.push_back({depth, s, r.log10FirstLastRatio});
            if (onCell)
                onCell(cells.back(), int(cells.size()) - 1);
            if (callbacks.progress)
                callbacks.progress(int(cells.size()), total);
        }
    }
    return cells;
}

std::string phaseMapCsv(const std::vector<PhaseCell> &cells)
{
    std::string out = "depth,init_std,log10_ratio\n";
    for (const PhaseCell &c : cells) {
        // Not printf: the window's C locale (de_DE) wrote "0,01" and split the columns.
        out += std::to_string(c.depth) + "," + generalText(c.initStd, 17) + ",";
        if (c.log10Ratio)
            out += std::isinf(*c.log10Ratio) ? std::string("-inf") : fixedText(*c.log10Ratio, 6);
        out += "\n";
    }
    return out;
}

} // namespace gradflow
