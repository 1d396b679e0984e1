#pragma once

#include <Eigen/Core>

#include <cmath>
#include <limits>

namespace gradflow {

template<typename Scalar>
using Mat = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>; // batch x features, column-major

constexpr double kLog10Two = 0.30102999566398119521;
constexpr double kZeroLog = -std::numeric_limits<double>::infinity();

// A tensor too large or too small for floating point, held as m * 10^log10 with max|m| in
// [1, 2). Every product, sum and activation in the engine renormalizes, so m never overflows
// or underflows as a whole and log10 carries the magnitude exactly. An exact zero tensor has
// m == 0 and log10 == -inf.
//
// offset: a constant added to every entry, true = offset + m * 10^log10. Only an activation
// with act(0) != 0 (sigmoid, softplus) on near-zero inputs sets it: its output is then
// act(0) plus a deviation far below double precision of act(0), and a centring norm (the only
// consumer that ignores the offset) recovers that deviation exactly. Every other consumer
// calls foldOffset() first; the ops below expect offset == 0.
template<typename Scalar>
struct Scaled
{
    Mat<Scalar> m;
    double log10 = 0.0;
    double offset = 0.0;

    bool isZero() const { return log10 == kZeroLog && offset == 0.0; }

    // Rescales m by a power of two (exact in floating point) so that max|m| is in [1, 2).
    // [1, 2) rather than [0.5, 1): a 0/1 ReLU slope and a ReLU output of a normalized input
    // are already there, so the common case costs one read and no multiply.
    void normalize()
    {
        const Scalar peak = m.size() ? m.cwiseAbs().maxCoeff() : Scalar(0);
        if (!(peak > Scalar(0))) {
            m.setZero();
            log10 = kZeroLog;
            return;
        }
        int exponent = 0;
        std::frexp(peak, &exponent); // peak = f * 2^exponent, f in [0.5, 1)
        --exponent;
        if (exponent != 0) {
            m *= std::ldexp(Scalar(1), -exponent);
            log10 += exponent * kLog10Two;
        }
    }

    // Adds the offset into m: exact to the tensor's relative precision (the offset dominates
    // wherever the deviation would be lost).
    void foldOffset()
    {
        if (offset == 0.0)
            return;
        const double offsetLog = std::log10(std::fabs(offset));
        const double top = log10 == kZeroLog ? offsetLog : std::max(log10, offsetLog);
        if (log10 == kZeroLog)
            m.setZero();
        else
            m *= Scalar(std::pow(10.0, log10 - top));
        m.array() += Scalar(offset * std::pow(10.0, -top));
        log10 = top;
        offset = 0.0;
        normalize();
    }

    // log10 of the Frobenius norm of the true tensor.
    double log10Norm() const
    {
        if (offset != 0.0) {
            Scaled folded = *this;
            folded.foldOffset();
            return folded.log10Norm();
        }
        if (isZero())
            return kZeroLog;
        return std::log10(double(m.norm())) + log10;
    }
    double log10Rms() const
    {
        if (offset != 0.0) {
            Scaled folded = *this;
            folded.foldOffset();
            return folded.log10Rms();
        }
        if (isZero())
            return kZeroLog;
        return log10Norm() - 0.5 * std::log10(double(m.size()));
    }
};

// 10^(log10 a) + 10^(log10 b), in log10, exact where either is zero (-inf).
inline double log10Add(double a, double b)
{
    if (a == kZeroLog)
        return b;
    if (b == kZeroLog)
        return a;
    const double hi = std::max(a, b), lo = std::min(a, b);
    return hi + std::log10(1.0 + std::pow(10.0, lo - hi));
}

// out = a + b for scaled tensors (out may alias neither).
template<typename Scalar>
void addScaled(const Scaled<Scalar> &a, const Scaled<Scalar> &b, Scaled<Scalar> &out)
{
    if (a.isZero()) {
        out = b;
        return;
    }
    if (b.isZero()) {
        out = a;
        return;
    }
    const double top = std::max(a.log10, b.log10);
    out.m = a.m * Scalar(std::pow(10.0, a.log10 - top)) + b.m * Scalar(std::pow(10.0, b.log10 - top));
    out.log10 = top;
    out.offset = 0.0;
    out.normalize();
}

// Accumulates b into a (a += b).
template<typename Scalar>
void accumulateScaled(Scaled<Scalar> &a, const Scaled<Scalar> &b)
{
    if (b.isZero())
        return;
    if (a.isZero()) {
        a = b;
        return;
    }
    const double top = std::max(a.log10, b.log10);
    if (a.log10 != top)
        a.m *= Scalar(std::pow(10.0, a.log10 - top));
    a.m += b.m * Scalar(std::pow(10.0, b.log10 - top));
    a.log10 = top;
    a.normalize();
}

} // namespace gradflow
