#pragma once

// Each normalization: the enum, its names, and the two facts that define it for the engine's one
// normalization (core/engine/normalization.cpp exact, plainnorm.cpp plain): which entries form a
// group, and whether a group's mean is subtracted. Every group is then scaled by
// r = 1 / sqrt(var + eps) (training-mode statistics, biased variance, gamma = 1, beta = 0).
// A new norm of that shape is a value here and a row in norms.cpp.

#include <cstddef>
#include <string>
#include <vector>

namespace gradflow {

enum class Norm { None, Batch, Layer, Rms };
constexpr std::size_t kNormCount = std::size_t(Norm::Rms) + 1;

// The eps when the configuration sets none: PyTorch's 1e-5 for BatchNorm and LayerNorm;
// 1e-6 for RMSNorm, as LLaMA's.
constexpr double kNormEps = 1e-5;
constexpr double kRmsNormEps = 1e-6;

struct NormRow
{
    const char *name;  // the command line's and JSON's, e.g. "rms"
    const char *label; // e.g. "RMSNorm" ("" for none)
    // A group is one feature over the batch (a column, BatchNorm's), or else one example over
    // its features (a row, LayerNorm's and RMSNorm's).
    bool acrossBatch;
    // The group's mean is subtracted before scaling (BatchNorm, LayerNorm; RMSNorm keeps it).
    bool centres;
    double defaultEps;
};

// The row of a norm.
const NormRow &normRow(Norm norm);

// The command line's names, in the enum's order.
const std::vector<std::string> &normNames();

} // namespace gradflow
