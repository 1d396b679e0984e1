#pragma once

#include "core/analysis/histogram.h"
#include "core/analysis/theory.h"
#include "core/engine/capture.h"
#include "core/model/result.h"

#include <optional>
#include <string>

namespace gradflow {

// What is computed of a network after the engine ran: the window draws it beside the Result,
// the command line and the report files write it.
struct Analysis
{
    // The mean-field line (nullopt and the reason in theoryNote where none holds) and the
    // critical init std of this activation and width.
    std::optional<Theory> theory;
    std::string theoryNote;
    // The line of a typical network at this width (core/analysis/finitewidth.h), where estimated.
    std::optional<Theory> atWidth;
    double criticalInitStd = 0.0;
    // Histograms of the captured layer, when the engine was asked for one (Probe::capture).
    std::optional<LayerHistograms> histograms;
};

// The analyses of result; with a filled capture, its layer's histograms too.
Analysis analyze(const Result &result, const LayerCapture *capture = nullptr);

} // namespace gradflow
