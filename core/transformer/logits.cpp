#include "core/transformer/logits.h"

#include <cmath>
#include <vector>

namespace gradflow {

template<typename Scalar>
double crossEntropyInPlace(Mat<Scalar> &logits, const TokenTask &task)
{
    using Column = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;
    const Eigen::Index n = logits.rows();
    std::vector<int> targets(static_cast<std::size_t>(n));
    for (int b = 0; b < task.batch; ++b)
        for (int t = 0; t < task.seqLen; ++t)
            targets[std::size_t(b) * task.seqLen + t] = task.target(b, t);
    const Column peak = logits.rowwise().maxCoeff();
    Column shiftedTarget(n);
    for (Eigen::Index i = 0; i < n; ++i)
        shiftedTarget(i) = logits(i, targets[std::size_t(i)]) - peak(i);
    // Column by column: the storage's order.
    for (Eigen::Index j = 0; j < logits.cols(); ++j)
        logits.col(j) = (logits.col(j) - peak).array().exp().matrix();
    const Column sum = logits.rowwise().sum();
    double loss = 0.0;
    for (Eigen::Index i = 0; i < n; ++i)
        loss += double(std::log(sum(i)) - shiftedTarget(i));
    const Column scale = (sum.array() * Scalar(n)).inverse().matrix();
    for (Eigen::Index j = 0; j < logits.cols(); ++j)
        logits.col(j).array() *= scale.array();
    for (Eigen::Index i = 0; i < n; ++i)
        logits(i, targets[std::size_t(i)]) -= Scalar(1) / Scalar(n);
    return loss / double(n);
}

template double crossEntropyInPlace<double>(Mat<double> &, const TokenTask &);
template double crossEntropyInPlace<float>(Mat<float> &, const TokenTask &);

} // namespace gradflow
