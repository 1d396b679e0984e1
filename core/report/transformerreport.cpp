#include "core/report/transformerreport.h"

#include "core/report/configjson.h"
#include "core/report/npz.h"
#include "core/report/serialization.h"
#include "core/transformer/tokentask.h"
#include "core/engine/memoryplan.h"
#include "core/transformer/transformerplan.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace gradflow {

using nlohmann::json;

namespace {

std::string fixed(const std::optional<double> &value)
{
    if (!value)
        return {};
    char buffer[400];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, *value, std::chars_format::fixed, 6).ptr;
    return std::string(buffer, end);
}

json number(const std::optional<double> &value) { return value ? json(*value) : json(nullptr); }

json rowJson(const SubLayerRow &row)
{
    json matrices = json::object();
    for (const MatrixGradNorm &m : row.matrices)
        matrices[weightName(m.kind)] = number(m.log10Norm);
    return {{"block", row.block},
            {"sublayer", subLayerName(row.sublayer)},
            {"log10_rms", number(row.log10Rms)},
            {"log10_grad_norm", number(row.log10GradNorm)},
            {"log10_weight_grad_norm", number(row.log10WeightGradNorm)},
            {"matrices", matrices}};
}

json summaryJson(const TransformerResult &r)
{
    json left = nullptr;
    if (r.leftRange)
        left = {{"direction", r.leftRange->backward ? "backward" : "forward"},
                {"block", r.leftRange->block},
                {"sublayer", subLayerName(r.leftRange->sublayer)},
                {"text", leftRangeText(r)}};
    return {{"loss", number(r.loss)},
            {"uniform_attention_entropy", r.uniformEntropy},
            {"left_range", left},
            {"memory_estimate_bytes", r.memoryBytes},
            {"weights_kept", r.weightsKept},
            {"activations_kept", r.activationsKept},
            {"compute_ms", r.computeMs}};
}

template<typename Scalar>
void writeWeights(const ModelConfig &config, NpzWriter &out)
{
    const TransformerSizes s = transformerSizes(config);
    Mat<Scalar> w;
    for (const WeightId &id : transformerWeights(s)) {
        drawTransformerWeight(config, id, w); // one matrix held at a time
        const std::string name = id.block > 0 ? "block_" + std::to_string(id.block) + "_" + weightName(id.kind)
                                              : std::string(weightName(id.kind));
        out.matrix(name, {w.rows(), w.cols()}, w.data());
    }
}

json bandJson(const SubLayerBand &b)
{
    json j;
    const std::pair<const char *, const std::vector<double> *> stats[] = {
        {"mean", &b.mean}, {"sd", &b.sd}, {"min", &b.min}, {"max", &b.max}};
    for (const auto &[name, values] : stats) {
        json list = json::array();
        for (double v : *values)
            list.push_back(std::isfinite(v) ? json(v) : json(nullptr));
        j[name] = list;
    }
    return j;
}

json seedsJson(const TransformerBands &b)
{
    return {{"count", b.count},
            {"first_seed", b.firstSeed},
            {"log10_rms", bandJson(b.rms)},
            {"log10_grad_norm", bandJson(b.grad)},
            {"attention_entropy", bandJson(b.entropy)},
            {"note", "statistics over seeds first_seed .. first_seed + count - 1, per sub-layer in the order of "
                     "\"sublayers\" (attention_entropy per block); sd is the sample sd; null where some seed "
                     "has no value (out of the precision's range, or exactly zero)"}};
}

} // namespace

std::string transformerToCsv(const TransformerResult &r)
{
    std::string out = "block,sublayer,log10_rms,log10_grad_norm,log10_weight_grad_norm\n";
    for (const SubLayerRow &row : r.rows) {
        out += std::to_string(row.block) + "," + subLayerName(row.sublayer) + "," + fixed(row.log10Rms) + ","
               + fixed(row.log10GradNorm) + "," + fixed(row.log10WeightGradNorm) + "\n";
    }
    return out;
}

std::string transformerToJson(const TransformerResult &r, const TransformerBands *bands)
{
    json rows = json::array();
    for (const SubLayerRow &row : r.rows)
        rows.push_back(rowJson(row));
    json j;
    j["config"] = configObject(r.config, r.run);
    j["summary"] = summaryJson(r);
    j["sublayers"] = rows;
    j["attention_entropy"] = r.attentionEntropy;
    if (bands)
        j["seeds"] = seedsJson(*bands);
    return j.dump(2) + "\n";
}

void planTransformerFile(const ModelConfig &config, const RunSettings &run)
{
    const TransformerSizes s = transformerSizes(config);
    double largest = 0;
    std::size_t count = 0;
    for (const WeightId &id : transformerWeights(s)) {
        const WeightShape shape = weightShape(s, id.kind);
        largest = std::max(largest, double(shape.rows) * double(shape.cols));
        ++count;
    }
    // The largest matrix drawn (the file takes each as it is drawn), the tokens twice (the
    // task's and the file's), and the archive's directory, a line per matrix.
    const double tokens = 2.0 * double(s.batch) * (s.seqLen + 1) * 8.0;
    const double bytes = largest * (config.precision == Precision::Float ? 4.0 : 8.0) + tokens + 128.0 * double(count);
    if (bytes > double(run.maxMemoryBytes)) {
        const std::int64_t needed = bytes >= 9e18 ? std::int64_t(9e18) : std::int64_t(bytes);
        throw MemoryLimitError("the network file of this transformer takes " + memorySizeText(needed)
                                   + " to write (its largest weight and the tokens), above "
                                   + memorySizeText(run.maxMemoryBytes) + "; raise --max-memory or reduce the sizes",
                               needed, run.maxMemoryBytes);
    }
}

void writeTransformerNpz(const ModelConfig &config, const RunSettings &run, const ByteSink &sink)
{
    planTransformerFile(config, run); // refused before any draw
    NpzWriter out(sink);
    if (config.precision == Precision::Float)
        writeWeights<float>(config, out);
    else
        writeWeights<double>(config, out);
    const TokenTask task = makeTokenTask(config.batch, config.transformer.seqLen, config.transformer.vocab);
    // Whole numbers, exact in float64; row-major batch x (seqLen + 1) as the task holds them,
    // written column-major from the transposed view.
    const std::int64_t rows = task.batch, cols = task.seqLen + 1;
    std::vector<double> tokens(std::size_t(rows * cols));
    for (std::int64_t b = 0; b < rows; ++b)
        for (std::int64_t t = 0; t < cols; ++t)
            tokens[std::size_t(t * rows + b)] = task.input(int(b), int(t));
    out.matrix("tokens", {rows, cols}, tokens.data());
    out.text("config", configToJson(config, run));
    out.finish();
}

} // namespace gradflow
