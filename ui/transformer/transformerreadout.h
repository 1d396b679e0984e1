#pragma once

#include "core/transformer/transformerresult.h"

#include <QString>

namespace gradflow {

// The transformer's readouts in one sentence, as the Network tab's note shows them: the residual
// stream's RMS at the embeddings and after the last block, and the last block's weight gradient
// (its attention and MLP matrices together) over the first block's, the number that tells pre-LN
// (below 1: the early blocks get the larger updates) from post-LN (above 1). Empty where the pass
// left the precision's range or a value is missing.
QString transformerReadout(const TransformerResult &result);

} // namespace gradflow
