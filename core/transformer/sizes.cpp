#include "core/transformer/sizes.h"

namespace gradflow {

TransformerSizes transformerSizes(const ModelConfig &c)
{
    const TransformerShape &t = c.transformer;
    TransformerSizes s;
    s.blocks = c.depth;
    s.width = c.width;
    s.heads = t.heads;
    s.kvHeads = t.kvHeads > 0 ? t.kvHeads : t.heads;
    s.headDim = t.heads > 0 ? c.width / t.heads : 0;
    s.seqLen = t.seqLen;
    s.ffWidth = t.ffWidth > 0 ? t.ffWidth : 4 * c.width;
    s.vocab = t.vocab;
    s.batch = c.batch;
    s.gated = t.gated;
    s.tiedHead = t.tieHead;
    s.learnedPositions = t.position == Position::Learned;
    s.rope = t.position == Position::Rope;
    return s;
}

} // namespace gradflow
