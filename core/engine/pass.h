#pragma once

#include "core/engine/draws.h"
#include "core/engine/engine.h"
#include "core/engine/normalization.h"
#include "core/engine/scaled.h"
#include "core/engine/kernels/secondcore.h"
#include "core/engine/weightgradnorm.h"
#include "core/model/blockplan.h"

#include <vector>

namespace gradflow {

// What the backward pass needs of one layer's forward.
template<typename Scalar>
struct LayerCache
{
    Scaled<Scalar> u;      // the linear map's input
    Shifted<Scalar> slope; // act'(z)
    NormCache<Scalar> norm;
    Scaled<Scalar> dz; // d loss / dz, kept until this layer's weight-gradient norm is taken
};

// The buffers of a pass, kept between passes so a recompute allocates nothing new.
template<typename Scalar>
struct Workspace
{
    std::vector<LayerCache<Scalar>> caches; // one segment
    std::vector<Shifted<Scalar>> checkpoints;
    LayerCache<Scalar> scratchCache;
    Shifted<Scalar> h, next, a, v, g, gNext, dv, dz;
    Scaled<Scalar> z, biasTerm, headOut, du, branch, folded, gFolded, term;
    Mat<Scalar> weightScratch, nudged;
    NormScratch<Scalar> mainNorm, helperNorm;
};

// One forward and backward pass of one precision; the structure of ModelConfig's table. The
// layers are stored in segments of plan.segmentLength: the backward pass goes through them top
// down, recomputing each lower segment's caches from its checkpoint.
template<typename Scalar>
class Pass
{
public:
    // helper: where the products' share and the weight-gradient norms go (null: this thread);
    // drawHelper: where every other cached weight is drawn (null: this thread).
    Pass(const ModelConfig &c, const MemoryPlan &plan, Draws<Scalar> &draws, Workspace<Scalar> &work,
         const Callbacks &callbacks, const Probe *probe, SecondCoreThread *helper, SecondCoreThread *drawHelper);

    Result run();

private:
    // The steps of run().
    Result emptyResult();
    void forward(Result &r);
    void seedLoss(Result &r);
    void backwardSegment(int segment, Result &r);
    void finish(Result &r);

    // The pieces of those steps.
    void headBackward(Result &r, const Scaled<Scalar> &top);
    void forwardLayer(int l, const Shifted<Scalar> &in, Shifted<Scalar> &out, LayerCache<Scalar> &cache);
    void forwardLinear(int l, const Shifted<Scalar> &in, LayerCache<Scalar> &cache);
    void forwardActivation(int l, LayerCache<Scalar> &cache);
    void linear(const Scaled<Scalar> &in, const Mat<Scalar> &w, int l, const RowVec<Scalar> &b, Scaled<Scalar> &out);
    void weightProduct(const Mat<Scalar> &in, const Mat<Scalar> &w, int l, bool transposed, Mat<Scalar> &out,
                       double secondShare);
    void slopeProduct(const Shifted<Scalar> &dv, const Shifted<Scalar> &slope, Shifted<Scalar> &dz);
    void backwardLayer(int l, const Shifted<Scalar> &gOut, Shifted<Scalar> &gIn, LayerCache<Scalar> &cache,
                       double *norm, Eigen::MatrixXd *keep);
    const Shifted<Scalar> &outputGradient(int l, const Shifted<Scalar> &gOut, LayerCache<Scalar> &cache);
    void backwardLinear(int l, LayerCache<Scalar> &cache, double *norm, Eigen::MatrixXd *keep);
    void takeWeightGradNorm(LayerCache<Scalar> &cache, double *norm, Eigen::MatrixXd *keep);
    void summarize(Result &r) const;
    void reportExample(int l, const LayerCache<Scalar> &cache);

    bool capturing(int l) const;
    void step();
    const Mat<Scalar> &maybeNudged(int l, const Mat<Scalar> &w);
    const Mat<Scalar> &weight(int l);
    const RowVec<Scalar> &bias(int l) const;
    int segments() const { return (m_c.depth + m_plan.segmentLength - 1) / m_plan.segmentLength; }

    const ModelConfig &m_c;
    const MemoryPlan &m_plan;
    Draws<Scalar> &m_draws;
    Workspace<Scalar> &m_w;
    const Callbacks &m_callbacks;
    const Probe *m_probe;
    SecondCoreThread *m_helper;     // null: norms on this thread
    SecondCoreThread *m_drawHelper; // null: every weight drawn on this thread
    const double m_log10W, m_eps, m_log10Alpha;
    const BlockPlan m_block; // the order of a block's steps
    const double m_backwardShare;
    const Mat<Scalar> *m_forwardWeight = nullptr; // the last forwardLayer's weight draw
    int m_done = 0, m_total = 0;
    double m_log10LossGradCoef = 0.0; // d loss / d out = 10^this * out
};

} // namespace gradflow
