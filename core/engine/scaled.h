#pragma once

#include "core/engine/halves.h"

#include <Eigen/Core>

#include <cmath>
#include <limits>
#include <type_traits>

namespace gradflow {

template<typename Scalar>
using Mat = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>; // batch x features, column-major

constexpr double kLog10Two = 0.30102999566398119521;
constexpr double kZeroLog = -std::numeric_limits<double>::infinity();

// m *= 2^exponent, exact while the results are normal numbers. 2^exponent alone leaves the
// type's range when m is subnormal (a peak of 1e-310 needs 2^1027), so it is then applied in
// two halves.
template<typename Block>
void scaleByPowerOfTwo(Block &&m, int exponent)
{
    using Scalar = typename std::decay_t<Block>::Scalar;
    if (exponent >= std::numeric_limits<Scalar>::max_exponent) {
        m *= std::ldexp(Scalar(1), exponent / 2);
        exponent -= exponent / 2;
    }
    m *= std::ldexp(Scalar(1), exponent);
}

// A tensor too large or too small for floating point, held as m * 10^log10 with max|m| in
// [1, 2). Every product, sum and activation in the engine renormalizes, so m never overflows
// or underflows as a whole and log10 carries the magnitude exactly. An exact zero tensor has
// m == 0 and log10 == -inf. A tensor with a constant added to every entry is a Shifted (below):
// the operations here take only a Scaled, so none can ignore an offset by mistake.
template<typename Scalar>
struct Scaled
{
    Mat<Scalar> m;
    double log10 = 0.0;

    bool isZero() const { return log10 == kZeroLog; }

    // Rescales m by a power of two (exact in floating point) so that max|m| is in [1, 2).
    // [1, 2) rather than [0.5, 1): a 0/1 ReLU slope and a ReLU output of a normalized input
    // are already there, so the common case costs one read and no multiply.
    // With a second core, large tensors are read and scaled in two halves (halves.h).
    void normalize(products::SecondCore *second = nullptr)
    {
        normalizeFromPeak(m.size() ? peakAbs(m, second) : Scalar(0), second);
    }

    // The same where max|m| is already known (`peak`), so m is read once less.
    void normalizeFromPeak(Scalar peak, products::SecondCore *second = nullptr)
    {
        if (!(peak > Scalar(0))) {
            m.setZero();
            log10 = kZeroLog;
            return;
        }
        int exponent = 0;
        std::frexp(peak, &exponent); // peak = f * 2^exponent, f in [0.5, 1)
        --exponent;
        if (exponent != 0) {
            inHalves(second, m.rows(), m.cols(), [this, exponent](Eigen::Index first, Eigen::Index end) {
                scaleByPowerOfTwo(m.middleCols(first, end - first), -exponent);
            });
            log10 += exponent * kLog10Two;
        }
    }

    // log10 of the Frobenius norm.
    double log10Norm() const
    {
        if (isZero())
            return kZeroLog;
        return std::log10(double(m.norm())) + log10;
    }
    double log10Rms() const
    {
        if (isZero())
            return kZeroLog;
        return log10Norm() - 0.5 * std::log10(double(m.size()));
    }
};

// t + offset, in place: exact to the tensor's relative precision (the offset dominates
// wherever the deviation would be lost).
template<typename Scalar>
void addOffset(Scaled<Scalar> &t, double offset)
{
    if (offset == 0.0)
        return;
    const double offsetLog = std::log10(std::fabs(offset));
    const double top = t.log10 == kZeroLog ? offsetLog : std::max(t.log10, offsetLog);
    if (t.log10 == kZeroLog)
        t.m.setZero();
    else
        t.m *= Scalar(std::pow(10.0, t.log10 - top));
    t.m.array() += Scalar(offset * std::pow(10.0, -top));
    t.log10 = top;
    t.normalize();
}

// A tensor whose true value is offset + deviation. Only an activation with act(0) != 0
// (sigmoid, softplus) on near-zero inputs sets an offset: its output is then act(0) plus a
// deviation far below double precision of act(0), and a centring norm recovers that deviation
// exactly. Every other consumer takes the whole value as a Scaled, from folded() or fold();
// code that reads `deviation` alone says so in its text.
template<typename Scalar>
struct Shifted
{
    Scaled<Scalar> deviation;
    double offset = 0.0;

    bool isZero() const { return deviation.isZero() && offset == 0.0; }

    // The whole value: the deviation itself where there is no offset (no copy), else the sum
    // formed in `scratch`.
    const Scaled<Scalar> &folded(Scaled<Scalar> &scratch) const
    {
        if (offset == 0.0)
            return deviation;
        foldInto(scratch);
        return scratch;
    }

    // The whole value, copied into `out`.
    void foldInto(Scaled<Scalar> &out) const
    {
        out = deviation;
        addOffset(out, offset);
    }

    // Adds the offset into the deviation, in place, and returns the whole value.
    Scaled<Scalar> &fold()
    {
        addOffset(deviation, offset);
        offset = 0.0;
        return deviation;
    }

    // Drops the offset (where the caller knows it adds nothing) and returns the deviation.
    Scaled<Scalar> &dropOffset()
    {
        offset = 0.0;
        return deviation;
    }

    // For writing a value without an offset: sets the offset to 0 and returns the deviation.
    Scaled<Scalar> &plain() { return dropOffset(); }

    double log10Norm() const
    {
        Scaled<Scalar> scratch;
        return folded(scratch).log10Norm();
    }
    double log10Rms() const
    {
        Scaled<Scalar> scratch;
        return folded(scratch).log10Rms();
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
