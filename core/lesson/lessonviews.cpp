#include "core/lesson/lessonviews.h"

#include "core/lesson/chain.h"
#include "core/analysis/clipping.h"
#include "core/engine/engine.h"
#include "core/lesson/initrules.h"
#include "core/model/numbertext.h"
#include "core/lesson/normbench.h"
#include "core/lesson/residualscaling.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <sstream>
#include <stdexcept>

namespace gradflow {

using nlohmann::json;

namespace {

[[noreturn]] void fail(const std::string &message) { throw std::invalid_argument(message); }

std::string joined(const std::vector<std::string> &names)
{
    std::string out;
    for (size_t i = 0; i < names.size(); ++i)
        out += (i ? (i + 1 == names.size() ? " or " : ", ") : "") + names[i];
    return out;
}

double toNumber(const std::string &key, const std::string &value, double low, double high)
{
    std::size_t used = 0;
    const double v = readDecimal(value, used); // not stod: "0.05" under de_DE read as 0
    while (used < value.size() && std::isspace(static_cast<unsigned char>(value[used])))
        ++used;
    if (used == 0 || used != value.size() || !std::isfinite(v))
        fail(key + ": '" + value + "' is not a number");
    if (v < low || v > high) {
        fail(key + ": " + value + " is out of range; allowed: " + generalText(low) + " to " + generalText(high));
    }
    return v;
}

int toWhole(const std::string &key, const std::string &value, int low, int high)
{
    const double v = toNumber(key, value, low, high);
    if (v != std::floor(v))
        fail(key + ": '" + value + "' is not a whole number");
    return int(v);
}

json number(double value) { return std::isfinite(value) ? json(value) : json(nullptr); }

json numbers(const std::vector<double> &values)
{
    json a = json::array();
    for (double v : values)
        a.push_back(number(v));
    return a;
}

json matrix(const Eigen::MatrixXd &m)
{
    json rows = json::array();
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        json row = json::array();
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            row.push_back(number(m(r, c)));
        rows.push_back(row);
    }
    return rows;
}

json vector(const Eigen::VectorXd &v)
{
    return numbers(std::vector<double>(v.data(), v.data() + v.size()));
}

json chainJson(const LessonSettings &s)
{
    json j;
    j["length"] = s.chainLength;
    j["activation"] = toString(s.chainActivation);
    j["weight"] = s.chainWeight;
    const std::vector<double> series = chainLog10Series(s.chainLength, s.chainActivation, s.chainWeight);
    j["log10_gradient_after_unit"] = numbers(series);
    j["log10_gradient_at_input"] = number(series.empty() ? 0.0 : series.back());
    json table = json::array();
    const struct { const char *name; Activation activation; double weight; } rows[] = {
        {"sigmoid, weight 1", Activation::Sigmoid, 1.0},
        {"linear, weight 1", Activation::Linear, 1.0},
        {"linear, weight 1.5", Activation::Linear, 1.5}};
    for (const auto &row : rows)
        table.push_back({{"chain", row.name},
                         {"gradient_at_input", number(chainGradient(s.chainLength, row.activation, row.weight))}});
    j["lesson_table"] = table;
    return j;
}

json residualChainJson(const LessonSettings &s)
{
    json j;
    j["blocks"] = s.blocks;
    j["block_slope"] = s.blockSlope;
    const auto plain = residualChainLog10Series(s.blocks, s.blockSlope, false);
    const auto residual = residualChainLog10Series(s.blocks, s.blockSlope, true);
    j["log10_plain"] = numbers(plain);
    j["log10_residual"] = numbers(residual);
    j["plain_at_input"] = number(std::pow(10.0, plain.empty() ? 0.0 : plain.back()));
    j["residual_at_input"] = number(std::pow(10.0, residual.empty() ? 0.0 : residual.back()));
    return j;
}

json statsJson(const NormStats &stats, bool centred)
{
    json j;
    j["output"] = matrix(stats.output);
    if (centred)
        j["mean"] = vector(stats.mean);
    j[centred ? "std" : "rms"] = vector(stats.scale);
    return j;
}

json normsJson(const LessonSettings &s)
{
    json j;
    j["batch"] = matrix(s.batch);
    j["batch_norm"] = statsJson(batchNormStats(s.batch), true);
    j["layer_norm"] = statsJson(layerNormStats(s.batch), true);
    j["rms_norm"] = statsJson(rmsNormStats(s.batch), false);
    j["shift"] = s.shift;
    j["layer_norm_change_under_shift"] = layerNormShiftChange(s.batch, s.shift);
    j["rms_norm_change_under_shift"] = rmsNormShiftChange(s.batch, s.shift);
    const RunningStats running = batchNormRunningAfter(s.batch, s.trainingSteps, s.momentum);
    j["training_steps"] = s.trainingSteps;
    j["momentum"] = s.momentum;
    j["running_mean"] = vector(running.mean);
    j["running_var"] = vector(running.var);
    j["batch_norm_eval"] = matrix(batchNormEval(s.batch, running));
    Eigen::MatrixXd a(3, 1), b(3, 1);
    a << 1, 3, 5;
    b << 1, 3, 11;
    j["batch_mates"] = {{"1 in (1, 3, 5)", batchNormStats(a).output(0, 0)},
                        {"1 in (1, 3, 11)", batchNormStats(b).output(0, 0)}};
    return j;
}

json initJson(const LessonSettings &s)
{
    json j;
    j["fan_in"] = s.fanIn;
    j["fan_out"] = s.fanOut;
    j["samples"] = s.samples;
    j["he_std"] = heStd(s.fanIn);
    j["xavier_std"] = xavierStd(s.fanIn, s.fanOut);
    j["he_formula"] = "sqrt(2 / fan_in)";
    j["xavier_formula"] = "sqrt(2 / (fan_in + fan_out))";
    const double unitMoment = unitSecondMomentAfterLinearRelu(s.fanIn, s.fanOut, s.samples, s.seed);
    j["second_moment_he"] = std::pow(heStd(s.fanIn), 2) * unitMoment;
    j["second_moment_xavier"] = std::pow(xavierStd(s.fanIn, s.fanOut), 2) * unitMoment;
    return j;
}

json clippingJson(const LessonSettings &s, const ModelConfig &network, const RunSettings &run)
{
    Engine engine;
    const Result result = engine.compute(network, run);
    const ClipOutcome c = clipByGlobalNorm(weightGradientParts(result), s.clipLimit);
    json j;
    j["network"] = describe(network);
    j["limit"] = s.clipLimit;
    j["log10_global_norm"] = number(c.log10Norm);
    j["log10_scale"] = number(c.log10Scale);
    j["clipped_norm"] = number(std::pow(10.0, c.log10ClippedNorm));
    j["clipped"] = c.clipped;
    j["cosine_before_after"] = c.cosine;
    j["log10_part_norms_before"] = numbers(c.log10PartsBefore);
    j["log10_part_norms_after"] = numbers(c.log10PartsAfter);
    j["shares_before"] = numbers(c.sharesBefore);
    j["shares_after"] = numbers(c.sharesAfter);
    return j;
}

json residualScalingJson(const LessonSettings &s)
{
    const ResidualGrowth g = residualStreamGrowth(s.gptLayers, s.streamSamples, s.streamWidth, s.seed);
    json j;
    j["layers"] = s.gptLayers;
    j["writes"] = 2 * s.gptLayers;
    j["samples"] = s.streamSamples;
    j["width"] = s.streamWidth;
    j["growth_unscaled"] = g.plain.back();
    j["growth_scaled"] = g.scaled.back();
    j["growth_unscaled_theory"] = g.plainTheory.back();
    j["growth_scaled_theory"] = g.scaledTheory.back();
    j["unscaled_per_write"] = numbers(g.plain);
    j["scaled_per_write"] = numbers(g.scaled);
    return j;
}

} // namespace

const std::vector<std::string> &lessonViewNames()
{
    static const std::vector<std::string> names = {"network", "chain", "residual-chain", "norms",
                                                   "init", "clipping", "residual-scaling"};
    return names;
}

std::string toString(LessonView view) { return lessonViewNames()[size_t(view)]; }

LessonView parseLessonView(const std::string &text, const std::string &option)
{
    const auto &names = lessonViewNames();
    for (size_t i = 0; i < names.size(); ++i)
        if (names[i] == text)
            return LessonView(i);
    fail(option + ": unknown view '" + text + "'; choose " + joined(names));
}

Eigen::MatrixXd LessonSettings::defaultBatch()
{
    Eigen::MatrixXd b(3, 4);
    b << 1, 2, 3, 4,
         3, 6, 1, 0,
         5, 1, 2, 2;
    return b;
}

Eigen::MatrixXd parseBatch(const std::string &text)
{
    std::vector<std::vector<double>> rows;
    std::stringstream all(text);
    std::string rowText;
    while (std::getline(all, rowText, ';')) {
        std::vector<double> row;
        std::stringstream entries(rowText);
        std::string entry;
        while (std::getline(entries, entry, ','))
            row.push_back(toNumber("batch", entry, -1e6, 1e6));
        if (row.empty())
            fail("batch: an empty row; write rows like 1,2,3,4; 3,6,1,0");
        if (!rows.empty() && row.size() != rows.front().size())
            fail("batch: every row needs " + std::to_string(rows.front().size()) + " entries, like the first");
        rows.push_back(row);
    }
    if (rows.empty() || rows.size() > 16 || rows.front().size() > 16)
        fail("batch: give 1 to 16 rows of 1 to 16 numbers, rows split by ';', entries by ','");
    Eigen::MatrixXd b(Eigen::Index(rows.size()), Eigen::Index(rows.front().size()));
    for (size_t r = 0; r < rows.size(); ++r)
        for (size_t c = 0; c < rows[r].size(); ++c)
            b(Eigen::Index(r), Eigen::Index(c)) = rows[r][c];
    return b;
}

std::string batchText(const Eigen::MatrixXd &batch)
{
    std::string out;
    for (Eigen::Index r = 0; r < batch.rows(); ++r) {
        for (Eigen::Index c = 0; c < batch.cols(); ++c) {
            out += (c ? "," : "") + generalText(batch(r, c)); // "0,5" would be two entries
        }
        out += r + 1 < batch.rows() ? "; " : "";
    }
    return out;
}

namespace {

// Each view's settings: true when `key` is one of them (set from `value`, `where` naming it in
// errors), false for a key the view does not have.
bool applyChainSetting(const std::string &key, const std::string &value, const std::string &where, LessonSettings &s)
{
    if (key == "length")
        s.chainLength = toWhole(where, value, 1, 50);
    else if (key == "activation")
        s.chainActivation = parseActivation(value, where);
    else if (key == "weight")
        s.chainWeight = toNumber(where, value, 0.01, 10);
    else
        return false;
    return true;
}

bool applyResidualChainSetting(const std::string &key, const std::string &value, const std::string &where,
                               LessonSettings &s)
{
    if (key == "blocks")
        s.blocks = toWhole(where, value, 1, 50);
    else if (key == "slope")
        s.blockSlope = toNumber(where, value, 0.001, 1);
    else
        return false;
    return true;
}

bool applyNormsSetting(const std::string &key, const std::string &value, const std::string &where, LessonSettings &s)
{
    if (key == "batch")
        s.batch = parseBatch(value);
    else if (key == "shift")
        s.shift = toNumber(where, value, -1e6, 1e6);
    else if (key == "steps")
        s.trainingSteps = toWhole(where, value, 0, 1000);
    else if (key == "momentum")
        s.momentum = toNumber(where, value, 0, 1);
    else
        return false;
    return true;
}

bool applyInitSetting(const std::string &key, const std::string &value, const std::string &where, LessonSettings &s)
{
    if (key == "fan-in")
        s.fanIn = toWhole(where, value, 1, 4096);
    else if (key == "fan-out")
        s.fanOut = toWhole(where, value, 1, 4096);
    else if (key == "samples")
        s.samples = toWhole(where, value, 1, 16384);
    else if (key == "seed")
        s.seed = std::uint64_t(toWhole(where, value, 0, 1000000000));
    else
        return false;
    return true;
}

bool applyClippingSetting(const std::string &key, const std::string &value, const std::string &where,
                          LessonSettings &s)
{
    if (key != "limit")
        return false;
    s.clipLimit = toNumber(where, value, 1e-6, 1e6);
    return true;
}

bool applyResidualScalingSetting(const std::string &key, const std::string &value, const std::string &where,
                                 LessonSettings &s)
{
    if (key == "layers")
        s.gptLayers = toWhole(where, value, 1, 200);
    else if (key == "samples")
        s.streamSamples = toWhole(where, value, 1, 4096);
    else if (key == "width")
        s.streamWidth = toWhole(where, value, 1, 1024);
    else if (key == "seed")
        s.seed = std::uint64_t(toWhole(where, value, 0, 1000000000));
    else
        return false;
    return true;
}

} // namespace

void applyLessonSetting(LessonView view, const std::string &key, const std::string &value,
                        LessonSettings &s)
{
    const std::string where = toString(view) + " " + key;
    auto unknown = [&](const std::vector<std::string> &keys) {
        fail(toString(view) + ": unknown setting '" + key + "'; choose " + joined(keys));
    };
    switch (view) {
    case LessonView::Chain:
        if (!applyChainSetting(key, value, where, s))
            unknown({"length", "activation", "weight"});
        break;
    case LessonView::ResidualChain:
        if (!applyResidualChainSetting(key, value, where, s))
            unknown({"blocks", "slope"});
        break;
    case LessonView::Norms:
        if (!applyNormsSetting(key, value, where, s))
            unknown({"batch", "shift", "steps", "momentum"});
        break;
    case LessonView::Init:
        if (!applyInitSetting(key, value, where, s))
            unknown({"fan-in", "fan-out", "samples", "seed"});
        break;
    case LessonView::Clipping:
        if (!applyClippingSetting(key, value, where, s))
            unknown({"limit"});
        break;
    case LessonView::ResidualScaling:
        if (!applyResidualScalingSetting(key, value, where, s))
            unknown({"layers", "samples", "width", "seed"});
        break;
    case LessonView::Network:
        fail("network: settings are configuration keys; use them with 'set' on a network step");
    }
}

std::int64_t lessonViewBytes(LessonView view, const LessonSettings &s)
{
    constexpr std::int64_t d = sizeof(double);
    switch (view) {
    case LessonView::Init: // x (samples x fan-in), W (fan-in x fan-out), y (samples x fan-out)
        return d * (std::int64_t(s.samples) * s.fanIn + std::int64_t(s.fanIn) * s.fanOut
                    + std::int64_t(s.samples) * s.fanOut);
    case LessonView::ResidualScaling: // the plain and scaled streams and one update
        return 3 * d * std::int64_t(s.streamSamples) * s.streamWidth;
    default:
        return 0;
    }
}

void planLessonViewMemory(LessonView view, const LessonSettings &s, const ModelConfig &network, const RunSettings &run)
{
    if (view == LessonView::Clipping) {
        planMemory(network, run);
        return;
    }
    const std::int64_t needed = lessonViewBytes(view, s);
    if (needed <= run.maxMemoryBytes)
        return;
    std::ostringstream out;
    out << "the " << toString(view) << " view needs at least " << memorySizeText(needed) << " (";
    if (view == LessonView::Init)
        out << "fan-in " << s.fanIn << ", fan-out " << s.fanOut << ", samples " << s.samples;
    else
        out << "samples " << s.streamSamples << ", width " << s.streamWidth;
    out << ") but the limit is " << memorySizeText(run.maxMemoryBytes)
        << "; raise the limit or lower the view's sizes with --set";
    throw MemoryLimitError(out.str(), needed, run.maxMemoryBytes);
}

std::string lessonViewJson(LessonView view, const LessonSettings &settings, const ModelConfig &network,
                           const RunSettings &run)
{
    planLessonViewMemory(view, settings, network, run);
    json j;
    switch (view) {
    case LessonView::Chain: j = chainJson(settings); break;
    case LessonView::ResidualChain: j = residualChainJson(settings); break;
    case LessonView::Norms: j = normsJson(settings); break;
    case LessonView::Init: j = initJson(settings); break;
    case LessonView::Clipping: j = clippingJson(settings, network, run); break;
    case LessonView::ResidualScaling: j = residualScalingJson(settings); break;
    case LessonView::Network: fail("--view network: use --json without --view for the network's numbers");
    }
    j["view"] = toString(view);
    return j.dump(2) + "\n";
}

} // namespace gradflow
