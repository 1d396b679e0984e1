#include "core/jacobian/scaledsvd.h"

#include "core/engine/scaled.h"

#include <Eigen/QR>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace gradflow {

namespace {

constexpr int kMaxSweeps = 80;
// Columns whose scales lie within this many decades of each other fit one double matrix centred
// on their middle scale (entries within 10^+-120 of 1, their squares normal numbers).
constexpr double kPreconditionSpread = 240.0;

// The columns as Jacobi works on them: column j is v_j * 10^scales[j], with |v_j| = norms[j]
// kept within 10^+-100. A rotation between columns of one scale (every pair after the
// preconditioning below) is then plain arithmetic, no logarithm and no power of ten. Between different scales, both
// columns first take their norms into their scales, and the rotation is the scaled one.
struct Columns
{
    Eigen::MatrixXd v;
    std::vector<double> norms, scales;
};

// v_j at unit norm, its norm (norm, or norms[j] as kept) moved into its scale; an exact zero: -inf.
void absorb(Columns &x, Eigen::Index j, double norm)
{
    x.norms[size_t(j)] = 1.0;
    if (!(norm > 0.0) || x.scales[size_t(j)] == kZeroLog) {
        x.v.col(j).setZero();
        x.scales[size_t(j)] = kZeroLog;
        return;
    }
    x.v.col(j) *= 1.0 / norm;
    x.scales[size_t(j)] += std::log10(norm);
}

// v_j's norm from its sum of squares; taken into its scale when it leaves 10^+-100 (where the
// sum of squares may have lost it to underflow or overflow, so it is taken again with care).
void settle(Columns &x, Eigen::Index j, double squaredNorm)
{
    if (squaredNorm >= 1e-200 && squaredNorm <= 1e200)
        x.norms[size_t(j)] = std::sqrt(squaredNorm);
    else
        absorb(x, j, x.v.col(j).stableNorm());
}

// Whether column i is at least as large as column j.
bool atLeast(const Columns &x, Eigen::Index i, Eigen::Index j)
{
    const double d = x.scales[size_t(i)] - x.scales[size_t(j)];
    if (d == 0.0)
        return x.norms[size_t(i)] >= x.norms[size_t(j)];
    return d + std::log10(x.norms[size_t(i)] / x.norms[size_t(j)]) >= 0.0;
}

// Rotates columns big and small (big the larger, g their unit columns' inner product) so that
// they are orthogonal. On unit columns a, b with r = |small| / |big| <= 1 the rotation is
// big <- c a - s r b, small <- c q a + c b with tangent t = r q, and q stays finite however far
// apart the sizes are; on v it becomes big <- c v_big - s p v_small, small <- c q (n_s / n_b)
// v_big + c v_small, with p = 10^(scale_small - scale_big) (1 between equal scales).
void rotate(Columns &x, Eigen::Index big, Eigen::Index small, double g)
{
    if (x.scales[size_t(big)] != x.scales[size_t(small)]) {
        absorb(x, big, x.norms[size_t(big)]);
        absorb(x, small, x.norms[size_t(small)]);
    }
    const double p = x.scales[size_t(big)] == x.scales[size_t(small)]
                         ? 1.0
                         : std::pow(10.0, x.scales[size_t(small)] - x.scales[size_t(big)]);
    const double nr = x.norms[size_t(small)] / x.norms[size_t(big)], r = nr * p;
    const double w = (1.0 - r * r) / (2.0 * std::fabs(g));
    const double sign = r < 1.0 ? -std::copysign(1.0, g) : 1.0;
    const double q = sign / (w + std::sqrt(r * r + w * w));
    const double t = r * q;
    const double c = 1.0 / std::sqrt(1.0 + t * t);
    const double bigB = -c * t * p, smallA = c * q * nr;
    double *pa = x.v.col(big).data(), *pb = x.v.col(small).data();
    for (Eigen::Index i = 0; i < x.v.rows(); ++i) { // vectorized: no sum in this loop
        const double a = pa[i], b = pb[i];
        pa[i] = c * a + bigB * b;
        pb[i] = smallA * a + c * b;
    }
    settle(x, big, x.v.col(big).squaredNorm());
    settle(x, small, x.v.col(small).squaredNorm());
}

// One sweep over every pair; false if no pair needed a rotation. poll is called before each
// column's pairs: at most k - 1 inner products and rotations lie between two calls (a sweep at
// width 4096 takes seconds, one column's pairs a few milliseconds).
bool sweep(Columns &x, double tolerance, const std::function<void()> &poll)
{
    bool rotated = false;
    const Eigen::Index k = x.v.cols();
    for (Eigen::Index i = 0; i + 1 < k; ++i) {
        if (poll)
            poll();
        for (Eigen::Index j = i + 1; j < k && x.scales[size_t(i)] != kZeroLog; ++j) {
            if (x.scales[size_t(j)] == kZeroLog)
                continue;
            const double g = x.v.col(i).dot(x.v.col(j)) / (x.norms[size_t(i)] * x.norms[size_t(j)]);
            if (std::fabs(g) <= tolerance)
                continue;
            rotated = true;
            if (atLeast(x, i, j))
                rotate(x, i, j, g);
            else
                rotate(x, j, i, g);
        }
    }
    return rotated;
}

// Drmac and Veselic's preconditioning (SIAM J. Matrix Anal. Appl. 29, 2008): X P = Q R by
// Householder QR with column pivoting, then Jacobi on the columns of R^T (R's rows), which are
// nearly orthogonal already, so a few sweeps replace the dozen a random X needs. Householder
// transforms act on each column of X alone, so X's columns keep their relative accuracy however
// graded their scales (Demmel et al. 1999). Only where X fits a double matrix: false (v and
// scales untouched) when the finite scales span more than kPreconditionSpread decades. Exact
// zeros (-inf) stay exact: they are left out of X and come back as -inf scales.
void precondition(Eigen::MatrixXd &v, std::vector<double> &scales)
{
    std::vector<Eigen::Index> finite;
    for (Eigen::Index j = 0; j < v.cols(); ++j) {
        if (scales[size_t(j)] != kZeroLog)
            finite.push_back(j);
    }
    if (finite.empty() || Eigen::Index(finite.size()) > v.rows())
        return;
    double top = kZeroLog, bottom = std::numeric_limits<double>::infinity();
    for (Eigen::Index j : finite) {
        top = std::max(top, scales[size_t(j)]);
        bottom = std::min(bottom, scales[size_t(j)]);
    }
    if (top - bottom > kPreconditionSpread)
        return;
    const double middle = 0.5 * (top + bottom);
    Eigen::MatrixXd x(v.rows(), Eigen::Index(finite.size()));
    for (size_t i = 0; i < finite.size(); ++i)
        x.col(Eigen::Index(i)) = v.col(finite[i]) * std::pow(10.0, scales[finite[i]] - middle);
    const Eigen::ColPivHouseholderQR<Eigen::MatrixXd> qr(x);
    const Eigen::Index f = x.cols();
    v = Eigen::MatrixXd(qr.matrixQR().topRows(f).triangularView<Eigen::Upper>()).transpose();
    const size_t zeros = scales.size() - finite.size();
    scales.assign(size_t(f), middle);
    scales.resize(size_t(f) + zeros, kZeroLog);
    v.conservativeResize(Eigen::NoChange, Eigen::Index(scales.size()));
    v.rightCols(Eigen::Index(zeros)).setZero();
}

} // namespace

std::vector<double> log10SingularValues(Eigen::MatrixXd v, std::vector<double> scales,
                                        const std::function<void()> &poll)
{
    precondition(v, scales);
    if (poll)
        poll();
    Columns x{std::move(v), std::vector<double>(scales.size(), 1.0), std::move(scales)};
    for (Eigen::Index j = 0; j < x.v.cols(); ++j)
        settle(x, j, x.v.col(j).squaredNorm());
    const double tolerance = std::max(1.0, std::sqrt(double(x.v.rows()))) * std::numeric_limits<double>::epsilon();
    for (int i = 0; i < kMaxSweeps; ++i) {
        if (!sweep(x, tolerance, poll))
            break;
    }
    for (size_t j = 0; j < x.scales.size(); ++j) {
        if (x.scales[j] != kZeroLog)
            x.scales[j] += std::log10(x.norms[j]);
    }
    std::sort(x.scales.begin(), x.scales.end(), std::greater<double>());
    return x.scales;
}

} // namespace gradflow
