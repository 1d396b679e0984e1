#include "core/jacobian/jacobiantheory.h"

#include "core/engine/draws.h"

#include <cmath>

namespace gradflow {

double fussCatalanMoment(int depth, int k)
{
    // C(n, k) / (Lk + 1) with n = (L + 1) k, by the product of k ratios.
    const double n = double(depth + 1) * k;
    double binomial = 1.0;
    for (int i = 1; i <= k; ++i)
        binomial *= (n - k + i) / double(i);
    return binomial / (double(depth) * k + 1.0);
}

namespace {

std::string whyUnknown(const ModelConfig &c)
{
    if (c.residual)
        return "no closed form is known with residual connections";
    if (c.norm != Norm::None)
        return "no closed form is known with a normalization layer";
    if (hasBias(c))
        return "no closed form is known with biases (torch-default init)";
    if (c.activation != Activation::Linear && c.activation != Activation::Relu)
        return "for " + activationLabel(c.activation)
               + " the moments depend on the fixed point q* (Pennington et al. 2017); not shown";
    const DrawKind kind = drawKind(c);
    if (kind != DrawKind::Normal && kind != DrawKind::Orthogonal)
        return "known for Gaussian and orthogonal weights only";
    return {};
}

} // namespace

JacobianTheory jacobianTheory(const ModelConfig &c)
{
    JacobianTheory t;
    t.reason = whyUnknown(c);
    if (!t.reason.empty())
        return t;
    t.known = true;
    const double L = c.depth;
    // p: the share of units in their linear regime; g: the mean squared slope times the
    // weights' second moment times the width, each layer's factor of m1.
    const double p = c.activation == Activation::Relu ? 0.5 : 1.0;
    const double log10G = 2.0 * log10WeightMultiplier(c) + std::log10(p)
                          + (drawKind(c) == DrawKind::Orthogonal ? 0.0 : std::log10(double(c.width)));
    t.log10M1 = L * log10G; // m1 = g^L; m2 scales with g^(2L)
    const bool gaussian = drawKind(c) == DrawKind::Normal;
    const bool linear = c.activation == Activation::Linear;
    t.law = gaussian ? (linear ? "Fuss-Catalan" : "free multiplicative, Gaussian weights")
                     : (linear ? "all equal" : "free multiplicative, orthogonal weights");
    t.m2OverM1Sq = 1.0 + (gaussian ? L / p : L * (1.0 - p) / p);
    return t;
}

} // namespace gradflow
