#include "core/report/serialization.h"

#include "core/report/configjson.h"
#include "core/report/jsonnumber.h"

#include "core/model/options.h"
#include "core/analysis/analysis.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace gradflow {

using nlohmann::json;

namespace {

json number(double value) { return jsonNumber(value); }

json optionalNumber(const std::optional<double> &value) { return value ? number(*value) : json(nullptr); }

std::string fixed(double value)
{
    if (value == -INFINITY)
        return "-inf";
    // to_chars: the C locale's digits whatever setlocale() said (a decimal comma would split
    // the CSV's columns).
    char buffer[400];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 6).ptr;
    return std::string(buffer, end);
}

} // namespace

std::string resultToCsv(const Result &r, bool withTheory)
{
    std::string out = "layer,log10_signal_rms,log10_grad_norm,log10_weight_grad_norm";
    out += withTheory ? ",theory_log10_signal_rms,theory_log10_grad_norm\n" : "\n";
    const Analysis analysis = withTheory ? analyze(r) : Analysis{};
    const std::optional<Theory> &theory = analysis.theory;
    for (size_t l = 0; l < r.log10SignalRms.size(); ++l) {
        out += std::to_string(l) + "," + fixed(r.log10SignalRms[l]) + "," + fixed(r.log10GradNorm[l]) + ",";
        if (l > 0)
            out += fixed(r.log10WeightGradNorm[l - 1]);
        if (withTheory)
            out += theory ? "," + fixed(theory->log10SignalRms[l]) + "," + fixed(theory->log10GradNorm[l]) : ",,";
        out += "\n";
    }
    return out;
}

namespace {

json theoryObject(const Analysis &a)
{
    const std::optional<Theory> &t = a.theory;
    if (!t)
        return nullptr;
    json j;
    json signal = json::array(), grad = json::array();
    for (size_t l = 0; l < t->log10SignalRms.size(); ++l) {
        signal.push_back(number(t->log10SignalRms[l]));
        grad.push_back(number(t->log10GradNorm[l]));
    }
    j["log10_signal_rms"] = signal;
    j["log10_grad_norm"] = grad;
    j["log10_first_last_grad_ratio"] = optionalNumber(t->log10FirstLastRatio);
    j["log10_rho"] = optionalNumber(t->log10Rho);
    j["critical_init_std"] = a.criticalInitStd;
    return j;
}

} // namespace

namespace {

json bandObject(const LayerBand &b)
{
    json j;
    const std::pair<const char *, const std::vector<double> *> stats[] = {
        {"mean", &b.mean}, {"sd", &b.sd}, {"min", &b.min}, {"max", &b.max}};
    for (const auto &[name, values] : stats) {
        json list = json::array();
        for (double v : *values)
            list.push_back(number(v));
        j[name] = list;
    }
    return j;
}

json seedsObject(const SeedBands &s)
{
    json j;
    j["count"] = s.count;
    j["first_seed"] = s.firstSeed;
    j["log10_signal_rms"] = bandObject(s.signal);
    j["log10_grad_norm"] = bandObject(s.grad);
    j["log10_weight_grad_norm"] = bandObject(s.weightGrad);
    j["note"] = "statistics of log10 over seeds first_seed .. first_seed + count - 1; sd is the sample sd; "
                "mean and sd are null where a seed is exactly zero";
    return j;
}

} // namespace

std::string resultToJson(const Result &r, const SeedBands *bands)
{
    json j;
    j["config"] = configObject(r.config, r.run);
    json summary;
    summary["log10_first_last_grad_ratio"] = optionalNumber(r.log10FirstLastRatio);
    summary["log10_rho"] = optionalNumber(r.log10Rho);
    summary["log10_global_weight_grad_norm"] = number(r.log10GlobalWeightGradNorm);
    summary["clip_limit"] = r.run.clipLimit;
    summary["log10_clip_factor"] = number(r.log10ClipFactor);
    summary["log10_loss"] = number(r.log10Loss);
    summary["log10_head_weight_grad_norm"] = optionalNumber(r.log10HeadWeightGradNorm);
    summary["compute_ms"] = r.computeMs;
    summary["memory_estimate_bytes"] = r.plan.estimateBytes;
    j["summary"] = summary;
    json layers = json::array();
    for (size_t l = 0; l < r.log10SignalRms.size(); ++l) {
        json row;
        row["layer"] = l;
        row["log10_signal_rms"] = number(r.log10SignalRms[l]);
        row["log10_grad_norm"] = number(r.log10GradNorm[l]);
        row["log10_weight_grad_norm"] = l > 0 ? number(r.log10WeightGradNorm[l - 1]) : json(nullptr);
        if (l < r.distinctUnits.size())
            row["distinct_units"] = r.distinctUnits[l];
        layers.push_back(row);
    }
    j["layers"] = layers;
    if (bands)
        j["seeds"] = seedsObject(*bands);
    const Analysis analysis = analyze(r);
    j["theory"] = theoryObject(analysis);
    if (j["theory"].is_null())
        j["theory_note"] = analysis.theoryNote;
    j["note"] = "magnitudes are log10; null marks an exact zero (or, for layer 0's weight gradient, no weights)";
    return j.dump(2) + "\n";
}

} // namespace gradflow
