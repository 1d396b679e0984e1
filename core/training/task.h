#pragma once

#include "core/engine/scaled.h"

#include <cstdint>

namespace gradflow {

// The training task: regression of a fixed set of `batch` inputs onto the outputs of a random
// "teacher" network of its own seed, one hidden tanh layer of the same width:
//   target = tanh(x A) B, A and B with N(0, 1/width) entries, then scaled to RMS 1.
// The inputs are N(0, 1). Neither depends on the student's seed or init, so every network the
// window trains fits the same data and the loss curves of two settings compare directly. The
// teacher is learnable (the student can represent a one-layer tanh map) but not trivially: it
// is neither zero nor linear.
constexpr std::uint64_t kTaskSeed = 0x7ea57a5cULL;

template<typename Scalar>
struct Task
{
    Mat<Scalar> input;  // batch x width
    Mat<Scalar> target; // batch x width
};

// The task in Scalar; the double values are drawn first and rounded once.
template<typename Scalar>
Task<Scalar> makeTask(int width, int batch);

} // namespace gradflow
