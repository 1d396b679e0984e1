#pragma once

namespace gradflow {

// The moments of sigma^2 over a layer's singular values, held in log10 where they could leave
// double range: the same quantities as JacobianTheory's.
struct SpectrumMoments
{
    double log10M1 = 0.0;    // log10 of the mean of sigma^2 (-inf: every sigma is zero)
    double m2OverM1Sq = 1.0; // mean of sigma^4 over m1^2
};

} // namespace gradflow
