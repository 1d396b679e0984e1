#include "core/transformer/transformerresult.h"

namespace gradflow {

const char *subLayerName(SubLayer sublayer)
{
    static const char *const names[] = {"embed", "attn", "mlp", "final"};
    return names[int(sublayer)];
}

std::string leftRangeText(const TransformerResult &r)
{
    if (!r.leftRange)
        return {};
    const LeftRange &l = *r.leftRange;
    const std::string where = l.sublayer == SubLayer::Embed ? std::string("the embeddings")
                              : l.sublayer == SubLayer::Final
                                  ? std::string("the final norm")
                                  : "block " + std::to_string(l.block) + "'s " + subLayerName(l.sublayer);
    return std::string(l.backward ? "the gradient" : "the forward signal") + " left " + toString(r.config.precision)
           + " range at " + where + (l.backward ? "" : "; no gradient is measured");
}

} // namespace gradflow
