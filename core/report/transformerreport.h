#pragma once

#include "core/report/bytesink.h"
#include "core/transformer/transformerresult.h"
#include "core/transformer/transformerseeds.h"

#include <string>

namespace gradflow {

// One row per sub-layer: block,sublayer,log10_rms,log10_grad_norm,log10_weight_grad_norm with
// six decimals; an absent value (out of range, or exactly zero) is an empty field.
std::string transformerToCsv(const TransformerResult &result);

// {"config", "summary", "sublayers": the CSV's rows with each matrix's gradient norm under
// "matrices", "attention_entropy": per block, nats}; absent values are null and the summary's
// "left_range" says where values left the precision's range. With bands (--seeds K), "seeds":
// count, first_seed, and per sub-layer (the rows' order) mean, sd, min and max of log10_rms and
// log10_grad_norm, per block of attention_entropy; null where some seed has no value.
std::string transformerToJson(const TransformerResult &result, const TransformerBands *bands = nullptr);

// The transformer's initial weights and the task's tokens as .npz (docs/training.md), written to
// sink as each weight is drawn: planTransformerFile() first.
void writeTransformerNpz(const ModelConfig &config, const RunSettings &run, const ByteSink &sink);

// Throws MemoryLimitError when the file's making (the largest weight drawn, the tokens twice,
// the archive's directory) exceeds --max-memory, with the estimate.
void planTransformerFile(const ModelConfig &config, const RunSettings &run);

} // namespace gradflow
