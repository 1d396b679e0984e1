#pragma once

#include "core/model/config.h"
#include "core/engine/kernels/products.h"
#include "core/engine/scaled.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace gradflow {

// How a configuration's weights are drawn. Zero, Ones, MinusOnes: every weight the same (zero
// and constant init).
enum class DrawKind { Normal, Uniform, Orthogonal, Zero, Ones, MinusOnes };

DrawKind drawKind(const ModelConfig &c);
bool hasBias(const ModelConfig &c);

// Weights are stored as unit draws Z (standard normal, uniform in (-1, 1), or orthogonal) and
// W = multiplier * Z, so a change of scale reuses the draws and never touches the matrices.
double log10WeightMultiplier(const ModelConfig &c);

// Whether the weight draws are worth sharing with a second core.
bool drawsInParallel(const ModelConfig &c);

// Double width x width matrices an orthogonal draw holds besides its output: the Gaussian
// matrix factorized in place, and Q before its cast when the output is float.
constexpr std::int64_t kOrthogonalScratchMatrices = 2;

template<typename Scalar>
using RowVec = Eigen::Matrix<Scalar, 1, Eigen::Dynamic>;

// A cached weight packed for the kernels, as the pass multiplies by it: h W and g W^T.
template<typename Scalar>
struct PackedWeight
{
    products::PackedFactor<Scalar> forward, backward;
};

// The random draws of one configuration, kept between recomputes.
template<typename Scalar>
struct Draws
{
    std::uint64_t seed = 0;
    int width = 0, batch = 0;
    DrawKind kind = DrawKind::Normal;
    bool valid = false;
    Mat<Scalar> input;
    std::vector<Mat<Scalar>> weights;         // cached blocks, index l - 1
    std::vector<PackedWeight<Scalar>> packed; // beside weights, filled by the pass where its plan packs them
    std::vector<RowVec<Scalar>> biases;
    Mat<Scalar> headWeight;
    RowVec<Scalar> headBias;
    std::int64_t drawn = 0;
    // Test hook (Probe::failWeightDrawOnce): the layer whose next weight draw throws
    // std::bad_alloc, as out of memory would; cleared by that throw. 0: none.
    std::atomic<int> failOnce{0};

    // Draws what `c` needs and the cache lacks: the input, the biases, the head; forgets draws
    // of another seed, width or kind, and the packed forms when the plan keeps none.
    void prepare(const ModelConfig &c, bool cacheWeights, bool packWeights);

    // Layer l's draws: cached, or drawn into scratch (identical either way). With a second core,
    // a layer drawn into the cache brings the next one (up to `depth`), drawn there meanwhile:
    // each layer has its own stream, so the values are the same.
    const Mat<Scalar> &weight(int l, bool cacheWeights, Mat<Scalar> &scratch, int depth, products::SecondCore *second);

    // Layer l's packed forms if `w` is its cached weight itself (not a copy, nor another matrix),
    // else null.
    PackedWeight<Scalar> *packedWeight(int l, const Mat<Scalar> &w);

private:
    void forgetWeights(size_t keep);
    void drawNextCached(products::SecondCore *second);
    void drawLayer(int l, Mat<Scalar> &out);
};

} // namespace gradflow
