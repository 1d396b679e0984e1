#pragma once

#include "core/engine/draws.h"
#include "core/engine/kernels/secondcore.h"
#include "core/model/blockplan.h"
#include "core/model/config.h"
#include "core/engine/plainnorm.h"
#include "core/training/task.h"
#include "core/training/trainresult.h"

#include <functional>
#include <optional>
#include <vector>

namespace gradflow {

// The trainable tensors of a network: blocks 1..L at index l - 1, then the head's (when the
// configuration has one) at index L. Biases only where the init draws them (torch-default).
template<typename Scalar>
struct Parameters
{
    std::vector<Mat<Scalar>> weights;   // width x width, applied as h W
    std::vector<RowVec<Scalar>> biases; // empty, or one per weight
};

// The network's starting point, the same weights the main view's pass uses: the engine's unit
// draws of this seed times the init's multiplier, rounded once to Scalar.
template<typename Scalar>
Parameters<Scalar> initialParameters(const ModelConfig &c);

// The same starting point one tensor at a time, each drawn when asked (each layer has its own
// stream, so the values are initialParameters()'s): what a writer needs that holds one layer.
// Holds the biases (a width each) and the head's draws; a weight lives until the next is asked.
template<typename Scalar>
class InitialWeights
{
public:
    explicit InitialWeights(const ModelConfig &c);
    // Index as Parameters': blocks 1..L at l - 1, the head at L.
    const Mat<Scalar> &weight(size_t index);
    const RowVec<Scalar> *bias(size_t index) const; // null where the init draws none
    size_t count() const { return size_t(m_c.depth) + (m_c.head ? 1 : 0); }

private:
    const ModelConfig m_c;
    const double m_multiplier;
    Draws<Scalar> m_draws;
    Mat<Scalar> m_scratch, m_weight;
};

// Whether training hands each layer's weight gradient u^T dz whole to a second core: where its
// products are too small to split between the cores (products.h) but large enough that the hand-off
// costs less than the product. The backward pass's chain dz W^T goes on meanwhile; nothing on it
// needs u^T dz.
bool weightGradientsOnHelper(const ModelConfig &c);

// Products below this many multiply-adds stay on the calling thread: at about 80 GFLOP/s one takes
// under a microsecond, the order of a hand-off. The lesson's size (2^17) is the one timed
// (docs/performance.md, both cores in training).
constexpr double kWholeOnHelperMultiplyAdds = 1 << 15;

// One forward and one backward pass in ordinary arithmetic of one precision, on the task's data.
template<typename Scalar>
class PlainNetwork
{
public:
    // helper: takes a share of the large products, or the weight gradients of smaller ones where
    // weightGradientsOnHelper() says so (null: this thread); the results are the same.
    PlainNetwork(const ModelConfig &c, products::SecondCore *helper);

    // Where the helper takes the weight gradients whole: whether the next backward passes hand
    // them over (true at first) or form them here, as one thread does. The results are the same.
    void handWeightGradients(bool toHelper) { m_wholeOnHelper = m_wholeCapable && toHelper; }

    // The loss at `p`, keeping what the backward pass needs. Where a value is not finite, returns
    // nothing and sets `divergence` (its step left 0 for the caller). poll(), when given, is
    // called once per layer and may throw to stop.
    std::optional<Scalar> forward(const Parameters<Scalar> &p, const Task<Scalar> &task,
                                  std::optional<Divergence> &divergence, const std::function<void()> &poll = {});
    // d loss / d parameters into `grads` (shaped like p), after forward(). poll() is called
    // once per layer and may throw to stop.
    void backward(const Parameters<Scalar> &p, const Task<Scalar> &task, Parameters<Scalar> &grads,
                  std::optional<Divergence> &divergence, const std::function<void()> &poll);

private:
    struct LayerCache
    {
        Mat<Scalar> u, slope;
        plain::NormState<Scalar> pre, post;
        Mat<Scalar> dz; // the block's dz while the helper forms its weight gradient from it
    };
    // `in` may be left holding other values (it moves into the layer's cache).
    void forwardLayer(int l, const Parameters<Scalar> &p, Mat<Scalar> &in, Mat<Scalar> &out);
    void linear(const Mat<Scalar> &in, const Parameters<Scalar> &p, size_t index, Mat<Scalar> &out);
    void weightGradient(const Mat<Scalar> &in, const Mat<Scalar> &dz, Parameters<Scalar> &grads, size_t index,
                        products::SecondCore *second);
    void linearBackward(int l, const Parameters<Scalar> &p, Parameters<Scalar> &grads);
    bool backwardLayer(int l, const Parameters<Scalar> &p, Mat<Scalar> &g, Parameters<Scalar> &grads);
    int helperDivergence(int failed) const;

    const ModelConfig &m_c;
    const BlockPlan m_block; // the order of a block's steps
    products::SecondCore *m_helper;
    const bool m_wholeCapable; // the weight gradients may go to the helper whole (weightGradientsOnHelper())
    bool m_wholeOnHelper;      // ... and do (handWeightGradients())
    Scalar m_eps, m_alpha, m_lossCoef, m_gradCoef;
    std::vector<LayerCache> m_caches;
    std::vector<char> m_weightFinite; // per block, where the helper formed its weight gradient
    Mat<Scalar> m_h, m_next, m_z, m_a, m_out, m_g, m_gv, m_dz, m_du;
};

} // namespace gradflow
