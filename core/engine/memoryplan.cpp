#include "core/engine/memoryplan.h"

#include "core/engine/draws.h"
#include "core/engine/kernels/products.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace gradflow {

namespace {

// At most this much memory goes to stored activations and cached draws, whatever the limit.
constexpr std::int64_t kCacheBudget = std::int64_t(768) << 20;

std::int64_t scalarBytes(const ModelConfig &c) { return c.precision == Precision::Float ? 4 : 8; }

int optimalSegment(std::int64_t depth, std::int64_t checkpointBytes, std::int64_t layerBytes)
{
    const double k = std::sqrt(double(depth) * double(checkpointBytes) / double(layerBytes));
    return int(std::clamp<double>(std::round(k), 1.0, double(depth)));
}

// The bytes a pass of `c` holds.
struct Footprint
{
    std::int64_t matrix = 0;   // one batch x width tensor
    std::int64_t weight = 0;   // one width x width matrix
    std::int64_t perLayer = 0; // one layer's cache
    std::int64_t fixed = 0;    // whatever the depth
};

Footprint footprint(const ModelConfig &c)
{
    Footprint f;
    const std::int64_t s = scalarBytes(c);
    f.matrix = std::int64_t(c.batch) * c.width * s;
    f.weight = std::int64_t(c.width) * c.width * s;
    f.perLayer = f.matrix * (c.norm == Norm::None ? 3 : 4); // u, slope, dz (+ norm)
    // Scratch tensors, the input draws, the weight-gradient product and one drawn weight; an
    // orthogonal draw's QR works in double beside it.
    const std::int64_t qrScratch =
        drawKind(c) == DrawKind::Orthogonal ? kOrthogonalScratchMatrices * std::int64_t(c.width) * c.width * 8 : 0;
    f.fixed = 14 * f.matrix + 3 * f.weight + (c.head ? f.weight : 0) + qrScratch;
    return f;
}

[[noreturn]] void refuse(const ModelConfig &c, std::int64_t needed, std::int64_t limit)
{
    std::ostringstream out;
    out << "this network needs at least " << memorySizeText(needed) << " (depth " << c.depth << ", width " << c.width
        << ", batch " << c.batch << ", " << toString(c.precision) << ") but the limit is " << memorySizeText(limit)
        << "; raise the limit or reduce depth, width or batch";
    throw MemoryLimitError(out.str(), needed, limit);
}

} // namespace

MemoryPlan planMemory(const ModelConfig &c, const RunSettings &run)
{
    const Footprint f = footprint(c);
    const std::int64_t L = c.depth;
    const int k = optimalSegment(L, f.matrix, f.perLayer);
    const std::int64_t checkpointed = (L + k - 1) / k * f.matrix + k * f.perLayer;
    const std::int64_t full = L * f.perLayer;
    const std::int64_t budget = std::min<std::int64_t>(run.maxMemoryBytes, kCacheBudget);

    MemoryPlan plan;
    plan.minimumBytes = f.fixed + std::min(full, checkpointed);
    if (plan.minimumBytes > run.maxMemoryBytes)
        refuse(c, plan.minimumBytes, run.maxMemoryBytes);
    const bool storeAll = f.fixed + full <= budget;
    plan.segmentLength = storeAll ? c.depth : k;
    plan.estimateBytes = f.fixed + (storeAll ? full : checkpointed);
    plan.cacheWeights = plan.estimateBytes + L * f.weight <= budget;
    if (plan.cacheWeights)
        plan.estimateBytes += L * f.weight;
    // Packed twice (h W, g W^T) where the products run on one thread: there packing is a
    // sizeable share of each product; a split product packs its own halves.
    const double layerProduct = double(c.batch) * double(c.width) * double(c.width);
    plan.packWeights = plan.cacheWeights && layerProduct < products::kSplitMultiplyAdds
                       && plan.estimateBytes + 2 * L * f.weight <= budget;
    if (plan.packWeights)
        plan.estimateBytes += 2 * L * f.weight;
    return plan;
}

} // namespace gradflow
