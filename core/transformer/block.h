#pragma once

#include "core/engine/kernels/products.h"
#include "core/engine/plainactivation.h"
#include "core/engine/plainnorm.h"
#include "core/transformer/attention.h"
#include "core/transformer/gradnorm.h"
#include "core/transformer/transformerresult.h"
#include "core/transformer/weights.h"

#include <array>

namespace gradflow {

// What a pass shares between its blocks: the configuration, the weights, scratch buffers.
template<typename Scalar>
struct PassContext
{
    const ModelConfig &config;
    TransformerSizes sizes;
    WeightStore<Scalar> &weights;
    Scalar eps;
    products::SecondCore *second = nullptr;
    GradNorms<Scalar> norms;
    Mat<Scalar> scratch, scratch2, branch; // products' outputs, reused
    WeightGrads<Scalar> *grads = nullptr;  // training: every weight's gradient a^T g, kept here
};

// One sub-layer's record for the backward pass: its norm and the branch's input.
template<typename Scalar>
struct SubLayerCache
{
    plain::NormState<Scalar> norm;
    Mat<Scalar> branchIn;
};

template<typename Scalar>
struct MlpCache
{
    Mat<Scalar> hidden;  // the down projection's input
    Mat<Scalar> slope;   // act'(up), or act'(gate) when gated
    Mat<Scalar> up, act; // gated only: up = a W_up, act = act(a W_gate)
};

// A block's record: its two sub-layers and their branches.
template<typename Scalar>
struct BlockCache
{
    SubLayerCache<Scalar> attnSub, mlpSub;
    AttentionCache<Scalar> attn;
    MlpCache<Scalar> mlp;
};

// Each weight's gradient norm in double (indexed by WeightKind), and the log10 of the gradient
// norm reaching the stream after each sub-layer (log10Frobenius()).
struct BlockGrads
{
    std::array<double, kWeightKinds> weight{};
    double log10AfterAttn = 0.0, log10AfterMlp = 0.0;
};

// x (tokens x width) through block `block` in place. afterAttn receives the stream between
// the two sub-layers (for the series).
template<typename Scalar>
void blockForward(PassContext<Scalar> &ctx, int block, Mat<Scalar> &x, BlockCache<Scalar> &cache,
                  Mat<Scalar> &afterAttn);

// dx: the gradient of the block's output in, of its input out. Returns false (and stops) where
// the gradient left the precision's range, with leftAt the sub-layer whose output's gradient did;
// grads holds what was measured until then.
template<typename Scalar>
bool blockBackward(PassContext<Scalar> &ctx, int block, const BlockCache<Scalar> &cache, Mat<Scalar> &dx,
                   BlockGrads &grads, bool &leftAtAttn);

} // namespace gradflow
