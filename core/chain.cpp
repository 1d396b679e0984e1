#include "chain.h"

#include "activation.h"

namespace gradflow {

double chainGradient(int depth, Activation activation, double weight)
{
    const double rest = activationValue(activation, 0.0); // what each unit outputs at z = 0
    double h = 0.0, grad = 1.0;
    for (int layer = 0; layer < depth; ++layer) {
        const double bias = layer == 0 ? 0.0 : -weight * rest;
        const double z = weight * h + bias;
        h = activationValue(activation, z);
        grad *= weight * activationSlope(activation, z);
    }
    return grad;
}

double residualChainGradient(int depth, double blockSlope, bool residual)
{
    double grad = 1.0;
    for (int block = 0; block < depth; ++block)
        grad *= residual ? 1.0 + blockSlope : blockSlope;
    return grad;
}

} // namespace gradflow
