#pragma once

#include "core/engine/kernels/elementwise_kernels.h"
#include "core/engine/kernels/products.h"
#include "core/training/network.h"
#include "core/training/trainsettings.h"

#include <cmath>
#include <vector>

namespace gradflow {

// What one update did to one parameter tensor (a weight matrix with its bias).
struct UpdateOutcome
{
    double log10UpdateNorm = 0.0; // ||the update||, -infinity for none
    bool finite = true;           // the updated tensor is finite
};

// SGD, SGD with momentum and Adam, in PyTorch's forms, with the optional global-norm clip. The
// change of each tensor since the start is kept apart from the tensor (`change`), so a change
// far below the weights' rounding is still measured: W + dW may round back to W, the sum of the
// dW's does not.
template<typename Scalar>
class OptimizerState
{
public:
    OptimizerState(const TrainSettings &settings, const Parameters<Scalar> &start);

    // Scales `grads` by `clipFactor` (1: untouched), then updates `p` at learning rate `lr`.
    // `record`: fill `outcomes` (one per tensor); otherwise only `finite` is checked. `helper`,
    // where given, updates the first half of the tensors meanwhile: each tensor's update is the
    // same call wherever it runs, so the results are the same.
    void step(Parameters<Scalar> &p, Parameters<Scalar> &grads, double lr, double clipFactor, bool record,
              std::vector<UpdateOutcome> &outcomes, products::SecondCore *helper = nullptr);

    const Parameters<Scalar> &change() const { return m_change; }

private:
    products::UpdateJob<Scalar> job(double lr, double clipFactor) const;
    void updateTensors(size_t from, size_t to, Parameters<Scalar> &p, Parameters<Scalar> &grads,
                       products::UpdateJob<Scalar> j, bool record, std::vector<UpdateOutcome> &outcomes);

    const TrainSettings &m_s;
    int m_step = 0;
    Parameters<Scalar> m_change, m_first, m_second; // first: momentum buffer or Adam's m; second: Adam's v
};

// log10 ||m|| from its sum of squares in double (as squaredNorm() of the cast to double gives it),
// robust to over- and underflow; -infinity for a zero matrix. Only a sum near the ends of double's
// range takes the slower scaled norm.
template<typename Derived>
double log10NormFromSquares(double squares, const Eigen::MatrixBase<Derived> &m)
{
    if (squares > 1e-290 && squares < 1e290)
        return 0.5 * std::log10(squares);
    return std::log10(double(m.template cast<double>().stableNorm()));
}

// log10 ||m||, robust to over- and underflow of the squares; -infinity for a zero matrix. The
// squares are summed in double (a float's square never leaves double range).
template<typename Derived>
double log10Norm(const Eigen::MatrixBase<Derived> &m)
{
    return log10NormFromSquares(m.template cast<double>().squaredNorm(), m);
}

// The same for many tensors of one type, each its own: their sums of squares run side by side on
// this CPU's kernels (elementwise_kernels.h), to the bits squaredNorm() gives.
template<typename Tensor>
std::vector<double> log10Norms(const std::vector<Tensor> &tensors);

// The same, the first half of the tensors on `helper` (where given) meanwhile: each tensor's sum
// is its own, so the results are the same.
template<typename Tensor>
std::vector<double> log10Norms(const std::vector<Tensor> &tensors, products::SecondCore *helper);

} // namespace gradflow
