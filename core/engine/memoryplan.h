#pragma once

#include "core/model/config.h"
#include "core/model/options.h" // OptionError, which MemoryLimitError is
#include "core/model/result.h"

#include <cstdint>
#include <string>

namespace gradflow {

// Thrown by planMemory() (and so by Engine::compute()) when even the smallest plan exceeds
// run.maxMemoryBytes: an error of the option max-memory. The window words its own from the
// figures, since it has no limit to raise.
class MemoryLimitError : public OptionError
{
public:
    MemoryLimitError(const std::string &problem, std::int64_t needed, std::int64_t limit)
        : OptionError("max-memory", problem), neededBytes(needed), limitBytes(limit)
    {
    }
    std::int64_t neededBytes, limitBytes;
};

// The memory a configuration will take: whether every layer's activations are stored or
// checkpointed (and every how many layers), and whether the weight draws are cached. Throws
// MemoryLimitError when even the smallest plan exceeds run.maxMemoryBytes (the message gives
// the estimate).
MemoryPlan planMemory(const ModelConfig &config, const RunSettings &run);

} // namespace gradflow
