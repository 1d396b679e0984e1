#include "ui/training/thinning.h"

#include <algorithm>
#include <cmath>

namespace gradflow {

std::vector<int> thinnedIndices(const std::vector<double> &values, int columns)
{
    const int n = int(values.size());
    columns = std::max(1, columns);
    std::vector<int> kept;
    auto drawable = [&values](int i) { return !std::isnan(values[size_t(i)]) && values[size_t(i)] != HUGE_VAL; };
    if (n <= 2 * columns) {
        for (int i = 0; i < n; ++i)
            if (drawable(i))
                kept.push_back(i);
        return kept;
    }
    kept.reserve(size_t(2 * columns));
    for (int c = 0; c < columns; ++c) {
        const int begin = int(double(c) * n / columns), end = int(double(c + 1) * n / columns);
        int low = -1, high = -1;
        for (int i = begin; i < end; ++i) {
            const double v = values[size_t(i)];
            if (!drawable(i))
                continue;
            if (low < 0 || v < values[size_t(low)])
                low = i;
            if (v > -HUGE_VAL && (high < 0 || v > values[size_t(high)] || values[size_t(high)] == -HUGE_VAL))
                high = i;
        }
        if (low >= 0 && high >= 0 && low != high) {
            kept.push_back(std::min(low, high));
            kept.push_back(std::max(low, high));
        } else if (low >= 0 || high >= 0) {
            kept.push_back(std::max(low, high));
        }
    }
    return kept;
}

} // namespace gradflow
