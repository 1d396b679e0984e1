#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace gradflow {

// Relative mode, one definition for the charts, the seed bands, the theory line and their titles
// and caption: every per-layer curve is divided by its own value at its first plotted point
// (layer 0 for the signal and the gradient; layer 1 for the weight gradients, which start there).
// Every line starts at 1 on the left, as in the lesson's figure: a vanishing gradient reads as a
// line falling from 1, an exploding one as a line rising from 1.
//
// The first/last readout (Result::log10FirstLastRatio) is the gradient at layer 0 over the one at
// layer L - 1, the gradient entering layer 1 over the one entering layer L: on the relative
// gradient chart the point at layer L - 1 is its inverse (relativeRatioLayer()).

// Where in a curve's values the divisor sits: its first value.
constexpr std::size_t relativeReferenceIndex = 0;

// The layer of the divisor for a curve whose values start at firstLayer.
constexpr int relativeReferenceLayer(int firstLayer) { return firstLayer; }

// The layer whose relative gradient is 1 / (the first/last ratio), for a network of depth L.
constexpr int relativeRatioLayer(int depth) { return depth - 1; }

// The log10 divisor of a curve: its reference value, or nullopt when there is none to divide by
// (an empty curve, or a reference exactly zero: -infinity).
std::optional<double> relativeBase(const std::vector<double> &log10Values);

// log10 values divided by base (a subtraction); exact zeros (-infinity) stay zeros.
std::vector<double> dividedBy(std::vector<double> log10Values, double base);

// A curve divided by its own reference value; unchanged when relativeBase() has none.
std::vector<double> relativeCurve(std::vector<double> log10Values);

} // namespace gradflow
