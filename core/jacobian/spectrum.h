#pragma once

#include "core/engine/engine.h"
#include "core/jacobian/moments.h"
#include "core/model/config.h"

#include <Eigen/Core>

#include <functional>
#include <optional>
#include <vector>

namespace gradflow {

// The singular values of dh_l / dh_0 for one example of the batch, at every layer l: log10,
// largest first, width of them per layer (-inf for an exact zero).
struct JacobianSpectrum
{
    ModelConfig config;
    int example = 0;
    std::vector<std::vector<double>> layers; // index l - 1; empty for a layer not resolved
    std::vector<SpectrumMoments> moments;    // every layer's, from the product itself
};

// Which layers get their singular values (an SVD each); every layer gets its moments.
struct Resolve
{
    int depths = 0; // that many evenly spaced depths, the last layer among them; 0: every layer
    static const Resolve EveryLayer, LastLayer;
    bool operator==(const Resolve &other) const { return depths == other.depths; }
    bool operator!=(const Resolve &other) const { return depths != other.depths; }
};
inline const Resolve Resolve::EveryLayer{0};
inline const Resolve Resolve::LastLayer{1};

// The layers (1..depth, ascending) that `resolve` names: round(k depth / K) for k = 1..K.
std::vector<int> resolvedLayers(int depth, Resolve resolve);

// The network of `config` as the engine draws it (same weights, same forward pass). Every layer
// resolved: each layer's SVD as the product reaches it. Evenly spaced depths: the last layer's
// first, handed to `lastLayerReady` (the density can be drawn), then the earlier depths' from
// their kept R. Progress: once per layer, then once per earlier depth (total depth + K - 1);
// cancellation polled once per layer and between the sweeps of each SVD (Cancelled). Throws
// std::invalid_argument for an example outside the batch or a bad configuration. `input`
// (batch x width) replaces the drawn input, as Probe::input does.
JacobianSpectrum jacobianSpectrum(Engine &engine, const ModelConfig &config, int example, const RunSettings &run = {},
                                  const Callbacks &callbacks = {},
                                  const std::optional<Eigen::MatrixXd> &input = std::nullopt,
                                  Resolve resolve = Resolve::EveryLayer,
                                  const std::function<void(const JacobianSpectrum &)> &lastLayerReady = {});

// The run settings the engine's pass gets beside the Jacobian's own products, whose six width x
// width matrices (and with spaced depths, one more for each depth kept) count against
// run.maxMemoryBytes first; MemoryLimitError when they alone exceed it.
RunSettings planJacobianMemory(const ModelConfig &config, const RunSettings &run,
                               Resolve resolve = Resolve::EveryLayer);

// The moments over one layer's log10 singular values.
SpectrumMoments momentsOf(const std::vector<double> &log10Sigma);

// One layer's spread in log10: the 5th and 95th percentiles, the largest and the smallest.
struct SpectrumSpread
{
    double p5 = 0.0, p95 = 0.0, max = 0.0, min = 0.0;
};
SpectrumSpread spreadOf(const std::vector<double> &log10Sigma);

// The p-th percentile (0..100) of a set of log10 values, interpolated linearly between order
// statistics; -inf (an exact zero) where the lower of the two is -inf.
double percentileOf(std::vector<double> values, double p);

} // namespace gradflow
