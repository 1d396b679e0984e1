#include "core/engine/weightgradnorm.h"

#include "core/engine/kernels/products.h"

#include <cmath>

namespace gradflow {

namespace {

// ||u^T dz||_F^2 as <u u^T, dz dz^T> from the two lower Gram triangles in s; false where that
// sum cancels too badly to trust.
template<typename Scalar>
bool squaredNormFromGrams(const Mat<Scalar> &u, const Mat<Scalar> &dz, NormScratch<Scalar> &s, double &squared)
{
    products::gramLower(u, s.gramU);
    products::gramLower(dz, s.gramDz);
    const Eigen::Index batch = u.rows();
    double diag = 0.0, off = 0.0;
    for (Eigen::Index j = 0; j < batch; ++j) {
        diag += double(s.gramU(j, j)) * double(s.gramDz(j, j));
        for (Eigen::Index i = j + 1; i < batch; ++i)
            off += double(s.gramU(i, j)) * double(s.gramDz(i, j));
    }
    squared = diag + 2.0 * off;
    const double bound = double(s.gramU.diagonal().sum()) * double(s.gramDz.diagonal().sum());
    return squared > 1e-3 * bound;
}

} // namespace

// With batch < width, <u u^T, dz dz^T> costs batch^2 width multiply-adds instead of batch
// width^2; where that sum cancels badly the product is formed directly.
template<typename Scalar>
double weightGradNorm(const Scaled<Scalar> &u, const Scaled<Scalar> &dz, NormScratch<Scalar> &s, Eigen::MatrixXd *keep)
{
    const double log10Scale = u.log10 + dz.log10;
    const bool zero = u.isZero() || dz.isZero();
    double squared = 0.0;
    if (!keep && !zero && 2 * u.m.rows() <= u.m.cols() && squaredNormFromGrams(u.m, dz.m, s, squared))
        return 0.5 * std::log10(squared) + log10Scale;
    products::multiplyTransposedA(u.m, dz.m, s.dW);
    if (keep)
        *keep = zero ? Eigen::MatrixXd::Zero(s.dW.rows(), s.dW.cols())
                     : Eigen::MatrixXd(s.dW.template cast<double>() * std::pow(10.0, log10Scale));
    if (zero)
        return kZeroLog;
    const double norm = double(s.dW.norm());
    return norm > 0 ? std::log10(norm) + log10Scale : kZeroLog;
}

template double weightGradNorm<double>(const Scaled<double> &, const Scaled<double> &, NormScratch<double> &,
                                       Eigen::MatrixXd *);
template double weightGradNorm<float>(const Scaled<float> &, const Scaled<float> &, NormScratch<float> &,
                                      Eigen::MatrixXd *);

} // namespace gradflow
