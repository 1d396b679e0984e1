#include "core/report/serialization.h"

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

json valueJson(std::monostate) { return nullptr; }
template<typename T>
json valueJson(const T &value) { return json(value); }

json optionalNumber(const std::optional<double> &value)
{
    return value ? number(*value) : json(nullptr);
}

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

// Every option's value, keyed as its row says (Size as text, e.g. "2G").
json configObject(const ModelConfig &c, const RunSettings &run)
{
    json j = json::object();
    for (const Option &o : options()) {
        const OptionValue value = o.get(c, run);
        if (o.kind == OptionKind::Size)
            j[o.key] = optionValueText(o, value);
        else
            j[o.key] = std::visit([](const auto &v) { return valueJson(v); }, value);
    }
    return j;
}

[[noreturn]] void fail(const std::string &source, const std::string &key, const std::string &what)
{
    throw std::invalid_argument(source + ": \"" + printable(key) + "\" " + what);
}

OptionValue optionValue(const json &v)
{
    if (v.is_null())
        return nullptr;
    if (v.is_boolean())
        return v.get<bool>();
    if (v.is_number_unsigned())
        return v.get<std::uint64_t>();
    if (v.is_number_integer())
        return v.get<std::int64_t>();
    if (v.is_number())
        return v.get<double>();
    if (v.is_string())
        return v.get<std::string>();
    return std::monostate(); // a list or an object
}

} // namespace

std::string configToJson(const ModelConfig &config, const RunSettings &run)
{
    json j = configObject(config, run);
    j["format"] = "gradflow-config-1";
    return j.dump(2) + "\n";
}

namespace {

// The JSON object text holds; refuses text over 1 MiB, invalid JSON and a key given twice.
json parseObject(const std::string &text, const std::string &source)
{
    if (std::int64_t(text.size()) > limits::maxConfigBytes)
        throw std::invalid_argument(source + ": larger than 1 MiB; a configuration file is a few hundred bytes of JSON");
    json j;
    // JSON leaves a repeated key to the reader; nlohmann keeps the last value, which let an
    // invalid first value pass unseen. Each object's keys are tracked and a repeat refused.
    std::vector<std::vector<std::string>> keys;
    const json::parser_callback_t noRepeats = [&](int, json::parse_event_t event, json &parsed) {
        if (event == json::parse_event_t::object_start)
            keys.emplace_back();
        else if (event == json::parse_event_t::object_end && !keys.empty())
            keys.pop_back();
        else if (event == json::parse_event_t::key && !keys.empty()) {
            const std::string key = parsed.get<std::string>();
            std::vector<std::string> &seen = keys.back();
            if (std::find(seen.begin(), seen.end(), key) != seen.end())
                fail(source, key, "is given twice; give each option once");
            seen.push_back(key);
        }
        return true;
    };
    try {
        j = json::parse(text, noRepeats);
    } catch (const json::parse_error &e) {
        throw std::invalid_argument(source + ": not valid JSON (" + std::string(e.what()) + ")");
    } catch (const json::out_of_range &e) {
        // 1e999: valid JSON, but no double holds it (scripts/fuzz feeds such numbers).
        throw std::invalid_argument(source + ": holds a number too large for a double (" + std::string(e.what()) + ")");
    } catch (const json::exception &e) {
        throw std::invalid_argument(source + ": cannot be read (" + std::string(e.what()) + ")");
    }
    if (!j.is_object())
        throw std::invalid_argument(source + ": must hold a JSON object of options, e.g. {\"depth\": 30}");
    return j;
}

// The table's error as a file's: the source, then the key.
std::invalid_argument worded(const OptionError &e, const std::string &source)
{
    return std::invalid_argument(source + ": \"" + e.key() + "\": " + e.problem());
}

OptionValue checked(const Option &o, const json &value, const std::string &source)
{
    try {
        return checkedValue(o, optionValue(value));
    } catch (const OptionError &e) {
        throw worded(e, source);
    }
}

} // namespace

void applyConfigJson(const std::string &text, ModelConfig &config, RunSettings &run, const std::string &source)
{
    const json j = parseObject(text, source);
    std::vector<std::pair<const Option *, OptionValue>> values;
    for (auto it = j.begin(); it != j.end(); ++it) {
        if (it.key() == "format") {
            if (it.value() != "gradflow-config-1")
                fail(source, it.key(), "must be \"gradflow-config-1\"");
        } else if (const Option *o = findOption(it.key())) {
            values.emplace_back(o, checked(*o, it.value(), source)); // the first bad key in order is named
        } else {
            fail(source, it.key(), "is not an option; allowed keys are the long options, e.g. \"depth\", \"init-std\"");
        }
    }
    ModelConfig c = config;
    RunSettings r = run;
    try {
        applyOptions(values, c, r);
        validate(c);
        validate(r);
    } catch (const OptionError &e) {
        throw worded(e, source);
    }
    config = c;
    run = r;
}

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
