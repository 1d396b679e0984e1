#pragma once

#include "core/model/config.h"

#include <string>

namespace gradflow {

// What free probability says of the squared singular values of the input-output Jacobian in
// the limit of infinite width (Pennington, Schoenholz and Ganguli 2017; Saxe et al. 2014):
// their mean m1 and second moment m2 (variance m2 - m1^2). Known for networks of linear or ReLU
// units with Gaussian or orthogonal weights, no residual, no normalization, no bias; elsewhere
// `known` is false and `reason` says why.
struct JacobianTheory
{
    bool known = false;
    std::string reason;
    std::string law;        // e.g. "Fuss-Catalan", "all equal"
    double log10M1 = 0.0;   // log10 of the mean of sigma^2 (it may leave double range)
    double m2OverM1Sq = 1.0; // m2 / m1^2, with m2 the mean of sigma^4
    // The variance of sigma^2 over m1^2: L / p with Gaussian weights, L (1 - p) / p with
    // orthogonal ones, p the share of units in their linear regime (1 linear, 1/2 ReLU).
    double relativeVariance() const { return m2OverM1Sq - 1.0; }
};

// The Fuss-Catalan moment C((L+1)k, k) / (Lk + 1): the k-th moment of sigma^2 for a product of
// L square Gaussian matrices with sigma_w^2 n = 1.
double fussCatalanMoment(int depth, int k);

JacobianTheory jacobianTheory(const ModelConfig &config);

} // namespace gradflow
