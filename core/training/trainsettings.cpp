#include "core/training/trainsettings.h"

#include "core/model/numbertext.h"
#include "core/model/options.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>

namespace gradflow {

bool TrainSettings::operator==(const TrainSettings &o) const
{
    return optimizer == o.optimizer && learningRate == o.learningRate && steps == o.steps && clipLimit == o.clipLimit
           && warmupSteps == o.warmupSteps && momentum == o.momentum && adamBeta1 == o.adamBeta1
           && adamBeta2 == o.adamBeta2 && adamEps == o.adamEps;
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

std::string trimmedText(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    return first == std::string::npos ? std::string()
                                      : text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

// The whole text as a number of type T, a leading '+' allowed.
template<typename T>
bool numberText(const std::string &text, T &value)
{
    const char *first = text.c_str(), *last = first + text.size();
    if (first != last && *first == '+')
        ++first;
    const auto [end, error] = std::from_chars(first, last, value);
    return error == std::errc() && end == last && first != last;
}

std::string allowed(double low, double high) { return "; allowed: " + generalText(low) + " to " + generalText(high); }

// A whole number within [low, high]; a number too long for 64 bits is out of range as well.
int wholeSetting(const std::string &key, const std::string &textIn, int low, int high)
{
    const std::string text = trimmedText(textIn);
    std::int64_t value = 0;
    const bool digits = text.find_first_of("0123456789") != std::string::npos
                        && text.find_first_not_of("+-0123456789") == std::string::npos;
    if (!numberText(text, value) && !digits)
        throw OptionError(key, "'" + printable(textIn) + "' is not a whole number" + allowed(low, high));
    if (!numberText(text, value) || value < low || value > high)
        throw OptionError(key, printable(text) + " is out of range" + allowed(low, high));
    return int(value);
}

double finiteSetting(const std::string &key, const std::string &textIn, double low, double high)
{
    const std::string text = trimmedText(textIn);
    double value = 0;
    if (!numberText(text, value) || !std::isfinite(value))
        throw OptionError(key, "'" + printable(textIn) + "' is not a finite number" + allowed(low, high));
    if (!(value >= low && value <= high))
        throw OptionError(key, printable(text) + " is out of range" + allowed(low, high));
    return value;
}

} // namespace

void applyTrainSetting(TrainSettings &s, const std::string &key, const std::string &text)
{
    if (key == "optimizer")
        s.optimizer = parseOptimizer(trimmedText(text), key);
    else if (key == "lr")
        s.learningRate = finiteSetting(key, text, limits::minLearningRate, limits::maxLearningRate);
    else if (key == "steps")
        s.steps = wholeSetting(key, text, limits::minSteps, limits::maxSteps);
    else if (key == "warmup")
        s.warmupSteps = wholeSetting(key, text, 0, limits::maxSteps);
    else
        throw OptionError(key, "not a training setting; use optimizer, lr, steps or warmup");
}

void validate(const TrainSettings &s)
{
    requireRange("steps", s.steps, limits::minSteps, limits::maxSteps);
    requireRange("lr", s.learningRate, limits::minLearningRate, limits::maxLearningRate);
    if (s.clipLimit != 0.0)
        requireRange("clip", s.clipLimit, 1e-300, limits::maxClipLimit);
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
