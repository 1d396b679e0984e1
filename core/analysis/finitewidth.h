#pragma once

#include "core/analysis/theory.h"
#include "core/model/config.h"

#include <optional>

namespace gradflow {

// The mean-field line is the limit of infinitely wide layers. At width n each layer multiplies a
// norm by a random factor of mean 1 whose square has relative variance kappa / n, so its log is
// about normal with mean -kappa / (4n) (natural log): products of many such layers are
// log-normal (Hanin and Nica, 2019) and a typical network sits below the line by that much per
// layer. For a positively homogeneous activation of slopes a+ and a- with Gaussian weights,
// kappa = E[a^4] / E[a^2]^2 - 1 forward and 3 E[s^4] / E[s^2]^2 - 1 backward, both
// 6 (a+^4 + a-^4) / (a+^2 + a-^2)^2 - 1: 5 for ReLU.
//
// log10 lost per layer by a typical network of config (kappa / (4n) log10 e), for plain networks
// of a kinked homogeneous activation (ReLU, leaky ReLU) with Gaussian weights; nullopt elsewhere
// (a linear network's batch averages its directions' fluctuations out: the plain line holds).
std::optional<double> finiteWidthDrift(const ModelConfig &config);

// The line of a typical network at config's width: the signal at layer l drifts l layers down,
// the gradient at l also through the forward pass that made the loss (L + (L - l) layers).
// nullopt where finiteWidthDrift() has no estimate.
std::optional<Theory> typicalAtWidth(const Theory &infinite, const ModelConfig &config);

} // namespace gradflow
