#pragma once

#include "core/engine/engine.h" // Callbacks, Cancelled
#include "core/transformer/transformerresult.h"
#include "core/transformer/weights.h"

#include <memory>

namespace gradflow {

// One forward and backward pass of a decoder-only transformer at initialization, in plain
// floating point of the configured precision (a framework's arithmetic: values that overflow
// are reported by leftRange, never kept), on the token task (tokentask.h):
//   x = embeddings[token] (+ positions[t] when learned)
//   each block: x = x + attn(norm(x)), x = x + mlp(norm(x))   (pre; post: x = norm(x + f(x)))
//   y = norm(x) (pre only), logits = y head^T, loss = mean cross-entropy of the next tokens.
// Norms have gamma 1 and beta 0 (their values at init) and no biases are drawn.
// Throws std::invalid_argument for a bad configuration, MemoryLimitError when even the
// smallest memory plan exceeds run.maxMemoryBytes, Cancelled when callbacks cancel (polled
// once per block, progress once per block of each direction).
TransformerResult transformerPass(const ModelConfig &config, const RunSettings &run, const Callbacks &callbacks = {});

// Training's pass: the loss and every weight's gradient into grads (keyed by block and kind; a
// tied head's part is in the embeddings'), at the weights `weights` holds (a kept store), every
// activation kept. Where a value leaves the precision's range, result.leftRange says where and
// grads is incomplete.
template<typename Scalar>
TransformerResult transformerGradients(const ModelConfig &config, WeightStore<Scalar> &weights,
                                       WeightGrads<Scalar> &grads, const Callbacks &callbacks = {});

// The same, keeping the drawn weights between calls while the seed, sizes and stds stay (a
// change of norm, placement or activation then draws nothing). One thread at a time.
class TransformerEngine
{
public:
    TransformerEngine();
    ~TransformerEngine();
    TransformerEngine(const TransformerEngine &) = delete;
    TransformerEngine &operator=(const TransformerEngine &) = delete;

    TransformerResult compute(const ModelConfig &config, const RunSettings &run, const Callbacks &callbacks = {});
    std::int64_t matricesDrawn() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace gradflow
