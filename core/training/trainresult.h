#pragma once

#include "core/model/config.h"
#include "core/training/trainsettings.h"

#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace gradflow {

// Where a run first met a number that is not finite; the run stops there.
struct Divergence
{
    // Normalization: a group (a row, or a column for BatchNorm) whose values are all equal, with
    // norm-eps 0: its variance is 0 and 1 / sqrt(0 + 0) is infinite, so 0 x infinity gives NaN.
    enum class Stage { Forward, Loss, Backward, Update, Normalization };
    int step = 0;  // 1-based: the step during which it appeared
    int layer = 0; // 1..L, L + 1 for the head; 0 for the loss
    Stage stage = Stage::Forward;
};

// "diverged at step 3 in layer 27: the signal overflowed (weights too large)"; a transformer's
// run names its block ("in block 3"), the embeddings or the final norm and head.
std::string describe(const Divergence &divergence, int depth, Architecture architecture = Architecture::Mlp);

// log10 (a / b) from log10 a and log10 b (-infinity for a zero). A zero a gives an exact zero
// (-infinity) whatever b is: nothing moved. A zero b under a nonzero a has no ratio: NaN, which
// the files write as null (JSON) or an empty cell (CSV) and the charts leave out.
double log10Ratio(double log10A, double log10B);
inline bool hasRatio(double log10Value) { return !std::isnan(log10Value); }

// One recorded step's per-layer numbers, layers 1..L at index l - 1 (the head, when there is
// one, at index L). Magnitudes in log10, -infinity for an exact zero, NaN for a ratio to a zero
// norm (log10Ratio).
struct LayerSnapshot
{
    int step = 0;                            // after this many updates
    std::vector<double> log10GradNorm;       // ||dL/dW_l|| of this step's gradient (before clipping)
    std::vector<double> log10RelativeChange; // ||W_t - W_0|| / ||W_0||, the change kept apart from W
    std::vector<double> log10UpdateRatio;    // ||this step's update|| / ||W_l||
    // Lost to rounding: the weights have moved, but less than the precision's unit roundoff u
    // relative to their size (0 < ||W_t - W_0|| / ||W_0|| < u, under the rounding line the
    // weight-change chart draws). Each of W_0's entries is then held to within u of itself, so
    // W_0 + the change rounds back to about W_0: the weights the network computes with stayed put.
    std::vector<bool> lost;
};

// A short training run of one network (trainer.h), as far as it has come.
struct TrainResult
{
    ModelConfig config;
    TrainSettings settings;
    int stepsDone = 0;
    // Per step t = 1..stepsDone at index t - 1: the loss before step t's update (the loss at
    // W_{t-1}), the global gradient norm (log10), the clip factor applied (1 when the clip did
    // not fire or there is none) and the learning rate used.
    std::vector<double> loss;
    std::vector<double> log10GlobalGradNorm;
    std::vector<double> clipFactor;
    std::vector<double> learningRate;
    // The loss after the last step done (at W_stepsDone), when it was computed and finite.
    std::optional<double> finalLoss;
    std::vector<LayerSnapshot> snapshots; // at the recorded steps reached (recordedSteps())
    // The at-initialization prediction of the first step's relative change of each layer, the
    // optimizer's own: lr_1 * clip factor * ||dL/dW_l|| / ||W_l|| for SGD and momentum, for Adam
    // lr_1 * ||g / (|g| + eps)|| / ||W_l|| (g the clipped gradient). Exact up to rounding.
    std::vector<double> log10FirstStepPrediction;
    std::optional<Divergence> divergence;
    double log10UnitRoundoff = 0.0; // of the precision: 2^-53 (double) or 2^-24 (float)
    double computeMs = 0.0;
    bool complete() const { return divergence || stepsDone == settings.steps; }
};

// The steps whose per-layer numbers are kept: 1..10, then about 12 per decade, and the last.
std::vector<int> recordedSteps(int steps);

} // namespace gradflow
