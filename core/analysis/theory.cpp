#include "core/analysis/theory.h"

#include "core/engine/activation.h"
#include "core/analysis/gaussmoments.h"
#include "core/model/result.h"

#include <array>
#include <cmath>
#include <mutex>

namespace gradflow {

namespace {

struct Weights
{
    LogReal gain2;   // sigma_w^2 n
    LogReal biasVar; // sigma_b^2 (torch-default's uniform bias)
    LogReal wwExtra; // E||h W W^T||^2 / (sigma^2 n)^2 ||h||^2 - 1: 1 for iid draws, 0 orthogonal
};

Weights weightsOf(const ModelConfig &c)
{
    Weights w;
    w.gain2 = LogReal::pow10(2.0 * std::log10(weightStd(c)) + std::log10(double(c.width)));
    w.biasVar = c.init == Init::TorchDefault ? LogReal::of(1.0 / (3.0 * c.width)) : LogReal{};
    w.wwExtra = LogReal::of(c.init == Init::Orthogonal ? 0.0 : 1.0);
    return w;
}

double gradCoefficient(const ModelConfig &c) { return lossCoefficients(c).grad; }

// Per-layer forward state: second moment S, mean M and variance V of h's entries.
struct Forward
{
    LogReal q; // variance of the pre-activation z_l (layer 0: unused)
    GaussMoments moments;
    LogReal S, M, V;
};

double log10Of(LogReal x) { return x.sign > 0 ? x.log10 : -std::numeric_limits<double>::infinity(); }

} // namespace

std::string theoryUnavailableReason(const ModelConfig &c)
{
    if (c.init == Init::Zero || c.init == Init::Constant)
        return "no mean-field line for zero or constant weights: the units are identical, not random";
    if (c.norm != Norm::None)
        return "no mean-field line with normalization: the norm makes the loss scale-invariant in "
               "the signal, which the recursion does not model";
    return {};
}

namespace {

// The signal's moments layer by layer, from the input's N(0, 1) entries.
std::vector<Forward> forwardMoments(const ModelConfig &c, const Weights &w, LogReal ar)
{
    const auto two = LogReal::of(2.0);
    std::vector<Forward> f(size_t(c.depth) + 1);
    f[0].S = f[0].V = LogReal::of(1.0); // the input: N(0, 1) entries
    for (int l = 1; l <= c.depth; ++l) {
        const Forward &p = f[size_t(l - 1)];
        Forward &n = f[size_t(l)];
        n.q = w.gain2 * p.S + w.biasVar;
        n.moments = gaussMoments(c.activation, n.q.isZero() ? -INFINITY : n.q.log10);
        const GaussMoments &m = n.moments;
        if (c.residual) {
            n.S = clampToZero(p.S + square(ar) * m.meanSquare + two * ar * p.M * m.mean);
            n.M = p.M + ar * m.mean;
            n.V = p.V + square(ar) * m.variance;
        } else {
            n.S = m.meanSquare;
            n.M = m.mean;
            n.V = m.variance;
        }
    }
    return f;
}

// The gradient g_l of a layer's output as alpha h_l + gamma + a part independent of h_l whose
// second moment is rest.
struct Gradient
{
    LogReal alpha, gamma, rest;

    // log10 of the expected Frobenius norm over batch x width entries.
    double log10Norm(const Forward &s, double log10Entries) const
    {
        const auto two = LogReal::of(2.0);
        const LogReal G = clampToZero(square(alpha) * s.S + two * alpha * gamma * s.M + square(gamma) + rest);
        return G.isZero() ? -INFINITY : 0.5 * (G.log10 + log10Entries);
    }
};

// The top gradient, from the loss (and the head).
Gradient topGradient(const ModelConfig &c, const Weights &w, const Forward &top)
{
    const LogReal coef = LogReal::of(gradCoefficient(c));
    Gradient g{coef, {}, {}};
    if (c.head) {
        g.alpha = coef * w.gain2;
        g.rest = square(coef) * (w.wwExtra * square(w.gain2) * top.S + w.gain2 * w.biasVar);
    }
    return g;
}

// g_l to g_{l-1} through layer l.
void backwardStep(const ModelConfig &c, const Weights &w, LogReal ar, const Forward &below, const Forward &here,
                  Gradient &g)
{
    const auto two = LogReal::of(2.0);
    const GaussMoments &m = here.moments;
    // g_l restricted to what depends on z_l: P(z) = A act(z) + K; the rest is independent.
    LogReal A = g.alpha, K = g.gamma, independent = g.rest, branch = LogReal::of(1.0);
    if (c.residual) {
        A = g.alpha * ar;
        K = g.alpha * below.M + g.gamma;
        independent = square(g.alpha) * below.V + g.rest;
        branch = ar;
    }
    const LogReal pz = A * m.valueSlopeZ + K * m.slopeZ;
    const LogReal p2s2 = square(A) * m.valueSlopeSq + two * A * K * m.valueSlopeSqr + square(K) * m.slopeSquare;
    // dz = branch * g_l * act'(z_l) = beta z_l + rho, rho orthogonal to z_l.
    const LogReal beta = here.q.isZero() ? LogReal{} : branch * pz / here.q;
    const LogReal dz2 = square(branch) * (p2s2 + independent * m.slopeSquare);
    const LogReal rho2 = clampToZero(dz2 - square(beta) * here.q);
    // du = dz W^T = beta sigma^2 n h_{l-1} + a part independent of everything below.
    const LogReal free = square(beta) * (w.wwExtra * square(w.gain2) * below.S + w.gain2 * w.biasVar) + w.gain2 * rho2;
    if (c.residual) {
        g.gamma = g.gamma + g.alpha * ar * m.mean;
        g.rest = g.rest + square(g.alpha * ar) * m.variance + free;
        g.alpha = g.alpha + beta * w.gain2;
    } else {
        g.alpha = beta * w.gain2;
        g.gamma = {};
        g.rest = free;
    }
}

} // namespace

std::optional<Theory> meanFieldTheory(const ModelConfig &c)
{
    if (!theoryUnavailableReason(c).empty())
        return std::nullopt;
    const int L = c.depth;
    const Weights w = weightsOf(c);
    const LogReal ar = LogReal::of(c.residual ? effectiveResidualScale(c) : 1.0);
    const std::vector<Forward> f = forwardMoments(c, w, ar);

    Theory t;
    t.log10SignalRms.resize(size_t(L) + 1);
    t.log10GradNorm.resize(size_t(L) + 1);
    const double log10Entries = std::log10(double(c.batch) * c.width);
    for (int l = 0; l <= L; ++l)
        t.log10SignalRms[size_t(l)] = 0.5 * log10Of(f[size_t(l)].S);
    Gradient g = topGradient(c, w, f[size_t(L)]);
    t.log10GradNorm[size_t(L)] = g.log10Norm(f[size_t(L)], log10Entries);
    for (int l = L; l >= 1; --l) {
        backwardStep(c, w, ar, f[size_t(l - 1)], f[size_t(l)], g);
        t.log10GradNorm[size_t(l - 1)] = g.log10Norm(f[size_t(l - 1)], log10Entries);
    }
    const FirstLastRatio ratio = firstLastRatio(t.log10GradNorm, L);
    t.log10FirstLastRatio = ratio.log10Ratio;
    t.log10Rho = ratio.log10Rho;
    return t;
}

namespace {

// log10(g2 E[act^2](q) / q) at log10 q: positive where the variance map raises q.
double varianceDrift(Activation act, double g2, double lq)
{
    return std::log10(g2) + gaussMoments(act, lq).meanSquare.log10 - lq;
}

} // namespace

double chiAtFixedPoint(Activation act, double g2)
{
    constexpr double low = -40, high = 40, step = 1.0;
    const double start = std::log10(g2);
    const double f0 = varianceDrift(act, g2, start);
    auto chiAt = [&](double lq) { return g2 * gaussMoments(act, lq).slopeSquare.value(); };
    auto root = [&](double a, double b) { // drift changes sign between a and b
        const double fa = varianceDrift(act, g2, a);
        for (int i = 0; i < 60; ++i) {
            const double mid = 0.5 * (a + b);
            if ((varianceDrift(act, g2, mid) > 0) == (fa > 0))
                a = mid;
            else
                b = mid;
        }
        return 0.5 * (a + b);
    };
    if (f0 == 0)
        return chiAt(start);
    const double dir = f0 > 0 ? step : -step;
    for (double lq = start + dir; lq >= low && lq <= high; lq += dir) {
        if ((varianceDrift(act, g2, lq) > 0) != (f0 > 0))
            return chiAt(root(lq - dir, lq));
    }
    // No fixed point in reach: q flows to 0 or to infinity.
    if (f0 < 0)
        return g2 * std::pow(activationSlope(act, 0.0), 2);
    return act == Activation::Tanh || act == Activation::Sigmoid ? 0.0 : g2 * 0.5;
}

double criticalGain2(Activation act)
{
    if (isPositivelyHomogeneous(act))
        return 1.0 / gaussMoments(act, 0.0).slopeSquare.value(); // chi does not depend on q
    static std::mutex mutex;
    static std::array<double, kActivationCount> cache{};
    std::lock_guard<std::mutex> lock(mutex);
    double &cached = cache[size_t(act)];
    if (cached == 0.0) {
        double a = -3, b = 5; // log10 g2
        for (int i = 0; i < 50; ++i) {
            const double mid = 0.5 * (a + b);
            if (chiAtFixedPoint(act, std::pow(10.0, mid)) < 1.0)
                a = mid;
            else
                b = mid;
        }
        cached = std::pow(10.0, 0.5 * (a + b));
    }
    return cached;
}

double criticalInitStd(Activation act, int width) { return std::sqrt(criticalGain2(act) / double(width)); }

} // namespace gradflow
