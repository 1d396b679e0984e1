#include "core/lesson/initrules.h"

#include "core/engine/kernels/products.h"
#include "core/engine/random.h"
#include "core/lesson/measurehooks.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

constexpr std::int64_t kDrawChunk = std::int64_t(1) << 20; // normals between two polls
constexpr double kBlockMultiplyAdds = double(1 << 27);     // a product block's work between two polls

// Rows of x per block of the product: about kBlockMultiplyAdds each, never so few that the
// product loses its speed, and at most all the samples (at least 1). Not std::clamp: below 64
// samples its bounds would cross.
Eigen::Index blockRows(int fanIn, int fanOut, int samples)
{
    const double rows = kBlockMultiplyAdds / (double(fanIn) * double(fanOut));
    return Eigen::Index(std::min(std::max(rows, 64.0), double(std::max(samples, 1))));
}

// count normals from random into out, in chunks, the same numbers as one fillNormal; steps
// counts the work done so far (one per chunk) of total.
void drawPolled(Random random, double *out, std::int64_t count, const Callbacks &hooks, int &steps, int total)
{
    for (std::int64_t at = 0; at < count; at += kDrawChunk) {
        measureStep(hooks, steps++, total);
        random.fillNormal(out, std::min(kDrawChunk, count - at));
        out += std::min(kDrawChunk, count - at);
    }
}

int chunks(std::int64_t count) { return int((count + kDrawChunk - 1) / kDrawChunk); }

} // namespace

double unitSecondMomentAfterLinearRelu(int fanIn, int fanOut, int samples, std::uint64_t seed, const Callbacks &hooks)
{
    // The product runs on the CPU's widest kernels: the lesson's 4096 x 512 x 512 check in
    // milliseconds, so the window's Init view can measure it as it opens. It goes by blocks of
    // rows, so that a newer request stops it soon; y is whole, as lessonViewBytes counts it.
    Eigen::MatrixXd x(samples, fanIn), w(fanIn, fanOut), y(samples, fanOut), rows, block;
    const Eigen::Index perBlock = blockRows(fanIn, fanOut, samples);
    const int blocks = int((samples + perBlock - 1) / perBlock);
    const int total = chunks(x.size()) + chunks(w.size()) + blocks;
    int steps = 0;
    drawPolled(Random(seed, 0, Random::Input), x.data(), x.size(), hooks, steps, total);
    drawPolled(Random(seed, 0, Random::Weight), w.data(), w.size(), hooks, steps, total);
    for (Eigen::Index r = 0; r < samples; r += perBlock) {
        measureStep(hooks, steps++, total);
        rows = x.middleRows(r, std::min<Eigen::Index>(perBlock, samples - r));
        products::multiply(rows, w, false, block, nullptr);
        y.middleRows(r, rows.rows()) = block;
    }
    measureStep(hooks, total, total);
    return y.cwiseMax(0.0).squaredNorm() / double(y.size());
}

double secondMomentAfterLinearRelu(int fanIn, int fanOut, int samples, double stdev, std::uint64_t seed)
{
    return stdev * stdev * unitSecondMomentAfterLinearRelu(fanIn, fanOut, samples, seed);
}

} // namespace gradflow
