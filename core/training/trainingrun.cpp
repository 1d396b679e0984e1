#include "core/training/trainingrun.h"

#include "core/analysis/clipping.h"
#include "core/engine/engine.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <memory>

namespace gradflow {

double clipFactor(double limit, double log10Norm)
{
    if (limit <= 0.0)
        return 1.0;
    if (log10Norm > 300.0) // the norm itself would overflow a double
        return std::pow(10.0, std::log10(limit) - log10Norm);
    return std::min(1.0, limit / (std::pow(10.0, log10Norm) + 1e-6));
}

void recordStep(TrainResult &r, int t, double loss, double log10GlobalNorm, double clipFactor, double lr)
{
    r.loss.push_back(loss);
    r.log10GlobalGradNorm.push_back(log10GlobalNorm);
    r.clipFactor.push_back(clipFactor);
    r.learningRate.push_back(lr);
    r.stepsDone = t;
}

std::optional<std::size_t> firstNonFinite(const std::vector<UpdateOutcome> &outcomes)
{
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        if (!outcomes[i].finite)
            return i;
    }
    return std::nullopt;
}

namespace {

// The norms of every parameter tensor, weights and biases: clip_grad_norm_'s parts.
template<typename Scalar>
std::vector<double> gradientParts(const Parameters<Scalar> &grads, const std::vector<double> &weightNorms)
{
    std::vector<double> parts = weightNorms;
    const std::vector<double> biases = log10Norms(grads.biases);
    parts.insert(parts.end(), biases.begin(), biases.end());
    return parts;
}

// The calling thread's second core for training, where the run uses one. It is kept from run to
// run, as the engine keeps the pass's: no run waits for a thread to start, and its fall-back
// remembers a busy machine (a slider's drag starts a run every few milliseconds).
SecondCoreThread *helperFor(const ModelConfig &c)
{
    if (!products::useSecondCore(double(c.batch) * c.width * c.width) && !weightGradientsOnHelper(c))
        return nullptr;
    thread_local std::unique_ptr<SecondCoreThread> helper;
    if (!helper)
        helper = std::make_unique<SecondCoreThread>();
    return helper.get();
}

// The calling thread's choice between two cores and one for this network's steps: kept from run
// to run while the network's shape and the optimizer stay, since each way's time is this step's.
CoreChoice *choiceFor(const ModelConfig &c, const TrainSettings &s)
{
    struct Kept
    {
        ModelConfig shape;
        Optimizer optimizer = Optimizer::Sgd;
        CoreChoice choice;
    };
    thread_local std::unique_ptr<Kept> kept;
    ModelConfig shape = c;
    shape.seed = 0; // the draws do not change a step's time
    if (!kept || kept->shape != shape || kept->optimizer != s.optimizer)
        kept = std::make_unique<Kept>(Kept{shape, s.optimizer, CoreChoice()});
    return &kept->choice;
}

} // namespace

template<typename Scalar>
TrainingRun<Scalar>::TrainingRun(const ModelConfig &c, const TrainSettings &s, const TrainCallbacks &cb)
    : m_c(c), m_s(s), m_cb(cb), m_p(initialParameters<Scalar>(c)), m_task(makeTask<Scalar>(c.width, c.batch)),
      m_helper(helperFor(c)), m_elementwiseHelper(weightGradientsOnHelper(c) ? m_helper : nullptr),
      m_stepHelper(m_elementwiseHelper), m_choice(m_elementwiseHelper ? choiceFor(c, s) : nullptr), m_net(c, m_helper),
      m_opt(s, m_p), m_grid(recordedSteps(s.steps))
{
    m_r.config = c;
    m_r.settings = s;
    m_r.log10UnitRoundoff = std::log10(double(std::numeric_limits<Scalar>::epsilon()) / 2.0);
    m_start = log10Norms(m_p.weights);
    if (m_helper)
        m_helper->setShortJobs(weightGradientsOnHelper(c));
}

// Every step drains its jobs; the time until the next run is not this run's, so the fall-back's
// window closes unread.
template<typename Scalar>
TrainingRun<Scalar>::~TrainingRun()
{
    if (m_helper)
        m_helper->passEnded();
}

template<typename Scalar>
TrainResult TrainingRun<Scalar>::run()
{
    const auto started = std::chrono::steady_clock::now();
    for (int t = 1; t <= m_s.steps && !m_r.divergence; ++t) {
        step(t);
        m_r.computeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
        if (m_cb.progress)
            m_cb.progress(m_r);
    }
    if (!m_r.divergence) {
        std::optional<Divergence> ignored;
        if (const auto loss = m_net.forward(m_p, m_task, ignored, [this] { poll(); }))
            m_r.finalLoss = double(*loss);
    }
    return std::move(m_r);
}

// On two cores or one as m_choice says where the helper takes a step's small jobs (the lesson's
// sizes); the larger sizes split each product and leave the choice to the fall-back.
template<typename Scalar>
void TrainingRun<Scalar>::step(int t)
{
    if (!m_elementwiseHelper || SecondCoreThread::handoffs() != SecondCoreThread::Handoffs::Adaptive) {
        takeStep(t); // no choice to make, or one made for the whole process (tests, benchmarks)
        return;
    }
    const bool timed = t > 1; // the first step touches the run's memory for the first time
    const bool two = timed ? m_choice->twoCores() : m_choice->preferTwo();
    m_net.handWeightGradients(two);
    m_stepHelper = two ? m_elementwiseHelper : nullptr;
    const auto started = std::chrono::steady_clock::now();
    takeStep(t);
    if (timed)
        m_choice->record(two,
                         std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
}

template<typename Scalar>
void TrainingRun<Scalar>::poll() const
{
    if (m_cb.isCancelled && m_cb.isCancelled())
        throw Cancelled();
}

template<typename Scalar>
bool TrainingRun<Scalar>::diverged(std::optional<Divergence> &d, int t)
{
    if (!d)
        return false;
    d->step = t;
    m_r.divergence = d;
    return true;
}

template<typename Scalar>
void TrainingRun<Scalar>::takeStep(int t)
{
    if (m_r.divergence)
        return;
    poll();
    std::optional<Divergence> d;
    const auto loss = m_net.forward(m_p, m_task, d, [this] { poll(); });
    if (diverged(d, t))
        return;
    m_net.backward(m_p, m_task, m_grads, d, [this] { poll(); });
    if (diverged(d, t))
        return;
    const std::vector<double> weightNorms = log10Norms(m_grads.weights, m_stepHelper);
    const double global = log10GlobalNorm(gradientParts(m_grads, weightNorms));
    const double factor = clipFactor(m_s.clipLimit, global);
    const double lr = learningRateAt(m_s, t);
    if (t == 1)
        predictFirstStep(weightNorms, lr, factor);
    const bool record = std::binary_search(m_grid.begin(), m_grid.end(), t);
    m_opt.step(m_p, m_grads, lr, factor, record, m_outcomes, m_stepHelper);
    recordStep(m_r, t, double(*loss), global, factor, lr);
    if (const auto i = firstNonFinite(m_outcomes)) {
        m_r.divergence = Divergence{t, int(*i) + 1, Divergence::Stage::Update};
        return;
    }
    if (record)
        snapshot(t, weightNorms);
}

// The first step's size from the gradient at initialization. SGD's and momentum's (whose buffer
// starts as the gradient) is lr * factor * ||g||. Adam's bias corrections cancel at step 1, so each
// entry moves lr * |f g| / (|f g| + eps): about lr, whatever the gradient's size.
template<typename Scalar>
void TrainingRun<Scalar>::predictFirstStep(const std::vector<double> &gradNorms, double lr, double factor)
{
    for (size_t i = 0; i < gradNorms.size(); ++i) {
        double log10Step = std::log10(lr) + std::log10(factor) + gradNorms[i];
        if (m_s.optimizer == Optimizer::Adam) {
            const Eigen::ArrayXXd g = m_grads.weights[i].template cast<double>().array().abs() * factor;
            log10Step = std::log10(lr) + log10Norm((g / (g + m_s.adamEps)).matrix());
        }
        m_r.log10FirstStepPrediction.push_back(log10Ratio(log10Step, m_start[i]));
    }
}

template<typename Scalar>
void TrainingRun<Scalar>::snapshot(int t, const std::vector<double> &gradNorms)
{
    LayerSnapshot s;
    s.step = t;
    s.log10GradNorm = gradNorms;
    const std::vector<double> changes = log10Norms(m_opt.change().weights), weights = log10Norms(m_p.weights);
    for (size_t i = 0; i < m_p.weights.size(); ++i) {
        const double change = log10Ratio(changes[i], m_start[i]);
        s.log10RelativeChange.push_back(change);
        s.log10UpdateRatio.push_back(log10Ratio(m_outcomes[i].log10UpdateNorm, weights[i]));
        s.lost.push_back(std::isfinite(change) && change < m_r.log10UnitRoundoff);
    }
    m_r.snapshots.push_back(std::move(s));
}

template class TrainingRun<double>;
template class TrainingRun<float>;

} // namespace gradflow
