#include "core/training/plainlayers.h"

#include <cmath>
#include <type_traits>

namespace gradflow::plain {

namespace {

constexpr double kLeak = 0.01; // as the engine's leaky ReLU (engine/activation.cpp)

template<typename Scalar>
Scalar sigmoid(Scalar z)
{
    if (z >= 0)
        return Scalar(1) / (Scalar(1) + std::exp(-z));
    const Scalar e = std::exp(z);
    return e / (Scalar(1) + e);
}

// act(z) and act'(z) of one entry.
template<typename Scalar>
void entry(Activation activation, Scalar z, Scalar &a, Scalar &d)
{
    const Scalar one(1), half(0.5);
    switch (activation) {
    case Activation::Relu:
        a = z > 0 ? z : Scalar(0);
        d = z > 0 ? one : Scalar(0);
        return;
    case Activation::LeakyRelu:
        a = z > 0 ? z : Scalar(kLeak) * z;
        d = z > 0 ? one : Scalar(kLeak);
        return;
    case Activation::Elu:
        a = z > 0 ? z : std::expm1(z);
        d = z > 0 ? one : std::exp(z);
        return;
    case Activation::Gelu: {
        const Scalar cdf = half * std::erfc(-z / Scalar(std::sqrt(2.0)));
        a = z * cdf;
        d = cdf + z * std::exp(-half * z * z) / Scalar(std::sqrt(2.0 * 3.14159265358979323846));
        return;
    }
    case Activation::Silu: {
        const Scalar s = sigmoid(z);
        a = z * s;
        d = s * (one + z * (one - s));
        return;
    }
    case Activation::Softplus:
        a = std::max(z, Scalar(0)) + std::log1p(std::exp(-std::fabs(z)));
        d = sigmoid(z);
        return;
    case Activation::Sigmoid: {
        const Scalar s = sigmoid(z);
        a = s;
        d = s * (one - s);
        return;
    }
    case Activation::Tanh: {
        const Scalar t = std::tanh(z);
        a = t;
        d = one - t * t;
        return;
    }
    case Activation::Linear:
        a = z;
        d = one;
        return;
    }
}

template<typename Scalar>
using Column = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;

// LayerNorm and BatchNorm of x's rows (BatchNorm is called on x^T's rows by its caller's view).
template<typename Scalar, typename In, typename Out>
void centredRows(Scalar eps, const In &x, Out y, Column<Scalar> &r)
{
    const Eigen::Index n = x.cols();
    r.resize(x.rows());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const Scalar mean = x.row(i).sum() / Scalar(n);
        y.row(i) = x.row(i).array() - mean;
        const Scalar var = y.row(i).squaredNorm() / Scalar(n);
        r(i) = Scalar(1) / std::sqrt(var + eps);
        y.row(i) *= r(i);
    }
}

template<typename Scalar, typename In, typename Out>
void rmsRows(Scalar eps, const In &x, Out y, Column<Scalar> &r)
{
    const Eigen::Index n = x.cols();
    r.resize(x.rows());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        r(i) = Scalar(1) / std::sqrt(x.row(i).squaredNorm() / Scalar(n) + eps);
        y.row(i) = x.row(i) * r(i);
    }
}

// dx = r (dy - mean(dy) - y mean(dy y)) per row; RMSNorm drops the mean(dy) term.
template<typename Scalar, typename Y, typename Dy, typename Dx>
void backRows(bool centred, const Y &y, const Column<Scalar> &r, const Dy &dy, Dx dx)
{
    const Scalar n = Scalar(y.cols());
    for (Eigen::Index i = 0; i < y.rows(); ++i) {
        const Scalar meanDy = centred ? dy.row(i).sum() / n : Scalar(0);
        const Scalar meanDyY = dy.row(i).dot(y.row(i)) / n;
        dx.row(i) = r(i) * (dy.row(i).array() - meanDy - y.row(i).array() * meanDyY);
    }
}

} // namespace

template<typename Scalar>
void activate(Activation activation, const Mat<Scalar> &z, Mat<Scalar> &a, Mat<Scalar> &slope)
{
    a.resize(z.rows(), z.cols());
    slope.resize(z.rows(), z.cols());
    const Scalar *in = z.data();
    Scalar *out = a.data(), *d = slope.data();
    const Eigen::Index n = z.size();
    // One loop per activation, the choice made once outside it rather than at every entry (the
    // same arithmetic per entry; ReLU's loop then runs in vector registers).
    auto each = [&](auto constant) {
        for (Eigen::Index i = 0; i < n; ++i)
            entry(decltype(constant)::value, in[i], out[i], d[i]);
    };
    switch (activation) {
    case Activation::Relu:
        return each(std::integral_constant<Activation, Activation::Relu>());
    case Activation::LeakyRelu:
        return each(std::integral_constant<Activation, Activation::LeakyRelu>());
    case Activation::Tanh:
        return each(std::integral_constant<Activation, Activation::Tanh>());
    case Activation::Linear:
        return each(std::integral_constant<Activation, Activation::Linear>());
    default:
        for (Eigen::Index i = 0; i < n; ++i)
            entry(activation, in[i], out[i], d[i]);
    }
}

template<typename Scalar>
void normForward(Norm norm, Scalar eps, const Mat<Scalar> &x, NormState<Scalar> &state)
{
    state.y.resize(x.rows(), x.cols());
    if (norm == Norm::Batch)
        centredRows(eps, x.transpose(), state.y.transpose(), state.r);
    else if (norm == Norm::Layer)
        centredRows(eps, x, Eigen::Ref<Mat<Scalar>>(state.y), state.r);
    else
        rmsRows(eps, x, Eigen::Ref<Mat<Scalar>>(state.y), state.r);
}

template<typename Scalar>
void normBackward(Norm norm, const NormState<Scalar> &state, const Mat<Scalar> &dy, Mat<Scalar> &dx)
{
    dx.resize(dy.rows(), dy.cols());
    if (norm == Norm::Batch)
        backRows(true, state.y.transpose(), state.r, dy.transpose(), dx.transpose());
    else
        backRows(norm == Norm::Layer, state.y, state.r, dy, Eigen::Ref<Mat<Scalar>>(dx));
}

template void activate<double>(Activation, const Mat<double> &, Mat<double> &, Mat<double> &);
template void activate<float>(Activation, const Mat<float> &, Mat<float> &, Mat<float> &);
template void normForward<double>(Norm, double, const Mat<double> &, NormState<double> &);
template void normForward<float>(Norm, float, const Mat<float> &, NormState<float> &);
template void normBackward<double>(Norm, const NormState<double> &, const Mat<double> &, Mat<double> &);
template void normBackward<float>(Norm, const NormState<float> &, const Mat<float> &, Mat<float> &);

} // namespace gradflow::plain
