#include "core/report/networkfile.h"

#include "core/engine/memoryplan.h"

#include "core/report/npz.h"
#include "core/report/serialization.h"
#include "core/training/network.h"
#include "core/training/task.h"

namespace gradflow {

namespace {

template<typename Scalar>
std::vector<NpzArray> arrays(const ModelConfig &c)
{
    const Parameters<Scalar> p = initialParameters<Scalar>(c);
    const Task<Scalar> task = makeTask<Scalar>(c.width, c.batch);
    const std::int64_t w = c.width, b = c.batch;
    std::vector<NpzArray> out{npzMatrix("input", {b, w}, task.input.data()),
                              npzMatrix("target", {b, w}, task.target.data())};
    for (size_t i = 0; i < p.weights.size(); ++i) {
        const bool head = int(i) == c.depth;
        const std::string suffix = head ? "" : "_" + std::to_string(i + 1);
        out.push_back(npzMatrix((head ? "head_weight" : "weight") + suffix, {w, w}, p.weights[i].data()));
        if (!p.biases.empty())
            out.push_back(npzMatrix((head ? "head_bias" : "bias") + suffix, {w}, p.biases[i].data()));
    }
    return out;
}

} // namespace

std::int64_t networkFileBytes(const ModelConfig &c)
{
    const std::int64_t scalar = c.precision == Precision::Float ? 4 : 8, w = c.width;
    const std::int64_t tensors = c.depth + (c.head ? 1 : 0);
    const std::int64_t values = (2 * c.batch * w + tensors * (w * w + w)) * scalar; // biases counted always
    const std::int64_t teacher = 2 * w * w * 8 + 4 * c.batch * w * 8;
    return 4 * values + teacher;
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

std::string networkNpz(const ModelConfig &c, const RunSettings &run)
{
    planNetworkFile(c, run);
    std::vector<NpzArray> all = c.precision == Precision::Float ? arrays<float>(c) : arrays<double>(c);
    all.push_back(npzText("config", configToJson(c, run)));
    return npzArchive(all);
}

} // namespace gradflow
