#include "core/lesson/normbench.h"

#include <cmath>

namespace gradflow {

namespace {

// Normalizes each row of x (the groups), subtracting the row mean when centre is set.
NormStats rowStats(const Eigen::MatrixXd &x, double eps, bool centre)
{
    NormStats s;
    const Eigen::Index d = x.cols();
    s.mean = centre ? Eigen::VectorXd(x.rowwise().mean()) : Eigen::VectorXd::Zero(x.rows());
    const Eigen::MatrixXd centred = x.colwise() - s.mean;
    s.scale = (centred.array().square().rowwise().sum() / double(d) + eps).sqrt().matrix();
    s.output = centred.array().colwise() / s.scale.array();
    return s;
}

} // namespace

NormStats batchNormStats(const Eigen::MatrixXd &x, double eps)
{
    NormStats s = rowStats(x.transpose(), eps, true);
    s.output.transposeInPlace();
    return s;
}

NormStats layerNormStats(const Eigen::MatrixXd &x, double eps) { return rowStats(x, eps, true); }

NormStats rmsNormStats(const Eigen::MatrixXd &x, double eps) { return rowStats(x, eps, false); }

double layerNormShiftChange(const Eigen::MatrixXd &x, double shift)
{
    const Eigen::MatrixXd shifted = x.array() + shift;
    return (layerNormStats(shifted).output - layerNormStats(x).output).cwiseAbs().maxCoeff();
}

double rmsNormShiftChange(const Eigen::MatrixXd &x, double shift)
{
    const Eigen::MatrixXd shifted = x.array() + shift;
    return (rmsNormStats(shifted).output - rmsNormStats(x).output).cwiseAbs().maxCoeff();
}

RunningStats batchNormRunningAfter(const Eigen::MatrixXd &x, int trainingSteps, double momentum)
{
    RunningStats r{Eigen::VectorXd::Zero(x.cols()), Eigen::VectorXd::Ones(x.cols())};
    const Eigen::VectorXd mean = x.colwise().mean().transpose();
    const double n = double(x.rows());
    const Eigen::VectorXd biased = ((x.rowwise() - mean.transpose()).array().square().colwise().sum() / n).transpose();
    // PyTorch stores the unbiased variance; a batch of one has none, and keeps the old value.
    const Eigen::VectorXd unbiased = x.rows() > 1 ? Eigen::VectorXd(biased * (n / (n - 1))) : r.var;
    for (int step = 0; step < trainingSteps; ++step) {
        r.mean = (1 - momentum) * r.mean + momentum * mean;
        r.var = (1 - momentum) * r.var + momentum * unbiased;
    }
    return r;
}

Eigen::MatrixXd batchNormEval(const Eigen::MatrixXd &x, const RunningStats &running, double eps)
{
    const Eigen::RowVectorXd scale = (running.var.array() + eps).sqrt().matrix().transpose();
    return (x.rowwise() - running.mean.transpose()).array().rowwise() / scale.array();
}

} // namespace gradflow
