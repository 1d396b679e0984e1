#include "core/report/networkfile.h"

#include "core/engine/draws.h"
#include "core/engine/memoryplan.h"
#include "core/report/npz.h"
#include "core/report/serialization.h"
#include "core/training/network.h"
#include "core/training/task.h"

#include <algorithm>

namespace gradflow {

namespace {

// Bytes of the central directory's line for one array, with its name, about; and the writer's
// buffer of small pieces.
constexpr std::int64_t kDirectoryEntryBytes = 128;
constexpr std::int64_t kPendingWriteBytes = 64 * 1024;

template<typename Scalar>
void writeArrays(const ModelConfig &c, NpzWriter &out)
{
    const std::int64_t w = c.width, b = c.batch;
    {
        const Task<Scalar> task = makeTask<Scalar>(c.width, c.batch); // gone before the first weight
        out.matrix("input", {b, w}, task.input.data());
        out.matrix("target", {b, w}, task.target.data());
    }
    InitialWeights<Scalar> initial(c);
    for (size_t i = 0; i < initial.count(); ++i) {
        const bool head = int(i) == c.depth;
        const std::string suffix = head ? "" : "_" + std::to_string(i + 1);
        out.matrix((head ? "head_weight" : "weight") + suffix, {w, w}, initial.weight(i).data());
        if (const RowVec<Scalar> *bias = initial.bias(i))
            out.matrix((head ? "head_bias" : "bias") + suffix, {w}, bias->data());
    }
}

} // namespace

std::int64_t networkFileBytes(const ModelConfig &c)
{
    const std::int64_t scalar = c.precision == Precision::Float ? 4 : 8, w = c.width, b = c.batch;
    const std::int64_t tensors = c.depth + (c.head ? 1 : 0);
    // First the task, gone before the first weight: a teacher matrix and its scaled copy, x, the
    // product, the hidden layer and y in double, and the two arrays the file takes.
    const std::int64_t task = 2 * w * w * 8 + 4 * b * w * 8 + 2 * b * w * scalar;
    // Then InitialWeights: the engine's input and every bias (counted always), and one weight at
    // a time, its draw and its scaled copy, with an orthogonal draw's double scratch.
    const std::int64_t orthogonal = drawKind(c) == DrawKind::Orthogonal ? kOrthogonalScratchMatrices * w * w * 8 : 0;
    const std::int64_t layer = b * w * scalar + tensors * w * scalar + 2 * w * w * scalar + orthogonal;
    return std::max(task, layer) + tensors * 2 * kDirectoryEntryBytes + kPendingWriteBytes;
}

void planNetworkFile(const ModelConfig &c, const RunSettings &run)
{
    const std::int64_t needed = networkFileBytes(c);
    if (needed > run.maxMemoryBytes)
        throw MemoryLimitError("writing this network's file needs about " + memorySizeText(needed) + " (depth "
                                   + std::to_string(c.depth) + ", width " + std::to_string(c.width) + ", "
                                   + toString(c.precision) + ") but the limit is " + memorySizeText(run.maxMemoryBytes)
                                   + "; raise the limit or reduce depth or width",
                               needed, run.maxMemoryBytes);
}

void writeNetworkNpz(const ModelConfig &c, const RunSettings &run, const ByteSink &sink)
{
    planNetworkFile(c, run);
    NpzWriter out(sink);
    if (c.precision == Precision::Float)
        writeArrays<float>(c, out);
    else
        writeArrays<double>(c, out);
    out.text("config", configToJson(c, run));
    out.finish();
}

} // namespace gradflow
