// libFuzzer target: random bounded configurations straight into the engine. Every reported
// magnitude is a finite log10 value or an explicit zero (-inf), never NaN or +inf; the layer
// counts are right; a configuration either fits its --max-memory (and its plan says so) or is
// refused up front with MemoryLimitError. Sizes stay small so each run takes milliseconds; the
// scales span the whole allowed range (10^-300 to 10^300), eps includes 0, residual scales 0.
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "core/model/config.h"
#include "core/engine/engine.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

using namespace gradflow;

namespace {

// Reads the input as a stream of choices; past its end every choice is 0.
class Choices
{
public:
    Choices(const std::uint8_t *data, std::size_t size) : m_data(data), m_size(size) { }
    std::uint64_t bits(int count)
    {
        std::uint64_t v = 0;
        for (int i = 0; i < count; i += 8)
            v = (v << 8) | (m_pos < m_size ? m_data[m_pos++] : 0);
        return count >= 64 ? v : v & ((std::uint64_t(1) << count) - 1);
    }
    int pick(int n) { return int(bits(16) % std::uint64_t(n)); }
    int between(int low, int high) { return low + pick(high - low + 1); }
    double uniform(double low, double high) { return low + (high - low) * double(bits(32)) / 4294967295.0; }

private:
    const std::uint8_t *m_data;
    std::size_t m_size, m_pos = 0;
};

void require(bool ok, const char *what, const ModelConfig &c, const RunSettings &run)
{
    if (ok)
        return;
    std::fprintf(stderr,
                 "fuzz_core: %s\nconfiguration: %s, width %d, batch %d, norm %s %s, eps %g, %s, loss %s, seed %llu, "
                 "init-std %g, init-scale %g, residual-scale %g, max-memory %lld\n",
                 what, describe(c).c_str(), c.width, c.batch, toString(c.norm).c_str(), toString(c.normPlace).c_str(),
                 c.normEps, toString(c.precision).c_str(), toString(c.loss).c_str(), (unsigned long long)c.seed,
                 c.initStd, c.initScale, c.residualScale, (long long)run.maxMemoryBytes);
    std::abort();
}

bool finiteOrZero(double v) { return std::isfinite(v) || v == -INFINITY; }

ModelConfig configFrom(Choices &in, RunSettings &run)
{
    ModelConfig c;
    c.depth = in.between(1, 24);
    c.width = in.between(1, 40);
    c.batch = in.between(1, 24);
    c.activation = Activation(in.pick(int(activationNames().size())));
    c.init = Init(in.pick(int(initNames().size())));
    c.initStd = std::pow(10.0, in.uniform(-300, 300));
    c.initScale = std::pow(10.0, in.uniform(-300, 300));
    c.residual = in.bits(1);
    c.residualRule = ResidualScaleRule(in.pick(3));
    c.residualScale = in.bits(3) == 0 ? 0.0 : std::pow(10.0, in.uniform(-6, 6));
    c.norm = Norm(in.pick(int(normNames().size())));
    c.normPlace = NormPlace(in.pick(2));
    const int eps = in.pick(4);
    c.normEps = eps == 0 ? -1.0 : eps == 1 ? 0.0 : std::pow(10.0, in.uniform(-12, 0));
    c.head = in.bits(1);
    c.loss = Loss(in.pick(int(lossNames().size())));
    c.seed = in.bits(64);
    c.precision = Precision(in.pick(2));
    run.clipLimit = std::pow(10.0, in.uniform(-300, 300));
    run.maxMemoryBytes = (std::int64_t(1) << 20) + std::int64_t(in.bits(24)) * 4; // 1 MiB .. 65 MiB
    return c;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Choices in(data, size);
    RunSettings run;
    const ModelConfig c = configFrom(in, run);
    try {
        validate(c);
        validate(run);
    } catch (const std::invalid_argument &) {
        require(false, "a configuration inside every limit refused by validate()", c, run);
    }
    static Engine engine;
    Result r;
    try {
        r = engine.compute(c, run);
    } catch (const MemoryLimitError &e) {
        require(e.neededBytes > run.maxMemoryBytes && e.limitBytes == run.maxMemoryBytes,
                "a memory refusal with wrong figures", c, run);
        return 0;
    }
    require(r.plan.estimateBytes <= run.maxMemoryBytes && r.plan.minimumBytes <= r.plan.estimateBytes,
            "a plan over its --max-memory", c, run);
    require(int(r.log10SignalRms.size()) == c.depth + 1 && int(r.log10GradNorm.size()) == c.depth + 1
                && int(r.log10WeightGradNorm.size()) == c.depth,
            "wrong number of layers", c, run);
    for (const auto *values : {&r.log10SignalRms, &r.log10GradNorm, &r.log10WeightGradNorm})
        for (double v : *values)
            require(finiteOrZero(v), "NaN or +inf in a per-layer value", c, run);
    require(finiteOrZero(r.log10GlobalWeightGradNorm) && finiteOrZero(r.log10ClipFactor) && finiteOrZero(r.log10Loss),
            "NaN or +inf in the summary", c, run);
    if (r.log10HeadWeightGradNorm)
        require(finiteOrZero(*r.log10HeadWeightGradNorm), "NaN or +inf in the head's gradient", c, run);
    require(!r.log10Rho || std::isfinite(*r.log10Rho), "a non-finite rho", c, run);
    return 0;
}
