#include "core/jacobian/product.h"

#include "core/engine/scaled.h"
#include "core/jacobian/scaledsvd.h"

#include <Eigen/QR>

#include <algorithm>
#include <cmath>

namespace gradflow {

JacobianProduct::JacobianProduct(int width)
    : m_q(Eigen::MatrixXd::Identity(width, width)), m_u(Eigen::MatrixXd::Identity(width, width))
    , m_rho(size_t(width), 0.0)
{
}

void JacobianProduct::multiply(const LayerFactor &a)
{
    const Eigen::Index n = m_q.rows();
    std::vector<Eigen::Index> live;
    if (a.log10 != kZeroLog) {
        for (Eigen::Index i = 0; i < n; ++i) {
            if ((a.m.row(i).array() != 0.0).any())
                live.push_back(i);
        }
    }
    if (live.empty() || m_q.cols() == 0) { // the product is zero from here on
        m_q.resize(n, 0);
        m_u.resize(0, n);
        m_rho.clear();
        return;
    }
    Eigen::MatrixXd b(Eigen::Index(live.size()), m_q.cols());
    for (size_t i = 0; i < live.size(); ++i)
        b.row(Eigen::Index(i)).noalias() = a.m.row(live[i]) * m_q;
    const Eigen::Index k = std::min(b.rows(), b.cols());
    Eigen::HouseholderQR<Eigen::MatrixXd> qr(b);
    const Eigen::MatrixXd qLive = qr.householderQ() * Eigen::MatrixXd::Identity(b.rows(), k);
    m_q.setZero(n, k);
    for (size_t i = 0; i < live.size(); ++i)
        m_q.row(live[i]) = qLive.row(Eigen::Index(i));
    // Row i of R'' R = sum over j >= i of R''_ij 10^rho_j u_j, each term relative to the largest.
    const Eigen::MatrixXd &packed = qr.matrixQR();
    const Eigen::Index r = m_u.rows();
    Eigen::MatrixXd weights = Eigen::MatrixXd::Zero(k, r);
    std::vector<double> rho(size_t(k), kZeroLog);
    for (Eigen::Index i = 0; i < k; ++i) {
        double top = kZeroLog;
        for (Eigen::Index j = i; j < r; ++j) {
            if (packed(i, j) != 0.0 && m_rho[size_t(j)] != kZeroLog)
                top = std::max(top, std::log10(std::fabs(packed(i, j))) + m_rho[size_t(j)]);
        }
        rho[size_t(i)] = top;
        for (Eigen::Index j = i; j < r && top != kZeroLog; ++j) {
            if (m_rho[size_t(j)] != kZeroLog)
                weights(i, j) = packed(i, j) * std::pow(10.0, m_rho[size_t(j)] - top);
        }
    }
    Eigen::MatrixXd u(k, n);
    u.noalias() = weights * m_u;
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
    Eigen::MatrixXd gram(scaled.rows(), scaled.rows());
    gram.noalias() = scaled * scaled.transpose();
    const double s2 = d.squaredNorm(), s4 = gram.squaredNorm();
    m.log10M1 = 2.0 * top + std::log10(s2 / n);
    m.m2OverM1Sq = (s4 / n) / ((s2 / n) * (s2 / n));
    return m;
}

std::vector<double> JacobianProduct::log10SingularValues() const
{
    std::vector<double> values = gradflow::log10SingularValues(m_u.transpose(), m_rho);
    values.resize(size_t(m_q.rows()), kZeroLog);
    return values;
}

} // namespace gradflow
