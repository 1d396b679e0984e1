#include "core/training/optimizer.h"

#include "core/engine/kernels/elementwise_kernels.h"
#include "core/engine/kernels/products.h"

#include <cmath>
#include <type_traits>

namespace gradflow {

namespace {

template<typename Scalar>
Parameters<Scalar> zerosLike(const Parameters<Scalar> &p)
{
    Parameters<Scalar> z;
    for (const auto &w : p.weights)
        z.weights.push_back(Mat<Scalar>::Zero(w.rows(), w.cols()));
    for (const auto &b : p.biases)
        z.biases.push_back(RowVec<Scalar>::Zero(b.size()));
    return z;
}

// The update of one tensor by the kernels of this CPU (elementwise_kernels.h): the same bits as
// the expressions each entry's update is written as there.
template<typename Scalar>
bool runUpdate(const products::UpdateJob<Scalar> &job, double *squares)
{
    const products::ElementwiseKernels &k = products::elementwise();
    if constexpr (std::is_same_v<Scalar, double>)
        return k.updateDouble(job, squares);
    else
        return k.updateFloat(job, squares);
}

} // namespace

template<typename Scalar>
OptimizerState<Scalar>::OptimizerState(const TrainSettings &settings, const Parameters<Scalar> &start)
    : m_s(settings), m_change(zerosLike(start))
{
    if (settings.optimizer != Optimizer::Sgd)
        m_first = zerosLike(start);
    if (settings.optimizer == Optimizer::Adam)
        m_second = zerosLike(start);
}

// The rule's constants for step m_step at learning rate lr, as PyTorch forms them: the rate and
// momentum rounded to Scalar; for Adam, 1 - beta in double, then rounded once to Scalar (1 -
// float(0.999) is 1.3e-5 off 0.001), and the bias corrections in double.
template<typename Scalar>
products::UpdateJob<Scalar> OptimizerState<Scalar>::job(double lr, double clipFactor) const
{
    products::UpdateJob<Scalar> j;
    j.clip = clipFactor != 1.0;
    j.clipFactor = Scalar(clipFactor);
    j.rate = Scalar(lr);
    j.rule = m_s.optimizer == Optimizer::Sgd        ? products::UpdateRule::Sgd
             : m_s.optimizer == Optimizer::Momentum ? products::UpdateRule::Momentum
                                                    : products::UpdateRule::Adam;
    j.mu = Scalar(m_s.momentum);
    j.firstStep = m_step == 1;
    j.b1 = Scalar(m_s.adamBeta1);
    j.b2 = Scalar(m_s.adamBeta2);
    j.a1 = Scalar(1.0 - m_s.adamBeta1);
    j.a2 = Scalar(1.0 - m_s.adamBeta2);
    j.stepSize = Scalar(lr / (1.0 - std::pow(m_s.adamBeta1, m_step)));
    j.root2 = Scalar(std::sqrt(1.0 - std::pow(m_s.adamBeta2, m_step)));
    j.eps = Scalar(m_s.adamEps);
    return j;
}

// Each tensor's gradient turned into its update, applied, its finiteness checked and, where
// recorded, its norm taken: one kernel call per tensor.
template<typename Scalar>
void OptimizerState<Scalar>::step(Parameters<Scalar> &p, Parameters<Scalar> &grads, double lr, double clipFactor,
                                  bool record, std::vector<UpdateOutcome> &outcomes, products::SecondCore *helper)
{
    ++m_step;
    outcomes.assign(p.weights.size(), UpdateOutcome{});
    const products::UpdateJob<Scalar> j = job(lr, clipFactor);
    const size_t half = helper ? p.weights.size() / 2 : 0;
    if (half > 0)
        helper->push([&, j, half] { updateTensors(0, half, p, grads, j, record, outcomes); });
    products::DrainGuard wait{half > 0 ? helper : nullptr};
    updateTensors(half, p.weights.size(), p, grads, j, record, outcomes);
    wait.second = nullptr;
    if (half > 0)
        helper->drain();
}

template<typename Scalar>
void OptimizerState<Scalar>::updateTensors(size_t from, size_t to, Parameters<Scalar> &p, Parameters<Scalar> &grads,
                                           products::UpdateJob<Scalar> j, bool record,
                                           std::vector<UpdateOutcome> &outcomes)
{
    const bool moments = m_s.optimizer != Optimizer::Sgd, adam = m_s.optimizer == Optimizer::Adam;
    for (size_t i = from; i < to; ++i) {
        UpdateOutcome &out = outcomes[i];
        j.n = long(p.weights[i].size());
        j.g = grads.weights[i].data();
        j.w = p.weights[i].data();
        j.change = m_change.weights[i].data();
        j.first = moments ? m_first.weights[i].data() : nullptr;
        j.second = adam ? m_second.weights[i].data() : nullptr;
        double squares = 0.0;
        out.finite = runUpdate(j, record ? &squares : nullptr);
        if (record)
            out.log10UpdateNorm = log10NormFromSquares(squares, grads.weights[i]);
        if (grads.biases.empty())
            continue;
        j.n = long(p.biases[i].size());
        j.g = grads.biases[i].data();
        j.w = p.biases[i].data();
        j.change = m_change.biases[i].data();
        j.first = moments ? m_first.biases[i].data() : nullptr;
        j.second = adam ? m_second.biases[i].data() : nullptr;
        out.finite = runUpdate(j, nullptr) && out.finite;
    }
}

template<typename Tensor>
std::vector<double> log10Norms(const std::vector<Tensor> &tensors)
{
    return log10Norms(tensors, nullptr);
}

template<typename Tensor>
std::vector<double> log10Norms(const std::vector<Tensor> &tensors, products::SecondCore *helper)
{
    using Scalar = typename Tensor::Scalar;
    std::vector<const Scalar *> data;
    std::vector<long> sizes;
    for (const Tensor &t : tensors) {
        data.push_back(t.data());
        sizes.push_back(long(t.size()));
    }
    std::vector<double> squares(tensors.size());
    const auto sum = [&](size_t from, size_t to) {
        const products::ElementwiseKernels &k = products::elementwise();
        if constexpr (std::is_same_v<Scalar, double>)
            k.squaresDouble(int(to - from), data.data() + from, sizes.data() + from, squares.data() + from);
        else
            k.squaresFloat(int(to - from), data.data() + from, sizes.data() + from, squares.data() + from);
    };
    const size_t half = helper ? tensors.size() / 2 : 0;
    if (half > 0)
        helper->push([&sum, half] { sum(0, half); });
    products::DrainGuard wait{half > 0 ? helper : nullptr};
    sum(half, tensors.size());
    wait.second = nullptr;
    if (half > 0)
        helper->drain();
    std::vector<double> out;
    for (size_t i = 0; i < tensors.size(); ++i)
        out.push_back(log10NormFromSquares(squares[i], tensors[i]));
    return out;
}

template std::vector<double> log10Norms(const std::vector<Mat<double>> &, products::SecondCore *);
template std::vector<double> log10Norms(const std::vector<Mat<float>> &, products::SecondCore *);
template std::vector<double> log10Norms(const std::vector<Mat<double>> &);
template std::vector<double> log10Norms(const std::vector<Mat<float>> &);
template std::vector<double> log10Norms(const std::vector<RowVec<double>> &);
template std::vector<double> log10Norms(const std::vector<RowVec<float>> &);
template class OptimizerState<double>;
template class OptimizerState<float>;

} // namespace gradflow
