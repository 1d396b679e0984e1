#include "ui/charts/bandcurve.h"

#include "core/analysis/relative.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>
#include <optional>
#include <utility>

namespace gradflow {

namespace {

const LayerBand &bandOf(const SeedBands &b, int chartIndex)
{
    return chartIndex == 0 ? b.signal : chartIndex == 1 ? b.grad : b.weightGrad;
}

} // namespace

BandCurve bandCurve(const BandsSnapshot &snapshot, BandKind kind, int chartIndex, bool relative, const QColor &color)
{
    const LayerBand &band = bandOf(snapshot.bands, chartIndex);
    BandCurve result;
    Curve &curve = result.mean;
    const QString shaded = kind == BandKind::MinMax ? QCoreApplication::translate("BandCurve", "min–max")
                                                    : QCoreApplication::translate("BandCurve", "±1 sd");
    curve.label =
        snapshot.landed < snapshot.total
            ? QCoreApplication::translate("BandCurve", "mean of %1 of %2 seeds, shaded %3")
                  .arg(snapshot.landed)
                  .arg(snapshot.total)
                  .arg(shaded)
            : QCoreApplication::translate("BandCurve", "mean of %1 seeds, shaded %2").arg(snapshot.total).arg(shaded);
    curve.live = false;
    curve.color = color;
    curve.firstLayer = chartIndex == 2 ? 1 : 0;
    curve.log10Values = band.mean;
    if (kind == BandKind::MinMax) {
        result.low = band.min;
        result.high = band.max;
    } else {
        result.low.resize(band.mean.size());
        result.high.resize(band.mean.size());
        for (size_t l = 0; l < band.mean.size(); ++l) {
            const bool zero = !std::isfinite(band.mean[l]); // some seed exactly zero: no sd
            result.low[l] = zero ? -std::numeric_limits<double>::infinity() : band.mean[l] - band.sd[l];
            result.high[l] = zero ? band.max[l] : band.mean[l] + band.sd[l];
        }
    }
    // The whole band over the mean's first point: the measured curves' definition
    // (core/analysis/relative.h), so the mean starts at 1 on the left.
    if (const std::optional<double> base = relative ? relativeBase(band.mean) : std::nullopt) {
        for (std::vector<double> *v : {&curve.log10Values, &result.low, &result.high})
            *v = dividedBy(std::move(*v), *base);
    }
    return result;
}

} // namespace gradflow
