#include "core/training/trainsettings.h"

#include "core/model/numbertext.h"
#include "core/model/options.h"

#include <algorithm>
#include <cmath>

namespace gradflow {

bool TrainSettings::operator==(const TrainSettings &o) const
{
    return optimizer == o.optimizer && learningRate == o.learningRate && steps == o.steps
        && clipLimit == o.clipLimit && warmupSteps == o.warmupSteps && momentum == o.momentum
        && adamBeta1 == o.adamBeta1 && adamBeta2 == o.adamBeta2 && adamEps == o.adamEps;
}

const std::vector<std::string> &optimizerNames()
{
    static const std::vector<std::string> names{"sgd", "momentum", "adam"};
    return names;
}

std::string toString(Optimizer value) { return optimizerNames()[size_t(value)]; }

std::string optimizerLabel(Optimizer value)
{
    static const char *const labels[] = {"SGD", "SGD + momentum", "Adam"};
    return labels[size_t(value)];
}

Optimizer parseOptimizer(const std::string &text, const std::string &option)
{
    const auto &names = optimizerNames();
    const auto it = std::find(names.begin(), names.end(), text);
    if (it == names.end())
        throw OptionError(option, "unknown optimizer '" + printable(text) + "'; choose sgd, momentum or adam");
    return Optimizer(it - names.begin());
}

namespace {

void requireRange(const char *key, double value, double low, double high)
{
    if (!(value >= low && value <= high))
        throw OptionError(key, generalText(value) + " is out of range; use " + generalText(low) + " to "
                                   + generalText(high));
}

} // namespace

void validate(const TrainSettings &s)
{
    requireRange("steps", s.steps, limits::minSteps, limits::maxSteps);
    requireRange("lr", s.learningRate, limits::minLearningRate, limits::maxLearningRate);
    if (s.clipLimit != 0.0)
        requireRange("train-clip", s.clipLimit, 1e-300, limits::maxClipLimit);
    requireRange("warmup", s.warmupSteps, 0, limits::maxSteps);
    requireRange("momentum", s.momentum, 0.0, 0.999999);
    requireRange("adam-beta1", s.adamBeta1, 0.0, 0.999999);
    requireRange("adam-beta2", s.adamBeta2, 0.0, 0.999999999);
    requireRange("adam-eps", s.adamEps, 1e-300, 1.0);
}

double learningRateAt(const TrainSettings &s, int step)
{
    if (s.warmupSteps <= 0)
        return s.learningRate;
    return s.learningRate * std::min(1.0, double(step) / double(s.warmupSteps));
}

} // namespace gradflow
