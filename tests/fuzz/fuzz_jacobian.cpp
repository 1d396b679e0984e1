// libFuzzer target: argument vectors of the Jacobian's modes: "--jacobian-csv -" (or
// "--view jacobian --json -", "--view jacobian --export j.png") and then the input's arguments
// (split at NUL bytes), which the seeds fill with --jacobian-example and the model options.
// parseCommandLine must refuse with one printable line, or give an example inside the batch;
// where the network is small (width 16, depth 30 at most) its spectrum is taken, and every layer
// holds width singular values, largest first, each finite or an exact zero (-inf), never NaN.
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "argvfuzz.h"

#include "core/engine/engine.h"
#include "core/jacobian/spectrum.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <stdexcept>

using namespace gradflow;

namespace {

const char *const kTarget = "fuzz_jacobian";

void require(bool ok, const char *what, const QStringList &arguments)
{
    argvfuzz::require(ok, kTarget, what, arguments);
}

void spectrumIsSound(const CliOptions &o, const QStringList &arguments)
{
    const ModelConfig &c = o.config;
    if (c.width > 16 || c.depth > 30 || c.batch > 64)
        return;
    RunSettings run = o.run;
    run.maxMemoryBytes = std::min<std::int64_t>(run.maxMemoryBytes, std::int64_t(64) << 20);
    static Engine engine;
    JacobianSpectrum s;
    try {
        s = jacobianSpectrum(engine, c, o.jacobianExample, run);
    } catch (const std::invalid_argument &) {
        return; // refused up front (its memory plan)
    }
    require(int(s.layers.size()) == c.depth, "not one spectrum per layer", arguments);
    for (const std::vector<double> &layer : s.layers) {
        require(int(layer.size()) == c.width, "not width singular values", arguments);
        require(std::is_sorted(layer.begin(), layer.end(), std::greater<double>()), "not largest first", arguments);
        for (double v : layer)
            require(!std::isnan(v) && v != INFINITY, "NaN or +inf among the singular values", arguments);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QStringList modes[] = {
        {"--jacobian-csv", "-"}, {"--view", "jacobian", "--json", "-"}, {"--view", "jacobian", "--export", "j.png"}};
    const QStringList arguments = argvfuzz::withMode(data, size, modes);
    if (!argvfuzz::staysInside(arguments))
        return 0;
    const std::optional<CliOptions> options = argvfuzz::parsed(kTarget, arguments);
    if (!options)
        return 0;
    require(options->jacobianExample >= 0 && options->jacobianExample < options->config.batch,
            "an example outside the batch", arguments);
    spectrumIsSound(*options, arguments);
    return 0;
}
