#include "core/engine/plainactivation.h"

#include "core/layers/activationrules.h"

namespace gradflow::plain {

template<typename Scalar>
void activate(Activation activation, const Scalar *z, Scalar *a, Scalar *slope, Eigen::Index n)
{
    const ActivationRules &r = activationRules(activation);
    if constexpr (sizeof(Scalar) < sizeof(double))
        r.plainFloat(z, a, slope, n);
    else
        r.plainDouble(z, a, slope, n);
}

template<typename Scalar>
void activate(Activation activation, const Mat<Scalar> &z, Mat<Scalar> &a, Mat<Scalar> &slope)
{
    a.resize(z.rows(), z.cols());
    slope.resize(z.rows(), z.cols());
    activate(activation, z.data(), a.data(), slope.data(), z.size());
}

template void activate<double>(Activation, const double *, double *, double *, Eigen::Index);
template void activate<float>(Activation, const float *, float *, float *, Eigen::Index);
template void activate<double>(Activation, const Mat<double> &, Mat<double> &, Mat<double> &);
template void activate<float>(Activation, const Mat<float> &, Mat<float> &, Mat<float> &);

} // namespace gradflow::plain
