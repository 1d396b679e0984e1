#include "core/jacobian/scaledsvd.h"

#include "core/engine/scaled.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace gradflow {

namespace {

constexpr int kMaxSweeps = 80;

// Column j at unit norm, its norm moved into its scale.
void normalizeColumn(Eigen::MatrixXd &v, std::vector<double> &scales, Eigen::Index j)
{
    const double norm = v.col(j).norm();
    if (!(norm > 0.0) || scales[size_t(j)] == kZeroLog) {
        v.col(j).setZero();
        scales[size_t(j)] = kZeroLog;
        return;
    }
    v.col(j) /= norm;
    scales[size_t(j)] += std::log10(norm);
}

// Rotates columns big and small (scales[big] >= scales[small], g their unit columns' inner
// product) so that they are orthogonal. With r = 10^(small - big) the rotation's tangent is
// t = r * q, and q stays finite however far apart the scales are.
void rotate(Eigen::MatrixXd &v, std::vector<double> &scales, Eigen::Index big, Eigen::Index small, double g)
{
    const double r = std::pow(10.0, scales[size_t(small)] - scales[size_t(big)]);
    const double w = (1.0 - r * r) / (2.0 * std::fabs(g));
    const double sign = r < 1.0 ? -std::copysign(1.0, g) : 1.0;
    const double q = sign / (w + std::sqrt(r * r + w * w));
    const double t = r * q;
    const double c = 1.0 / std::sqrt(1.0 + t * t);
    const double s = c * t;
    const Eigen::VectorXd a = v.col(big);
    v.col(big) = c * a - (s * r) * v.col(small);
    v.col(small) = (c * q) * a + c * v.col(small);
    normalizeColumn(v, scales, big);
    normalizeColumn(v, scales, small);
}

} // namespace

std::vector<double> log10SingularValues(Eigen::MatrixXd v, std::vector<double> scales)
{
    const Eigen::Index k = v.cols();
    for (Eigen::Index j = 0; j < k; ++j)
        normalizeColumn(v, scales, j);
    const double tolerance = std::max(1.0, std::sqrt(double(v.rows()))) * std::numeric_limits<double>::epsilon();
    for (int sweep = 0; sweep < kMaxSweeps; ++sweep) {
        bool rotated = false;
        for (Eigen::Index i = 0; i + 1 < k; ++i) {
            if (scales[size_t(i)] == kZeroLog)
                continue;
            for (Eigen::Index j = i + 1; j < k; ++j) {
                if (scales[size_t(j)] == kZeroLog)
                    continue;
                const double g = v.col(i).dot(v.col(j));
                if (std::fabs(g) <= tolerance)
                    continue;
                rotated = true;
                if (scales[size_t(i)] >= scales[size_t(j)])
                    rotate(v, scales, i, j, g);
                else
                    rotate(v, scales, j, i, g);
                if (scales[size_t(i)] == kZeroLog)
                    break;
            }
        }
        if (!rotated)
            break;
    }
    std::sort(scales.begin(), scales.end(), std::greater<double>());
    return scales;
}

} // namespace gradflow
