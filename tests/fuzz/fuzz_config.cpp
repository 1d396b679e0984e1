// libFuzzer target: any bytes as a configuration file. What --config and File > Open read must
// either refuse the text with std::invalid_argument (the message the user sees) or give a
// configuration that validates, survives a save/open round trip unchanged, and, where it is
// small enough to run here, computes without a NaN or +infinity anywhere in its results.
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "core/model/config.h"
#include "core/engine/engine.h"
#include "core/model/presets.h"
#include "core/report/serialization.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>

using namespace gradflow;

namespace {

void require(bool ok, const char *what, const std::string &input)
{
    if (ok)
        return;
    std::fprintf(stderr, "fuzz_config: %s\ninput: %s\n", what, input.c_str());
    std::abort();
}

bool noNanOrPlusInf(double v) { return !std::isnan(v) && v != INFINITY; }

} // namespace

// With GRADFLOW_FUZZ_SEEDS=DIR, writes every preset's configuration file there first: the
// seed corpus is what the app itself saves.
extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    if (const char *dir = std::getenv("GRADFLOW_FUZZ_SEEDS")) {
        for (const Preset &p : presets())
            std::ofstream(std::string(dir) + "/preset-" + p.name + ".json") << configToJson(p.config, RunSettings{});
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    ModelConfig config;
    RunSettings runSettings;
    try {
        applyConfigJson(text, config, runSettings, "fuzz");
    } catch (const std::invalid_argument &e) {
        require(std::string(e.what()).find("fuzz") != std::string::npos, "a refusal that does not name its source", text);
        return 0;
    }
    try {
        validate(config);
        validate(runSettings);
    } catch (const std::invalid_argument &e) {
        require(false, "a configuration accepted by the reader but refused by validate()", text);
    }
    // Saved and opened again, it is the same configuration.
    const std::string saved = configToJson(config, runSettings);
    ModelConfig reopened;
    RunSettings runReopened;
    applyConfigJson(saved, reopened, runReopened, "round trip");
    require(configToJson(reopened, runReopened) == saved, "save/open changed the configuration", text);

    // Run what is cheap enough for a fuzzer (a few hundred thousand multiply-adds).
    const double work = double(config.depth) * config.width * (double(config.width) + config.batch) * config.batch;
    if (work > 2e6)
        return 0;
    RunSettings run = runSettings;
    run.maxMemoryBytes = std::min<std::int64_t>(run.maxMemoryBytes, std::int64_t(64) << 20);
    static Engine engine;
    Result r;
    try {
        r = engine.compute(config, run);
    } catch (const std::invalid_argument &) {
        return 0; // over the memory limit: refused up front, as the CLI does
    }
    for (const auto *values : {&r.log10SignalRms, &r.log10GradNorm, &r.log10WeightGradNorm})
        for (double v : *values)
            require(noNanOrPlusInf(v), "NaN or +inf in a per-layer value", text);
    require(noNanOrPlusInf(r.log10GlobalWeightGradNorm) && noNanOrPlusInf(r.log10ClipFactor), "NaN or +inf in the summary", text);
    require(int(r.log10GradNorm.size()) == config.depth + 1, "wrong number of layers", text);
    return 0;
}
