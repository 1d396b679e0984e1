#pragma once

#include "core/analysis/seedbands.h"
#include "ui/charts/layerchart.h"

namespace gradflow {

// The mean of the seeds (a dashed curve) and the edges of its shaded band.
struct BandCurve
{
    Curve mean;
    std::vector<double> low, high;
};

// The band for one of the three charts (0 signal, 1 gradient, 2 weight gradient). Where some
// seed is exactly zero the mean is too (-inf) and the band runs from the bottom edge to the
// largest seed. relative: divided by the mean at its first layer, as the measured curves are divided by theirs.
BandCurve bandCurve(const BandsSnapshot &snapshot, BandKind kind, int chartIndex, bool relative, const QColor &color);

} // namespace gradflow
