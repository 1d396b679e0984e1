#include "core/engine/passprobe.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace gradflow {

namespace {

// Row `row` of a shifted tensor's true values as rel * 10^log10, max |rel| about 1.
template<typename Scalar>
void exampleRowOf(const Shifted<Scalar> &t, Eigen::Index row, Eigen::RowVectorXd &rel, double &log10)
{
    const Scaled<Scalar> &d = t.deviation;
    rel = d.m.row(row).template cast<double>();
    log10 = d.log10;
    if (t.offset == 0.0)
        return;
    const double offsetLog = std::log10(std::fabs(t.offset));
    log10 = d.isZero() ? offsetLog : std::max(d.log10, offsetLog);
    rel = d.isZero() ? Eigen::RowVectorXd(Eigen::RowVectorXd::Zero(rel.size())) : rel * std::pow(10.0, d.log10 - log10);
    rel.array() += t.offset * std::pow(10.0, -log10);
}

} // namespace

template<typename Scalar>
void copyTensor(const Scaled<Scalar> &t, LayerTensor &to)
{
    to.m = t.m.template cast<double>();
    to.log10 = t.log10;
    to.offset = 0.0;
}

template<typename Scalar>
void copyTensor(const Shifted<Scalar> &t, LayerTensor &to)
{
    copyTensor(t.deviation, to);
    to.offset = t.offset;
}

template<typename Scalar>
Eigen::MatrixXd trueValues(const Scaled<Scalar> &t)
{
    if (t.isZero())
        return Eigen::MatrixXd::Zero(t.m.rows(), t.m.cols());
    return t.m.template cast<double>() * std::pow(10.0, t.log10);
}

template<typename Scalar>
void fillExampleLayer(ExampleLayer &e, int l, const Mat<Scalar> &weight, double log10Weight,
                      const Shifted<Scalar> &slope, Norm norm, const NormCache<Scalar> &normCache, Eigen::Index row)
{
    e.layer = l;
    if constexpr (std::is_same_v<Scalar, double>) {
        e.weight = &weight;
    } else {
        e.weightCopy = weight.template cast<double>();
        e.weight = &e.weightCopy;
    }
    e.log10Weight = log10Weight;
    exampleRowOf(slope, row, e.slope, e.slopeLog10);
    if (norm != Norm::None) {
        e.normY = normCache.y.row(row).template cast<double>();
        if (norm == Norm::Batch)
            e.normLog10R = normCache.log10R;
        else
            e.normLog10R.assign(1, normCache.log10R[size_t(row)]);
    }
}

template void copyTensor(const Scaled<double> &, LayerTensor &);
template void copyTensor(const Scaled<float> &, LayerTensor &);
template void copyTensor(const Shifted<double> &, LayerTensor &);
template void copyTensor(const Shifted<float> &, LayerTensor &);
template Eigen::MatrixXd trueValues(const Scaled<double> &);
template Eigen::MatrixXd trueValues(const Scaled<float> &);
template void fillExampleLayer(ExampleLayer &, int, const Mat<double> &, double, const Shifted<double> &, Norm,
                               const NormCache<double> &, Eigen::Index);
template void fillExampleLayer(ExampleLayer &, int, const Mat<float> &, double, const Shifted<float> &, Norm,
                               const NormCache<float> &, Eigen::Index);

} // namespace gradflow
