#include "core/transformer/gradnorm.h"

#include "core/engine/kernels/products.h"

#include <cmath>
#include <limits>

namespace gradflow {

template<typename Scalar>
double GradNorms<Scalar>::norm(const Mat<Scalar> &a, const Mat<Scalar> &g)
{
    const Eigen::Index tokens = a.rows();
    if (2 * tokens <= a.cols() + g.cols()) {
        if (!m_gramReady)
            products::gramLower(a, m_gramA);
        m_gramReady = true;
        products::gramLower(g, m_gramG);
        double diag = 0.0, off = 0.0;
        for (Eigen::Index j = 0; j < tokens; ++j) {
            diag += double(m_gramA(j, j)) * double(m_gramG(j, j));
            for (Eigen::Index i = j + 1; i < tokens; ++i)
                off += double(m_gramA(i, j)) * double(m_gramG(i, j));
        }
        const double squared = diag + 2.0 * off;
        // Trusted unless the sum cancelled to a thousandth of its terms' scale.
        if (std::isfinite(squared) && squared > 1e-3 * diag)
            return std::sqrt(squared);
    }
    products::multiplyTransposedA(a, g, m_product);
    return double(m_product.template cast<double>().norm());
}

template<typename Scalar>
double log10Frobenius(const Mat<Scalar> &x)
{
    const double squared = x.template cast<double>().squaredNorm();
    if (std::isfinite(squared) && squared > 1e-280)
        return 0.5 * std::log10(squared);
    if (!x.allFinite())
        return std::numeric_limits<double>::quiet_NaN();
    const double peak = x.size() ? double(x.cwiseAbs().maxCoeff()) : 0.0;
    if (!(peak > 0))
        return -std::numeric_limits<double>::infinity();
    return std::log10(peak) + 0.5 * std::log10((x.template cast<double>() / peak).squaredNorm());
}

template class GradNorms<double>;
template class GradNorms<float>;
template double log10Frobenius<double>(const Mat<double> &);
template double log10Frobenius<float>(const Mat<float> &);

} // namespace gradflow
