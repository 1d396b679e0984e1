#pragma once

#include "core/engine/capture.h"
#include "core/model/config.h"

#include <Eigen/Core>

namespace gradflow {

// One layer's Jacobian for one example, transposed (column form: the product of the network is
// A_L ... A_1), as 10^log10 * m with max |m| = 1; log10 = -inf: the zero matrix.
//
// Row form, dh_l = dh_{l-1} J_l: J_l = (D_pre W S [alpha] + I [residual]) D_post, where S is
// diag(act'(z)) and D a normalization's Jacobian: BatchNorm with its batch statistics held
// fixed, diag(1 / sqrt(var_j + eps)); LayerNorm r (I - 11^T / n - y y^T / n); RMSNorm
// r (I - y y^T / n), r = 1 / sqrt(var + eps) of the example.
struct LayerFactor
{
    Eigen::MatrixXd m;
    double log10 = 0.0;
};

LayerFactor layerFactor(const ModelConfig &config, const ExampleLayer &layer);

} // namespace gradflow
