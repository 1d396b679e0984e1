#include "core/lesson/normbench.h"

#include "core/engine/plainnorm.h"

#include <cmath>

namespace gradflow {

namespace {

// The statistics of the engine's plain normalization (one group per row for LayerNorm and
// RMSNorm, per column for BatchNorm), and the output as the lesson writes it, divided by the
// scale (training multiplies by its reciprocal: the last bit can differ).
NormStats stats(Norm norm, const Eigen::MatrixXd &x, double eps)
{
    plain::NormState<double> state;
    plain::normForward(norm, eps, x, state);
    NormStats s{Eigen::MatrixXd(), state.mean, state.scale};
    if (normRow(norm).acrossBatch)
        s.output = (x.rowwise() - s.mean.transpose()).array().rowwise() / s.scale.transpose().array();
    else
        s.output = (x.colwise() - s.mean).array().colwise() / s.scale.array();
    return s;
}

} // namespace

NormStats batchNormStats(const Eigen::MatrixXd &x, double eps) { return stats(Norm::Batch, x, eps); }
NormStats layerNormStats(const Eigen::MatrixXd &x, double eps) { return stats(Norm::Layer, x, eps); }
NormStats rmsNormStats(const Eigen::MatrixXd &x, double eps) { return stats(Norm::Rms, x, eps); }

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
