#include "core/transformer/transformerpass.h"

#include "core/engine/kernels/secondcore.h"
#include "core/model/options.h"
#include "core/transformer/block.h"
#include "core/transformer/logits.h"
#include "core/transformer/tokentask.h"
#include "core/transformer/transformerplan.h"

#include <chrono>
#include <cmath>

namespace gradflow {

namespace {

std::optional<double> finiteLog(double log10Value)
{
    return std::isfinite(log10Value) ? std::optional<double>(log10Value) : std::nullopt;
}

std::optional<double> log10Of(double value)
{
    return std::isfinite(value) && value > 0 ? std::optional<double>(std::log10(value)) : std::nullopt;
}

template<typename Scalar>
std::optional<double> log10Rms(const Mat<Scalar> &x)
{
    return finiteLog(log10Frobenius(x) - 0.5 * std::log10(double(x.size())));
}

// sqrt of the summed squares of norms, in log10; absent when any is absent.
std::optional<double> combined(const std::vector<MatrixGradNorm> &matrices)
{
    double sum = 0.0;
    for (const MatrixGradNorm &m : matrices) {
        if (!m.log10Norm)
            return std::nullopt;
        sum += std::pow(10.0, 2.0 * *m.log10Norm);
    }
    return log10Of(std::sqrt(sum));
}

template<typename Scalar>
class Pass
{
public:
    Pass(const ModelConfig &config, WeightStore<Scalar> &weights, const TransformerPlan &plan,
         products::SecondCore *second, const Callbacks &callbacks, TransformerResult &result,
         WeightGrads<Scalar> *grads = nullptr)
        : m_ctx{config, transformerSizes(config), weights, Scalar(effectiveNormEps(config)), second, {}, {}, {}, {},
                grads},
          m_plan(plan), m_callbacks(callbacks), m_result(result)
    {
        const TransformerSizes &s = m_ctx.sizes;
        m_task = makeTokenTask(s.batch, s.seqLen, s.vocab);
        m_caches.resize(plan.keepActivations ? s.blocks : 1);
        if (!plan.keepActivations)
            m_inputs.resize(s.blocks);
        result.rows.resize(2 * std::size_t(s.blocks) + 2);
        const auto name = [&result](std::size_t row, int block, SubLayer sublayer) {
            SubLayerRow named;
            named.block = block;
            named.sublayer = sublayer;
            result.rows[row] = named;
        };
        name(0, 0, SubLayer::Embed);
        for (int b = 1; b <= s.blocks; ++b) {
            name(2 * std::size_t(b) - 1, b, SubLayer::Attn);
            name(2 * std::size_t(b), b, SubLayer::Mlp);
        }
        name(result.rows.size() - 1, s.blocks + 1, SubLayer::Final);
        result.attentionEntropy.assign(s.blocks, 0.0);
        result.uniformEntropy = uniformAttentionEntropy(s.seqLen);
    }

    void run()
    {
        if (forward())
            backward();
    }

private:
    SubLayerRow &row(int block, SubLayer sublayer)
    {
        if (sublayer == SubLayer::Embed)
            return m_result.rows.front();
        if (sublayer == SubLayer::Final)
            return m_result.rows.back();
        return m_result.rows[2 * block - (sublayer == SubLayer::Attn ? 1 : 0)];
    }

    void poll(int done)
    {
        if (m_callbacks.isCancelled && m_callbacks.isCancelled())
            throw Cancelled();
        if (m_callbacks.progress)
            m_callbacks.progress(done, 2 * m_ctx.sizes.blocks + 2);
    }

    // The stream's RMS into the row; false (and the place recorded) where it left the range:
    // an entry not finite, or the sub-layer's norm met a variance that overflowed (its
    // 1/sqrt(var + eps) then 0 or not finite, and its output zero or NaN).
    bool record(const Mat<Scalar> &x, int block, SubLayer sublayer, const plain::NormState<Scalar> *norm = nullptr)
    {
        const bool normInRange =
            !norm || m_ctx.config.norm == Norm::None || (norm->r.allFinite() && (norm->r.array() > Scalar(0)).all());
        if (!x.allFinite() || !normInRange) {
            m_result.leftRange = LeftRange{false, block, sublayer};
            return false;
        }
        row(block, sublayer).log10Rms = log10Rms(x);
        return true;
    }

    void embed()
    {
        const TransformerSizes &s = m_ctx.sizes;
        m_x.resize(s.tokens(), s.width);
        const Mat<Scalar> &e = m_ctx.weights.get({0, WeightKind::Embeddings});
        for (int b = 0; b < s.batch; ++b)
            for (int t = 0; t < s.seqLen; ++t)
                m_x.row(Eigen::Index(b) * s.seqLen + t) = e.row(m_task.input(b, t));
        if (!s.learnedPositions)
            return;
        const Mat<Scalar> &p = m_ctx.weights.get({0, WeightKind::Positions});
        for (int b = 0; b < s.batch; ++b)
            m_x.middleRows(Eigen::Index(b) * s.seqLen, s.seqLen) += p;
    }

    BlockCache<Scalar> &cacheOf(int block) { return m_caches[m_plan.keepActivations ? block - 1 : 0]; }

    bool forward()
    {
        embed();
        if (!record(m_x, 0, SubLayer::Embed))
            return false;
        for (int b = 1; b <= m_ctx.sizes.blocks; ++b) {
            poll(b - 1);
            if (!m_plan.keepActivations)
                m_inputs[b - 1] = m_x;
            blockForward(m_ctx, b, m_x, cacheOf(b), m_afterAttn);
            m_result.attentionEntropy[b - 1] = cacheOf(b).attn.entropy;
            if (!record(m_afterAttn, b, SubLayer::Attn, &cacheOf(b).attnSub.norm)
                || !record(m_x, b, SubLayer::Mlp, &cacheOf(b).mlpSub.norm))
                return false;
        }
        poll(m_ctx.sizes.blocks);
        return finalForward();
    }

    bool finalNormed() const { return m_ctx.config.normPlace == NormPlace::Pre && m_ctx.config.norm != Norm::None; }

    bool finalForward()
    {
        if (finalNormed())
            plain::normForward(m_ctx.config.norm, m_ctx.eps, m_x, m_finalNorm);
        else
            m_finalNorm.y = m_x;
        const int last = m_ctx.sizes.blocks + 1;
        if (!record(m_finalNorm.y, last, SubLayer::Final, finalNormed() ? &m_finalNorm : nullptr))
            return false;
        products::multiply(m_finalNorm.y, m_ctx.weights.get({0, WeightKind::Head}), true, m_logits, m_ctx.second);
        const double loss = crossEntropyInPlace(m_logits, m_task);
        if (!std::isfinite(loss)) {
            m_result.leftRange = LeftRange{false, last, SubLayer::Final};
            return false;
        }
        m_result.loss = loss;
        return true;
    }

    void leftBackward(int block, SubLayer sublayer) { m_result.leftRange = LeftRange{true, block, sublayer}; }

    void backward();
    bool headBackward(Mat<Scalar> &dx);
    void keepEmbedGradients(const Mat<Scalar> &dx, const Mat<Scalar> &dPositions);
    void embedBackward(const Mat<Scalar> &dx);
    void setBlockRows(int block, const BlockGrads &g, bool complete);

    PassContext<Scalar> m_ctx;
    TransformerPlan m_plan;
    const Callbacks &m_callbacks;
    TransformerResult &m_result;
    TokenTask m_task;
    std::vector<BlockCache<Scalar>> m_caches;
    std::vector<Mat<Scalar>> m_inputs; // each block's input, when its forward is recomputed
    Mat<Scalar> m_x, m_afterAttn, m_logits;
    plain::NormState<Scalar> m_finalNorm;
};

template<typename Scalar>
bool Pass<Scalar>::headBackward(Mat<Scalar> &dx)
{
    const int last = m_ctx.sizes.blocks + 1;
    SubLayerRow &final = row(last, SubLayer::Final);
    m_ctx.norms.newInput();
    final.matrices = {{WeightKind::Head, log10Of(m_ctx.norms.norm(m_finalNorm.y, m_logits))}};
    final.log10WeightGradNorm = combined(final.matrices);
    if (m_ctx.grads) // the head's gradient dlogits^T y; a tied head's is the embeddings' first part
        products::multiplyTransposedA(
            m_logits, m_finalNorm.y,
            (*m_ctx.grads)[{0, int(m_ctx.sizes.tiedHead ? WeightKind::Embeddings : WeightKind::Head)}]);
    Mat<Scalar> dy;
    products::multiply(m_logits, m_ctx.weights.get({0, WeightKind::Head}), false, dy, m_ctx.second);
    m_logits.resize(0, 0);
    final.log10GradNorm = finiteLog(log10Frobenius(dy));
    if (!dy.allFinite()) {
        leftBackward(last, SubLayer::Final);
        return false;
    }
    if (finalNormed())
        plain::normBackward(m_ctx.config.norm, m_finalNorm, dy, dx);
    else
        dx = dy;
    if (!dx.allFinite()) {
        leftBackward(m_ctx.sizes.blocks, SubLayer::Mlp);
        return false;
    }
    return true;
}

template<typename Scalar>
void Pass<Scalar>::setBlockRows(int block, const BlockGrads &g, bool complete)
{
    SubLayerRow &attn = row(block, SubLayer::Attn), &mlp = row(block, SubLayer::Mlp);
    mlp.log10GradNorm = finiteLog(g.log10AfterMlp);
    mlp.matrices.clear();
    for (WeightKind k : {WeightKind::Up, WeightKind::Gate, WeightKind::Down}) {
        if (k != WeightKind::Gate || m_ctx.sizes.gated)
            mlp.matrices.push_back({k, log10Of(g.weight[int(k)])});
    }
    mlp.log10WeightGradNorm = combined(mlp.matrices);
    if (!complete)
        return;
    attn.log10GradNorm = finiteLog(g.log10AfterAttn);
    attn.matrices.clear();
    for (WeightKind k : {WeightKind::Query, WeightKind::Key, WeightKind::Value, WeightKind::Output})
        attn.matrices.push_back({k, log10Of(g.weight[int(k)])});
    attn.log10WeightGradNorm = combined(attn.matrices);
}

template<typename Scalar>
void Pass<Scalar>::backward()
{
    Mat<Scalar> dx;
    if (!headBackward(dx))
        return;
    const int blocks = m_ctx.sizes.blocks;
    for (int b = blocks; b >= 1; --b) {
        poll(2 * blocks + 1 - b);
        if (!m_plan.keepActivations) {
            m_x = m_inputs[b - 1];
            blockForward(m_ctx, b, m_x, cacheOf(b), m_afterAttn);
        }
        BlockGrads g;
        bool leftAtAttn = false;
        const bool ok = blockBackward(m_ctx, b, cacheOf(b), dx, g, leftAtAttn);
        setBlockRows(b, g, ok || !leftAtAttn);
        if (!ok) {
            leftBackward(leftAtAttn ? b : b - 1, leftAtAttn ? SubLayer::Attn : b > 1 ? SubLayer::Mlp : SubLayer::Embed);
            return;
        }
    }
    embedBackward(dx);
}

template<typename Scalar>
void Pass<Scalar>::embedBackward(const Mat<Scalar> &dx)
{
    const TransformerSizes &s = m_ctx.sizes;
    SubLayerRow &embedRow = row(0, SubLayer::Embed);
    embedRow.log10GradNorm = finiteLog(log10Frobenius(dx));
    // The embeddings' gradient: each token's rows summed into its one row.
    std::vector<int> slot(std::size_t(s.vocab), -1);
    Mat<Scalar> dEmbed = Mat<Scalar>::Zero(s.tokens(), s.width), dPositions = Mat<Scalar>::Zero(s.seqLen, s.width);
    int used = 0;
    for (int b = 0; b < s.batch; ++b) {
        for (int t = 0; t < s.seqLen; ++t) {
            const Eigen::Index n = Eigen::Index(b) * s.seqLen + t;
            int &k = slot[std::size_t(m_task.input(b, t))];
            if (k < 0)
                k = used++;
            dEmbed.row(k) += dx.row(n);
            dPositions.row(t) += dx.row(n);
        }
    }
    embedRow.matrices = {{WeightKind::Embeddings, finiteLog(log10Frobenius(dEmbed))}};
    if (m_ctx.grads)
        keepEmbedGradients(dx, dPositions);
    if (s.learnedPositions)
        embedRow.matrices.push_back({WeightKind::Positions, finiteLog(log10Frobenius(dPositions))});
    embedRow.log10WeightGradNorm = combined(embedRow.matrices);
}

// Training's gradients of the embeddings (each token's rows summed into its row, over the tied
// head's part when tied) and of the learned positions.
template<typename Scalar>
void Pass<Scalar>::keepEmbedGradients(const Mat<Scalar> &dx, const Mat<Scalar> &dPositions)
{
    const TransformerSizes &s = m_ctx.sizes;
    Mat<Scalar> &dEmbed = (*m_ctx.grads)[{0, int(WeightKind::Embeddings)}];
    if (!s.tiedHead)
        dEmbed.setZero(s.vocab, s.width);
    for (int b = 0; b < s.batch; ++b)
        for (int t = 0; t < s.seqLen; ++t)
            dEmbed.row(m_task.input(b, t)) += dx.row(Eigen::Index(b) * s.seqLen + t);
    if (s.learnedPositions)
        (*m_ctx.grads)[{0, int(WeightKind::Positions)}] = dPositions;
}

template<typename Scalar>
void runPass(const ModelConfig &config, WeightStore<Scalar> &weights, const TransformerPlan &plan,
             SecondCoreThread &second, const Callbacks &callbacks, TransformerResult &result)
{
    // The second core takes a share of the products' columns where they are large enough to gain.
    const TransformerSizes s = transformerSizes(config);
    const bool split = products::useSecondCore(double(s.tokens()) * s.width * s.width);
    try {
        Pass<Scalar>(config, weights, plan, split ? &second : nullptr, callbacks, result).run();
    } catch (...) {
        second.passEnded();
        throw;
    }
    second.passEnded();
}

} // namespace

struct TransformerEngine::Impl
{
    std::unique_ptr<WeightStore<double>> doubles;
    std::unique_ptr<WeightStore<float>> floats;
    std::int64_t drawnBefore = 0;
    SecondCoreThread second;

    template<typename Scalar>
    WeightStore<Scalar> &store(std::unique_ptr<WeightStore<Scalar>> &kept, const ModelConfig &config, bool keep)
    {
        if (!kept || !kept->drawsOf(config, keep)) {
            if (kept)
                drawnBefore += kept->matricesDrawn();
            kept.reset(); // the old draws go before the new ones come
            kept = std::make_unique<WeightStore<Scalar>>(config, keep);
        }
        return *kept;
    }
};

TransformerEngine::TransformerEngine() : m_impl(std::make_unique<Impl>()) { }
TransformerEngine::~TransformerEngine() = default;

std::int64_t TransformerEngine::matricesDrawn() const
{
    return m_impl->drawnBefore + (m_impl->doubles ? m_impl->doubles->matricesDrawn() : 0)
           + (m_impl->floats ? m_impl->floats->matricesDrawn() : 0);
}

TransformerResult TransformerEngine::compute(const ModelConfig &config, const RunSettings &run,
                                             const Callbacks &callbacks)
{
    if (config.architecture != Architecture::Transformer)
        throw std::invalid_argument("architecture: the transformer pass needs --architecture transformer");
    validate(config);
    validate(run);
    const TransformerPlan plan = planTransformerMemory(config, run);
    const auto start = std::chrono::steady_clock::now();
    TransformerResult result;
    result.config = config;
    result.run = run;
    result.memoryBytes = plan.estimateBytes;
    result.weightsKept = plan.keepWeights;
    result.activationsKept = plan.keepActivations;
    if (config.precision == Precision::Float) {
        m_impl->doubles.reset();
        runPass(config, m_impl->store(m_impl->floats, config, plan.keepWeights), plan, m_impl->second, callbacks,
                result);
    } else {
        m_impl->floats.reset();
        runPass(config, m_impl->store(m_impl->doubles, config, plan.keepWeights), plan, m_impl->second, callbacks,
                result);
    }
    result.computeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return result;
}

template<typename Scalar>
TransformerResult transformerGradients(const ModelConfig &config, WeightStore<Scalar> &weights,
                                       WeightGrads<Scalar> &grads, const Callbacks &callbacks)
{
    TransformerPlan plan; // every weight and activation kept: training has checked the memory
    TransformerResult result;
    result.config = config;
    grads.clear();
    Pass<Scalar>(config, weights, plan, nullptr, callbacks, result, &grads)
        .run(); // one thread: training steps are small
    return result;
}

template TransformerResult transformerGradients<double>(const ModelConfig &, WeightStore<double> &,
                                                        WeightGrads<double> &, const Callbacks &);
template TransformerResult transformerGradients<float>(const ModelConfig &, WeightStore<float> &, WeightGrads<float> &,
                                                       const Callbacks &);

TransformerResult transformerPass(const ModelConfig &config, const RunSettings &run, const Callbacks &callbacks)
{
    return TransformerEngine().compute(config, run, callbacks);
}

} // namespace gradflow
