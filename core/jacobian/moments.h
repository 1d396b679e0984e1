#pragma once

namespace gradflow {

// The moments of sigma^2 over a layer's singular values, held in log10 where they could leave
// double range: the same quantities as JacobianTheory's.
struct SpectrumMoments
{
    double log10M1 = 0.0;    // log10 of the mean of sigma^2 (-inf: every sigma is zero)
    double m2OverM1Sq = 1.0; // mean of sigma^4 over m1^2: at least 1 (Cauchy-Schwarz)
    double roundoff = 0.0;   // how far the rounding of its n-term sums can move m2OverM1Sq

    // The variance of sigma^2 over m1^2, m2 / m1^2 - 1, which cannot be negative. Within
    // roundoff of 0 it is rounding's, not the network's: an isometry's values, all 1, left
    // 1.8e-15 or -2.2e-16 there; it reads 0.
    bool varianceIsRounding() const { return m2OverM1Sq - 1.0 <= roundoff; }
    double relativeVariance() const { return varianceIsRounding() ? 0.0 : m2OverM1Sq - 1.0; }
};

// The moments from the sums of n terms (sigma / sigma_max)^2 and ^4, with m2 / m1^2 kept at
// least 1 and its rounding bound (a few units of n times epsilon) stated.
SpectrumMoments momentsFromSums(double log10Top, double s2, double s4, double n);

} // namespace gradflow
