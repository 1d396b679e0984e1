// libFuzzer target: argument vectors of a training run: "--train-json -" (or "--train-csv -",
// "--view training --export t.png") and then the input's arguments (split at NUL bytes), which
// the seeds fill with --steps, --lr, --warmup, --optimizer, --clip and the model options.
// parseCommandLine must refuse with one printable line, or give training settings that
// validate; where the run is small (a few thousand multiply-adds a step, at most 20 steps) it
// trains, and every loss is finite or the run says where it diverged.
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "argvfuzz.h"

#include "core/training/trainer.h"

#include <cmath>
#include <stdexcept>

using namespace gradflow;

namespace {

const char *const kTarget = "fuzz_trainoptions";

void require(bool ok, const char *what, const QStringList &arguments)
{
    argvfuzz::require(ok, kTarget, what, arguments);
}

// A short run of a small network: its losses are finite up to where it diverged.
void trainsWithoutNan(const CliOptions &o, const QStringList &arguments)
{
    const ModelConfig &c = o.config;
    const TrainSettings s = trainSettings(o);
    const double work = double(c.depth) * c.width * double(c.width) * c.batch * s.steps;
    if (work > 2e6 || s.steps > 20 || o.mode == CliOptions::Mode::Export)
        return;
    TrainResult r;
    try {
        r = train(c, o.run, s);
    } catch (const std::invalid_argument &) {
        return; // refused up front (its memory plan)
    }
    for (double loss : r.loss)
        require(std::isfinite(loss) || r.divergence.has_value(), "a non-finite loss without a divergence", arguments);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QStringList modes[] = {
        {"--train-json", "-"}, {"--train-csv", "-"}, {"--view", "training", "--export", "t.png"}};
    const QStringList arguments = argvfuzz::withMode(data, size, modes);
    if (!argvfuzz::staysInside(arguments))
        return 0;
    const std::optional<CliOptions> options = argvfuzz::parsed(kTarget, arguments);
    if (!options)
        return 0;
    try {
        validate(trainSettings(*options));
    } catch (const std::invalid_argument &) {
        require(false, "training settings accepted by the parser but refused by validate()", arguments);
    }
    trainsWithoutNan(*options, arguments);
    return 0;
}
