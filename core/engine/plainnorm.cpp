#include "core/engine/plainnorm.h"

#include <cmath>

namespace gradflow::plain {

namespace {

// LayerNorm and BatchNorm of x's rows (BatchNorm is called on x^T's rows by its caller's view).
template<typename Scalar, typename In, typename Out>
void centredRows(Scalar eps, const In &x, Out y, NormState<Scalar> &s)
{
    const Eigen::Index n = x.cols();
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const Scalar mean = x.row(i).sum() / Scalar(n);
        y.row(i) = x.row(i).array() - mean;
        const Scalar var = y.row(i).squaredNorm() / Scalar(n);
        s.mean(i) = mean;
        s.scale(i) = std::sqrt(var + eps);
        s.r(i) = Scalar(1) / s.scale(i);
        y.row(i) *= s.r(i);
    }
}

template<typename Scalar, typename In, typename Out>
void rmsRows(Scalar eps, const In &x, Out y, NormState<Scalar> &s)
{
    const Eigen::Index n = x.cols();
    s.mean.setZero();
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        s.scale(i) = std::sqrt(x.row(i).squaredNorm() / Scalar(n) + eps);
        s.r(i) = Scalar(1) / s.scale(i);
        y.row(i) = x.row(i) * s.r(i);
    }
}

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

// The groups of x's rows, centred or not.
template<typename Scalar, typename In, typename Out>
void normRows(bool centres, Scalar eps, const In &x, Out y, NormState<Scalar> &s)
{
    if (centres)
        centredRows(eps, x, y, s);
    else
        rmsRows(eps, x, y, s);
}

} // namespace

template<typename Scalar>
void normForward(Norm norm, Scalar eps, const Mat<Scalar> &x, NormState<Scalar> &state)
{
    const NormRow &row = normRow(norm);
    const Eigen::Index groups = row.acrossBatch ? x.cols() : x.rows();
    state.y.resize(x.rows(), x.cols());
    state.r.resize(groups);
    state.mean.resize(groups);
    state.scale.resize(groups);
    if (row.acrossBatch)
        normRows(row.centres, eps, x.transpose(), state.y.transpose(), state);
    else
        normRows(row.centres, eps, x, Eigen::Ref<Mat<Scalar>>(state.y), state);
}

template<typename Scalar>
void normBackward(Norm norm, const NormState<Scalar> &state, const Mat<Scalar> &dy, Mat<Scalar> &dx)
{
    dx.resize(dy.rows(), dy.cols());
    const NormRow &row = normRow(norm);
    if (row.acrossBatch)
        backRows(row.centres, state.y.transpose(), state.r, dy.transpose(), dx.transpose());
    else
        backRows(row.centres, state.y, state.r, dy, Eigen::Ref<Mat<Scalar>>(dx));
}

template void normForward<double>(Norm, double, const Mat<double> &, NormState<double> &);
template void normForward<float>(Norm, float, const Mat<float> &, NormState<float> &);
template void normBackward<double>(Norm, const NormState<double> &, const Mat<double> &, Mat<double> &);
template void normBackward<float>(Norm, const NormState<float> &, const Mat<float> &, Mat<float> &);

} // namespace gradflow::plain
