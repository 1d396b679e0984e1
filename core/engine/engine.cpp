#include "core/engine/engine.h"

#include "core/engine/draws.h"
#include "core/engine/memoryplan.h"
#include "core/engine/pass.h"
#include "core/engine/kernels/products.h"
#include "core/engine/kernels/secondcore.h"

#include <chrono>
#include <memory>
#include <stdexcept>

namespace gradflow {

// What an engine keeps between computes: the draws and buffers of each precision, and the
// second core's thread.
struct Engine::Impl
{
    Draws<double> drawsD;
    Draws<float> drawsF;
    Workspace<double> workD;
    Workspace<float> workF;
    std::unique_ptr<SecondCoreThread> helper; // started on first use, where there is a second core

    template<typename Scalar>
    Draws<Scalar> &draws();
    template<typename Scalar>
    Workspace<Scalar> &work();

    template<typename Scalar>
    Result run(const ModelConfig &c, const MemoryPlan &plan, const Callbacks &callbacks, const Probe *probe);
};

template<>
Draws<double> &Engine::Impl::draws<double>()
{
    return drawsD;
}
template<>
Draws<float> &Engine::Impl::draws<float>()
{
    return drawsF;
}
template<>
Workspace<double> &Engine::Impl::work<double>()
{
    return workD;
}
template<>
Workspace<float> &Engine::Impl::work<float>()
{
    return workF;
}

template<typename Scalar>
Result Engine::Impl::run(const ModelConfig &c, const MemoryPlan &plan, const Callbacks &callbacks, const Probe *probe)
{
    Draws<Scalar> &d = draws<Scalar>();
    d.prepare(c, plan.cacheWeights, plan.packWeights);
    d.failOnce = probe ? probe->failWeightDrawOnce : 0;
    if (probe && probe->input && (probe->input->rows() != c.batch || probe->input->cols() != c.width))
        throw std::invalid_argument("probe input: must be batch x width");
    const bool twoCores = products::useSecondCore(double(c.batch) * c.width * c.width);
    const bool drawOnTwo =
        products::threads() > 1 && plan.cacheWeights && int(d.weights.size()) < c.depth && drawsInParallel(c);
    if (!helper && (twoCores || drawOnTwo)) {
        Eigen::initParallel();
        helper = std::make_unique<SecondCoreThread>();
    }
    Pass<Scalar> pass(c, plan, d, work<Scalar>(), callbacks, probe, twoCores ? helper.get() : nullptr,
                      drawOnTwo ? helper.get() : nullptr);
    return pass.run();
}

Engine::Engine() : m_impl(std::make_unique<Impl>()) { }
Engine::~Engine() = default;

Result Engine::compute(const ModelConfig &config, const RunSettings &run, const Callbacks &callbacks,
                       const Probe *probe)
{
    validate(config);
    validate(run);
    const MemoryPlan plan = planMemory(config, run);
    const auto start = std::chrono::steady_clock::now();
    Result r = config.precision == Precision::Float ? m_impl->run<float>(config, plan, callbacks, probe)
                                                    : m_impl->run<double>(config, plan, callbacks, probe);
    r.computeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    r.run = run;
    applyClipLimit(r, run.clipLimit);
    return r;
}

void Engine::release() { m_impl = std::make_unique<Impl>(); }

std::int64_t Engine::weightMatricesDrawn() const { return m_impl->drawsD.drawn + m_impl->drawsF.drawn; }

} // namespace gradflow
