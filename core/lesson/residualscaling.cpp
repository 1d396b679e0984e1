#include "core/lesson/residualscaling.h"

#include "core/engine/random.h"
#include "core/lesson/measurehooks.h"

#include <Eigen/Core>

#include <cmath>

namespace gradflow {

namespace {

double variance(const Eigen::ArrayXd &h) { return (h - h.mean()).square().mean(); }

} // namespace

ResidualGrowth residualStreamGrowth(int layers, int samples, int width, std::uint64_t seed, const Callbacks &hooks)
{
    ResidualGrowth g;
    g.layers = layers;
    const int writes = 2 * layers;
    const double scale = 1.0 / std::sqrt(double(writes));
    const Eigen::Index n = Eigen::Index(samples) * width;
    Eigen::ArrayXd plain(n), delta(n);
    Random(seed, 0, Random::Input).fillNormal(plain.data(), n);
    Eigen::ArrayXd scaled = plain;
    const double v0 = variance(plain);
    for (int k = 0; k <= writes; ++k) {
        measureStep(hooks, k, writes + 1);
        if (k > 0) {
            Random(seed, std::uint64_t(k), Random::Weight).fillNormal(delta.data(), n); // the same update for both
            plain += delta;
            scaled += scale * delta;
        }
        g.plain.push_back(variance(plain) / v0);
        g.scaled.push_back(variance(scaled) / v0);
        g.plainTheory.push_back(1.0 + k);
        g.scaledTheory.push_back(1.0 + k * scale * scale);
    }
    measureStep(hooks, writes + 1, writes + 1);
    return g;
}

} // namespace gradflow
