#include "core/engine/draws.h"

#include "core/engine/activation.h"
#include "core/engine/random.h"

#include <Eigen/QR>

#include <algorithm>
#include <cmath>
#include <new>
#include <type_traits>

namespace gradflow {

DrawKind drawKind(const ModelConfig &c)
{
    if (c.init == Init::Zero || (c.init == Init::Constant && c.initConstant == 0.0))
        return DrawKind::Zero;
    if (c.init == Init::Constant)
        return c.initConstant > 0 ? DrawKind::Ones : DrawKind::MinusOnes;
    if (c.init == Init::TorchDefault)
        return DrawKind::Uniform;
    if (c.init == Init::Orthogonal)
        return DrawKind::Orthogonal;
    return DrawKind::Normal;
}

bool hasBias(const ModelConfig &c) { return c.init == Init::TorchDefault; }

double log10WeightMultiplier(const ModelConfig &c)
{
    switch (drawKind(c)) {
    case DrawKind::Uniform:
        return -0.5 * std::log10(double(c.width)); // PyTorch's nn.Linear bound 1/sqrt(fan_in)
    case DrawKind::Orthogonal:
        return std::log10(effectiveOrthogonalGain(c));
    case DrawKind::Ones:
    case DrawKind::MinusOnes:
        return std::log10(std::fabs(c.initConstant));
    case DrawKind::Zero:
        return 0.0;
    case DrawKind::Normal:
        break;
    }
    return std::log10(weightStd(c));
}

namespace {

constexpr std::uint64_t kHeadStream = 0xffffffffULL;

// Orthogonal as PyTorch makes it: Q of a Gaussian matrix's QR, signs fixed by R's diagonal.
// The factorization works in place and Q is formed in the output (double) or one scratch
// matrix (float): kOrthogonalScratchMatrices doubles of width^2 beside `out`, as planned.
template<typename Scalar>
void drawOrthogonal(Random &rng, int width, Mat<Scalar> &out)
{
    Eigen::MatrixXd gaussian(width, width);
    rng.fillNormal(gaussian.data(), gaussian.size());
    Eigen::HouseholderQR<Eigen::Ref<Eigen::MatrixXd>> qr(gaussian);
    auto fixSigns = [&](auto &q) {
        for (int j = 0; j < width; ++j) {
            if (gaussian(j, j) < 0) // R's diagonal
                q.col(j) = -q.col(j);
        }
    };
    if constexpr (std::is_same_v<Scalar, double>) {
        out = qr.householderQ();
        fixSigns(out);
    } else {
        Eigen::MatrixXd q = qr.householderQ();
        fixSigns(q);
        out = q.cast<Scalar>();
    }
}

template<typename Scalar>
void drawWeight(std::uint64_t seed, std::uint64_t stream, std::uint64_t purpose, DrawKind kind, int width,
                Mat<Scalar> &out)
{
    Random rng(seed, stream, purpose);
    out.resize(width, width);
    if (kind == DrawKind::Uniform) {
        rng.fillSymmetric(out.data(), out.size());
        return;
    }
    if (kind == DrawKind::Zero || kind == DrawKind::Ones || kind == DrawKind::MinusOnes) {
        out.setConstant(kind == DrawKind::Zero ? Scalar(0) : kind == DrawKind::Ones ? Scalar(1) : Scalar(-1));
        return;
    }
    if (kind == DrawKind::Normal) {
        rng.fillNormal(out.data(), out.size());
        return;
    }
    drawOrthogonal(rng, width, out);
}

template<typename Scalar>
void drawBias(std::uint64_t seed, std::uint64_t stream, std::uint64_t purpose, int width, RowVec<Scalar> &out)
{
    Random rng(seed, stream, purpose);
    out.resize(width);
    rng.fillSymmetric(out.data(), out.size());
    out *= Scalar(1.0 / std::sqrt(double(width)));
}

// Whether the weight draws are worth sharing with a second core: random ones, and large enough
// that a hand-off costs less than the half it saves (measured with bench/run; docs/performance.md).
constexpr std::int64_t kParallelDrawValues = 4096;

void drainQuietly(products::SecondCore &second)
{
    try {
        second.drain();
    } catch (...) {
        // the caller leaves with the first exception already
    }
}

} // namespace

bool drawsInParallel(const ModelConfig &c)
{
    const DrawKind k = drawKind(c);
    const bool random = k == DrawKind::Normal || k == DrawKind::Uniform || k == DrawKind::Orthogonal;
    return random && std::int64_t(c.width) * c.width >= kParallelDrawValues;
}

template<typename Scalar>
void Draws<Scalar>::prepare(const ModelConfig &c, bool cacheWeights, bool packWeights)
{
    const DrawKind k = drawKind(c);
    if (!valid || seed != c.seed || width != c.width || kind != k) {
        forgetWeights(0);
        biases.clear();
        headWeight.resize(0, 0);
        headBias.resize(0);
    }
    if (!valid || seed != c.seed || width != c.width || batch != c.batch) {
        Random rng(c.seed, 0, Random::Input);
        input.resize(c.batch, c.width);
        rng.fillNormal(input.data(), input.size());
    }
    seed = c.seed;
    width = c.width;
    batch = c.batch;
    kind = k;
    valid = true;
    if (!cacheWeights)
        forgetWeights(0);
    else if (int(weights.size()) > c.depth)
        forgetWeights(size_t(c.depth));
    if (!packWeights)
        packed.clear(); // memory the plan no longer counts
    if (hasBias(c)) {
        for (int l = int(biases.size()) + 1; l <= c.depth; ++l) {
            biases.emplace_back();
            drawBias(seed, std::uint64_t(l), Random::Bias, width, biases.back());
        }
        if (c.head && headBias.size() == 0)
            drawBias(seed, kHeadStream, Random::HeadBias, width, headBias);
    }
    if (c.head && headWeight.size() == 0) {
        drawWeight(seed, kHeadStream, Random::HeadWeight, kind, width, headWeight);
        ++drawn;
    }
}

template<typename Scalar>
const Mat<Scalar> &Draws<Scalar>::weight(int l, bool cacheWeights, Mat<Scalar> &scratch, int depth,
                                         products::SecondCore *second)
{
    if (cacheWeights) {
        while (int(weights.size()) < l)
            drawNextCached(second && int(weights.size()) + 2 <= depth ? second : nullptr);
        return weights[size_t(l - 1)];
    }
    drawLayer(l, scratch);
    ++drawn;
    return scratch;
}

template<typename Scalar>
PackedWeight<Scalar> *Draws<Scalar>::packedWeight(int l, const Mat<Scalar> &w)
{
    if (l < 1 || size_t(l) > weights.size() || &w != &weights[size_t(l - 1)])
        return nullptr;
    packed.resize(weights.size());
    return &packed[size_t(l - 1)];
}

// Keeps the first `keep` cached weights and their packed forms.
template<typename Scalar>
void Draws<Scalar>::forgetWeights(size_t keep)
{
    weights.resize(std::min(keep, weights.size()));
    packed.resize(std::min(keep, packed.size()));
}

// Layer l's weight draw; may run on the second core.
template<typename Scalar>
void Draws<Scalar>::drawLayer(int l, Mat<Scalar> &out)
{
    int failing = l;
    if (failOnce.compare_exchange_strong(failing, 0))
        throw std::bad_alloc();
    drawWeight(seed, std::uint64_t(l), Random::Weight, kind, width, out);
}

// Appends the next cached layer, and the one after it on `second` when given. A failed draw
// leaves the cache as it was.
template<typename Scalar>
void Draws<Scalar>::drawNextCached(products::SecondCore *second)
{
    const size_t first = weights.size();
    weights.resize(first + (second ? 2 : 1));
    // Allocated here, not on the second core: memory a helper thread allocates stays in its
    // own malloc arena after this thread frees it (the slider storm grew 38 MB that way).
    for (size_t i = first; i < weights.size(); ++i)
        weights[i].resize(width, width);
    try {
        if (second)
            second->push([this, first] { drawLayer(int(first) + 2, weights[first + 1]); });
        drawLayer(int(first) + 1, weights[first]);
        if (second)
            second->drain();
    } catch (...) {
        if (second)
            drainQuietly(*second);
        forgetWeights(first);
        throw;
    }
    drawn += second ? 2 : 1;
}

template struct Draws<double>;
template struct Draws<float>;

} // namespace gradflow
