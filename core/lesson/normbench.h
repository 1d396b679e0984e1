#pragma once

#include "core/layers/norms.h"

#include <Eigen/Core>

namespace gradflow {

// The normalization bench: one small batch (rows = examples, columns = features) through
// BatchNorm, LayerNorm and RMSNorm, each with the statistics it used. gamma = 1, beta = 0,
// biased (population) variance, eps inside the square root, as PyTorch computes them.
struct NormStats
{
    Eigen::MatrixXd output;
    Eigen::VectorXd mean;  // per group; zeros for RMSNorm, which subtracts none
    Eigen::VectorXd scale; // per group: the divisor, sqrt(var + eps) or sqrt(mean(x^2) + eps)
};

// Statistics down each column (per feature, across the batch).
NormStats batchNormStats(const Eigen::MatrixXd &x, double eps = kNormEps);
// Statistics along each row (per example, across its features).
NormStats layerNormStats(const Eigen::MatrixXd &x, double eps = kNormEps);
NormStats rmsNormStats(const Eigen::MatrixXd &x, double eps = kRmsNormEps);

// Largest change of a normalization's output when every entry of x moves by the constant shift:
// 0 (to rounding) for LayerNorm, which subtracts the mean; not for RMSNorm.
double layerNormShiftChange(const Eigen::MatrixXd &x, double shift);
double rmsNormShiftChange(const Eigen::MatrixXd &x, double shift);

// BatchNorm's running statistics, as nn.BatchNorm1d keeps them: they start at mean 0 and
// variance 1, and every training step moves them a fraction momentum toward the batch's mean
// and unbiased variance. Evaluation mode normalizes with them instead of the batch's own.
struct RunningStats
{
    Eigen::VectorXd mean, var;
};
RunningStats batchNormRunningAfter(const Eigen::MatrixXd &x, int trainingSteps, double momentum = 0.1);
Eigen::MatrixXd batchNormEval(const Eigen::MatrixXd &x, const RunningStats &running, double eps = kNormEps);

} // namespace gradflow
