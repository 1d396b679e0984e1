#include "core/transformer/block.h"

namespace gradflow {

namespace {

template<typename Scalar>
const Mat<Scalar> &weight(PassContext<Scalar> &ctx, int block, WeightKind kind)
{
    return ctx.weights.get({block, kind});
}

// c = a W.
template<typename Scalar>
void project(PassContext<Scalar> &ctx, const Mat<Scalar> &a, int block, WeightKind kind, Mat<Scalar> &c)
{
    products::multiply(a, weight(ctx, block, kind), false, c, ctx.second);
}

// da (+)= g W^T.
template<typename Scalar>
void projectBack(PassContext<Scalar> &ctx, const Mat<Scalar> &g, int block, WeightKind kind, Mat<Scalar> &da, bool add)
{
    if (!add) {
        products::multiply(g, weight(ctx, block, kind), true, da, ctx.second);
        return;
    }
    products::multiply(g, weight(ctx, block, kind), true, ctx.scratch2, ctx.second);
    da += ctx.scratch2;
}

template<typename Scalar>
void attentionBranch(PassContext<Scalar> &ctx, int block, const Mat<Scalar> &a, AttentionCache<Scalar> &c,
                     Mat<Scalar> &out)
{
    project(ctx, a, block, WeightKind::Query, c.q);
    project(ctx, a, block, WeightKind::Key, c.k);
    project(ctx, a, block, WeightKind::Value, c.v);
    if (ctx.sizes.rope) {
        applyRope(ctx.sizes, ctx.config.transformer.ropeTheta, ctx.sizes.heads, false, c.q);
        applyRope(ctx.sizes, ctx.config.transformer.ropeTheta, ctx.sizes.kvHeads, false, c.k);
    }
    attentionForward(ctx.sizes, c);
    project(ctx, c.context, block, WeightKind::Output, out);
}

template<typename Scalar>
void mlpBranch(PassContext<Scalar> &ctx, int block, const Mat<Scalar> &a, MlpCache<Scalar> &c, Mat<Scalar> &out)
{
    const Activation act = ctx.config.activation;
    if (!ctx.sizes.gated) {
        project(ctx, a, block, WeightKind::Up, ctx.scratch);
        plain::activate(act, ctx.scratch, c.hidden, c.slope);
    } else {
        project(ctx, a, block, WeightKind::Gate, ctx.scratch);
        plain::activate(act, ctx.scratch, c.act, c.slope);
        project(ctx, a, block, WeightKind::Up, c.up);
        c.hidden = c.act.cwiseProduct(c.up);
    }
    project(ctx, c.hidden, block, WeightKind::Down, out);
}

// The weight's gradient a^T g: its norm into grads (a's Gram matrix reused since the last
// ctx.norms.newInput()), and the matrix itself kept where the pass trains (ctx.grads).
template<typename Scalar>
void weightGradient(PassContext<Scalar> &ctx, int block, WeightKind kind, const Mat<Scalar> &a, const Mat<Scalar> &g,
                    BlockGrads &grads)
{
    grads.weight[int(kind)] = ctx.norms.norm(a, g);
    if (ctx.grads)
        products::multiplyTransposedA(a, g, (*ctx.grads)[{block, int(kind)}]);
}

// The sub-layer's norm, or its input unchanged when the configuration has none.
template<typename Scalar>
void normalize(PassContext<Scalar> &ctx, const Mat<Scalar> &x, plain::NormState<Scalar> &state)
{
    if (ctx.config.norm == Norm::None)
        state.y = x;
    else
        plain::normForward(ctx.config.norm, ctx.eps, x, state);
}

template<typename Scalar>
void normalizeBack(PassContext<Scalar> &ctx, const plain::NormState<Scalar> &state, const Mat<Scalar> &dy,
                   Mat<Scalar> &dx)
{
    if (ctx.config.norm == Norm::None)
        dx = dy;
    else
        plain::normBackward(ctx.config.norm, state, dy, dx);
}

// Pre: x + f(norm(x)). Post: norm(x + f(x)). `branch` runs f from its input into ctx.branch.
template<typename Scalar, typename Branch>
void subLayerForward(PassContext<Scalar> &ctx, Mat<Scalar> &x, SubLayerCache<Scalar> &c, Branch branch)
{
    if (ctx.config.normPlace == NormPlace::Pre) {
        normalize(ctx, x, c.norm);
        branch(c.norm.y);
        x += ctx.branch;
        return;
    }
    c.branchIn = x;
    branch(c.branchIn);
    x += ctx.branch;
    normalize(ctx, x, c.norm);
    x = c.norm.y;
}

} // namespace

template<typename Scalar>
void blockForward(PassContext<Scalar> &ctx, int block, Mat<Scalar> &x, BlockCache<Scalar> &cache,
                  Mat<Scalar> &afterAttn)
{
    subLayerForward(ctx, x, cache.attnSub,
                    [&](const Mat<Scalar> &a) { attentionBranch(ctx, block, a, cache.attn, ctx.branch); });
    afterAttn = x;
    subLayerForward(ctx, x, cache.mlpSub,
                    [&](const Mat<Scalar> &a) { mlpBranch(ctx, block, a, cache.mlp, ctx.branch); });
}

namespace {

template<typename Scalar>
const Mat<Scalar> &branchInput(const PassContext<Scalar> &ctx, const SubLayerCache<Scalar> &c)
{
    return ctx.config.normPlace == NormPlace::Pre ? c.norm.y : c.branchIn;
}

// dOut: the branch output's gradient; da: its input's.
template<typename Scalar>
void attentionBranchBack(PassContext<Scalar> &ctx, int block, const Mat<Scalar> &a, const AttentionCache<Scalar> &c,
                         const Mat<Scalar> &dOut, Mat<Scalar> &da, BlockGrads &g)
{
    ctx.norms.newInput();
    weightGradient(ctx, block, WeightKind::Output, c.context, dOut, g);
    Mat<Scalar> dContext, dq, dk, dv;
    projectBack(ctx, dOut, block, WeightKind::Output, dContext, false);
    attentionBackward(ctx.sizes, c, dContext, dq, dk, dv);
    if (ctx.sizes.rope) {
        applyRope(ctx.sizes, ctx.config.transformer.ropeTheta, ctx.sizes.heads, true, dq);
        applyRope(ctx.sizes, ctx.config.transformer.ropeTheta, ctx.sizes.kvHeads, true, dk);
    }
    ctx.norms.newInput();
    weightGradient(ctx, block, WeightKind::Query, a, dq, g);
    weightGradient(ctx, block, WeightKind::Key, a, dk, g);
    weightGradient(ctx, block, WeightKind::Value, a, dv, g);
    projectBack(ctx, dq, block, WeightKind::Query, da, false);
    projectBack(ctx, dk, block, WeightKind::Key, da, true);
    projectBack(ctx, dv, block, WeightKind::Value, da, true);
}

template<typename Scalar>
void mlpBranchBack(PassContext<Scalar> &ctx, int block, const Mat<Scalar> &a, const MlpCache<Scalar> &c,
                   const Mat<Scalar> &dOut, Mat<Scalar> &da, BlockGrads &g)
{
    ctx.norms.newInput();
    weightGradient(ctx, block, WeightKind::Down, c.hidden, dOut, g);
    Mat<Scalar> dHidden;
    projectBack(ctx, dOut, block, WeightKind::Down, dHidden, false);
    ctx.norms.newInput();
    if (!ctx.sizes.gated) {
        dHidden.array() *= c.slope.array();
        weightGradient(ctx, block, WeightKind::Up, a, dHidden, g);
        projectBack(ctx, dHidden, block, WeightKind::Up, da, false);
        return;
    }
    const Mat<Scalar> dUp = dHidden.cwiseProduct(c.act);
    const Mat<Scalar> dGate = (dHidden.array() * c.up.array() * c.slope.array()).matrix();
    weightGradient(ctx, block, WeightKind::Up, a, dUp, g);
    weightGradient(ctx, block, WeightKind::Gate, a, dGate, g);
    projectBack(ctx, dUp, block, WeightKind::Up, da, false);
    projectBack(ctx, dGate, block, WeightKind::Gate, da, true);
}

// dx: the sub-layer's output gradient in, its input's out.
template<typename Scalar, typename BranchBack>
void subLayerBackward(PassContext<Scalar> &ctx, const SubLayerCache<Scalar> &c, Mat<Scalar> &dx, BranchBack back)
{
    Mat<Scalar> da, dIn;
    if (ctx.config.normPlace == NormPlace::Pre) {
        back(dx, da);
        normalizeBack(ctx, c.norm, da, dIn);
        dx += dIn;
        return;
    }
    normalizeBack(ctx, c.norm, dx, dIn); // the sum's gradient: the branch's and the input's
    back(dIn, da);
    dx = dIn + da;
}

} // namespace

template<typename Scalar>
bool blockBackward(PassContext<Scalar> &ctx, int block, const BlockCache<Scalar> &cache, Mat<Scalar> &dx,
                   BlockGrads &grads, bool &leftAtAttn)
{
    leftAtAttn = true;
    grads.log10AfterMlp = log10Frobenius(dx);
    subLayerBackward(ctx, cache.mlpSub, dx, [&](const Mat<Scalar> &dOut, Mat<Scalar> &da) {
        mlpBranchBack(ctx, block, branchInput(ctx, cache.mlpSub), cache.mlp, dOut, da, grads);
    });
    if (!dx.allFinite())
        return false;
    grads.log10AfterAttn = log10Frobenius(dx);
    subLayerBackward(ctx, cache.attnSub, dx, [&](const Mat<Scalar> &dOut, Mat<Scalar> &da) {
        attentionBranchBack(ctx, block, branchInput(ctx, cache.attnSub), cache.attn, dOut, da, grads);
    });
    leftAtAttn = false;
    return dx.allFinite();
}

template void blockForward<double>(PassContext<double> &, int, Mat<double> &, BlockCache<double> &, Mat<double> &);
template void blockForward<float>(PassContext<float> &, int, Mat<float> &, BlockCache<float> &, Mat<float> &);
template bool blockBackward<double>(PassContext<double> &, int, const BlockCache<double> &, Mat<double> &, BlockGrads &,
                                    bool &);
template bool blockBackward<float>(PassContext<float> &, int, const BlockCache<float> &, Mat<float> &, BlockGrads &,
                                   bool &);

} // namespace gradflow
