#include "core/model/result.h"

#include <algorithm>
#include <cmath>

namespace gradflow {

void applyClipLimit(Result &r, double limit)
{
    r.run.clipLimit = limit;
    r.log10ClipFactor = std::isinf(r.log10GlobalWeightGradNorm)
                            ? 0.0 // no gradient: nothing to clip
                            : std::min(0.0, std::log10(limit) - r.log10GlobalWeightGradNorm);
}

FirstLastRatio firstLastRatio(const std::vector<double> &log10GradNorm, int depth)
{
    FirstLastRatio r;
    const double first = log10GradNorm[0], last = log10GradNorm[size_t(depth - 1)];
    if (!std::isfinite(last))
        return r;
    r.log10Ratio = first - last; // -inf when the first is exactly zero
    if (depth >= 2 && std::isfinite(first))
        r.log10Rho = (first - last) / double(depth - 1);
    return r;
}

} // namespace gradflow
