#pragma once

#include "core/model/config.h"
#include "core/transformer/weights.h"

#include <optional>
#include <string>
#include <vector>

namespace gradflow {

// The residual stream's places the series are measured at: after the embeddings (block 0),
// after each block's attention and MLP sub-layers (blocks 1..L), and the final norm's output,
// which the head reads (block L + 1).
enum class SubLayer { Embed, Attn, Mlp, Final };
const char *subLayerName(SubLayer sublayer); // "embed", "attn", "mlp", "final"

// One matrix's gradient norm, in log10.
struct MatrixGradNorm
{
    WeightKind kind;
    std::optional<double> log10Norm;
};

// One row of the series. A value is absent where it left the precision's range (see
// TransformerResult::leftRange) or is exactly zero: no NaN and no infinity is ever held.
struct SubLayerRow
{
    int block = 0;
    SubLayer sublayer = SubLayer::Embed;
    std::optional<double> log10Rms;            // sqrt(mean(x^2)) over the stream's tokens x width
    std::optional<double> log10GradNorm;       // ||d loss / d x||_F reaching it
    std::optional<double> log10WeightGradNorm; // the sub-layer's matrices together (sqrt of summed squares)
    std::vector<MatrixGradNorm> matrices;      // each of them: embeddings, positions; q, k, v, o; up, gate, down; head
};

// Where values first left the precision's range (an overflow to infinity or NaN).
struct LeftRange
{
    bool backward = false; // in the gradients rather than the forward signal
    int block = 0;
    SubLayer sublayer = SubLayer::Embed;
};

// One forward and backward pass of a transformer at initialization, measured.
struct TransformerResult
{
    ModelConfig config;
    RunSettings run;
    std::vector<SubLayerRow> rows;        // embed, then attn and mlp of blocks 1..L, then final
    std::vector<double> attentionEntropy; // per block 1..L at index b-1, nats, mean over sequences, heads, positions
    double uniformEntropy = 0.0;          // the same for uniform causal attention (its largest value)
    std::optional<double> loss;           // mean cross-entropy over the next-token targets, nats
    std::optional<LeftRange> leftRange;
    std::int64_t memoryBytes = 0; // the plan's estimate
    bool weightsKept = true;      // false: each matrix drawn again where a product needs it
    bool activationsKept = true;  // false: each block's forward recomputed in the backward pass
    double computeMs = 0.0;
};

// "the forward signal left double range after block 3's mlp" and so on; empty when it did not.
std::string leftRangeText(const TransformerResult &result);

} // namespace gradflow
