#include "core/jacobian/product.h"

#include "core/engine/kernels/products.h"
#include "core/engine/scaled.h"
#include "core/jacobian/scaledsvd.h"

#include <Eigen/QR>

#include <algorithm>
#include <cmath>

namespace gradflow {

JacobianProduct::JacobianProduct(int width)
    : m_q(Eigen::MatrixXd::Identity(width, width)), m_u(Eigen::MatrixXd::Identity(width, width)),
      m_rho(size_t(width), 0.0)
{
}

namespace {

// The rows of a that are not exactly zero (a ReLU's dead units' rows are).
std::vector<Eigen::Index> liveRows(const LayerFactor &a)
{
    std::vector<Eigen::Index> live;
    if (a.log10 == kZeroLog)
        return live;
    for (Eigen::Index i = 0; i < a.m.rows(); ++i) {
        if ((a.m.row(i).array() != 0.0).any())
            live.push_back(i);
    }
    return live;
}

// Row i of R'' diag(10^rho) taken exactly: each term relative to the row's largest, whose log10
// goes to top[i].
void exactRow(const Eigen::MatrixXd &packed, const std::vector<double> &rho, Eigen::Index i, Eigen::MatrixXd &weights,
              std::vector<double> &top)
{
    const Eigen::Index r = weights.cols();
    double largest = kZeroLog;
    for (Eigen::Index j = i; j < r; ++j) {
        if (packed(i, j) != 0.0 && rho[size_t(j)] != kZeroLog)
            largest = std::max(largest, std::log10(std::fabs(packed(i, j))) + rho[size_t(j)]);
    }
    top[size_t(i)] = largest;
    for (Eigen::Index j = i; j < r && largest != kZeroLog; ++j) {
        if (rho[size_t(j)] != kZeroLog)
            weights(i, j) = packed(i, j) * std::pow(10.0, rho[size_t(j)] - largest);
    }
}

// R'' diag(10^rho) with each row relative to its largest term (log10 in top): one power of ten
// per column, 10^(rho_j - max rho), and a division per row. A row whose largest term falls below
// 10^-200 of the largest rho (its terms would be subnormal) is taken exactly instead.
void rowWeights(const Eigen::MatrixXd &packed, const std::vector<double> &rho, Eigen::MatrixXd &weights,
                std::vector<double> &top)
{
    const Eigen::Index k = weights.rows(), r = weights.cols();
    const double high = *std::max_element(rho.begin(), rho.end());
    Eigen::RowVectorXd column(r);
    for (Eigen::Index j = 0; j < r; ++j)
        column(j) = rho[size_t(j)] == kZeroLog ? 0.0 : std::pow(10.0, rho[size_t(j)] - high);
    for (Eigen::Index i = 0; i < k; ++i) {
        const Eigen::Index tail = r - i;
        const double largest = (packed.row(i).tail(tail).cwiseAbs().array() * column.tail(tail).array()).maxCoeff();
        if (!(largest >= 1e-200)) {
            exactRow(packed, rho, i, weights, top);
            continue;
        }
        top[size_t(i)] = high + std::log10(largest);
        weights.row(i).tail(tail) = packed.row(i).tail(tail).cwiseProduct(column.tail(tail)) / largest;
    }
}

} // namespace

void JacobianProduct::multiply(const LayerFactor &a, const std::function<void()> &poll)
{
    const auto check = [&poll] {
        if (poll)
            poll();
    };
    const Eigen::Index n = m_q.rows();
    const std::vector<Eigen::Index> live = liveRows(a);
    if (live.empty() || m_q.cols() == 0 || *std::max_element(m_rho.begin(), m_rho.end()) == kZeroLog) {
        m_q.resize(n, 0); // the product is zero from here on
        m_u.resize(0, n);
        m_rho.clear();
        return;
    }
    Eigen::MatrixXd b;
    if (Eigen::Index(live.size()) == n) {
        products::multiply(a.m, m_q, false, b, nullptr);
    } else {
        Eigen::MatrixXd rows(Eigen::Index(live.size()), n);
        for (size_t i = 0; i < live.size(); ++i)
            rows.row(Eigen::Index(i)) = a.m.row(live[i]);
        products::multiply(rows, m_q, false, b, nullptr);
    }
    const Eigen::Index k = std::min(b.rows(), b.cols());
    Eigen::MatrixXd qLive;
    check();
    products::householderQr(b, qLive, poll); // b becomes the packed factors, R in its upper triangle; polled by panel
    check();
    m_q.setZero(n, k);
    for (size_t i = 0; i < live.size(); ++i)
        m_q.row(live[i]) = qLive.row(Eigen::Index(i));
    // Row i of R'' R = sum over j >= i of R''_ij 10^rho_j u_j, each term relative to the largest.
    Eigen::MatrixXd weights = Eigen::MatrixXd::Zero(k, m_u.rows());
    std::vector<double> rho(size_t(k), kZeroLog);
    rowWeights(b, m_rho, weights, rho);
    Eigen::MatrixXd u;
    products::multiply(weights, m_u, false, u, nullptr);
    m_u.swap(u);
    for (Eigen::Index i = 0; i < k; ++i) {
        const double norm = m_u.row(i).norm();
        if (!(norm > 0.0) || rho[size_t(i)] == kZeroLog) {
            m_u.row(i).setZero();
            rho[size_t(i)] = kZeroLog;
            continue;
        }
        m_u.row(i) /= norm;
        rho[size_t(i)] += std::log10(norm) + a.log10;
    }
    m_rho.swap(rho);
}

SpectrumMoments JacobianProduct::moments() const
{
    SpectrumMoments m;
    const double n = double(m_q.rows());
    const double top = m_rho.empty() ? kZeroLog : *std::max_element(m_rho.begin(), m_rho.end());
    if (top == kZeroLog) {
        m.log10M1 = kZeroLog;
        return m;
    }
    Eigen::VectorXd d(Eigen::Index(m_rho.size())); // row scales relative to the largest
    for (size_t i = 0; i < m_rho.size(); ++i)
        d(Eigen::Index(i)) = m_rho[i] == kZeroLog ? 0.0 : std::pow(10.0, m_rho[i] - top);
    const Eigen::MatrixXd scaled = d.asDiagonal() * m_u;
    Eigen::MatrixXd gram; // its lower triangle: R R^T is symmetric
    products::gramLower(scaled, gram);
    const double s2 = d.squaredNorm(), s4 = 2.0 * gram.squaredNorm() - gram.diagonal().squaredNorm();
    return momentsFromSums(top, s2, s4, n);
}

std::vector<double> JacobianProduct::log10SingularValues() const
{
    return log10SingularValues(Rows{m_u, m_rho, int(m_q.rows())});
}

std::vector<double> JacobianProduct::log10SingularValues(const Rows &rows, const std::function<void()> &poll)
{
    std::vector<double> values = gradflow::log10SingularValues(rows.u.transpose(), rows.rho, poll);
    values.resize(size_t(rows.width), kZeroLog);
    return values;
}

} // namespace gradflow
