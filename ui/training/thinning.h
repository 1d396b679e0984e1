#pragma once

#include <vector>

namespace gradflow {

// What a chart is handed is bounded by what it can draw: of a curve with more points than twice
// the plot's pixel columns, each column keeps its lowest and highest finite value (an exact zero,
// -infinity, counts as the lowest), in their order, so the drawn line keeps every spike. Returns
// the kept indices, at most 2 x columns; every drawable one when the curve already fits. NaN and
// +infinity are never kept: nothing a chart can draw.
std::vector<int> thinnedIndices(const std::vector<double> &values, int columns);

} // namespace gradflow
