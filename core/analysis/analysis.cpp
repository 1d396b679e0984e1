#include "core/analysis/analysis.h"

#include "core/analysis/finitewidth.h"

namespace gradflow {

Analysis analyze(const Result &result, const LayerCapture *capture)
{
    const ModelConfig &config = result.config;
    Analysis analysis;
    if (capture && capture->filled) // a pass over one layer's entries
        analysis.histograms = layerHistograms(*capture, config.activation);
    analysis.theory = meanFieldTheory(config); // microseconds a layer
    analysis.theoryNote = theoryUnavailableReason(config);
    if (analysis.theory)
        analysis.atWidth = typicalAtWidth(*analysis.theory, config);
    analysis.criticalInitStd = criticalInitStd(config.activation, config.width);
    return analysis;
}

} // namespace gradflow
