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

json vector(const Eigen::VectorXd &v) { return numbers(std::vector<double>(v.data(), v.data() + v.size())); }

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
    const struct
    {
        const char *name;
        Activation activation;
        double weight;
    } rows[] = {{"sigmoid, weight 1", Activation::Sigmoid, 1.0},
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

std::int64_t lessonViewBytes(LessonView view, const LessonSettings &s)
{
    constexpr std::int64_t d = sizeof(double);
    switch (view) {
    case LessonView::Init: // x (samples x fan-in), W (fan-in x fan-out), y (samples x fan-out)
        return d
               * (std::int64_t(s.samples) * s.fanIn + std::int64_t(s.fanIn) * s.fanOut
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
    case LessonView::Chain:
        j = chainJson(settings);
        break;
    case LessonView::ResidualChain:
        j = residualChainJson(settings);
        break;
    case LessonView::Norms:
        j = normsJson(settings);
        break;
    case LessonView::Init:
        j = initJson(settings);
        break;
    case LessonView::Clipping:
        j = clippingJson(settings, network, run);
        break;
    case LessonView::ResidualScaling:
        j = residualScalingJson(settings);
        break;
    case LessonView::Network:
        fail("--view network: use --json without --view for the network's numbers");
    case LessonView::Training: // their numbers: --train-json, and --view jacobian --json's own run
    case LessonView::Jacobian:
        fail("--view " + toString(view) + " is not a side view; it has no side view's numbers");
    }
    j["view"] = toString(view);
    return j.dump(2) + "\n";
}

} // namespace gradflow
