#include "core/training/trainresult.h"

#include <cmath>
#include <set>

namespace gradflow {

namespace {

// Where a transformer's run left the range: its blocks 1..L, the embeddings before them (0; an
// update there may be the untied head's, which the run counts with them), the final norm and
// head after them (L + 1).
std::string transformerPlace(const Divergence &d, int depth)
{
    if (d.layer == depth + 1)
        return "in the final norm and head";
    if (d.layer <= 0)
        return d.stage == Divergence::Stage::Update ? "in the embeddings or the head" : "in the embeddings";
    return "in block " + std::to_string(d.layer);
}

} // namespace

std::string describe(const Divergence &d, int depth, Architecture architecture)
{
    std::string where;
    if (d.stage == Divergence::Stage::Loss)
        where = "in the loss";
    else if (architecture == Architecture::Transformer)
        where = transformerPlace(d, depth);
    else if (d.layer == depth + 1)
        where = "in the head";
    else
        where = "in layer " + std::to_string(d.layer);
    static const char *const causes[] = {
        "the signal overflowed (weights too large)",
        "the loss overflowed (outputs too large)",
        "the gradient overflowed (weights or learning rate too large)",
        "the weights overflowed (learning rate too large)",
        "the normalization divided by zero: a group's values are all equal and norm-eps is 0 (give eps > 0)",
    };
    return "diverged at step " + std::to_string(d.step) + " " + where + ": " + causes[int(d.stage)];
}

double log10Ratio(double log10A, double log10B)
{
    if (log10A == -HUGE_VAL)
        return -HUGE_VAL;
    if (log10B == -HUGE_VAL)
        return std::nan("");
    return log10A - log10B;
}

std::vector<int> recordedSteps(int steps)
{
    std::set<int> grid;
    for (int t = 1; t <= std::min(steps, 10); ++t)
        grid.insert(t);
    for (double e = 1.0; e <= std::log10(double(steps)) + 1e-9; e += 1.0 / 12.0)
        grid.insert(std::min(steps, int(std::lround(std::pow(10.0, e)))));
    grid.insert(steps);
    return {grid.begin(), grid.end()};
}

} // namespace gradflow
