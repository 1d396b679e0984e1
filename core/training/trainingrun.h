#pragma once

#include "core/engine/kernels/secondcore.h"
#include "core/training/corechoice.h"
#include "core/training/network.h"
#include "core/training/optimizer.h"
#include "core/training/trainer.h"

#include <memory>
#include <optional>
#include <vector>

namespace gradflow {

// One training run, step by step (train() runs it to the end). Tests step it and read the
// parameters between steps.
template<typename Scalar>
class TrainingRun
{
public:
    // The configuration and settings must be valid (train() checks them).
    TrainingRun(const ModelConfig &config, const TrainSettings &settings, const TrainCallbacks &callbacks);
    ~TrainingRun();
    TrainingRun(const TrainingRun &) = delete;
    TrainingRun &operator=(const TrainingRun &) = delete;

    // Step t (1-based, in order): loss, gradients, clip, update; records into result(). Does
    // nothing more once the run has diverged. Throws Cancelled when cancelled.
    void step(int t);
    // Every step, progress after each, then the final loss.
    TrainResult run();

    const Parameters<Scalar> &parameters() const { return m_p; }
    const Parameters<Scalar> &change() const { return m_opt.change(); }
    const Task<Scalar> &task() const { return m_task; }
    const TrainResult &result() const { return m_r; }
    // The choice between two cores and one its steps follow (null where there is none to make).
    const CoreChoice *coreChoice() const { return m_choice; }

private:
    void takeStep(int t);
    void poll() const;
    bool diverged(std::optional<Divergence> &d, int t);
    void predictFirstStep(const std::vector<double> &gradNorms, double lr, double factor);
    void snapshot(int t, const std::vector<double> &gradNorms);

    const ModelConfig m_c; // copies: the network and the optimizer refer to them
    const TrainSettings m_s;
    const TrainCallbacks m_cb;
    Parameters<Scalar> m_p, m_grads;
    Task<Scalar> m_task;
    // The calling thread's second core, kept from run to run (null where one thread does the run).
    SecondCoreThread *m_helper;
    // It also takes half the norms and the update where it forms the weight gradients whole (at
    // the large sizes, memory-bound halves measured slower: docs/performance.md); else null.
    SecondCoreThread *m_elementwiseHelper;
    SecondCoreThread *m_stepHelper; // the step's: m_elementwiseHelper, or null where it runs on one core
    // Where m_elementwiseHelper is set, steps are timed both ways and go the faster
    // (the thread's choice for this network, kept from run to run); else null.
    CoreChoice *m_choice;
    PlainNetwork<Scalar> m_net;
    OptimizerState<Scalar> m_opt;
    std::vector<int> m_grid;
    std::vector<double> m_start; // log10 ||W_0|| per tensor
    std::vector<UpdateOutcome> m_outcomes;
    TrainResult m_r;
};

// PyTorch's clip_grad_norm_ factor: limit / (norm + 1e-6), at most 1 (1 for no limit).
double clipFactor(double limit, double log10Norm);

// Step t's entries in r's per-step series: the loss before the update, the global gradient norm
// (log10), the clip factor and the learning rate.
void recordStep(TrainResult &r, int t, double loss, double log10GlobalNorm, double clipFactor, double lr);

// The first tensor whose update left the range, if one did.
std::optional<std::size_t> firstNonFinite(const std::vector<UpdateOutcome> &outcomes);

} // namespace gradflow
