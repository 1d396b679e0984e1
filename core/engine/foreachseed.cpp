#include "core/engine/foreachseed.h"

#include "core/numbers/constants.h" // kMaxSeeds

#include <cstdint>
#include <stdexcept>
#include <string>

namespace gradflow {

void forEachSeed(const ModelConfig &config, int count, const Callbacks &callbacks,
                 const std::function<void(const ModelConfig &seeded, const Callbacks &perSeed)> &pass)
{
    if (count < 1 || count > kMaxSeeds)
        throw std::invalid_argument("--seeds: " + std::to_string(count) + " is out of range; allowed: 1 to "
                                    + std::to_string(kMaxSeeds));
    for (int i = 0; i < count; ++i) {
        ModelConfig c = config;
        c.seed = config.seed + std::uint64_t(i); // wraps at 2^64, like any unsigned seed
        Callbacks perSeed;
        perSeed.isCancelled = callbacks.isCancelled;
        if (callbacks.progress) {
            perSeed.progress = [&callbacks, i, count](int done, int total) {
                callbacks.progress(i * total + done, count * total);
            };
        }
        pass(c, perSeed);
    }
}

} // namespace gradflow
