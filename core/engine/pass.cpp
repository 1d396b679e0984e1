#include "core/engine/pass.h"

#include "core/engine/activation.h"
#include "core/engine/kernels/products.h"
#include "core/engine/symmetry.h"
#include "core/model/result.h"

#include <algorithm>
#include <cmath>
#include <new>
#include <type_traits>
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

template<typename Scalar>
void copyTensor(const Scaled<Scalar> &t, LayerTensor &to)
{
    to.m = t.m.template cast<double>();
    to.log10 = t.log10;
    to.offset = 0.0;
}

template<typename Scalar>
void copyTensor(const Shifted<Scalar> &t, LayerTensor &to)
{
    copyTensor(t.deviation, to);
    to.offset = t.offset;
}

template<typename Scalar>
Eigen::MatrixXd trueValues(const Scaled<Scalar> &t)
{
    if (t.isZero())
        return Eigen::MatrixXd::Zero(t.m.rows(), t.m.cols());
    return t.m.template cast<double>() * std::pow(10.0, t.log10);
}

} // namespace

template<typename Scalar>
Pass<Scalar>::Pass(const ModelConfig &c, const MemoryPlan &plan, Draws<Scalar> &draws, Workspace<Scalar> &work,
                   const Callbacks &callbacks, const Probe *probe, SecondCoreThread *helper,
                   SecondCoreThread *drawHelper)
    : m_c(c), m_plan(plan), m_draws(draws), m_w(work), m_callbacks(callbacks), m_probe(probe), m_helper(helper)
    , m_drawHelper(drawHelper)
    , m_log10W(log10WeightMultiplier(c)), m_eps(effectiveNormEps(c))
    , m_log10Alpha(c.residual ? std::log10(effectiveResidualScale(c)) : 0.0)
    , m_pre(c.norm != Norm::None && c.normPlace == NormPlace::Pre)
    , m_post(c.norm != Norm::None && c.normPlace == NormPlace::Post)
    , m_backwardShare(backwardShare(c.batch, c.width))
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
        LayerCache<Scalar> &cache = segment == segments() - 1 ? m_w.caches[size_t((l - 1) % K)]
                                                              : m_w.scratchCache;
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
    const double offset = m_c.head ? 0.0 : h.offset;
    const Scaled<Scalar> &top = h.folded(m_w.folded);
    const Scaled<Scalar> *out = &top;
    if (m_c.head) {
        linear(top, m_draws.headWeight, m_c.depth + 1, m_draws.headBias, m_w.headOut);
        out = &m_w.headOut;
    }
    r.log10Loss = out->isZero() ? kZeroLog
                                : std::log10(double(out->m.squaredNorm())) + 2.0 * out->log10
                                      + std::log10(k.loss);
    m_log10LossGradCoef = std::log10(k.grad);
    const Scaled<Scalar> &source = offset != 0.0 ? h.deviation : *out;
    g.deviation.m = source.m;
    g.deviation.log10 = source.log10 + std::log10(k.grad);
    g.offset = offset * k.grad;
    if (source.log10 == kZeroLog) {
        g.deviation.m.setZero();
        g.deviation.log10 = kZeroLog;
    }
    if (m_c.head)
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
    m_w.nudged(m_probe->nudgeRow, m_probe->nudgeCol) +=
        Scalar(m_probe->nudge / std::pow(10.0, m_log10W));
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
void Pass<Scalar>::weightProduct(const Mat<Scalar> &in, const Mat<Scalar> &w, int l, bool transposed,
                                 Mat<Scalar> &out, double secondShare)
{
    PackedWeight<Scalar> *packed = m_plan.packWeights ? m_draws.packedWeight(l, w) : nullptr;
    if (packed)
        products::multiplyPacked(in, w, transposed, transposed ? packed->backward : packed->forward, out, m_helper,
                                 secondShare);
    else
        products::multiply(in, w, transposed, out, m_helper, secondShare);
}

template<typename Scalar>
void Pass<Scalar>::forwardLayer(int l, const Shifted<Scalar> &in, Shifted<Scalar> &out, LayerCache<Scalar> &cache)
{
    if (m_pre)
        normForward(m_c.norm, m_eps, in, cache.u, cache.norm);
    else
        in.foldInto(cache.u); // a linear map mixes a constant into every feature differently
    const Mat<Scalar> &w = m_draws.weight(l, m_plan.cacheWeights, m_w.weightScratch, m_c.depth, m_drawHelper);
    linear(cache.u, w, l, bias(l), m_w.z);
    m_forwardWeight = &w;
    applyActivation(m_c.activation, m_w.z, m_w.a, cache.slope, m_helper);
    if (capturing(l)) { // a checkpointed segment's recompute captures the same values again
        copyTensor(m_w.z, m_probe->capture->preActivation);
        copyTensor(m_w.a, m_probe->capture->activation);
    }
    Shifted<Scalar> *v = &m_w.a;
    if (m_c.residual) {
        residualSum(in);
        v = &m_w.v;
    }
    if (m_post)
        normForward(m_c.norm, m_eps, *v, out.plain(), cache.norm);
    else
        std::swap(out, *v);
}

namespace {

// Row `row` of a shifted tensor's true values as rel * 10^log10, max |rel| about 1.
template<typename Scalar>
void exampleRowOf(const Shifted<Scalar> &t, Eigen::Index row, Eigen::RowVectorXd &rel, double &log10)
{
    const Scaled<Scalar> &d = t.deviation;
    rel = d.m.row(row).template cast<double>();
    log10 = d.log10;
    if (t.offset == 0.0)
        return;
    const double offsetLog = std::log10(std::fabs(t.offset));
    log10 = d.isZero() ? offsetLog : std::max(d.log10, offsetLog);
    rel = d.isZero() ? Eigen::RowVectorXd(Eigen::RowVectorXd::Zero(rel.size())) : rel * std::pow(10.0, d.log10 - log10);
    rel.array() += t.offset * std::pow(10.0, -log10);
}

} // namespace

// Hands the probe one example's share of layer l's forward pass (see ExampleLayer).
template<typename Scalar>
void Pass<Scalar>::reportExample(int l, const LayerCache<Scalar> &cache)
{
    ExampleLayer e;
    const Eigen::Index row = m_probe->exampleRow;
    e.layer = l;
    const Mat<Scalar> &w = maybeNudged(l, *m_forwardWeight);
    if constexpr (std::is_same_v<Scalar, double>) {
        e.weight = &w;
    } else {
        e.weightCopy = w.template cast<double>();
        e.weight = &e.weightCopy;
    }
    e.log10Weight = m_log10W;
    exampleRowOf(cache.slope, row, e.slope, e.slopeLog10);
    if (m_c.norm != Norm::None) {
        e.normY = cache.norm.y.row(row).template cast<double>();
        if (m_c.norm == Norm::Batch)
            e.normLog10R = cache.norm.log10R;
        else
            e.normLog10R.assign(1, cache.norm.log10R[size_t(row)]);
    }
    m_probe->exampleLayer(e);
}

// m_w.v = in + alpha * m_w.a, the residual block's output before a post-norm.
template<typename Scalar>
void Pass<Scalar>::residualSum(const Shifted<Scalar> &in)
{
    Scaled<Scalar> &a = m_w.a.fold();
    a.log10 += m_log10Alpha;
    addScaled(in.folded(m_w.folded), a, m_w.v.plain());
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

// The gradient of the block's output before its post-norm (gOut itself without one).
template<typename Scalar>
const Shifted<Scalar> &Pass<Scalar>::outputGradient(int l, const Shifted<Scalar> &gOut, LayerCache<Scalar> &cache)
{
    if (!m_post)
        return gOut;
    // Without a head, the top block's gradient is the loss's: a multiple of its own norm's
    // output, whose backward has a closed form that stays exact at any magnitude.
    if (l == m_c.depth && !m_c.head)
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

// Returns nothing: the layer's weight-gradient norm goes to *norm, now or from the helper.
template<typename Scalar>
void Pass<Scalar>::backwardLayer(int l, const Shifted<Scalar> &gOut, Shifted<Scalar> &gIn, LayerCache<Scalar> &cache,
                                 double *norm, Eigen::MatrixXd *keep)
{
    const Shifted<Scalar> &dv = outputGradient(l, gOut, cache);
    Shifted<Scalar> &shiftedDz = m_w.dz;
    slopeProduct(dv, cache.slope, shiftedDz);
    if (m_c.residual) {
        shiftedDz.deviation.log10 += m_log10Alpha;
        shiftedDz.offset *= std::pow(10.0, m_log10Alpha);
    }
    // dz's offset is constant across the batch. Where a BatchNorm produced u and takes du,
    // that part adds nothing to dW (u's columns sum to zero) and nothing to the gradient
    // below (BatchNorm removes it): drop it exactly. Anywhere else it is folded in.
    std::swap(cache.dz, m_pre && m_c.norm == Norm::Batch ? shiftedDz.dropOffset() : shiftedDz.fold());
    const Scaled<Scalar> &dz = cache.dz;
    takeWeightGradNorm(cache, norm, keep);

    const Mat<Scalar> &w = weight(l);
    Scaled<Scalar> &du = m_w.du;
    weightProduct(dz.m, w, l, true, du.m, m_backwardShare);
    du.log10 = dz.log10 + m_log10W;
    du.normalize(m_helper);
    const Scaled<Scalar> *branch = &du;
    if (m_pre) {
        normBackward(m_c.norm, cache.norm, du, m_w.branch);
        branch = &m_w.branch;
    }
    if (m_c.residual)
        addScaled(dv.folded(m_w.gFolded), *branch, gIn.plain());
    else
        std::swap(gIn.plain(), branch == &du ? du : m_w.branch); // a move, not a copy
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
