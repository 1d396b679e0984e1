#pragma once

#include "core/transformer/transformerresult.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <vector>

namespace gradflow {

// A transformer's measurements laid out for its charts. The x axis counts sub-layers in the
// order the residual stream meets them: 0 the embeddings, 2b - 1 and 2b block b's attention and
// MLP, 2L + 1 the final norm. Magnitudes are log10 (as the pass gives them); a value the pass
// left out (beyond the precision's range, or exactly zero) is no point, so nothing a chart holds
// is NaN or infinite.
struct SubLayerSeries
{
    // The residual stream's RMS after each sub-layer, and the gradient norm reaching it: the
    // whole curve, then its attention and its MLP sub-layers apart (for their markers).
    QList<QPointF> rms, rmsAttn, rmsMlp;
    QList<QPointF> grad, gradAttn, gradMlp;
    // Each weight matrix's gradient norm at its sub-layer, per kind (WeightKind's order), set a
    // little apart within the sub-layer (matrixOffset) so that q, k, v and o do not hide each other.
    std::vector<QList<QPointF>> weights = std::vector<QList<QPointF>>(kWeightKinds);
    // Attention entropy per block (nats) at its attention sub-layer, and uniform attention's.
    QList<QPointF> entropy;
    double uniformEntropy = 0.0;
    int blocks = 0;
    int lastX = 0; // the final norm's place: 2L + 1
    // Where the pass says values left the range: the sub-layer's place and the pass's words.
    std::optional<int> leftRangeX;
    QString leftRangeText;
};

SubLayerSeries subLayerSeries(const TransformerResult &result);

// Relative mode: the RMS and the gradient as ratios to their values at the embeddings (x = 0),
// each curve divided by its own; unchanged when a curve has no value there.
SubLayerSeries relativeToEmbeddings(SubLayerSeries series);

// The series on an axis of `blocks` blocks (at least its own): the final norm's points (and the
// head's matrix) at the axis's last place, 2 blocks + 1, so that a pinned transformer of another
// depth ends where the live one does, under the axis's "final".
SubLayerSeries finalAt(SubLayerSeries series, int blocks);

// Where a matrix's point sits from its sub-layer's place: q, k, v, o at -0.375, -0.125, 0.125,
// 0.375; up, gate, down at -0.375, 0.125, 0.375; the embeddings and positions at -0.375 and
// 0.375; the head at 0. Every matrix a quarter of a sub-layer from the next, across sub-layers
// too (o to up), so that markers a quarter wide never cover each other.
double matrixOffset(WeightKind kind);

// The place of a row on the x axis (see SubLayerSeries).
int subLayerX(int block, SubLayer sublayer, int blocks);

// The x axis's block ticks: (place, label) for the embeddings, every step-th block's attention
// sub-layer, and the final norm; step grows with the blocks so at most about maxLabels show (none
// of the blocks under 3), and no block's label stands within a step of "final".
struct BlockTick
{
    int x = 0;
    QString label;
};
std::vector<BlockTick> blockTicks(int blocks, int maxLabels);

} // namespace gradflow
