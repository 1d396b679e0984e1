#pragma once

// What the file fuzzers (configuration, session, tour files) hold every accepted file to: a
// failed check prints the target, what failed and the input, and aborts (libFuzzer keeps it).
#include "core/engine/engine.h"
#include "core/model/config.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace fuzzchecks {

inline void require(bool ok, const char *target, const char *what, const std::string &input)
{
    if (ok)
        return;
    std::fprintf(stderr, "%s: %s\ninput: %s\n", target, what, input.c_str());
    std::abort();
}

inline bool noNanOrPlusInf(double v) { return !std::isnan(v) && v != INFINITY; }

// Computes config under run where that is cheap enough for a fuzzer (a few hundred thousand
// multiply-adds, 64 MiB), as the window would on loading it: no NaN or +inf anywhere.
inline void computesWithoutNan(const gradflow::ModelConfig &config, const gradflow::RunSettings &runSettings,
                               const char *target, const std::string &input)
{
    using namespace gradflow;
    const double work = double(config.depth) * config.width * (double(config.width) + config.batch) * config.batch;
    if (work > 2e6)
        return;
    RunSettings run = runSettings;
    run.maxMemoryBytes = std::min<std::int64_t>(run.maxMemoryBytes, std::int64_t(64) << 20);
    static Engine engine;
    Result r;
    try {
        r = engine.compute(config, run);
    } catch (const std::invalid_argument &) {
        return; // over the memory limit: refused up front, as the command line does
    }
    for (const auto *values : {&r.log10SignalRms, &r.log10GradNorm, &r.log10WeightGradNorm})
        for (double v : *values)
            require(noNanOrPlusInf(v), target, "NaN or +inf in a per-layer value", input);
    require(noNanOrPlusInf(r.log10GlobalWeightGradNorm) && noNanOrPlusInf(r.log10ClipFactor), target,
            "NaN or +inf in the summary", input);
    require(int(r.log10GradNorm.size()) == config.depth + 1, target, "wrong number of layers", input);
}

// config and run pass validate(), as everything the readers accept must.
inline void validates(const gradflow::ModelConfig &config, const gradflow::RunSettings &run, const char *target,
                      const std::string &input)
{
    try {
        gradflow::validate(config);
        gradflow::validate(run);
    } catch (const std::invalid_argument &) {
        require(false, target, "a configuration accepted by the reader but refused by validate()", input);
    }
}

// out = read(), or a refusal (std::invalid_argument) whose message starts with source; returns
// whether the reader accepted the input.
template<typename T, typename Read>
bool readOrRefused(T &out, Read read, const char *source, const char *target, const std::string &input)
{
    try {
        out = read();
        return true;
    } catch (const std::invalid_argument &e) {
        require(std::string(e.what()).rfind(source, 0) == 0, target, "a refusal that does not start with its source",
                input);
        return false;
    }
}

} // namespace fuzzchecks
