#include "core/analysis/finitewidth.h"

#include "core/engine/activation.h"
#include "core/engine/draws.h"

#include <cmath>

namespace gradflow {

std::optional<double> finiteWidthDrift(const ModelConfig &c)
{
    if (c.residual || c.norm != Norm::None || drawKind(c) != DrawKind::Normal || !isPositivelyHomogeneous(c.activation))
        return std::nullopt;
    const double up = activationSlope(c.activation, 1.0), down = activationSlope(c.activation, -1.0);
    if (up == down) // linear: see the header
        return std::nullopt;
    const double a2 = up * up + down * down, a4 = up * up * up * up + down * down * down * down;
    const double kappa = 6 * a4 / (a2 * a2) - 1;
    return kappa / (4.0 * c.width) * std::log10(std::exp(1.0));
}

std::optional<Theory> typicalAtWidth(const Theory &infinite, const ModelConfig &c)
{
    const std::optional<double> drift = finiteWidthDrift(c);
    if (!drift)
        return std::nullopt;
    Theory t = infinite;
    const int L = int(t.log10SignalRms.size()) - 1;
    for (int l = 0; l <= L; ++l) {
        t.log10SignalRms[size_t(l)] -= *drift * l;
        t.log10GradNorm[size_t(l)] -= *drift * (2 * L - l);
    }
    if (t.log10FirstLastRatio) // layer 0 over layer L-1: one layer more of backward drift
        *t.log10FirstLastRatio -= *drift * (L - 1);
    if (t.log10Rho) // from depth 2 on (firstLastRatio)
        *t.log10Rho -= *drift;
    return t;
}

} // namespace gradflow
