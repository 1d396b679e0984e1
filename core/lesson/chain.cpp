#include "core/lesson/chain.h"

#include "core/engine/activation.h"

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

// Each unit's local factor weight * act'(z), with the bias that keeps z at 0 after the first.
std::vector<double> chainFactors(int depth, Activation activation, double weight)
{
    const double rest = activationValue(activation, 0.0); // what each unit outputs at z = 0
    std::vector<double> factors;
    double h = 0.0;
    for (int layer = 0; layer < depth; ++layer) {
        const double bias = layer == 0 ? 0.0 : -weight * rest;
        const double z = weight * h + bias;
        h = activationValue(activation, z);
        factors.push_back(weight * activationSlope(activation, z));
    }
    return factors;
}

std::vector<double> runningLog10(const std::vector<double> &factors)
{
    std::vector<double> out;
    double sum = 0.0;
    for (double f : factors) {
        sum += std::log10(std::fabs(f)); // log10(0) = -inf, and -inf stays -inf
        out.push_back(sum);
    }
    return out;
}

} // namespace

double chainGradient(int depth, Activation activation, double weight)
{
    double grad = 1.0;
    for (double f : chainFactors(depth, activation, weight))
        grad *= f;
    return grad;
}

std::vector<double> chainLog10Series(int depth, Activation activation, double weight)
{
    return runningLog10(chainFactors(depth, activation, weight));
}

double residualChainGradient(int depth, double blockSlope, bool residual)
{
    double grad = 1.0;
    for (int block = 0; block < depth; ++block)
        grad *= residual ? 1.0 + blockSlope : blockSlope;
    return grad;
}

std::vector<double> residualChainLog10Series(int depth, double blockSlope, bool residual)
{
    return runningLog10(std::vector<double>(size_t(std::max(depth, 0)), residual ? 1.0 + blockSlope : blockSlope));
}

} // namespace gradflow
