#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

namespace gradflow {

// A real number held as sign * 10^log10, so products and sums of magnitudes far beyond double
// range stay exact to double's relative precision. sign 0 is exactly zero.
struct LogReal
{
    int sign = 0;
    double log10 = -std::numeric_limits<double>::infinity();

    static LogReal of(double x)
    {
        if (x == 0.0 || !std::isfinite(x))
            return {};
        return {x > 0 ? 1 : -1, std::log10(std::fabs(x))};
    }
    static LogReal pow10(double exponent) { return {1, exponent}; }
    bool isZero() const { return sign == 0; }
    // The value itself; 0 or +-inf where it leaves double range.
    double value() const { return sign ? sign * std::pow(10.0, log10) : 0.0; }
};

inline LogReal operator*(LogReal a, LogReal b)
{
    if (!a.sign || !b.sign)
        return {};
    return {a.sign * b.sign, a.log10 + b.log10};
}

inline LogReal operator/(LogReal a, LogReal b) // b must be nonzero
{
    if (!a.sign)
        return {};
    return {a.sign * b.sign, a.log10 - b.log10};
}

inline LogReal operator-(LogReal a) { return {-a.sign, a.log10}; }

inline LogReal operator+(LogReal a, LogReal b)
{
    if (!a.sign)
        return b;
    if (!b.sign)
        return a;
    if (a.log10 < b.log10)
        std::swap(a, b);
    const double ratio = std::pow(10.0, b.log10 - a.log10); // in [0, 1]
    const double sum = 1.0 + (a.sign == b.sign ? ratio : -ratio);
    if (sum <= 0.0)
        return {};
    return {a.sign, a.log10 + std::log10(sum)};
}

inline LogReal operator-(LogReal a, LogReal b) { return a + (-b); }

inline LogReal square(LogReal a) { return a * a; }

// max(a, 0): for second moments that rounding could push a hair below zero.
inline LogReal clampToZero(LogReal a) { return a.sign < 0 ? LogReal{} : a; }

} // namespace gradflow
