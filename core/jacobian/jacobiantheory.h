#pragma once

#include "core/model/config.h"

#include <string>
#include <utility>
#include <vector>

namespace gradflow {

// What free probability says of the squared singular values of the input-output Jacobian in
// the limit of infinite width (Pennington, Schoenholz and Ganguli 2017; Saxe et al. 2014):
// their mean m1 and second moment m2 (variance m2 - m1^2). Known for networks of linear or ReLU
// units with Gaussian or orthogonal weights, no residual, no normalization, no bias; elsewhere
// `known` is false and `reason` says why.
struct JacobianTheory
{
    // Which law, or why none: the window words each in its language, reason and law in English.
    enum class Law { FussCatalan, AllEqual, FreeGaussian, FreeOrthogonal };
    enum class Unknown { None, Residual, Norm, Bias, Activation, Draws };

    bool known = false;
    Unknown why = Unknown::None;
    std::string reason;
    Law lawKind = Law::FussCatalan;
    std::string law;         // e.g. "Fuss-Catalan", "all equal"
    double log10M1 = 0.0;    // log10 of the mean of sigma^2 (it may leave double range)
    double m2OverM1Sq = 1.0; // m2 / m1^2, with m2 the mean of sigma^4
    // The variance of sigma^2 over m1^2: L / p with Gaussian weights, L (1 - p) / p with
    // orthogonal ones, p the share of units in their linear regime (1 linear, 1/2 ReLU).
    double relativeVariance() const { return m2OverM1Sq - 1.0; }
};

// The Fuss-Catalan moment C((L+1)k, k) / (Lk + 1): the k-th moment of sigma^2 for a product of
// L square Gaussian matrices with sigma_w^2 n = 1.
double fussCatalanMoment(int depth, int k);

JacobianTheory jacobianTheory(const ModelConfig &config);

// The theory's density of log10 sigma at the last layer, where a closed form is known: the
// Fuss-Catalan law for linear networks with Gaussian weights (a curve), every sigma equal for
// linear networks with orthogonal weights (a single line at `at`). Elsewhere `known` is false.
struct TheoryDensity
{
    bool known = false;
    bool single = false; // all at one value: `at`
    double at = 0.0;
    std::vector<std::pair<double, double>> points; // (log10 sigma, density), ascending in log10 sigma
};
TheoryDensity jacobianTheoryDensity(const ModelConfig &config, int points = 1000);

// The Fuss-Catalan density of x = sigma^2 for depth L (Haagerup and Moller 2013; Neuschel 2014),
// carried to y = log10 sigma: p(y) = rho(x) |dx/dy| = rho(x) x 2 ln 10, with x and rho given
// along phi in (0, pi/(L+1)) by x = sin^(L+1)((L+1)phi) / (sin phi sin^L(L phi)) and
// rho = sin^2 phi sin^(L-1)(L phi) / (pi sin^L((L+1)phi)), in logs so that no power leaves double
// range at any depth. From the right edge (L+1)^(L+1)/L^L down to x about 10^(-6(L+1)).
std::vector<std::pair<double, double>> fussCatalanLog10Density(int depth, int points);

} // namespace gradflow
