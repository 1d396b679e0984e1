#include "core/report/trainreport.h"

#include "core/report/jsonnumber.h"
#include "core/report/serialization.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>

namespace gradflow {

using nlohmann::json;

namespace {

json numbers(const std::vector<double> &values)
{
    json out = json::array();
    for (double v : values)
        out.push_back(jsonNumber(v));
    return out;
}

// A ratio's log10: null for an exact zero and for no ratio at all (a zero norm below it,
// log10Ratio), never "nan".
json ratios(const std::vector<double> &values)
{
    json out = json::array();
    for (double v : values)
        out.push_back(hasRatio(v) ? jsonNumber(v) : json(nullptr));
    return out;
}

const char *stageName(Divergence::Stage stage)
{
    static const char *const names[] = {"forward", "loss", "backward", "update", "normalization"};
    return names[int(stage)];
}

json divergenceJson(const TrainResult &r)
{
    if (!r.divergence)
        return nullptr;
    const Divergence &d = *r.divergence;
    return {{"step", d.step},
            {"layer", d.layer},
            {"stage", stageName(d.stage)},
            {"message", describe(d, r.config.depth, r.config.architecture)}};
}

json settingsJson(const TrainSettings &s)
{
    json j = {{"optimizer", toString(s.optimizer)},
              {"lr", s.learningRate},
              {"steps", s.steps},
              {"clip", s.clipLimit > 0 ? json(s.clipLimit) : json(nullptr)},
              {"warmup", s.warmupSteps}};
    if (s.optimizer == Optimizer::Momentum)
        j["momentum"] = s.momentum;
    if (s.optimizer == Optimizer::Adam)
        j["adam"] = {{"beta1", s.adamBeta1}, {"beta2", s.adamBeta2}, {"eps", s.adamEps}};
    return j;
}

json snapshotJson(const LayerSnapshot &s)
{
    return {{"step", s.step},
            {"log10_grad_norm", numbers(s.log10GradNorm)},
            {"log10_relative_change", ratios(s.log10RelativeChange)},
            {"log10_update_ratio", ratios(s.log10UpdateRatio)},
            {"below_rounding", s.lost}};
}

// A CSV cell: empty where a ratio has no value (log10Ratio's NaN).
std::string text(double value)
{
    if (std::isnan(value))
        return "";
    if (std::isinf(value))
        return value < 0 ? "-inf" : "inf";
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr; // shortest exact, '.' always
    return std::string(buffer, end);
}

void addSeries(std::string &out, const char *series, const std::vector<double> &values)
{
    for (size_t i = 0; i < values.size(); ++i)
        out += std::string(series) + "," + std::to_string(i + 1) + ",," + text(values[i]) + "\n";
}

void addLayers(std::string &out, const char *series, int step, const std::vector<double> &values)
{
    for (size_t l = 0; l < values.size(); ++l)
        out += std::string(series) + "," + std::to_string(step) + "," + std::to_string(l + 1) + "," + text(values[l])
               + "\n";
}

} // namespace

std::string trainResultToJson(const TrainResult &r, const RunSettings &run)
{
    json j;
    j["config"] = json::parse(configToJson(r.config, run));
    j["training"] = settingsJson(r.settings);
    j["task"] = r.config.architecture == Architecture::Transformer
                    ? "next-token prediction on sequences that repeat their first half (the token task), full batch"
                    : "regression onto a fixed one-hidden-layer tanh teacher, full batch";
    j["steps_done"] = r.stepsDone;
    j["divergence"] = divergenceJson(r);
    j["loss"] = numbers(r.loss);
    j["final_loss"] = r.finalLoss ? json(*r.finalLoss) : json(nullptr);
    j["log10_grad_norm"] = numbers(r.log10GlobalGradNorm);
    j["clip_factor"] = numbers(r.clipFactor);
    j["lr"] = numbers(r.learningRate);
    j["log10_first_step_prediction"] = ratios(r.log10FirstStepPrediction);
    j["log10_unit_roundoff"] = r.log10UnitRoundoff;
    j["note"] = "magnitudes are log10; null marks an exact zero, or a ratio to weights that are exactly zero "
                "(no value); below_rounding: the weights moved, but by less than the unit roundoff of their size";
    json recorded = json::array();
    for (const LayerSnapshot &s : r.snapshots)
        recorded.push_back(snapshotJson(s));
    j["recorded"] = recorded;
    return j.dump(1) + "\n";
}

std::string trainResultToCsv(const TrainResult &r)
{
    std::string out = "series,step,layer,value\n";
    addSeries(out, "loss", r.loss);
    addSeries(out, "log10_grad_norm", r.log10GlobalGradNorm);
    addSeries(out, "clip_factor", r.clipFactor);
    addSeries(out, "lr", r.learningRate);
    addLayers(out, "log10_first_step_prediction", 1, r.log10FirstStepPrediction);
    for (const LayerSnapshot &s : r.snapshots) {
        addLayers(out, "log10_layer_grad_norm", s.step, s.log10GradNorm);
        addLayers(out, "log10_relative_change", s.step, s.log10RelativeChange);
        addLayers(out, "log10_update_ratio", s.step, s.log10UpdateRatio);
        addLayers(out, "below_rounding", s.step, std::vector<double>(s.lost.begin(), s.lost.end()));
    }
    return out;
}

} // namespace gradflow
