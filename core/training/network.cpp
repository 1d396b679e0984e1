#include "core/training/network.h"

#include "core/engine/kernels/elementwise_kernels.h"
#include "core/engine/kernels/products.h"
#include "core/engine/plainactivation.h"
#include "core/training/optimizer.h"

#include <cmath>
#include <limits>
#include <type_traits>

namespace gradflow {

namespace {

// The factor the engine's unit draws are multiplied by (engine/draws.h log10WeightMultiplier),
// formed directly so a named init's std is the same double as weightStd() gives.
double weightMultiplier(const ModelConfig &c)
{
    switch (drawKind(c)) {
    case DrawKind::Uniform:
        return 1.0 / std::sqrt(double(c.width));
    case DrawKind::Orthogonal:
        return effectiveOrthogonalGain(c);
    case DrawKind::Ones:
    case DrawKind::MinusOnes:
        return std::fabs(c.initConstant);
    case DrawKind::Zero:
        return 1.0;
    case DrawKind::Normal:
        break;
    }
    return weightStd(c);
}

// Whether every entry is finite, on this CPU's widest unit (elementwise_kernels.h).
template<typename Scalar>
bool finite(const Mat<Scalar> &m)
{
    const products::ElementwiseKernels &k = products::elementwise();
    if constexpr (std::is_same_v<Scalar, double>)
        return k.finiteDouble(long(m.size()), m.data());
    else
        return k.finiteFloat(long(m.size()), m.data());
}

// out = a * b entry by entry, on this CPU's widest unit.
template<typename Scalar>
void multiplyEntries(const Mat<Scalar> &a, const Mat<Scalar> &b, Mat<Scalar> &out)
{
    out.resize(a.rows(), a.cols());
    const products::ElementwiseKernels &k = products::elementwise();
    if constexpr (std::is_same_v<Scalar, double>)
        k.multiplyDouble(long(a.size()), a.data(), b.data(), out.data());
    else
        k.multiplyFloat(long(a.size()), a.data(), b.data(), out.data());
}

// A group with zero variance under eps 0: its 1 / sqrt(var + eps) is infinite. Its NaN (0 x
// infinity) can vanish downstream (ReLU turns it into 0), so it is looked for where it starts.
template<typename Scalar>
bool dividedByZero(const plain::NormState<Scalar> &state)
{
    return (state.r.array() == std::numeric_limits<Scalar>::infinity()).any();
}

} // namespace

bool weightGradientsOnHelper(const ModelConfig &c)
{
    const double multiplyAdds = double(c.batch) * c.width * c.width;
    return products::threads() > 1 && multiplyAdds >= kWholeOnHelperMultiplyAdds
           && !products::useSecondCore(multiplyAdds);
}

template<typename Scalar>
InitialWeights<Scalar>::InitialWeights(const ModelConfig &c) : m_c(c), m_multiplier(weightMultiplier(c))
{
    m_draws.prepare(c, false, false); // the input, biases and head; no weight kept
}

template<typename Scalar>
const Mat<Scalar> &InitialWeights<Scalar>::weight(size_t index)
{
    const bool head = index == size_t(m_c.depth);
    const Mat<Scalar> &z =
        head ? m_draws.headWeight : m_draws.weight(int(index) + 1, false, m_scratch, m_c.depth, nullptr);
    m_weight = (z.template cast<double>() * m_multiplier).template cast<Scalar>();
    return m_weight;
}

template<typename Scalar>
const RowVec<Scalar> *InitialWeights<Scalar>::bias(size_t index) const
{
    if (!hasBias(m_c))
        return nullptr;
    return index == size_t(m_c.depth) ? &m_draws.headBias : &m_draws.biases[index];
}

template<typename Scalar>
Parameters<Scalar> initialParameters(const ModelConfig &c)
{
    InitialWeights<Scalar> initial(c);
    Parameters<Scalar> p;
    for (size_t i = 0; i < initial.count(); ++i) {
        p.weights.push_back(initial.weight(i));
        if (const RowVec<Scalar> *b = initial.bias(i))
            p.biases.push_back(*b);
    }
    return p;
}

template<typename Scalar>
PlainNetwork<Scalar>::PlainNetwork(const ModelConfig &c, products::SecondCore *helper)
    : m_c(c), m_block(blockPlan(c)), m_helper(helper), m_wholeCapable(helper && weightGradientsOnHelper(c)),
      m_wholeOnHelper(m_wholeCapable)
{
    const LossCoefficients k = lossCoefficients(c);
    m_eps = Scalar(effectiveNormEps(c));
    m_alpha = Scalar(effectiveResidualScale(c));
    m_lossCoef = Scalar(k.loss);
    m_gradCoef = Scalar(k.grad);
    m_caches.resize(size_t(c.depth));
    m_weightFinite.resize(size_t(c.depth));
}

template<typename Scalar>
void PlainNetwork<Scalar>::linear(const Mat<Scalar> &in, const Parameters<Scalar> &p, size_t index, Mat<Scalar> &out)
{
    products::multiply<Scalar>(in, p.weights[index], false, out, m_helper);
    if (!p.biases.empty())
        out.rowwise() += p.biases[index];
}

// One block, its forward steps in the plan's order (core/model/blockplan.h).
template<typename Scalar>
void PlainNetwork<Scalar>::forwardLayer(int l, const Parameters<Scalar> &p, Mat<Scalar> &in, Mat<Scalar> &out)
{
    LayerCache &cache = m_caches[size_t(l - 1)];
    for (BlockStep step : m_block.forward) {
        switch (step) {
        case BlockStep::PreNorm:
            plain::normForward(m_c.norm, m_eps, in, cache.pre);
            break;
        case BlockStep::Linear:
            // Without a residual branch no later step reads the block's input: it moves into
            // the cache instead of being copied (the caller only overwrites `in` afterwards).
            if (m_block.preNorm)
                cache.u = cache.pre.y;
            else if (m_block.residual)
                cache.u = in;
            else
                cache.u.swap(in);
            linear(cache.u, p, size_t(l - 1), m_z);
            break;
        case BlockStep::Activation:
            plain::activate(m_c.activation, m_z, m_a, cache.slope);
            break;
        case BlockStep::BranchScale:
            m_a *= m_alpha;
            break;
        case BlockStep::ResidualAdd:
            m_a += in;
            break;
        case BlockStep::PostNorm:
            plain::normForward(m_c.norm, m_eps, m_a, cache.post);
            m_a = cache.post.y; // a copy: the backward step reads y
            break;
        }
    }
    out.swap(m_a);
}

template<typename Scalar>
std::optional<Scalar> PlainNetwork<Scalar>::forward(const Parameters<Scalar> &p, const Task<Scalar> &task,
                                                    std::optional<Divergence> &divergence,
                                                    const std::function<void()> &poll)
{
    m_h = task.input;
    for (int l = 1; l <= m_c.depth; ++l) {
        if (poll)
            poll();
        forwardLayer(l, p, m_h, m_next);
        m_h.swap(m_next);
        const LayerCache &cache = m_caches[size_t(l - 1)];
        if (m_c.norm != Norm::None && (dividedByZero(cache.pre) || dividedByZero(cache.post))) {
            divergence = Divergence{0, l, Divergence::Stage::Normalization};
            return std::nullopt;
        }
        if (!finite(m_h)) {
            divergence = Divergence{0, l, Divergence::Stage::Forward};
            return std::nullopt;
        }
    }
    if (m_block.head) {
        linear(m_h, p, size_t(m_c.depth), m_out);
        if (!finite(m_out)) {
            divergence = Divergence{0, m_c.depth + 1, Divergence::Stage::Forward};
            return std::nullopt;
        }
    } else {
        m_out = m_h;
    }
    m_out -= task.target; // the residual of the fit, kept for the backward pass
    const Scalar loss = m_lossCoef * m_out.squaredNorm();
    if (!std::isfinite(loss)) {
        divergence = Divergence{0, 0, Divergence::Stage::Loss};
        return std::nullopt;
    }
    return loss;
}

template<typename Scalar>
void PlainNetwork<Scalar>::weightGradient(const Mat<Scalar> &in, const Mat<Scalar> &dz, Parameters<Scalar> &grads,
                                          size_t index, products::SecondCore *second)
{
    // u^T dz, read transposed: the product splits between the cores like the others (the split
    // depends on the sizes only, so one thread or two give the same bits).
    products::multiplyTransposedA<Scalar>(in, dz, grads.weights[index], second);
    if (!grads.biases.empty())
        grads.biases[index] = dz.colwise().sum();
}

// The block's two products from dz: its weight gradient and the gradient of its input, into m_du.
// Where the helper takes the weight gradient whole, dz moves into the block's cache for it (its
// buffer trades places with the cache's, so no step allocates); this thread, which only reads dz,
// goes on down the chain. The products are the same calls, so the bits are the same.
template<typename Scalar>
void PlainNetwork<Scalar>::linearBackward(int l, const Parameters<Scalar> &p, Parameters<Scalar> &grads)
{
    const size_t index = size_t(l - 1);
    if (!m_wholeOnHelper) {
        weightGradient(m_caches[index].u, m_dz, grads, index, m_helper);
        products::multiply<Scalar>(m_dz, p.weights[index], true, m_du, m_helper);
        return;
    }
    LayerCache &cache = m_caches[index];
    cache.dz.swap(m_dz);
    m_helper->push([this, &cache, &grads, index] {
        weightGradient(cache.u, cache.dz, grads, index, nullptr);
        m_weightFinite[index] = finite(grads.weights[index]);
    });
    products::multiply<Scalar>(cache.dz, p.weights[index], true, m_du, nullptr);
}

// One block, its backward steps in the plan's order. g holds d loss / d h_l on entry and
// d loss / d h_{l-1} on return; false where a value is not finite.
template<typename Scalar>
bool PlainNetwork<Scalar>::backwardLayer(int l, const Parameters<Scalar> &p, Mat<Scalar> &g, Parameters<Scalar> &grads)
{
    LayerCache &cache = m_caches[size_t(l - 1)];
    m_gv.swap(g); // the gradient of the block's value, after its post-norm until that step
    for (BlockStep step : m_block.backward) {
        switch (step) {
        case BlockStep::PostNorm:
            plain::normBackward(m_c.norm, cache.post, m_gv, g);
            m_gv.swap(g);
            break;
        case BlockStep::Activation:
            multiplyEntries(m_gv, cache.slope, m_dz);
            break;
        case BlockStep::BranchScale:
            m_dz *= m_alpha;
            break;
        case BlockStep::Linear:
            linearBackward(l, p, grads);
            break;
        case BlockStep::PreNorm:
            plain::normBackward(m_c.norm, cache.pre, m_du, g);
            m_du.swap(g);
            break;
        case BlockStep::ResidualAdd:
            m_du += m_gv;
            break;
        }
    }
    g.swap(m_du);
    return (m_wholeOnHelper || finite(grads.weights[size_t(l - 1)])) && finite(g);
}

// Where the helper formed the weight gradients: the layer one thread would have stopped at, the
// highest of the layer whose input gradient `failed` (0: none) and those whose weight gradient is
// not finite (each block checks its weight gradient with its input's).
template<typename Scalar>
int PlainNetwork<Scalar>::helperDivergence(int failed) const
{
    for (int l = m_c.depth; l > failed; --l) {
        if (!m_weightFinite[size_t(l - 1)])
            return l;
    }
    return failed;
}

template<typename Scalar>
void PlainNetwork<Scalar>::backward(const Parameters<Scalar> &p, const Task<Scalar> &, Parameters<Scalar> &grads,
                                    std::optional<Divergence> &divergence, const std::function<void()> &poll)
{
    grads.weights.resize(p.weights.size());
    grads.biases.resize(p.biases.size());
    m_g = m_gradCoef * m_out;
    if (m_block.head) {
        weightGradient(m_h, m_g, grads, size_t(m_c.depth), m_helper);
        products::multiply<Scalar>(m_g, p.weights[size_t(m_c.depth)], true, m_du, m_helper);
        m_g.swap(m_du);
        if (!finite(grads.weights[size_t(m_c.depth)]) || !finite(m_g)) {
            divergence = Divergence{0, m_c.depth + 1, Divergence::Stage::Backward};
            return;
        }
    }
    // The weight gradients formed on the second core read the caches and write `grads`: waited for
    // however this ends.
    products::DrainGuard waitForHelper{m_wholeOnHelper ? m_helper : nullptr};
    int failed = 0;
    for (int l = m_c.depth; l >= 1 && failed == 0; --l) {
        if (poll)
            poll();
        if (!backwardLayer(l, p, m_g, grads))
            failed = l;
    }
    if (m_wholeOnHelper) {
        waitForHelper.second = nullptr;
        m_helper->drain();
        failed = helperDivergence(failed);
    }
    if (failed != 0)
        divergence = Divergence{0, failed, Divergence::Stage::Backward};
}

template struct Parameters<double>;
template struct Parameters<float>;
template class InitialWeights<double>;
template class InitialWeights<float>;
template Parameters<double> initialParameters<double>(const ModelConfig &);
template Parameters<float> initialParameters<float>(const ModelConfig &);
template class PlainNetwork<double>;
template class PlainNetwork<float>;

} // namespace gradflow
