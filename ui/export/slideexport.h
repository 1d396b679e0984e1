#pragma once

#include "core/analysis/analysis.h"
#include "core/model/result.h"

#include <QSize>
#include <QString>

#include <memory>
#include <vector>

namespace gradflow {

// What a slide shows: the live network, the pins and how they are drawn.
struct Slide
{
    std::shared_ptr<const Result> result;
    std::vector<std::shared_ptr<const Result>> pins;
    bool relative = false, readouts = false, dark = false, colorBlind = false, theory = true;
    std::shared_ptr<const Analysis> analysis; // the live network's (its theory line); null: none
};

// The charts drawn for a slide by a ChartPanel of their own, never shown: the file is exactly
// size x scale pixels (PNG; SVG and PDF: size) and its text is sized for size as presentation
// mode sizes it for a screen that tall (a slide taller than wide: as tall as wide). Returns an
// empty string or the reason.
QString exportSlide(const Slide &slide, const QString &path, QSize size, double scale = 1.0);

} // namespace gradflow
