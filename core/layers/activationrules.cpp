#include "core/layers/activationrules.h"

#include "core/layers/formparts.h"
#include "core/numbers/constants.h"

#include <cfloat>
#include <cmath>
#include <vector>

namespace gradflow {

double lnAbs(double z) { return std::log(std::fabs(z)); }
double lnOne(double) { return 0.0; }

double lnToLog10(double ln)
{
    const double out = ln / kLn10;
    return std::isfinite(out) ? out : -DBL_MAX;
}

LogReal fromDouble(double x)
{
    if (x == 0.0)
        return {};
    return {x > 0 ? 1 : -1, std::log10(std::fabs(x))};
}

template<typename Scalar>
void viaDouble(const ActivationRules &r, const Scalar *z, Scalar factor, Scalar *a, Scalar *d, Eigen::Index n)
{
    for (Eigen::Index i = 0; i < n; ++i) {
        const Scalar x = z[i] * factor;
        a[i] = Scalar(r.value(double(x)));
        d[i] = Scalar(r.slope(double(x)));
    }
}

template void viaDouble<double>(const ActivationRules &, const double *, double, double *, double *, Eigen::Index);
template void viaDouble<float>(const ActivationRules &, const float *, float, float *, float *, Eigen::Index);

const ActivationRules &activationRules(Activation act)
{
    static const std::vector<ActivationRules> table = makeActivationRules();
    return table[size_t(act)];
}

} // namespace gradflow
