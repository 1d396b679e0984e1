#pragma once

#include "core/engine/scaled.h"
#include "core/transformer/sizes.h"

#include <vector>

namespace gradflow {

// Causal multi-head self-attention over the batch's sequences, rows = tokens (sequence by
// sequence), on queries, keys and values already projected. Query head h reads key/value head
// h / (heads / kvHeads) (grouped-query attention); scores q.k / sqrt(headDim), position t
// attending to positions 0..t only, softmax over them.
template<typename Scalar>
struct AttentionCache
{
    Mat<Scalar> q, k, v;            // tokens x width, tokens x kvWidth (twice): after RoPE
    std::vector<Mat<Scalar>> probs; // per (sequence, head), seqLen x seqLen, zero above the diagonal
    Mat<Scalar> context;            // tokens x width: each head's weighted values, side by side
    double entropy = 0.0;           // mean over sequences, heads and positions of -sum p ln p
};

// context and probs (and entropy) from q, k and v in cache.
template<typename Scalar>
void attentionForward(const TransformerSizes &sizes, AttentionCache<Scalar> &cache);

// dq, dk, dv (after RoPE) from the context's gradient.
template<typename Scalar>
void attentionBackward(const TransformerSizes &sizes, const AttentionCache<Scalar> &cache, const Mat<Scalar> &dContext,
                       Mat<Scalar> &dq, Mat<Scalar> &dk, Mat<Scalar> &dv);

// Rotary position embedding as Llama applies it: in each head, dimension i < headDim/2 and
// i + headDim/2 rotated together by the angle position * theta^(-2i/headDim) (angles in double).
// inverse rotates back: the gradient's way through the rotation.
template<typename Scalar>
void applyRope(const TransformerSizes &sizes, double theta, int heads, bool inverse, Mat<Scalar> &x);

// The entropy of uniform causal attention: mean over positions of ln(t + 1).
double uniformAttentionEntropy(int seqLen);

} // namespace gradflow
