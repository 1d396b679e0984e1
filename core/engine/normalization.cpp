#include "core/engine/normalization.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace gradflow {

namespace {

// Groups are columns for BatchNorm and rows otherwise; one code path serves both.
template<bool ByColumn, typename Matrix>
auto group(Matrix &m, Eigen::Index i)
{
    if constexpr (ByColumn)
        return m.col(i);
    else
        return m.row(i);
}

// What centreGroups learns about each group for scaleGroups.
struct GroupFacts
{
    bool constant = false; // normalizes to exactly zero
    int shift = 0;         // a tiny group's entries were scaled by 2^-shift (tinyGroupShift)
};

// 0 for an ordinary group. For a group whose mean square underflows in double (entries below
// about 1e-154 of the tensor's largest), the power of two that brings its largest entry to 1:
// scaling by it is exact, so such a row normalizes like any other.
template<typename Group>
int tinyGroupShift(const Group &o, double var)
{
    if (var >= 1e-200)
        return 0;
    const double peak = double(o.cwiseAbs().maxCoeff());
    int exponent = 0;
    if (peak > 0)
        std::frexp(peak, &exponent);
    return exponent;
}

// Centres each group (out holds it, in x's units) and stores log10 of its factor
// r = 1 / sqrt(var + eps) in cache.log10R; marks the constant groups. Returns the largest
// log10 of x's scale times r (times 2^shift) over the others (-inf when every group is constant).
template<bool ByColumn, typename Scalar>
double centreGroups(bool centre, double eps, const Scaled<Scalar> &x, Scaled<Scalar> &out, NormCache<Scalar> &cache,
                    std::vector<GroupFacts> &facts)
{
    const Eigen::Index groups = ByColumn ? x.m.cols() : x.m.rows();
    const Eigen::Index size = ByColumn ? x.m.rows() : x.m.cols();
    const double log10Eps = cache.log10Eps;
    double top = kZeroLog;
    for (Eigen::Index i = 0; i < groups; ++i) {
        auto in = group<ByColumn>(x.m, i);
        auto o = group<ByColumn>(out.m, i);
        const Scalar mean = centre ? in.mean() : Scalar(0);
        o = in.array() - mean;                                               // centred, still in x's units
        double var = o.template cast<double>().squaredNorm() / double(size); // float squares underflow
        const int shift = tinyGroupShift(o, var);
        if (shift != 0) {
            scaleByPowerOfTwo(o, -shift); // o is now in units of 2^shift times x's
            var = o.template cast<double>().squaredNorm() / double(size);
        }
        const double log10Unit = x.log10 + shift * kLog10Two; // o's and var's units, in log10
        const double log10Var = var > 0 && x.log10 != kZeroLog ? std::log10(var) + 2.0 * log10Unit : kZeroLog;
        const double log10Denominator = 0.5 * log10Add(log10Var, log10Eps);
        facts[size_t(i)].shift = shift;
        if (log10Denominator == kZeroLog || var == 0) {
            // A constant group normalizes to exactly zero; with eps = 0 its scale is undefined,
            // and its gradient is taken as zero.
            o.setZero();
            cache.log10R[size_t(i)] = var == 0 && eps > 0 ? -log10Denominator : kZeroLog;
            facts[size_t(i)].constant = true;
            continue;
        }
        cache.log10R[size_t(i)] = -log10Denominator;
        top = std::max(top, log10Unit - log10Denominator);
    }
    return top;
}

// The normalized groups: their true values into cache.y, and out's mantissas rescaled to the
// common scale 10^top.
template<bool ByColumn, typename Scalar>
void scaleGroups(const std::vector<GroupFacts> &facts, double top, const Scaled<Scalar> &x, Scaled<Scalar> &out,
                 NormCache<Scalar> &cache)
{
    const Eigen::Index groups = ByColumn ? x.m.cols() : x.m.rows();
    for (Eigen::Index i = 0; i < groups; ++i) {
        auto o = group<ByColumn>(out.m, i);
        if (facts[size_t(i)].constant) {
            // Exactly zero, not 0 * 10^rowLog: that factor (1 / sqrt(eps) times x's scale) can
            // be infinite in float, and 0 * inf is NaN.
            group<ByColumn>(cache.y, i).setZero();
            continue;
        }
        const double rowLog = x.log10 + facts[size_t(i)].shift * kLog10Two + cache.log10R[size_t(i)];
        group<ByColumn>(cache.y, i) = o * Scalar(std::pow(10.0, rowLog));
        if (top != kZeroLog)
            o *= Scalar(std::pow(10.0, rowLog - top));
    }
}

// Normalizes each group of x: centred (unless RMSNorm), divided by sqrt(var + eps).
template<bool ByColumn, typename Scalar>
void forwardGroups(bool centre, double eps, const Scaled<Scalar> &x, Scaled<Scalar> &out, NormCache<Scalar> &cache)
{
    const Eigen::Index groups = ByColumn ? x.m.cols() : x.m.rows();
    out.m.resizeLike(x.m);
    cache.y.resizeLike(x.m);
    cache.log10R.assign(size_t(groups), kZeroLog);
    std::vector<GroupFacts> facts(static_cast<size_t>(groups));
    const double log10Eps = eps > 0 ? std::log10(eps) : kZeroLog;
    cache.log10Eps = log10Eps;
    const double top = centreGroups<ByColumn>(centre, eps, x, out, cache, facts);
    scaleGroups<ByColumn>(facts, top, x, out, cache);
    out.log10 = top == kZeroLog ? 0.0 : top;
    if (top == kZeroLog)
        out.m.setZero();
    out.normalize();
}

template<bool ByColumn, typename Scalar>
void backwardGroups(bool centre, const NormCache<Scalar> &cache, const Scaled<Scalar> &dy, Scaled<Scalar> &dx)
{
    dx.m.resizeLike(dy.m);
    if (dy.isZero()) {
        dx.m.setZero();
        dx.log10 = kZeroLog;
        return;
    }
    const Eigen::Index groups = ByColumn ? dy.m.cols() : dy.m.rows();
    const double top = *std::max_element(cache.log10R.begin(), cache.log10R.end());
    for (Eigen::Index i = 0; i < groups; ++i) {
        auto g = group<ByColumn>(dy.m, i);
        auto y = group<ByColumn>(cache.y, i);
        auto o = group<ByColumn>(dx.m, i);
        const double rowLog = cache.log10R[size_t(i)];
        if (rowLog == kZeroLog) {
            o.setZero();
            continue;
        }
        // dx = r (dy - mean(dy) - y mean(dy * y)); RMSNorm drops the mean(dy) term.
        const Scalar projection = g.cwiseProduct(y).mean();
        if (centre)
            o = (g.array() - g.mean()).matrix() - y * projection;
        else
            o = g - y * projection;
        o *= Scalar(std::pow(10.0, rowLog - top));
    }
    dx.log10 = top == kZeroLog ? kZeroLog : dy.log10 + top;
    if (top == kZeroLog)
        dx.m.setZero();
    else
        dx.normalize();
}

template<bool ByColumn, typename Scalar>
void backwardOfOutputGroups(const NormCache<Scalar> &cache, double log10Coef, Scaled<Scalar> &dx)
{
    dx.m.resizeLike(cache.y);
    const Eigen::Index groups = ByColumn ? cache.y.cols() : cache.y.rows();
    // Per group: log10 of eps * r^3, r = 1 / sqrt(var + eps). A constant group's output is
    // exactly zero and so is its dx: its factor (1 / sqrt(eps), the largest of all) must not set
    // the common scale, or every other group's dx underflows against it (from weights about
    // 10^106 times the usual in double, 10^15 in float).
    std::vector<double> factor(size_t(groups), kZeroLog);
    double top = kZeroLog;
    for (Eigen::Index i = 0; i < groups; ++i) {
        const double r = cache.log10R[size_t(i)];
        const bool zeroOutput = (group<ByColumn>(cache.y, i).array() == Scalar(0)).all();
        if (r != kZeroLog && cache.log10Eps != kZeroLog && !zeroOutput)
            factor[size_t(i)] = cache.log10Eps + 3.0 * r;
        top = std::max(top, factor[size_t(i)]);
    }
    if (top == kZeroLog || log10Coef == kZeroLog) { // eps = 0: the output's norm is constant
        dx.m.setZero();
        dx.log10 = kZeroLog;
        return;
    }
    for (Eigen::Index i = 0; i < groups; ++i) {
        auto o = group<ByColumn>(dx.m, i);
        if (factor[size_t(i)] == kZeroLog)
            o.setZero();
        else
            o = group<ByColumn>(cache.y, i) * Scalar(std::pow(10.0, factor[size_t(i)] - top));
    }
    dx.log10 = log10Coef + top;
    dx.normalize();
}

} // namespace

template<typename Scalar>
void normBackwardOfOutput(Norm norm, const NormCache<Scalar> &cache, double log10Coef, Scaled<Scalar> &dx)
{
    if (normRow(norm).acrossBatch)
        backwardOfOutputGroups<true>(cache, log10Coef, dx);
    else
        backwardOfOutputGroups<false>(cache, log10Coef, dx);
}

template<typename Scalar>
void normForward(Norm norm, double eps, const Shifted<Scalar> &shifted, Scaled<Scalar> &out, NormCache<Scalar> &cache)
{
    // BatchNorm and LayerNorm subtract the mean, which removes a constant offset exactly: they
    // work on the deviation alone. RMSNorm sees the whole value.
    const NormRow &row = normRow(norm);
    Scaled<Scalar> scratch;
    const Scaled<Scalar> &x = row.centres ? shifted.deviation : shifted.folded(scratch);
    if (row.acrossBatch)
        forwardGroups<true>(row.centres, eps, x, out, cache);
    else
        forwardGroups<false>(row.centres, eps, x, out, cache);
}

template<typename Scalar>
void normBackward(Norm norm, const NormCache<Scalar> &cache, const Scaled<Scalar> &dy, Scaled<Scalar> &dx)
{
    const NormRow &row = normRow(norm);
    if (row.acrossBatch)
        backwardGroups<true>(row.centres, cache, dy, dx);
    else
        backwardGroups<false>(row.centres, cache, dy, dx);
}

template void normForward<double>(Norm, double, const Shifted<double> &, Scaled<double> &, NormCache<double> &);
template void normForward<float>(Norm, double, const Shifted<float> &, Scaled<float> &, NormCache<float> &);
template void normBackward<double>(Norm, const NormCache<double> &, const Scaled<double> &, Scaled<double> &);
template void normBackward<float>(Norm, const NormCache<float> &, const Scaled<float> &, Scaled<float> &);
template void normBackwardOfOutput<double>(Norm, const NormCache<double> &, double, Scaled<double> &);
template void normBackwardOfOutput<float>(Norm, const NormCache<float> &, double, Scaled<float> &);

void normJacobian(Norm norm, const Eigen::RowVectorXd &y, const std::vector<double> &log10R, Eigen::MatrixXd &m,
                  double &log10)
{
    const Eigen::Index n = y.size();
    const NormRow &row = normRow(norm);
    if (row.acrossBatch) {
        log10 = *std::max_element(log10R.begin(), log10R.end());
        Eigen::VectorXd d(n);
        for (Eigen::Index j = 0; j < n; ++j)
            d(j) = log10 == kZeroLog ? 0.0 : std::pow(10.0, log10R[size_t(j)] - log10);
        m = d.asDiagonal();
        return;
    }
    log10 = log10R.front();
    m = Eigen::MatrixXd::Identity(n, n) - y.transpose() * y / double(n);
    if (row.centres)
        m.array() -= 1.0 / double(n);
}

namespace {
Eigen::MatrixXd plainNorm(Norm norm, const Eigen::MatrixXd &x, double eps)
{
    Shifted<double> in{{x, 0.0}, 0.0};
    Scaled<double> out;
    in.deviation.normalize();
    NormCache<double> cache;
    normForward(norm, eps, in, out, cache);
    return cache.y;
}
} // namespace

Eigen::MatrixXd batchNorm(const Eigen::MatrixXd &x, double eps) { return plainNorm(Norm::Batch, x, eps); }
Eigen::MatrixXd layerNorm(const Eigen::MatrixXd &x, double eps) { return plainNorm(Norm::Layer, x, eps); }
Eigen::MatrixXd rmsNorm(const Eigen::MatrixXd &x, double eps) { return plainNorm(Norm::Rms, x, eps); }

} // namespace gradflow
