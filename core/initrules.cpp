#include "initrules.h"

#include "random.h"

#include <Eigen/Core>

#include <cmath>

namespace gradflow {

double heStd(int fanIn) { return std::sqrt(2.0 / fanIn); }

double xavierStd(int fanIn, int fanOut) { return std::sqrt(2.0 / (fanIn + fanOut)); }

double secondMomentAfterLinearRelu(int fanIn, int fanOut, int samples, double stdev, std::uint64_t seed)
{
    Eigen::MatrixXd x(samples, fanIn), w(fanIn, fanOut);
    Random(seed, 0, Random::Input).fillNormal(x.data(), x.size());
    Random(seed, 0, Random::Weight).fillNormal(w.data(), w.size());
    w *= stdev;
    const Eigen::MatrixXd y = (x * w).cwiseMax(0.0);
    return y.squaredNorm() / double(y.size());
}

} // namespace gradflow
