#pragma once

// What the benchmarks report of repeated timings: the median and a percentile, with the same
// rule in every benchmark so that their figures compare.
#include <algorithm>
#include <cstddef>
#include <vector>

namespace gradflow {

// The middle value (the upper middle of an even count); 0 when there is none.
inline double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

// The value p (0 to 1) of the way up the sorted values; 0 when there is none.
inline double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
}

} // namespace gradflow
