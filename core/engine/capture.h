#pragma once

#include <Eigen/Core>

#include <vector>

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
    int layer = 0;             // 1..L
    bool filled = false;       // set by the engine
    LayerTensor preActivation; // z_l = h_{l-1} W_l (+ b_l), before the activation
    LayerTensor activation;    // act(z_l)
    LayerTensor gradient;      // d loss / d h_l
};

// One example's share of one layer's forward pass: what the input-output Jacobian of that
// example needs (core/jacobian). True values: act'(z) = slope * 10^slopeLog10 (slopeLog10 = -inf:
// every slope is zero), W = 10^log10Weight * (*weight), y and 10^normLog10R the example's
// normalized output and 1 / sqrt(var + eps) of each group it belongs to (BatchNorm: one per
// feature; LayerNorm and RMSNorm: one), empty without a normalization.
struct ExampleLayer
{
    int layer = 0;                           // 1..L
    const Eigen::MatrixXd *weight = nullptr; // width x width: z = u W
    Eigen::MatrixXd weightCopy;              // where the pass runs in float, *weight points here
    double log10Weight = 0.0;
    Eigen::RowVectorXd slope;
    double slopeLog10 = 0.0;
    Eigen::RowVectorXd normY;
    std::vector<double> normLog10R;
};

} // namespace gradflow
