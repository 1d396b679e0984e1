#pragma once

// What the engine's tests compare: a Scaled tensor's true values, its peak and whether it is in
// normal form, one made from a double matrix, the relative error of two matrices, and whether two
// results agree to the bit; and a weight gradient that nearly cancels.

#include "core/model/result.h"
#include "core/engine/scaled.h"

#include <Eigen/Core>

#include <cmath>

namespace gradflow::testing {

// m x 10^log10 (+ offset) in double; an exact zero tensor as zeros.
template<typename Scalar>
Eigen::MatrixXd trueValues(const Scaled<Scalar> &t, double offset = 0.0)
{
    Eigen::MatrixXd out = t.isZero() ? Eigen::MatrixXd::Zero(t.m.rows(), t.m.cols())
                                     : Eigen::MatrixXd(t.m.template cast<double>() * std::pow(10.0, t.log10));
    return out.array() + offset;
}

// max |m|, the mantissa's peak.
template<typename Scalar>
double peakOf(const Scaled<Scalar> &t)
{
    return double(t.m.cwiseAbs().maxCoeff());
}

// scaled.h's invariant: max|m| in [1, 2), or an exact zero (m == 0, log10 == -inf).
template<typename Scalar>
bool isNormalized(const Scaled<Scalar> &t)
{
    const double peak = peakOf(t);
    if (t.isZero())
        return peak == 0.0;
    return peak >= 1.0 && peak < 2.0;
}

// m x 10^log10, m as given (not normalized).
template<typename Scalar>
Scaled<Scalar> scaled(const Eigen::MatrixXd &m, double log10)
{
    Scaled<Scalar> t;
    t.m = m.cast<Scalar>();
    t.log10 = log10;
    return t;
}

// max |got - want| over max |want|.
inline double relativeError(const Eigen::MatrixXd &got, const Eigen::MatrixXd &want)
{
    return (got - want).cwiseAbs().maxCoeff() / want.cwiseAbs().maxCoeff();
}

// Every layer's signal, gradient and weight-gradient figure and the loss, bit for bit.
inline bool sameResult(const Result &a, const Result &b)
{
    return a.log10SignalRms == b.log10SignalRms && a.log10GradNorm == b.log10GradNorm
           && a.log10WeightGradNorm == b.log10WeightGradNorm && a.log10Loss == b.log10Loss;
}

// u (batch x width) with centred columns, as after a BatchNorm, and dz one row repeated plus
// `level` noise: u^T dz = level u^T noise, a weight gradient that nearly cancels. The noise
// itself into *noiseOut when given.
inline void nearlyCancellingPair(int batch, int width, double level, Eigen::MatrixXd &u, Eigen::MatrixXd &dz,
                                 Eigen::MatrixXd *noiseOut = nullptr)
{
    Eigen::MatrixXd noise(batch, width);
    u.resize(batch, width);
    for (int i = 0; i < u.size(); ++i) {
        u.data()[i] = std::sin(0.7 * i + 0.1);
        noise.data()[i] = std::cos(1.9 * i + 0.4);
    }
    u.rowwise() -= u.colwise().mean();
    dz = Eigen::MatrixXd::Ones(batch, 1) * Eigen::RowVectorXd::LinSpaced(width, 1.0, 2.0);
    dz += level * noise;
    if (noiseOut)
        *noiseOut = noise;
}

} // namespace gradflow::testing
