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

} // namespace gradflow
