#include "core/transformer/tokentask.h"

#include "core/engine/random.h"

#include <algorithm>

namespace gradflow {

TokenTask makeTokenTask(int batch, int seqLen, int vocab)
{
    TokenTask task;
    task.batch = batch;
    task.seqLen = seqLen;
    const int length = seqLen + 1, half = (length + 1) / 2;
    task.tokens.resize(std::size_t(batch) * length);
    for (int b = 0; b < batch; ++b) {
        Random rng(kTokenTaskSeed, std::uint64_t(b), Random::Tokens);
        int *row = task.tokens.data() + std::size_t(b) * length;
        for (int t = 0; t < half; ++t)
            row[t] = std::min(vocab - 1, int(rng.uniform() * vocab));
        for (int t = half; t < length; ++t)
            row[t] = row[t - half];
    }
    return task;
}

} // namespace gradflow
