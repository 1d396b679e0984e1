#include "core/engine/pass.h"

#include "core/engine/activation.h"
#include "core/engine/kernels/products.h"
#include "core/engine/passprobe.h"
#include "core/engine/symmetry.h"
#include "core/model/result.h"

#include <algorithm>
#include <cmath>
#include <new>
#include <utility>

namespace gradflow {

namespace {

// The share of each backward product g W^T the second core takes besides the layer's weight-
// gradient norm, so both cores finish together: the norm costs batch^2 width multiply-adds (two
// half Gram matrices) or batch width^2 (the product), the product batch width^2. A function of
// the sizes only, so one thread computes the same blocks (and numbers) as two.
double backwardShare(int batch, int width)
{
    const double norm = 2 * batch <= width ? double(batch) / double(width) : 1.0;
    return std::max(0.0, 0.5 - 0.5 * norm);
}

} // namespace

template<typename Scalar>
Pass<Scalar>::Pass(const ModelConfig &c, const MemoryPlan &plan, Draws<Scalar> &draws, Workspace<Scalar> &work,
                   const Callbacks &callbacks, const Probe *probe, SecondCoreThread *helper,
                   SecondCoreThread *drawHelper)
    : m_c(c), m_plan(plan), m_draws(draws), m_w(work), m_callbacks(callbacks), m_probe(probe), m_helper(helper),
      m_drawHelper(drawHelper), m_log10W(log10WeightMultiplier(c)), m_eps(effectiveNormEps(c)),
      m_log10Alpha(c.residual ? std::log10(effectiveResidualScale(c)) : 0.0), m_block(blockPlan(c)),
      m_backwardShare(backwardShare(c.batch, c.width))
{
    m_total = 2 * c.depth + (segments() - 1) * plan.segmentLength;
}

template<typename Scalar>
Result Pass<Scalar>::run()
{
    Result r = emptyResult();
    forward(r);
    seedLoss(r);
    DrainOnExit drainOnExit{m_helper};
    for (int segment = segments() - 1; segment >= 0; --segment)
        backwardSegment(segment, r);
    finish(r);
    return r;
}

template<typename Scalar>
Result Pass<Scalar>::emptyResult()
{
    const size_t L = size_t(m_c.depth);
    Result r;
    r.config = m_c;
    r.plan = m_plan;
    r.log10SignalRms.resize(L + 1);
    r.log10GradNorm.resize(L + 1);
    r.log10WeightGradNorm.resize(L);
    r.distinctUnits.resize(L + 1);
    r.silentUnits.resize(L + 1);
    if (m_probe && m_probe->keepGradients)
        r.weightGradients.resize(L);
    m_w.caches.resize(size_t(m_plan.segmentLength));
    m_w.checkpoints.resize(size_t(segments()));
    return r;
}

// The input, then every layer up, storing each segment's first input as its checkpoint and
// the top segment's caches for the backward pass.
template<typename Scalar>
void Pass<Scalar>::forward(Result &r)
{
    const int L = m_c.depth, K = m_plan.segmentLength;
    Shifted<Scalar> &h = m_w.h;
    Scaled<Scalar> &input = h.plain();
    if (m_probe && m_probe->input)
        input.m = m_probe->input->template cast<Scalar>();
    else
        input.m = m_draws.input;
    input.log10 = 0.0;
    input.normalize();
    r.log10SignalRms[0] = h.log10Rms();
    const ColumnCensus inputUnits = columnCensus(input.m);
    r.distinctUnits[0] = inputUnits.distinct;
    r.silentUnits[0] = inputUnits.zero;

    for (int l = 1; l <= L; ++l) {
        const int segment = (l - 1) / K;
        if ((l - 1) % K == 0)
            m_w.checkpoints[size_t(segment)] = h;
        LayerCache<Scalar> &cache = segment == segments() - 1 ? m_w.caches[size_t((l - 1) % K)] : m_w.scratchCache;
        forwardLayer(l, h, m_w.next, cache);
        if (m_probe && m_probe->exampleLayer)
            reportExample(l, cache);
        std::swap(h, m_w.next);
        r.log10SignalRms[size_t(l)] = h.log10Rms();
        const ColumnCensus units = columnCensus(h.deviation.m); // an offset makes no two columns differ
        r.distinctUnits[size_t(l)] = units.distinct;
        r.silentUnits[size_t(l)] = units.zero;
        step();
    }
}

// The output (through the head, if any), the loss and the gradient it hands back, in m_w.g.
template<typename Scalar>
void Pass<Scalar>::seedLoss(Result &r)
{
    const LossCoefficients k = lossCoefficients(m_c);
    Shifted<Scalar> &g = m_w.g;
    const Shifted<Scalar> &h = m_w.h;
    // The loss sees whole values. Its gradient, k * out, keeps out's offset (only a sigmoid
    // or softplus output straight into the loss has one) for the top layer's backward.
    const double offset = m_block.head ? 0.0 : h.offset;
    const Scaled<Scalar> &top = h.folded(m_w.folded);
    const Scaled<Scalar> *out = &top;
    if (m_block.head) {
        linear(top, m_draws.headWeight, m_c.depth + 1, m_draws.headBias, m_w.headOut);
        out = &m_w.headOut;
    }
    r.log10Loss =
        out->isZero() ? kZeroLog : std::log10(double(out->m.squaredNorm())) + 2.0 * out->log10 + std::log10(k.loss);
    m_log10LossGradCoef = std::log10(k.grad);
    const Scaled<Scalar> &source = offset != 0.0 ? h.deviation : *out;
    g.deviation.m = source.m;
    g.deviation.log10 = source.log10 + std::log10(k.grad);
    g.offset = offset * k.grad;
    if (source.log10 == kZeroLog) {
        g.deviation.m.setZero();
        g.deviation.log10 = kZeroLog;
    }
    if (m_block.head)
        headBackward(r, top);
    r.log10GradNorm[size_t(m_c.depth)] = g.log10Norm();
    if (capturing(m_c.depth))
        copyTensor(g, m_probe->capture->gradient);
}

// The head's weight-gradient norm, and the loss's gradient taken back through the head.
template<typename Scalar>
void Pass<Scalar>::headBackward(Result &r, const Scaled<Scalar> &top)
{
    const Scaled<Scalar> &g = m_w.g.folded(m_w.gFolded); // no offset: the loss's k * head output
    const Mat<Scalar> &w = maybeNudged(m_c.depth + 1, m_draws.headWeight);
    r.log10HeadWeightGradNorm = weightGradNorm(top, g, m_w.mainNorm, nullptr);
    Scaled<Scalar> &gNext = m_w.gNext.plain();
    products::multiply(g.m, w, true, gNext.m, m_helper);
    gNext.log10 = g.log10 + m_log10W;
    gNext.normalize();
    std::swap(m_w.g, m_w.gNext);
}

// One segment's layers top down; below the top segment, their caches are first recomputed
// from the segment's checkpoint.
template<typename Scalar>
void Pass<Scalar>::backwardSegment(int segment, Result &r)
{
    const int K = m_plan.segmentLength;
    const int first = segment * K + 1, last = std::min(m_c.depth, first + K - 1);
    Shifted<Scalar> &g = m_w.g, &h = m_w.h;
    if (segment != segments() - 1) {
        if (m_helper)
            m_helper->drain(); // the norms still read the caches about to be refilled
        h = m_w.checkpoints[size_t(segment)];
        for (int l = first; l <= last; ++l) {
            forwardLayer(l, h, m_w.next, m_w.caches[size_t(l - first)]);
            std::swap(h, m_w.next);
            step();
        }
    }
    for (int l = last; l >= first; --l) {
        Eigen::MatrixXd *keep = r.weightGradients.empty() ? nullptr : &r.weightGradients[size_t(l - 1)];
        backwardLayer(l, g, m_w.gNext, m_w.caches[size_t(l - first)], &r.log10WeightGradNorm[size_t(l - 1)], keep);
        std::swap(g, m_w.gNext);
        r.log10GradNorm[size_t(l - 1)] = g.log10Norm();
        if (capturing(l - 1))
            copyTensor(g, m_probe->capture->gradient);
        step();
    }
}

// The input's gradient (when kept), the norms still on the second core, and the summary.
template<typename Scalar>
void Pass<Scalar>::finish(Result &r)
{
    if (m_probe && m_probe->keepGradients)
        r.inputGradient = trueValues(m_w.g.folded(m_w.gFolded));
    if (m_helper)
        m_helper->drain();
    summarize(r);
    if (m_probe && m_probe->capture)
        m_probe->capture->filled = m_probe->capture->layer >= 1 && m_probe->capture->layer <= m_c.depth;
}

template<typename Scalar>
bool Pass<Scalar>::capturing(int l) const
{
    return m_probe && m_probe->capture && m_probe->capture->layer == l;
}

template<typename Scalar>
void Pass<Scalar>::step()
{
    ++m_done;
    if (m_callbacks.isCancelled && m_callbacks.isCancelled())
        throw Cancelled();
    if (m_callbacks.progress)
        m_callbacks.progress(m_done, m_total);
}

template<typename Scalar>
const Mat<Scalar> &Pass<Scalar>::maybeNudged(int l, const Mat<Scalar> &w)
{
    if (!m_probe || m_probe->nudgeLayer != l)
        return w;
    m_w.nudged = w;
    m_w.nudged(m_probe->nudgeRow, m_probe->nudgeCol) += Scalar(m_probe->nudge / std::pow(10.0, m_log10W));
    return m_w.nudged;
}

template<typename Scalar>
const Mat<Scalar> &Pass<Scalar>::weight(int l)
{
    return maybeNudged(l, m_draws.weight(l, m_plan.cacheWeights, m_w.weightScratch, m_c.depth, m_drawHelper));
}

template<typename Scalar>
const RowVec<Scalar> &Pass<Scalar>::bias(int l) const
{
    static const RowVec<Scalar> none;
    return hasBias(m_c) ? m_draws.biases[size_t(l - 1)] : none;
}

// out = in * W (+ b), W = 10^m_log10W * w.
template<typename Scalar>
void Pass<Scalar>::linear(const Scaled<Scalar> &in, const Mat<Scalar> &w, int l, const RowVec<Scalar> &b,
                          Scaled<Scalar> &out)
{
    weightProduct(in.m, maybeNudged(l, w), l, false, out.m, 0.5);
    out.log10 = in.log10 + m_log10W;
    out.normalize(m_helper);
    if (b.size()) {
        m_w.biasTerm.m = b.replicate(in.m.rows(), 1);
        m_w.biasTerm.log10 = 0.0;
        m_w.biasTerm.normalize();
        accumulateScaled(out, m_w.biasTerm);
    }
}

// out = in w (transposed: in w^T), the weight packed once where the plan keeps it so and w is
// layer l's cached draw itself: the same bits either way.
template<typename Scalar>
void Pass<Scalar>::weightProduct(const Mat<Scalar> &in, const Mat<Scalar> &w, int l, bool transposed, Mat<Scalar> &out,
                                 double secondShare)
{
    PackedWeight<Scalar> *packed = m_plan.packWeights ? m_draws.packedWeight(l, w) : nullptr;
    if (packed)
        products::multiplyPacked(in, w, transposed, transposed ? packed->backward : packed->forward, out, m_helper,
                                 secondShare);
    else
        products::multiply(in, w, transposed, out, m_helper, secondShare);
}

// One block, its forward steps in the plan's order (core/model/blockplan.h).
template<typename Scalar>
void Pass<Scalar>::forwardLayer(int l, const Shifted<Scalar> &in, Shifted<Scalar> &out, LayerCache<Scalar> &cache)
{
    Shifted<Scalar> *v = &m_w.a; // the block's value after its activation
    for (BlockStep step : m_block.forward) {
        switch (step) {
        case BlockStep::PreNorm:
            normForward(m_c.norm, m_eps, in, cache.u, cache.norm);
            break;
        case BlockStep::Linear:
            forwardLinear(l, in, cache);
            break;
        case BlockStep::Activation:
            forwardActivation(l, cache);
            break;
        case BlockStep::BranchScale:
            m_w.a.fold().log10 += m_log10Alpha;
            break;
        case BlockStep::ResidualAdd:
            addScaled(in.folded(m_w.folded), m_w.a.fold(), m_w.v.plain());
            v = &m_w.v;
            break;
        case BlockStep::PostNorm:
            normForward(m_c.norm, m_eps, *v, out.plain(), cache.norm);
            break;
        }
    }
    if (!m_block.postNorm)
        std::swap(out, *v);
}

// z = u W + b, u the pre-norm's output or else the block's input with its offset folded in
// (a linear map mixes a constant into every feature differently).
template<typename Scalar>
void Pass<Scalar>::forwardLinear(int l, const Shifted<Scalar> &in, LayerCache<Scalar> &cache)
{
    if (!m_block.preNorm)
        in.foldInto(cache.u);
    const Mat<Scalar> &w = m_draws.weight(l, m_plan.cacheWeights, m_w.weightScratch, m_c.depth, m_drawHelper);
    linear(cache.u, w, l, bias(l), m_w.z);
    m_forwardWeight = &w;
}

template<typename Scalar>
void Pass<Scalar>::forwardActivation(int l, LayerCache<Scalar> &cache)
{
    applyActivation(m_c.activation, m_w.z, m_w.a, cache.slope, m_helper);
    if (capturing(l)) { // a checkpointed segment's recompute captures the same values again
        copyTensor(m_w.z, m_probe->capture->preActivation);
        copyTensor(m_w.a, m_probe->capture->activation);
    }
}

// Hands the probe one example's share of layer l's forward pass (see ExampleLayer).
template<typename Scalar>
void Pass<Scalar>::reportExample(int l, const LayerCache<Scalar> &cache)
{
    ExampleLayer e;
    fillExampleLayer(e, l, maybeNudged(l, *m_forwardWeight), m_log10W, cache.slope, m_c.norm, cache.norm,
                     m_probe->exampleRow);
    m_probe->exampleLayer(e);
}

// dz = dv * slope, each possibly an offset plus a deviation: the offsets' product becomes
// dz's offset and the deviation is summed from its three scaled terms, so nothing below
// double precision of the offsets is lost.
template<typename Scalar>
void Pass<Scalar>::slopeProduct(const Shifted<Scalar> &shiftedDv, const Shifted<Scalar> &shiftedSlope,
                                Shifted<Scalar> &out)
{
    const Scaled<Scalar> &dv = shiftedDv.deviation, &slope = shiftedSlope.deviation;
    Scaled<Scalar> &dz = out.plain();
    // The deviations' product, then (where there are offsets) the two cross terms.
    dz.m.resize(dv.m.rows(), dv.m.cols());
    inHalves(m_helper, dz.m.rows(), dz.m.cols(), [&dz, &dv, &slope](Eigen::Index first, Eigen::Index end) {
        dz.m.middleCols(first, end - first) =
            dv.m.middleCols(first, end - first).cwiseProduct(slope.m.middleCols(first, end - first));
    });
    dz.log10 = dv.log10 + slope.log10;
    if (dz.log10 == kZeroLog)
        dz.m.setZero();
    dz.normalize(m_helper);
    auto addTerm = [this, &dz](const Scaled<Scalar> &deviation, double factor) {
        if (factor == 0.0 || deviation.log10 == kZeroLog)
            return;
        Scaled<Scalar> &t = m_w.term;
        t.m = factor < 0 ? Mat<Scalar>(-deviation.m) : deviation.m;
        t.log10 = deviation.log10 + std::log10(std::fabs(factor));
        accumulateScaled(dz, t);
    };
    addTerm(dv, shiftedSlope.offset);
    addTerm(slope, shiftedDv.offset);
    out.offset = shiftedDv.offset * shiftedSlope.offset;
}

// The gradient of the block's value before its post-norm, from gOut after it.
template<typename Scalar>
const Shifted<Scalar> &Pass<Scalar>::outputGradient(int l, const Shifted<Scalar> &gOut, LayerCache<Scalar> &cache)
{
    // Without a head, the top block's gradient is the loss's: a multiple of its own norm's
    // output, whose backward has a closed form that stays exact at any magnitude.
    if (l == m_c.depth && !m_block.head)
        normBackwardOfOutput(m_c.norm, cache.norm, gOut.isZero() ? kZeroLog : m_log10LossGradCoef, m_w.dv.plain());
    else
        normBackward(m_c.norm, cache.norm, gOut.folded(m_w.gFolded), m_w.dv.plain());
    return m_w.dv;
}

// The layer's weight-gradient norm into *norm: on the second core if there is one (and the
// gradient is not kept), else now.
template<typename Scalar>
void Pass<Scalar>::takeWeightGradNorm(LayerCache<Scalar> &cache, double *norm, Eigen::MatrixXd *keep)
{
    const bool fail = m_probe && m_probe->failWeightGradNorms;
    if (m_helper && !keep) {
        m_helper->push([&cache, helper = m_helper, onHelper = &m_w.helperNorm, here = &m_w.mainNorm, norm, fail] {
            if (fail)
                throw std::bad_alloc();
            *norm = weightGradNorm(cache.u, cache.dz, helper->onHelper() ? *onHelper : *here, nullptr);
        });
    } else {
        if (fail)
            throw std::bad_alloc();
        *norm = weightGradNorm(cache.u, cache.dz, m_w.mainNorm, keep);
    }
}

// One block, its backward steps in the plan's order. Returns nothing: the layer's
// weight-gradient norm goes to *norm, now or from the helper.
template<typename Scalar>
void Pass<Scalar>::backwardLayer(int l, const Shifted<Scalar> &gOut, Shifted<Scalar> &gIn, LayerCache<Scalar> &cache,
                                 double *norm, Eigen::MatrixXd *keep)
{
    const Shifted<Scalar> *dv = &gOut; // the gradient of the block's value after its residual sum
    Scaled<Scalar> *branch = &m_w.du;  // the gradient reaching the block's input through the branch
    for (BlockStep step : m_block.backward) {
        switch (step) {
        case BlockStep::PostNorm:
            dv = &outputGradient(l, gOut, cache);
            break;
        case BlockStep::Activation:
            slopeProduct(*dv, cache.slope, m_w.dz);
            break;
        case BlockStep::BranchScale:
            m_w.dz.deviation.log10 += m_log10Alpha;
            m_w.dz.offset *= std::pow(10.0, m_log10Alpha);
            break;
        case BlockStep::Linear:
            backwardLinear(l, cache, norm, keep);
            break;
        case BlockStep::PreNorm:
            normBackward(m_c.norm, cache.norm, m_w.du, m_w.branch);
            branch = &m_w.branch;
            break;
        case BlockStep::ResidualAdd:
            addScaled(dv->folded(m_w.gFolded), *branch, gIn.plain());
            break;
        }
    }
    if (!m_block.residual)
        std::swap(gIn.plain(), *branch); // a move, not a copy
}

// The weight's gradient norm from u and dz, and du = dz W^T.
template<typename Scalar>
void Pass<Scalar>::backwardLinear(int l, LayerCache<Scalar> &cache, double *norm, Eigen::MatrixXd *keep)
{
    // dz's offset is constant across the batch. Where a norm that centres each column over the
    // batch (BatchNorm) produced u and takes du, that part adds nothing to dW (u's columns sum
    // to zero) and nothing to the gradient below (the norm removes it): drop it exactly.
    // Anywhere else it is folded in.
    const NormRow &kind = normRow(m_c.norm);
    const bool centredColumns = m_block.preNorm && kind.acrossBatch && kind.centres;
    Shifted<Scalar> &shiftedDz = m_w.dz;
    std::swap(cache.dz, centredColumns ? shiftedDz.dropOffset() : shiftedDz.fold());
    const Scaled<Scalar> &dz = cache.dz;
    takeWeightGradNorm(cache, norm, keep);
    const Mat<Scalar> &w = weight(l);
    Scaled<Scalar> &du = m_w.du;
    weightProduct(dz.m, w, l, true, du.m, m_backwardShare);
    du.log10 = dz.log10 + m_log10W;
    du.normalize(m_helper);
}

template<typename Scalar>
void Pass<Scalar>::summarize(Result &r) const
{
    const FirstLastRatio ratio = firstLastRatio(r.log10GradNorm, m_c.depth);
    r.log10FirstLastRatio = ratio.log10Ratio;
    r.log10Rho = ratio.log10Rho;
    double sumSquares = kZeroLog;
    for (double w : r.log10WeightGradNorm)
        sumSquares = log10Add(sumSquares, 2.0 * w);
    if (r.log10HeadWeightGradNorm)
        sumSquares = log10Add(sumSquares, 2.0 * *r.log10HeadWeightGradNorm);
    r.log10GlobalWeightGradNorm = 0.5 * sumSquares;
}

template class Pass<double>;
template class Pass<float>;

} // namespace gradflow
