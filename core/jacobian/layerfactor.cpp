#include "core/jacobian/layerfactor.h"

#include "core/engine/normalization.h"
#include "core/engine/scaled.h"

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

// A normalization's Jacobian for one example (symmetric) as 10^log10 * m.
LayerFactor normFactor(Norm norm, const ExampleLayer &e)
{
    LayerFactor f;
    normJacobian(norm, e.normY, e.normLog10R, f.m, f.log10);
    return f;
}

// 10^log10 * m with max |m| = 1 (or the zero matrix and -inf).
void renormalize(LayerFactor &f)
{
    const double peak = f.m.size() ? f.m.cwiseAbs().maxCoeff() : 0.0;
    if (!(peak > 0.0) || f.log10 == kZeroLog) {
        f.m.setZero();
        f.log10 = kZeroLog;
        return;
    }
    f.m /= peak;
    f.log10 += std::log10(peak);
}

} // namespace

LayerFactor layerFactor(const ModelConfig &c, const ExampleLayer &e)
{
    const bool pre = c.norm != Norm::None && c.normPlace == NormPlace::Pre;
    const bool post = c.norm != Norm::None && c.normPlace == NormPlace::Post;
    const Eigen::Index n = e.weight->rows();
    // The branch in column form: S W^T D_pre.
    LayerFactor branch;
    branch.m = e.slope.transpose().asDiagonal() * e.weight->transpose();
    branch.log10 = e.slopeLog10 + e.log10Weight;
    if (pre) {
        const LayerFactor d = normFactor(c.norm, e);
        branch.m = branch.m * d.m;
        branch.log10 += d.log10;
    }
    LayerFactor f = branch;
    if (c.residual) {
        // I + 10^t B, held at the larger of the two scales; the smaller term may round to nothing.
        const double t = branch.log10 + std::log10(effectiveResidualScale(c));
        const Eigen::MatrixXd identity = Eigen::MatrixXd::Identity(n, n);
        if (t == kZeroLog) {
            f.m = identity;
            f.log10 = 0.0;
        } else if (t >= 0.0) {
            f.m = identity * std::pow(10.0, -t) + branch.m;
            f.log10 = t;
        } else {
            f.m = identity + branch.m * std::pow(10.0, t);
            f.log10 = 0.0;
        }
    }
    if (post) {
        const LayerFactor d = normFactor(c.norm, e);
        f.m = d.m * f.m;
        f.log10 += d.log10;
    }
    renormalize(f);
    return f;
}

} // namespace gradflow
