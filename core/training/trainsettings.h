#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gradflow {

enum class Optimizer { Sgd, Momentum, Adam };

// How the network of a ModelConfig is trained: the optimizer and its schedule. The network, its
// precision and its seed are the ModelConfig's; the data are the task's (task.h).
struct TrainSettings
{
    Optimizer optimizer = Optimizer::Sgd;
    double learningRate = 0.01;
    int steps = 100;
    double clipLimit = 0.0; // > 0: clip the global gradient norm at this limit (clip_grad_norm_)
    int warmupSteps = 0;    // > 0: step t uses learningRate * min(1, t / warmupSteps)
    double momentum = 0.9;  // SGD with momentum, PyTorch's form: v = mu v + g, W -= lr v
    double adamBeta1 = 0.9, adamBeta2 = 0.999, adamEps = 1e-8;

    bool operator==(const TrainSettings &other) const;
    bool operator!=(const TrainSettings &other) const { return !(*this == other); }
};

namespace limits {
constexpr int minSteps = 1, maxSteps = 10000;
constexpr double minLearningRate = 1e-12, maxLearningRate = 1e6;
constexpr double maxClipLimit = 1e300;
} // namespace limits

// "sgd", "momentum", "adam", in display order.
const std::vector<std::string> &optimizerNames();
std::string toString(Optimizer value);
std::string optimizerLabel(Optimizer value); // "SGD", "SGD + momentum", "Adam"
// Throws OptionError (model/options.h) naming the allowed values.
Optimizer parseOptimizer(const std::string &text, const std::string &option = "optimizer");

// Throws OptionError for the first value out of its range.
void validate(const TrainSettings &settings);

// One setting from the text a person typed, by the command line's rules (--steps, --lr,
// --warmup, --optimizer) and so also a tour's 'train: KEY = VALUE': steps and warmup whole
// numbers, lr a finite number, each within its limits, and the value used exactly. Throws
// OptionError naming the key and what is allowed; the settings are unchanged then.
void applyTrainSetting(TrainSettings &settings, const std::string &key, const std::string &text);

// The learning rate of step t (1-based) under the warm-up.
double learningRateAt(const TrainSettings &settings, int step);

} // namespace gradflow
