#include "core/lesson/initrules.h"

#include "core/engine/kernels/products.h"
#include "core/engine/random.h"

#include <Eigen/Core>

#include <cmath>

namespace gradflow {

double unitSecondMomentAfterLinearRelu(int fanIn, int fanOut, int samples, std::uint64_t seed)
{
    // The product runs on the CPU's widest kernels: the lesson's 4096 x 512 x 512 check in
    // milliseconds, so the window's Init view can measure it as it opens.
    Eigen::MatrixXd x(samples, fanIn), w(fanIn, fanOut), y;
    Random(seed, 0, Random::Input).fillNormal(x.data(), x.size());
    Random(seed, 0, Random::Weight).fillNormal(w.data(), w.size());
    products::multiply(x, w, false, y, nullptr);
    return y.cwiseMax(0.0).squaredNorm() / double(y.size());
}

double secondMomentAfterLinearRelu(int fanIn, int fanOut, int samples, double stdev, std::uint64_t seed)
{
    return stdev * stdev * unitSecondMomentAfterLinearRelu(fanIn, fanOut, samples, seed);
}

} // namespace gradflow
