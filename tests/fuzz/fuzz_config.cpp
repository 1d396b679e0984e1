// libFuzzer target: any bytes as a configuration file. What --config and File > Open read must
// either refuse the text with std::invalid_argument (the message the user sees) or give a
// configuration that validates, survives a save/open round trip unchanged, and, where it is
// small enough to run here, computes without a NaN or +infinity anywhere in its results.
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "fuzzchecks.h"

#include "core/model/presets.h"
#include "core/report/serialization.h"

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>

using namespace gradflow;
using fuzzchecks::require;

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
    const char *target = "fuzz_config";
    const std::string text(reinterpret_cast<const char *>(data), size);
    ModelConfig config;
    RunSettings run;
    try {
        applyConfigJson(text, config, run, "fuzz");
    } catch (const std::invalid_argument &e) {
        require(std::string(e.what()).find("fuzz") != std::string::npos, target,
                "a refusal that does not name its source", text);
        return 0;
    }
    fuzzchecks::validates(config, run, target, text);
    // Saved and opened again, it is the same configuration.
    const std::string saved = configToJson(config, run);
    ModelConfig reopened;
    RunSettings runReopened;
    applyConfigJson(saved, reopened, runReopened, "round trip");
    require(configToJson(reopened, runReopened) == saved, target, "save/open changed the configuration", text);
    fuzzchecks::computesWithoutNan(config, run, target, text);
    return 0;
}
