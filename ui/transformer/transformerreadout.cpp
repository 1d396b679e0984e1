#include "ui/transformer/transformerreadout.h"

#include "core/analysis/clipping.h"
#include "ui/charts/format.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace gradflow {

namespace {

const SubLayerRow *rowAt(const TransformerResult &r, int block, SubLayer sublayer)
{
    for (const SubLayerRow &row : r.rows)
        if (row.block == block && row.sublayer == sublayer)
            return &row;
    return nullptr;
}

// log10 of block b's weight gradient: its attention's and its MLP's matrices together.
std::optional<double> blockWeightGrad(const TransformerResult &r, int block)
{
    const SubLayerRow *attn = rowAt(r, block, SubLayer::Attn), *mlp = rowAt(r, block, SubLayer::Mlp);
    if (!attn || !mlp || !attn->log10WeightGradNorm || !mlp->log10WeightGradNorm)
        return std::nullopt;
    return log10GlobalNorm({*attn->log10WeightGradNorm, *mlp->log10WeightGradNorm});
}

} // namespace

QString transformerReadout(const TransformerResult &r)
{
    const int blocks = r.config.depth;
    const SubLayerRow *embed = rowAt(r, 0, SubLayer::Embed), *last = rowAt(r, blocks, SubLayer::Mlp);
    const std::optional<double> first = blockWeightGrad(r, 1), lastGrad = blockWeightGrad(r, blocks);
    if (r.leftRange || !embed || !last || !embed->log10Rms || !last->log10Rms || !first || !lastGrad)
        return {};
    return QCoreApplication::translate("TransformerPanel",
                                       "Stream RMS %1 at the embeddings, %2 after block %3; weight gradient of "
                                       "block %3 / block 1: %4.")
        .arg(formatPower(*embed->log10Rms), formatPower(*last->log10Rms))
        .arg(blocks)
        .arg(formatPower(*lastGrad - *first));
}

} // namespace gradflow
