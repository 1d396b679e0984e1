#include "core/analysis/relative.h"

#include <cmath>
#include <utility>

namespace gradflow {

std::optional<double> relativeBase(const std::vector<double> &log10Values)
{
    if (relativeReferenceIndex >= log10Values.size() || !std::isfinite(log10Values[relativeReferenceIndex]))
        return std::nullopt;
    return log10Values[relativeReferenceIndex];
}

std::vector<double> dividedBy(std::vector<double> log10Values, double base)
{
    for (double &v : log10Values) {
        if (std::isfinite(v))
            v -= base;
    }
    return log10Values;
}

std::vector<double> relativeCurve(std::vector<double> log10Values)
{
    const std::optional<double> base = relativeBase(log10Values);
    return base ? dividedBy(std::move(log10Values), *base) : log10Values;
}

} // namespace gradflow
