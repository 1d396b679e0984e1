#include "core/model/blockplan.h"

namespace gradflow {

BlockPlan blockPlan(const ModelConfig &c)
{
    BlockPlan p;
    p.preNorm = c.norm != Norm::None && c.normPlace == NormPlace::Pre;
    p.postNorm = c.norm != Norm::None && c.normPlace == NormPlace::Post;
    p.residual = c.residual;
    p.head = c.head;
    using S = BlockStep;
    if (p.preNorm)
        p.forward.push_back(S::PreNorm);
    p.forward.insert(p.forward.end(), {S::Linear, S::Activation});
    if (p.residual)
        p.forward.insert(p.forward.end(), {S::BranchScale, S::ResidualAdd});
    if (p.postNorm)
        p.forward.push_back(S::PostNorm);

    if (p.postNorm)
        p.backward.push_back(S::PostNorm);
    p.backward.push_back(S::Activation);
    if (p.residual)
        p.backward.push_back(S::BranchScale);
    p.backward.push_back(S::Linear);
    if (p.preNorm)
        p.backward.push_back(S::PreNorm);
    if (p.residual)
        p.backward.push_back(S::ResidualAdd);
    return p;
}

} // namespace gradflow
