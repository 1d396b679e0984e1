#pragma once

#include <cstdint>
#include <vector>

namespace gradflow {

// The transformer's task: next-token prediction on sequences that repeat themselves. Each of
// the batch's sequences has seqLen + 1 tokens: the first h = ceil((seqLen + 1) / 2) drawn
// uniformly from the vocabulary, then those h again from the start, cut at seqLen + 1. The
// model reads tokens 0..seqLen-1 and is scored on tokens 1..seqLen. The first half cannot be
// predicted (its loss stays near log V); the second half can, but only by attending back h
// positions to the token after the current one's earlier copy: a task attention must learn
// and an MLP alone cannot. Drawn from its own seed, one stream per sequence, so neither the
// network's seed nor its init changes it, and a longer batch keeps its first sequences.
constexpr std::uint64_t kTokenTaskSeed = 0x70c3e75a11ULL;

struct TokenTask
{
    int batch = 0, seqLen = 0;
    std::vector<int> tokens; // batch x (seqLen + 1), sequence by sequence

    int input(int sequence, int position) const { return tokens[std::size_t(sequence) * (seqLen + 1) + position]; }
    int target(int sequence, int position) const { return input(sequence, position + 1); }
};

TokenTask makeTokenTask(int batch, int seqLen, int vocab);

} // namespace gradflow
