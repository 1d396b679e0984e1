#pragma once

// The numbers the program's formulas share, each written once.

namespace gradflow {

constexpr double kPi = 3.14159265358979323846;
constexpr double kSqrt2 = 1.41421356237309504880;
constexpr double kLn10 = 2.30258509299404568402;
constexpr double kLogSqrt2Pi = 0.91893853320467274178; // ln sqrt(2 pi); sqrt(2 pi) is std::sqrt(2.0 * kPi)
constexpr double kSqrt2OverPi =
    0.79788456080286535588; // sqrt(2 / pi), the same double as PyTorch's M_SQRT2 * M_2_SQRTPI * 0.5

// The most seeds a seed band runs (--seeds K, the window's K), for either architecture.
constexpr int kMaxSeeds = 32;

} // namespace gradflow
