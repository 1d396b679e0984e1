#include "core/training/optimizer.h"

#include <cmath>

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

// w += delta entry by entry, change += delta. The three arrays are distinct, which lets the
// sums run in vector registers; each entry is the same one rounded sum as before.
template<typename Scalar>
void apply(Scalar *w, Scalar *change, const Scalar *delta, Eigen::Index n)
{
    using Array = Eigen::Array<Scalar, Eigen::Dynamic, 1>;
    Eigen::Map<Array> wm(w, n), cm(change, n);
    const Eigen::Map<const Array> dm(delta, n);
    wm += dm;
    cm += dm;
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

template<typename Scalar>
template<typename Tensor>
void OptimizerState<Scalar>::adamDirection(Tensor &g, Tensor &m, Tensor &v, double lr) const
{
    // As PyTorch's Adam: 1 - beta in double, then rounded once to Scalar (1 - float(0.999) is
    // 1.3e-5 off 0.001), and the products in its order: m * b1 + a1 * g, v * b2 + (a2 * g) * g.
    const Scalar b1(m_s.adamBeta1), b2(m_s.adamBeta2);
    const Scalar a1(1.0 - m_s.adamBeta1), a2(1.0 - m_s.adamBeta2);
    m = m * b1 + a1 * g;
    v = v * b2 + (a2 * g).cwiseProduct(g);
    const double correction1 = 1.0 - std::pow(m_s.adamBeta1, m_step);
    const double correction2 = 1.0 - std::pow(m_s.adamBeta2, m_step);
    const Scalar stepSize = Scalar(lr / correction1);
    const Scalar root2 = Scalar(std::sqrt(correction2));
    g = -stepSize * m.cwiseQuotient(((v.array().sqrt() / root2) + Scalar(m_s.adamEps)).matrix());
}

// Turns the gradient of tensor `index` into its update.
template<typename Scalar>
void OptimizerState<Scalar>::direction(size_t index, Mat<Scalar> &g, RowVec<Scalar> *gb, double lr)
{
    const Scalar rate(lr);
    switch (m_s.optimizer) {
    case Optimizer::Sgd:
        g *= -rate;
        if (gb)
            *gb *= -rate;
        return;
    case Optimizer::Momentum: {
        const Scalar mu(m_s.momentum);
        auto follow = [&](auto &grad, auto &buffer) {
            buffer = m_step == 1 ? grad : (mu * buffer + grad).eval();
            grad = -rate * buffer;
        };
        follow(g, m_first.weights[index]);
        if (gb)
            follow(*gb, m_first.biases[index]);
        return;
    }
    case Optimizer::Adam:
        adamDirection(g, m_first.weights[index], m_second.weights[index], lr);
        if (gb)
            adamDirection(*gb, m_first.biases[index], m_second.biases[index], lr);
        return;
    }
}

template<typename Scalar>
void OptimizerState<Scalar>::step(Parameters<Scalar> &p, Parameters<Scalar> &grads, double lr, double clipFactor,
                                  bool record, std::vector<UpdateOutcome> &outcomes)
{
    ++m_step;
    outcomes.assign(p.weights.size(), UpdateOutcome{});
    for (size_t i = 0; i < p.weights.size(); ++i) {
        Mat<Scalar> &g = grads.weights[i];
        RowVec<Scalar> *gb = grads.biases.empty() ? nullptr : &grads.biases[i];
        if (clipFactor != 1.0) {
            g *= Scalar(clipFactor);
            if (gb)
                *gb *= Scalar(clipFactor);
        }
        direction(i, g, gb, lr);
        UpdateOutcome &out = outcomes[i];
        apply(p.weights[i].data(), m_change.weights[i].data(), g.data(), g.size());
        if (gb)
            apply(p.biases[i].data(), m_change.biases[i].data(), gb->data(), gb->size());
        out.finite = allFinite(p.weights[i]) && (!gb || allFinite(p.biases[i]));
        if (record)
            out.log10UpdateNorm = log10Norm(g);
    }
}

template class OptimizerState<double>;
template class OptimizerState<float>;

} // namespace gradflow
