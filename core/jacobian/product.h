#pragma once

#include "core/jacobian/layerfactor.h"
#include "core/jacobian/moments.h"

#include <Eigen/Core>

#include <functional>
#include <vector>

namespace gradflow {

// The product M = A_l ... A_1 of layer factors, exact at any magnitude: kept as M = Q R with Q
// orthonormal (n x r) and R = diag(10^rho) U upper trapezoidal (r x n), U's rows at unit norm
// and their magnitudes in rho (log10). Each factor is taken in with one QR step (as Lyapunov
// spectra are computed): A Q = Q' R'', then R <- R'' R, each new row summed from the old rows
// relative to the largest of them, so rows 10^1000 apart never meet in one floating-point
// number. (R is graded by rows: its row i is of the size of its diagonal, while a column holds
// entries 10^700 apart, so columns could not carry the scales.) Rows of A that are exactly zero
// (a ReLU's dead units) are left out of the QR, so the rank r falls exactly and the lost
// directions give exact zeros instead of rounding noise.
class JacobianProduct
{
public:
    // R alone (M's singular values are R's): what a later SVD of this layer needs.
    struct Rows
    {
        Eigen::MatrixXd u; // r x n, unit rows
        std::vector<double> rho;
        int width = 0;
    };

    explicit JacobianProduct(int width);

    // poll (scaledsvd.h's) is called between the steps of the multiplication (the product by Q, its
    // QR and the new rows' product) and within the QR before each panel of 48 columns of the
    // factorization and of Q: at width 4096 the QR alone took seconds between two polls.
    void multiply(const LayerFactor &a, const std::function<void()> &poll = {});

    // log10 of M's singular values, largest first (n of them; -inf for exact zeros): the
    // singular values of R, by one-sided Jacobi on R's rows held at their own scales.
    std::vector<double> log10SingularValues() const;
    Rows rows() const { return {m_u, m_rho, int(m_q.rows())}; }
    // The singular values of a kept R, as log10SingularValues(); poll as scaledsvd.h's.
    static std::vector<double> log10SingularValues(const Rows &rows, const std::function<void()> &poll = {});

    // The mean of sigma^2 and of sigma^4 over all n singular values, from R alone (no SVD):
    // ||R||_F^2 / n and ||R R^T||_F^2 / n, formed relative to the largest row.
    SpectrumMoments moments() const;

    int rank() const { return int(m_u.rows()); }

private:
    Eigen::MatrixXd m_q;       // n x r
    Eigen::MatrixXd m_u;       // r x n, rows at unit norm
    std::vector<double> m_rho; // r
};

} // namespace gradflow
