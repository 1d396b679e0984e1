#pragma once

#include "core/engine/scaled.h"
#include "core/transformer/tokentask.h"

namespace gradflow {

// The mean cross-entropy of logits (tokens x vocab, rows in the task's order) against the
// task's next tokens, as PyTorch's cross_entropy: log-sum-exp after subtracting each row's
// largest logit. logits become the loss's gradient, (softmax - one-hot) / tokens. Returns the
// loss (not finite where the logits were not).
template<typename Scalar>
double crossEntropyInPlace(Mat<Scalar> &logits, const TokenTask &task);

} // namespace gradflow
