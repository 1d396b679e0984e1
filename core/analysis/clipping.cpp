#include "core/analysis/clipping.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gradflow {

double log10GlobalNorm(const std::vector<double> &log10Parts)
{
    double top = -std::numeric_limits<double>::infinity();
    for (double x : log10Parts)
        top = std::max(top, x);
    if (!std::isfinite(top))
        return top;
    double sum = 0;
    for (double x : log10Parts)
        sum += std::pow(10.0, 2 * (x - top)); // each term in (0, 1]: no overflow
    return top + 0.5 * std::log10(sum);
}

ClipOutcome clipByGlobalNorm(const std::vector<double> &log10Parts, double limit)
{
    ClipOutcome c;
    c.log10PartsBefore = log10Parts;
    c.log10Norm = log10GlobalNorm(log10Parts);
    c.log10Scale = std::min(0.0, std::log10(limit) - c.log10Norm);
    if (!std::isfinite(c.log10Scale))
        c.log10Scale = 0; // an all-zero gradient is left alone
    c.clipped = c.log10Scale < 0;
    double dot = 0;
    for (double x : log10Parts) {
        c.log10PartsAfter.push_back(x + c.log10Scale);
        c.sharesBefore.push_back(std::pow(10.0, x - c.log10Norm));
    }
    c.log10ClippedNorm = log10GlobalNorm(c.log10PartsAfter);
    for (double x : c.log10PartsAfter) {
        c.sharesAfter.push_back(std::pow(10.0, x - c.log10ClippedNorm));
        dot += c.sharesAfter.back() * c.sharesBefore[c.sharesAfter.size() - 1];
    }
    // g and g * scale are parallel: the cosine is the sum of the products of the shares.
    c.cosine = std::isfinite(c.log10Norm) ? dot : 1.0;
    return c;
}

std::vector<double> weightGradientParts(const Result &result)
{
    std::vector<double> parts = result.log10WeightGradNorm;
    if (result.log10HeadWeightGradNorm)
        parts.push_back(*result.log10HeadWeightGradNorm);
    return parts;
}

std::vector<double> clipVector(const std::vector<double> &g, double limit)
{
    double top = 0;
    for (double x : g)
        top = std::max(top, std::fabs(x));
    if (top == 0)
        return g;
    double sum = 0;
    for (double x : g)
        sum += (x / top) * (x / top);
    const double norm = top * std::sqrt(sum);
    const double scale = std::min(1.0, limit / norm);
    std::vector<double> out;
    for (double x : g)
        out.push_back(x * scale);
    return out;
}

} // namespace gradflow
