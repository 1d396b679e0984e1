#pragma once

#include <Eigen/Core>

namespace gradflow {

// One tensor of one layer as the engine holds it, batch x width: true values are
// offset + m * 10^log10 (log10 = -inf: m is all zero), so any magnitude is carried exactly.
struct LayerTensor
{
    Eigen::MatrixXd m;
    double log10 = 0.0;
    double offset = 0.0;
};

// What Engine::compute keeps of one layer when a Probe asks for it.
struct LayerCapture
{
    int layer = 0;       // 1..L
    bool filled = false; // set by the engine
    LayerTensor preActivation; // z_l = h_{l-1} W_l (+ b_l), before the activation
    LayerTensor activation;    // act(z_l)
    LayerTensor gradient;      // d loss / d h_l
};

} // namespace gradflow
