#include "serialization.h"

#include "theory.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace gradflow {

using nlohmann::json;

namespace {

// null is an exact zero (log10 = -inf) and nothing else: a value the engine should never
// produce (NaN, +inf) is written as the string "nan" or "inf", never passed off as zero.
json number(double value)
{
    if (std::isfinite(value))
        return json(value);
    if (value == -INFINITY)
        return json(nullptr);
    return json(std::isnan(value) ? "nan" : "inf");
}

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

json configObject(const ModelConfig &c, const RunSettings &run)
{
    json j;
    j["depth"] = c.depth;
    j["width"] = c.width;
    j["batch"] = c.batch;
    j["activation"] = toString(c.activation);
    j["init"] = toString(c.init);
    j["init-std"] = c.initStd;
    j["init-scale"] = c.initScale;
    j["init-constant"] = c.initConstant;
    j["residual"] = c.residual;
    if (c.residualRule == ResidualScaleRule::Fixed)
        j["residual-scale"] = c.residualScale;
    else
        j["residual-scale"] = residualScaleText(c);
    j["norm"] = toString(c.norm);
    j["norm-place"] = toString(c.normPlace);
    j["norm-eps"] = c.normEps < 0 ? json(nullptr) : json(c.normEps); // null: the norm's default
    j["head"] = c.head;
    j["loss"] = toString(c.loss);
    j["seed"] = c.seed;
    j["precision"] = toString(c.precision);
    j["clip"] = run.clipLimit;
    const std::int64_t bytes = run.maxMemoryBytes;
    if (bytes % (std::int64_t(1) << 30) == 0)
        j["max-memory"] = std::to_string(bytes >> 30) + "G";
    else if (bytes % (std::int64_t(1) << 20) == 0)
        j["max-memory"] = std::to_string(bytes >> 20) + "M";
    else
        j["max-memory"] = std::to_string(bytes);
    return j;
}

// %g without the locale: 1e-300, 0.5, 1e+06.
std::string shortNumber(double value)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 6).ptr;
    return std::string(buffer, end);
}

[[noreturn]] void fail(const std::string &source, const std::string &key, const std::string &what)
{
    throw std::invalid_argument(source + ": \"" + printable(key) + "\" " + what);
}

int readInt(const json &v, const std::string &source, const std::string &key, int low, int high)
{
    if (!v.is_number_integer() && !(v.is_number_float() && std::floor(v.get<double>()) == v.get<double>()))
        fail(source, key, "must be a whole number from " + std::to_string(low) + " to " + std::to_string(high));
    const double d = v.get<double>();
    if (d < low || d > high)
        fail(source, key, "must be from " + std::to_string(low) + " to " + std::to_string(high));
    return int(d);
}

double readDouble(const json &v, const std::string &source, const std::string &key, double low, double high)
{
    if (!v.is_number())
        fail(source, key, "must be a number");
    const double d = v.get<double>();
    if (!std::isfinite(d) || d < low || d > high)
        fail(source, key, "must be from " + shortNumber(low) + " to " + shortNumber(high));
    return d;
}

bool readBool(const json &v, const std::string &source, const std::string &key)
{
    if (!v.is_boolean())
        fail(source, key, "must be true or false");
    return v.get<bool>();
}

std::string readString(const json &v, const std::string &source, const std::string &key)
{
    if (!v.is_string())
        fail(source, key, "must be a string");
    return v.get<std::string>();
}

// Turns a parser's "--option: ..." message into one naming the file and key.
template<typename Fn>
auto withSource(const std::string &source, const std::string &key, Fn fn)
{
    try {
        return fn();
    } catch (const std::invalid_argument &e) {
        std::string message = e.what();
        const auto colon = message.find(": ");
        fail(source, key, colon == std::string::npos ? message : message.substr(colon + 2));
    }
}

} // namespace

std::string configToJson(const ModelConfig &config, const RunSettings &run)
{
    json j = configObject(config, run);
    j["format"] = "gradflow-config-1";
    return j.dump(2) + "\n";
}

void applyConfigJson(const std::string &text, ModelConfig &config, RunSettings &run, const std::string &source)
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
        // 1e999: valid JSON, but no double holds it (found by scripts/fuzz).
        throw std::invalid_argument(source + ": holds a number too large for a double (" + std::string(e.what()) + ")");
    } catch (const json::exception &e) {
        throw std::invalid_argument(source + ": cannot be read (" + std::string(e.what()) + ")");
    }
    if (!j.is_object())
        throw std::invalid_argument(source + ": must hold a JSON object of options, e.g. {\"depth\": 30}");
    ModelConfig c = config;
    RunSettings r = run;
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string &key = it.key();
        const json &v = it.value();
        if (key == "format") {
            if (readString(v, source, key) != "gradflow-config-1")
                fail(source, key, "must be \"gradflow-config-1\"");
        } else if (key == "depth") {
            c.depth = readInt(v, source, key, limits::minDepth, limits::maxDepth);
        } else if (key == "width") {
            c.width = readInt(v, source, key, limits::minWidth, limits::maxWidth);
        } else if (key == "batch") {
            c.batch = readInt(v, source, key, limits::minBatch, limits::maxBatch);
        } else if (key == "activation") {
            c.activation = withSource(source, key, [&] { return parseActivation(readString(v, source, key)); });
        } else if (key == "init") {
            c.init = withSource(source, key, [&] { return parseInit(readString(v, source, key)); });
        } else if (key == "init-std") {
            c.initStd = readDouble(v, source, key, limits::minStd, limits::maxStd);
        } else if (key == "init-scale") {
            c.initScale = readDouble(v, source, key, limits::minStd, limits::maxStd);
        } else if (key == "init-constant") {
            c.initConstant = readDouble(v, source, key, -limits::maxStd, limits::maxStd);
        } else if (key == "residual") {
            c.residual = readBool(v, source, key);
        } else if (key == "residual-scale") {
            if (v.is_number()) {
                c.residualRule = ResidualScaleRule::Fixed;
                c.residualScale = readDouble(v, source, key, 0, 1e6);
            } else {
                const std::string text = readString(v, source, key);
                withSource(source, key, [&] { parseResidualScale(text, c); return 0; });
            }
        } else if (key == "norm") {
            c.norm = withSource(source, key, [&] { return parseNorm(readString(v, source, key)); });
        } else if (key == "norm-place") {
            c.normPlace = withSource(source, key, [&] { return parseNormPlace(readString(v, source, key)); });
        } else if (key == "norm-eps") {
            c.normEps = v.is_null() ? -1.0 : readDouble(v, source, key, limits::minEps, limits::maxEps);
        } else if (key == "head") {
            c.head = readBool(v, source, key);
        } else if (key == "loss") {
            c.loss = withSource(source, key, [&] { return parseLoss(readString(v, source, key)); });
        } else if (key == "seed") {
            if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<std::int64_t>() >= 0))
                fail(source, key, "must be a whole number from 0 to 18446744073709551615");
            c.seed = v.get<std::uint64_t>();
        } else if (key == "precision") {
            c.precision = withSource(source, key, [&] { return parsePrecision(readString(v, source, key)); });
        } else if (key == "clip") {
            r.clipLimit = readDouble(v, source, key, 1e-300, 1e300);
        } else if (key == "max-memory") {
            if (v.is_number()) { // bytes; 1e300 is out of range, not an int64 conversion's garbage
                const double bytes = v.get<double>();
                if (!(bytes >= double(limits::minMemory) && bytes <= 1e15))
                    fail(source, key, "must be from 1048576 bytes (1M) to 1e15 bytes, or a size such as \"512M\" or \"2G\"");
                r.maxMemoryBytes = std::int64_t(bytes);
            } else {
                const std::string text = readString(v, source, key);
                r.maxMemoryBytes = withSource(source, key, [&] { return parseMemorySize(text); });
            }
        } else {
            fail(source, key, "is not an option; allowed keys are the long options, e.g. \"depth\", \"init-std\"");
        }
    }
    validate(c);
    validate(r);
    config = c;
    run = r;
}

std::string resultToCsv(const Result &r, bool withTheory)
{
    std::string out = "layer,log10_signal_rms,log10_grad_norm,log10_weight_grad_norm";
    out += withTheory ? ",theory_log10_signal_rms,theory_log10_grad_norm\n" : "\n";
    const std::optional<Theory> theory = withTheory ? meanFieldTheory(r.config) : std::nullopt;
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

json theoryObject(const ModelConfig &c)
{
    const std::optional<Theory> t = meanFieldTheory(c);
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
    j["critical_init_std"] = criticalInitStd(c.activation, c.width);
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
    j["theory"] = theoryObject(r.config);
    if (j["theory"].is_null())
        j["theory_note"] = theoryUnavailableReason(r.config);
    j["note"] = "magnitudes are log10; null marks an exact zero (or, for layer 0's weight gradient, no weights)";
    return j.dump(2) + "\n";
}

} // namespace gradflow
