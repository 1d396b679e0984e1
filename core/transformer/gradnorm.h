#pragma once

#include "core/engine/scaled.h"

namespace gradflow {

// ||a^T g||_F, the norm of a weight's gradient from its input a (tokens x fan-in) and its
// output's gradient g (tokens x fan-out), without forming the fan-in x fan-out matrix where the
// tokens are few: <a a^T, g g^T> costs tokens^2 (fan-in + fan-out) / 2 instead of
// tokens fan-in fan-out. The input's Gram matrix is kept for the next weight reading the same
// input (q, k and v share theirs; up and gate theirs).
template<typename Scalar>
class GradNorms
{
public:
    // Forgets the kept Gram matrix: the next call reads a new input.
    void newInput() { m_gramReady = false; }
    // The norm in double (0 for a zero gradient); +inf where the squares leave the range.
    double norm(const Mat<Scalar> &a, const Mat<Scalar> &g);

private:
    Mat<Scalar> m_gramA, m_gramG, m_product;
    bool m_gramReady = false;
};

// log10 of x's Frobenius norm, exact where its square would overflow: -inf for zero, NaN where
// an entry is not finite.
template<typename Scalar>
double log10Frobenius(const Mat<Scalar> &x);

} // namespace gradflow
