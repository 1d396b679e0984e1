#include "core/analysis/gaussmoments.h"

#include "core/engine/activation.h"
#include "core/numbers/constants.h"

#include <array>
#include <cmath>
#include <vector>

namespace gradflow {

namespace {

// Nodes x > 0 and weights w * phi(x) for integrals over the half line against the standard
// normal density: one panel [0, 1e-12], geometric panels (4 a decade) up to 1, then panels of
// 0.5 up to 14 (beyond, the density is below 1e-42).
struct HalfLine
{
    std::vector<double> x, w;
    HalfLine()
    {
        static const double nodes[4] = {0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363};
        static const double weights[4] = {0.3626837833783620, 0.3137066458778873, 0.2223810344533745,
                                          0.1012285362903763};
        std::vector<double> edges = {0.0};
        for (int k = 0; k <= 48; ++k)
            edges.push_back(1e-12 * std::pow(10.0, k / 4.0));
        for (int k = 3; k <= 28; ++k)
            edges.push_back(0.5 * k);
        for (size_t p = 0; p + 1 < edges.size(); ++p) {
            const double mid = 0.5 * (edges[p] + edges[p + 1]), half = 0.5 * (edges[p + 1] - edges[p]);
            for (int i = 0; i < 4; ++i) {
                for (int side : {-1, 1}) {
                    const double xi = mid + side * half * nodes[i];
                    x.push_back(xi);
                    w.push_back(half * weights[i] * std::exp(-0.5 * xi * xi) / std::sqrt(2.0 * kPi));
                }
            }
        }
    }
};

const HalfLine &halfLine()
{
    static const HalfLine line;
    return line;
}

// Plain-double moments at a moderate q (1e-13 <= q <= 1e17).
GaussMoments quadrature(Activation act, double q)
{
    const HalfLine &line = halfLine();
    const double root = std::sqrt(q);
    const size_t n = line.x.size();
    std::vector<double> a(2 * n), s(2 * n), z(2 * n), w(2 * n);
    for (size_t i = 0; i < n; ++i) {
        for (int side = 0; side < 2; ++side) {
            const size_t k = 2 * i + size_t(side);
            z[k] = (side ? 1.0 : -1.0) * root * line.x[i];
            a[k] = activationValue(act, z[k]);
            s[k] = activationSlope(act, z[k]);
            w[k] = line.w[i];
        }
    }
    double mean = 0, meanSq = 0, slopeSq = 0, slopeZ = 0, aSz = 0, a2s2 = 0, as2 = 0;
    for (size_t k = 0; k < 2 * n; ++k) {
        mean += w[k] * a[k];
        meanSq += w[k] * a[k] * a[k];
        slopeSq += w[k] * s[k] * s[k];
        slopeZ += w[k] * s[k] * z[k];
        aSz += w[k] * a[k] * s[k] * z[k];
        a2s2 += w[k] * a[k] * a[k] * s[k] * s[k];
        as2 += w[k] * a[k] * s[k] * s[k];
    }
    double variance = 0;
    for (size_t k = 0; k < 2 * n; ++k)
        variance += w[k] * (a[k] - mean) * (a[k] - mean);
    return {LogReal::of(mean),   LogReal::of(meanSq), LogReal::of(variance), LogReal::of(slopeSq),
            LogReal::of(slopeZ), LogReal::of(aSz),    LogReal::of(a2s2),     LogReal::of(as2)};
}

// Positively homogeneous activations: every moment is its value at q = 1 times q^(k/2).
GaussMoments scaled(const GaussMoments &unit, double log10q)
{
    GaussMoments m = unit;
    const double half = 0.5 * log10q;
    for (LogReal *v : {&m.mean, &m.slopeZ, &m.valueSlopeSqr})
        v->log10 += half;
    for (LogReal *v : {&m.meanSquare, &m.variance, &m.valueSlopeZ, &m.valueSlopeSq})
        v->log10 += log10q;
    return m;
}

const GaussMoments &unitMoments(Activation act)
{
    static const std::array<GaussMoments, kActivationCount> table = [] {
        std::array<GaussMoments, kActivationCount> t;
        for (size_t i = 0; i < t.size(); ++i)
            t[i] = quadrature(Activation(i), 1.0);
        return t;
    }();
    return table[size_t(act)];
}

// act(z) = a0 + a1 z + a2 z^2 / 2 + a3 z^3 / 6 + ...: the derivatives at zero by differences of
// the slope s. ELU's slope has a kink at zero, so a2 and a3 are the means of the one-sided
// derivatives there (what the Gaussian moments' O(q) terms need): a2 from s(h) - s(-h), and a3
// from the even part s(h) + s(-h) - 2 s(0) = J h + a3 h^2 + O(h^3), taken at h and 2h to remove
// the kink's J h.
struct Derivatives
{
    double a0, a1, a2, a3;
};

Derivatives derivativesAtZero(Activation act)
{
    const double h = 1e-4;
    const auto s = [act](double z) { return activationSlope(act, z); };
    const double even1 = s(h) + s(-h) - 2 * s(0.0), even2 = s(2 * h) + s(-2 * h) - 2 * s(0.0);
    return {activationValue(act, 0.0), s(0.0), (s(h) - s(-h)) / (2 * h), (even2 - 2 * even1) / (2 * h * h)};
}

// q < 1e-12: each moment to O(q), the terms from the expansion above (E[z^2] = q, odd powers
// vanish): with s = a1 + a2 z + a3 z^2 / 2, E[s^2] = a1^2 + (a2^2 + a1 a3) q, and so on.
GaussMoments taylor(Activation act, double log10q)
{
    const auto [a0, a1, a2, a3] = derivativesAtZero(act);
    const double slopeSqQ = a2 * a2 + a1 * a3; // the z^2 coefficient of s^2
    const LogReal q = LogReal::pow10(log10q);
    const auto L = LogReal::of;
    GaussMoments m;
    m.mean = L(a0) + L(a2 / 2) * q;
    m.meanSquare = L(a0 * a0) + L(a1 * a1 + a0 * a2) * q;
    m.variance = L(a1 * a1) * q;
    m.slopeSquare = L(a1 * a1) + L(slopeSqQ) * q;
    m.slopeZ = L(a2) * q;
    m.valueSlopeZ = L(a1 * a1 + a0 * a2) * q;
    m.valueSlopeSq = L(a0 * a0 * a1 * a1) + L(a0 * a0 * slopeSqQ + 5 * a0 * a1 * a1 * a2 + a1 * a1 * a1 * a1) * q;
    m.valueSlopeSqr = L(a0 * a1 * a1) + L(a0 * slopeSqQ + 2.5 * a1 * a1 * a2) * q;
    return m;
}

// Integrals over the whole line of the slope terms of tanh and sigmoid, which vanish outside
// |z| < 40: for q > 1e16, E[f(z)] = (integral of f) / sqrt(2 pi q) to relative O(1/q).
struct SaturatedIntegrals
{
    double slopeSq = 0, valueSlopeZ = 0, valueSlopeSq = 0, valueSlopeSqr = 0;
};

SaturatedIntegrals saturatedIntegrals(Activation act)
{
    SaturatedIntegrals t;
    const double step = 1.0 / 256;
    for (double z = -48; z <= 48; z += step) { // trapezoid: spectrally accurate for these
        const double a = activationValue(act, z), s = activationSlope(act, z);
        t.slopeSq += step * s * s;
        t.valueSlopeZ += step * a * s * z;
        t.valueSlopeSq += step * a * a * s * s;
        t.valueSlopeSqr += step * a * s * s;
    }
    return t;
}

GaussMoments saturated(Activation act, double log10q)
{
    static const SaturatedIntegrals tanhI = saturatedIntegrals(Activation::Tanh);
    static const SaturatedIntegrals sigmoidI = saturatedIntegrals(Activation::Sigmoid);
    const bool isTanh = act == Activation::Tanh;
    const SaturatedIntegrals &t = isTanh ? tanhI : sigmoidI;
    const LogReal density = {1, -0.5 * log10q - 0.5 * std::log10(2.0 * kPi)};
    GaussMoments m;
    m.mean = LogReal::of(isTanh ? 0.0 : 0.5);
    m.meanSquare = LogReal::of(isTanh ? 1.0 : 0.5);
    m.variance = LogReal::of(isTanh ? 1.0 : 0.25);
    m.slopeSquare = LogReal::of(t.slopeSq) * density;
    m.slopeZ = {}; // an even slope times z
    m.valueSlopeZ = LogReal::of(t.valueSlopeZ) * density;
    m.valueSlopeSq = LogReal::of(t.valueSlopeSq) * density;
    m.valueSlopeSqr = LogReal::of(t.valueSlopeSqr) * density;
    return m;
}

} // namespace

GaussMoments gaussMoments(Activation act, double log10q)
{
    if (std::isinf(log10q) && log10q < 0) {
        const auto L = LogReal::of; // q = 0: z is exactly 0
        const double a0 = activationValue(act, 0.0), a1 = activationSlope(act, 0.0);
        return {L(a0), L(a0 * a0), {}, L(a1 * a1), {}, {}, L(a0 * a0 * a1 * a1), L(a0 * a1 * a1)};
    }
    if (isPositivelyHomogeneous(act))
        return scaled(unitMoments(act), log10q);
    // ELU's kink in the slope gives O(sqrt q) terms the expansion leaves out: it switches lower,
    // where they are 1e-8; the others' leading error is O(q).
    if (log10q < (act == Activation::Elu ? -16 : -12))
        return taylor(act, log10q);
    if (log10q > 16) {
        if (act == Activation::Tanh || act == Activation::Sigmoid)
            return saturated(act, log10q);
        return scaled(unitMoments(Activation::Relu), log10q); // ReLU-like tails
    }
    return quadrature(act, std::pow(10.0, log10q));
}

} // namespace gradflow
