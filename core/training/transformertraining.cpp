#include "core/training/transformertraining.h"

#include "core/analysis/clipping.h"
#include "core/engine/memoryplan.h"
#include "core/model/options.h"
#include "core/training/optimizer.h"
#include "core/training/trainingrun.h"
#include "core/transformer/transformerpass.h"
#include "core/transformer/transformerplan.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <sstream>
#include <utility>

namespace gradflow {

namespace {

Divergence divergenceAt(const TransformerResult &r, int step)
{
    if (!r.leftRange)
        return Divergence{step, 0, Divergence::Stage::Loss};
    const LeftRange &at = *r.leftRange;
    const bool loss = !at.backward && at.sublayer == SubLayer::Final;
    return Divergence{step, at.block,
                      loss          ? Divergence::Stage::Loss
                      : at.backward ? Divergence::Stage::Backward
                                    : Divergence::Stage::Forward};
}

// Matrices gathered as the Training tab's charts read layers: block l's at index l - 1, and
// everything outside the blocks (embeddings, positions, head) at index L, where the dense
// network's head follows its layers.
int groupOf(const WeightId &id, int blocks) { return id.block >= 1 ? id.block - 1 : blocks; }

// log10 of each group's norm, its matrices' norms (log10) taken together.
std::vector<double> groupNorms(const std::vector<WeightId> &ids, const std::vector<double> &norms, int blocks)
{
    std::vector<std::vector<double>> parts(size_t(blocks) + 1);
    for (size_t i = 0; i < ids.size(); ++i)
        parts[size_t(groupOf(ids[i], blocks))].push_back(norms[i]);
    std::vector<double> out;
    for (const auto &group : parts)
        out.push_back(log10GlobalNorm(group));
    return out;
}

template<typename Scalar>
class TransformerRun
{
public:
    TransformerRun(const ModelConfig &c, const TrainSettings &s, const TrainCallbacks &cb)
        : m_c(c), m_s(s), m_cb(cb), m_store(c, true), m_ids(transformerWeights(transformerSizes(c))), m_p(start()),
          m_opt(m_s, m_p), m_grid(recordedSteps(s.steps))
    {
        m_r.config = c;
        m_r.settings = s;
        m_r.log10UnitRoundoff = std::log10(double(std::numeric_limits<Scalar>::epsilon()) / 2.0);
        m_start = groupNorms(m_ids, matrixNorms(m_p.weights), c.depth);
    }

    TrainResult run()
    {
        const auto started = std::chrono::steady_clock::now();
        for (int t = 1; t <= m_s.steps && !m_r.divergence; ++t) {
            step(t);
            m_r.computeMs =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
            if (m_cb.progress)
                m_cb.progress(m_r);
        }
        if (!m_r.divergence) {
            const TransformerResult last = pass();
            if (!last.leftRange && last.loss)
                m_r.finalLoss = *last.loss;
        }
        return m_r;
    }

private:
    // Every matrix drawn as the pass at initialization draws it. The store keeps a second set
    // that pass() swaps with these, so neither is ever empty (an empty one would be drawn again).
    Parameters<Scalar> start()
    {
        Parameters<Scalar> p;
        for (const WeightId &id : m_ids)
            p.weights.push_back(m_store.held(id));
        return p;
    }

    // The parameters and the store's second set change places: twice gives each back.
    void swapWithStore()
    {
        for (std::size_t i = 0; i < m_ids.size(); ++i)
            std::swap(m_store.held(m_ids[i]), m_p.weights[i]);
    }

    // The pass at the current parameters, lent to the store for its duration.
    TransformerResult pass()
    {
        Callbacks callbacks;
        callbacks.isCancelled = m_cb.isCancelled;
        swapWithStore();
        TransformerResult r;
        try {
            r = transformerGradients(m_c, m_store, m_grads, callbacks);
        } catch (...) {
            swapWithStore();
            throw;
        }
        swapWithStore();
        return r;
    }

    void step(int t)
    {
        const TransformerResult r = pass();
        if (r.leftRange || !r.loss) {
            m_r.divergence = divergenceAt(r, t);
            return;
        }
        Parameters<Scalar> grads;
        std::vector<double> norms;
        for (const WeightId &id : m_ids) {
            grads.weights.push_back(std::move(m_grads[{id.block, int(id.kind)}]));
            norms.push_back(log10Norm(grads.weights.back()));
        }
        const double global = log10GlobalNorm(norms);
        const double factor = clipFactor(m_s.clipLimit, global);
        const double lr = learningRateAt(m_s, t);
        if (t == 1)
            predictFirstStep(grads, norms, lr, factor);
        const bool record = std::binary_search(m_grid.begin(), m_grid.end(), t);
        std::vector<UpdateOutcome> outcomes;
        m_opt.step(m_p, grads, lr, factor, record, outcomes);
        recordStep(m_r, t, *r.loss, global, factor, lr);
        if (const auto i = firstNonFinite(outcomes)) {
            m_r.divergence = Divergence{t, m_ids[*i].block, Divergence::Stage::Update};
            return;
        }
        if (record)
            snapshot(t, norms, outcomes);
    }

    static std::vector<double> matrixNorms(const std::vector<Mat<Scalar>> &matrices)
    {
        std::vector<double> out;
        for (const auto &m : matrices)
            out.push_back(log10Norm(m));
        return out;
    }

    // Each group's first step relative to its weights, as the dense run predicts a layer's:
    // lr * factor * ||g|| for SGD and momentum, lr * ||f g / (|f g| + eps)|| for Adam.
    void predictFirstStep(const Parameters<Scalar> &grads, const std::vector<double> &gradNorms, double lr,
                          double factor)
    {
        std::vector<double> steps;
        for (size_t i = 0; i < grads.weights.size(); ++i) {
            if (m_s.optimizer != Optimizer::Adam) {
                steps.push_back(std::log10(lr) + std::log10(factor) + gradNorms[i]);
                continue;
            }
            const Eigen::ArrayXXd g = grads.weights[i].template cast<double>().array().abs() * factor;
            steps.push_back(std::log10(lr) + log10Norm((g / (g + m_s.adamEps)).matrix()));
        }
        const std::vector<double> grouped = groupNorms(m_ids, steps, m_c.depth);
        for (size_t g = 0; g < grouped.size(); ++g)
            m_r.log10FirstStepPrediction.push_back(log10Ratio(grouped[g], m_start[g]));
    }

    void snapshot(int t, const std::vector<double> &gradNorms, const std::vector<UpdateOutcome> &outcomes)
    {
        std::vector<double> updates;
        for (const UpdateOutcome &o : outcomes)
            updates.push_back(o.log10UpdateNorm);
        const std::vector<double> change = groupNorms(m_ids, matrixNorms(m_opt.change().weights), m_c.depth);
        const std::vector<double> now = groupNorms(m_ids, matrixNorms(m_p.weights), m_c.depth);
        const std::vector<double> update = groupNorms(m_ids, updates, m_c.depth);
        LayerSnapshot s;
        s.step = t;
        s.log10GradNorm = groupNorms(m_ids, gradNorms, m_c.depth);
        for (size_t g = 0; g < change.size(); ++g) {
            const double relative = log10Ratio(change[g], m_start[g]);
            s.log10RelativeChange.push_back(relative);
            s.log10UpdateRatio.push_back(log10Ratio(update[g], now[g]));
            s.lost.push_back(std::isfinite(relative) && relative < m_r.log10UnitRoundoff);
        }
        m_r.snapshots.push_back(std::move(s));
    }

    const ModelConfig &m_c;
    const TrainSettings &m_s;
    const TrainCallbacks &m_cb;
    WeightStore<Scalar> m_store;
    std::vector<WeightId> m_ids;
    Parameters<Scalar> m_p;
    OptimizerState<Scalar> m_opt;
    WeightGrads<Scalar> m_grads;
    std::vector<int> m_grid;     // the steps whose per-block numbers are kept
    std::vector<double> m_start; // log10 ||W_0|| per group (groupOf)
    TrainResult m_r;
};

void checkMemory(const ModelConfig &c, const RunSettings &run, const TrainSettings &s)
{
    const std::int64_t needed = transformerTrainingBytes(c, s);
    if (needed <= run.maxMemoryBytes)
        return;
    std::ostringstream out;
    out << "training this transformer needs about " << memorySizeText(needed) << " (" << c.depth << " blocks, width "
        << c.width << ", vocab " << c.transformer.vocab << ", " << toString(s.optimizer) << ") but the limit is "
        << memorySizeText(run.maxMemoryBytes) << "; raise the limit or reduce depth, width, vocab, batch or seq-len";
    throw MemoryLimitError(out.str(), needed, run.maxMemoryBytes);
}

} // namespace

std::int64_t transformerTrainingBytes(const ModelConfig &c, const TrainSettings &s)
{
    const std::int64_t pass = transformerPlanBytes(c, true, true);
    const std::int64_t weights = transformerPlanBytes(c, true, true) - transformerPlanBytes(c, false, true);
    // the store's second set, gradients, the change kept apart, and the optimizer's one or two buffers
    const int copies = 3 + (s.optimizer == Optimizer::Sgd ? 0 : s.optimizer == Optimizer::Momentum ? 1 : 2);
    return pass + std::max<std::int64_t>(weights, 0) * copies;
}

TrainResult trainTransformer(const ModelConfig &c, const RunSettings &run, const TrainSettings &s,
                             const TrainCallbacks &cb)
{
    validate(c);
    validate(run);
    validate(s);
    checkMemory(c, run, s);
    if (c.precision == Precision::Float)
        return TransformerRun<float>(c, s, cb).run();
    return TransformerRun<double>(c, s, cb).run();
}

} // namespace gradflow
