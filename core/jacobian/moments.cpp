#include "core/jacobian/moments.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gradflow {

SpectrumMoments momentsFromSums(double log10Top, double s2, double s4, double n)
{
    SpectrumMoments m;
    m.log10M1 = 2.0 * log10Top + std::log10(s2 / n);
    // Each sum of n terms carries up to n units of rounding, and the ratio takes s2 twice.
    const double ratio = (s4 / n) / ((s2 / n) * (s2 / n));
    m.roundoff = 4.0 * n * std::numeric_limits<double>::epsilon() * ratio;
    m.m2OverM1Sq = std::max(1.0, ratio);
    return m;
}

} // namespace gradflow
