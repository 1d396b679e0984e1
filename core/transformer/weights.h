#pragma once

#include "core/engine/scaled.h"
#include "core/model/config.h"
#include "core/transformer/sizes.h"

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace gradflow {

// The transformer's weight matrices. Every matrix is drawn from its own random stream (the
// seed, its block and its kind), so any one can be drawn again on its own, in any order: a
// network too large to hold has each matrix drawn when a product needs it.
enum class WeightKind { Embeddings, Positions, Query, Key, Value, Output, Up, Gate, Down, Head };
constexpr int kWeightKinds = int(WeightKind::Head) + 1;

// block 0 for the embeddings, the positions and the head; 1..L for a block's matrices.
struct WeightId
{
    int block = 0;
    WeightKind kind = WeightKind::Embeddings;
};

// "embeddings", "positions", "q", "k", "v", "o", "up", "gate", "down", "head".
const char *weightName(WeightKind kind);

// Rows x columns as stored. A block's matrices are fan-in x fan-out, applied as x W; the
// embeddings and the head are vocab x width (the head applied as y H^T, so a tied head is the
// embeddings themselves); the positions are seqLen x width.
struct WeightShape
{
    Eigen::Index rows = 0, cols = 0;
};
WeightShape weightShape(const TransformerSizes &sizes, WeightKind kind);

// Every weight drawn N(0, initStd^2); the output projections o and down (the residual
// branches' last matrices) times the residual scale, GPT-2's 1/sqrt(2N) under that rule.
double transformerWeightStd(const ModelConfig &config, WeightKind kind);

// Every matrix the network has, embeddings first, then block by block, the head last (none
// when tied; no positions unless learned; no gate unless gated).
std::vector<WeightId> transformerWeights(const TransformerSizes &sizes);

// The matrix's entries from its own stream: the same values whatever was drawn before.
template<typename Scalar>
void drawTransformerWeight(const ModelConfig &config, WeightId id, Mat<Scalar> &out);

// The weights a pass reads: kept once drawn, or drawn again at every request (one matrix held
// at a time) when the memory plan cannot hold them all.
template<typename Scalar>
class WeightStore
{
public:
    WeightStore(const ModelConfig &config, bool keep);

    // The matrix; valid until the next get() when weights are not kept.
    const Mat<Scalar> &get(WeightId id);
    // A kept store's matrix to change in place (training's updates): drawn first if need be.
    Mat<Scalar> &held(WeightId id);
    // Whether this store holds the draws of that configuration's weights.
    bool drawsOf(const ModelConfig &config, bool keep) const;
    std::int64_t matricesDrawn() const { return m_drawn; }

private:
    ModelConfig m_config;
    bool m_keep;
    std::map<std::pair<int, int>, Mat<Scalar>> m_kept;
    Mat<Scalar> m_scratch;
    std::int64_t m_drawn = 0;
};

// Every weight's gradient, keyed by (block, kind) as a pass fills it for training.
template<typename Scalar>
using WeightGrads = std::map<std::pair<int, int>, Mat<Scalar>>;

// Whether two configurations draw the same weights (seed, sizes, stds).
bool sameTransformerDraws(const ModelConfig &a, const ModelConfig &b);

} // namespace gradflow
