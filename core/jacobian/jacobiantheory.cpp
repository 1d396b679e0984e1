#include "core/jacobian/jacobiantheory.h"

#include "core/engine/draws.h"
#include "core/numbers/constants.h"

#include <algorithm>
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

JacobianTheory::Unknown whyUnknown(const ModelConfig &c)
{
    using Unknown = JacobianTheory::Unknown;
    if (c.residual)
        return Unknown::Residual;
    if (c.norm != Norm::None)
        return Unknown::Norm;
    if (hasBias(c))
        return Unknown::Bias;
    if (c.activation != Activation::Linear && c.activation != Activation::Relu)
        return Unknown::Activation;
    const DrawKind kind = drawKind(c);
    if (kind != DrawKind::Normal && kind != DrawKind::Orthogonal)
        return Unknown::Draws;
    return Unknown::None;
}

std::string reasonText(JacobianTheory::Unknown why, const ModelConfig &c)
{
    switch (why) {
    case JacobianTheory::Unknown::None:
        return {};
    case JacobianTheory::Unknown::Residual:
        return "no closed form is known with residual connections";
    case JacobianTheory::Unknown::Norm:
        return "no closed form is known with a normalization layer";
    case JacobianTheory::Unknown::Bias:
        return "no closed form is known with biases (torch-default init)";
    case JacobianTheory::Unknown::Activation:
        return "for " + activationLabel(c.activation)
               + " the moments depend on the fixed point q* (Pennington et al. 2017); not shown";
    case JacobianTheory::Unknown::Draws:
        return "known for Gaussian and orthogonal weights only";
    }
    return {};
}

const char *lawText(JacobianTheory::Law law)
{
    static const char *const texts[] = {"Fuss-Catalan", "all equal", "free multiplicative, Gaussian weights",
                                        "free multiplicative, orthogonal weights"};
    return texts[int(law)];
}

} // namespace

JacobianTheory jacobianTheory(const ModelConfig &c)
{
    JacobianTheory t;
    t.why = whyUnknown(c);
    t.reason = reasonText(t.why, c);
    if (t.why != JacobianTheory::Unknown::None)
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
    using Law = JacobianTheory::Law;
    t.lawKind =
        gaussian ? (linear ? Law::FussCatalan : Law::FreeGaussian) : (linear ? Law::AllEqual : Law::FreeOrthogonal);
    t.law = lawText(t.lawKind);
    t.m2OverM1Sq = 1.0 + (gaussian ? L / p : L * (1.0 - p) / p);
    return t;
}

} // namespace gradflow

namespace gradflow {

namespace {
} // namespace

std::vector<std::pair<double, double>> fussCatalanLog10Density(int depth, int points)
{
    const double L = depth, ln10 = std::log(10.0);
    // phi = pi/(L+1) w: w uniform over (0, 1), and 1 - w from 1/n down to 1e-12 on a log scale,
    // where x falls to 0 and y runs far to the left.
    const int n = std::max(points / 2, 2);
    std::vector<double> ws;
    for (int i = 1; i < n; ++i)
        ws.push_back(double(i) / n);
    for (int i = 0; i < n; ++i)
        ws.push_back(1.0 - std::pow(10.0, -(std::log10(double(n)) + (12.0 - std::log10(double(n))) * i / (n - 1))));
    std::vector<std::pair<double, double>> out;
    const double edge = (L + 1.0) * std::log10(L + 1.0) - L * std::log10(L); // log10 of the right edge
    out.emplace_back(0.5 * edge, 0.0);
    for (double w : ws) {
        const double phi = kPi / (L + 1.0) * w;
        const double a = std::log(std::sin((L + 1.0) * phi)), b = std::log(std::sin(phi)),
                     c = std::log(std::sin(L * phi));
        const double lnX = (L + 1.0) * a - b - L * c;
        const double lnRho = -std::log(kPi) + 2.0 * b + (L - 1.0) * c - L * a;
        const double y = 0.5 * lnX / ln10, p = std::exp(lnRho + lnX) * 2.0 * ln10;
        if (std::isfinite(y) && std::isfinite(p))
            out.emplace_back(y, p);
    }
    std::sort(out.begin(), out.end());
    return out;
}

TheoryDensity jacobianTheoryDensity(const ModelConfig &c, int points)
{
    TheoryDensity d;
    const JacobianTheory t = jacobianTheory(c);
    if (!t.known || c.activation != Activation::Linear)
        return d;
    d.known = true;
    d.at = 0.5 * t.log10M1; // sigma^2 scaled by m1: log10 sigma moves by half its log10
    if (drawKind(c) == DrawKind::Orthogonal) {
        d.single = true;
        return d;
    }
    d.points = fussCatalanLog10Density(c.depth, points);
    for (auto &[y, p] : d.points)
        y += d.at;
    return d;
}

} // namespace gradflow
