#pragma once

#include "core/engine/capture.h"
#include "core/engine/normalization.h"
#include "core/engine/scaled.h"
#include "core/model/config.h"

#include <Eigen/Core>

namespace gradflow {

// What a pass hands its probe, in double: the pass keeps its tensors in the precision it runs in
// and scaled by a power of ten; the probe's readers (the histograms, the Jacobian, the
// gradient checks) want true values.

// A tensor as the capture keeps it: mantissas in double, the scale and offset beside them.
template<typename Scalar>
void copyTensor(const Scaled<Scalar> &t, LayerTensor &to);
template<typename Scalar>
void copyTensor(const Shifted<Scalar> &t, LayerTensor &to);

// A tensor's true values (zero where it is exactly zero).
template<typename Scalar>
Eigen::MatrixXd trueValues(const Scaled<Scalar> &t);

// One example's share of layer l's forward pass (row `row` of the batch) into e: its weight W
// (copied to double when the pass runs in float), act'(z) and the normalization's output and
// scales (see ExampleLayer).
template<typename Scalar>
void fillExampleLayer(ExampleLayer &e, int l, const Mat<Scalar> &weight, double log10Weight,
                      const Shifted<Scalar> &slope, Norm norm, const NormCache<Scalar> &normCache, Eigen::Index row);

} // namespace gradflow
