#pragma once

#include "core/model/config.h"

#include <optional>
#include <string>
#include <vector>

namespace gradflow {

// The infinite-width (mean-field) prediction of a configuration's per-layer magnitudes, indexed
// like Result: layers 0..L, log10, -infinity for an exact zero.
struct Theory
{
    std::vector<double> log10SignalRms;        // sqrt(E[h_l^2]) per entry
    std::vector<double> log10GradNorm;         // ||d loss / d h_l|| over the batch
    std::optional<double> log10FirstLastRatio; // as Result: layer 0 over layer L-1
    std::optional<double> log10Rho;
};

// Empty where meanFieldTheory() gives a prediction; otherwise why none holds, for the window.
std::string theoryUnavailableReason(const ModelConfig &config);

// The prediction, or nullopt where no recursion holds (see theoryUnavailableReason()).
//
// Forward: q_l = sigma_w^2 n E[h_{l-1}^2] (+ sigma_b^2), h_l = act(z_l) or h_{l-1} + alpha act(z_l),
// with the mean of h tracked beside its second moment (a residual sum of ReLU outputs drifts).
// Backward: the gradient is split as g_l = alpha_l h_l + gamma_l 1 + r_l, r_l independent of the
// forward pass. The loss hands back g_L = c h_L, which is not independent of the weights that
// made h_L: through a layer, the part along h returns with E||h W W^T||^2 = 2 (sigma^2 n)^2 ||h||^2
// (orthogonal weights: once), twice what the gradient-independence assumption says. With that
// term the prediction matches the Fuss-Catalan moments of a deep linear network exactly
// (||g_0|| / ||g_L|| = sqrt(L + 1) at sigma^2 n = 1), where the plain chi recursion is off by it.
std::optional<Theory> meanFieldTheory(const ModelConfig &config);

// sigma_w^2 n at which the per-layer gradient factor chi = sigma_w^2 n E[act'(z)^2] equals 1 at
// the fixed point q* of the variance map reached from a unit-variance input (no bias): the edge
// between vanishing and exploding gradients of a plain network. ReLU 2, tanh 1.
double criticalGain2(Activation activation);
// chi = g2 E[act'(z)^2] at the fixed point q* of the variance map q -> g2 E[act(z)^2],
// z ~ N(0, q), that q reaches from g2 (unit input variance, no bias): above 1 signals
// decorrelate (chaos), below 1 they converge (order). Where q flows to 0 it is
// g2 act'(0)^2; where it grows past 10^40, tanh's and sigmoid's 0 and the others' g2 / 2.
double chiAtFixedPoint(Activation activation, double g2);
// The weight std of that edge at this width: sqrt(criticalGain2 / n).
double criticalInitStd(Activation activation, int width);

} // namespace gradflow
