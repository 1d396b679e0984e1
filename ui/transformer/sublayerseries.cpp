#include "ui/transformer/sublayerseries.h"

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

// A value a chart may hold: present and finite (the pass never gives another, but a chart is
// the last guard before Qt Charts).
bool drawable(const std::optional<double> &value) { return value && std::isfinite(*value); }

void addRow(SubLayerSeries &s, const SubLayerRow &row)
{
    const double x = subLayerX(row.block, row.sublayer, s.blocks);
    QList<QPointF> *rmsKind = row.sublayer == SubLayer::Attn  ? &s.rmsAttn
                              : row.sublayer == SubLayer::Mlp ? &s.rmsMlp
                                                              : nullptr;
    QList<QPointF> *gradKind = row.sublayer == SubLayer::Attn  ? &s.gradAttn
                               : row.sublayer == SubLayer::Mlp ? &s.gradMlp
                                                               : nullptr;
    if (drawable(row.log10Rms)) {
        s.rms.append(QPointF(x, *row.log10Rms));
        if (rmsKind)
            rmsKind->append(s.rms.last());
    }
    if (drawable(row.log10GradNorm)) {
        s.grad.append(QPointF(x, *row.log10GradNorm));
        if (gradKind)
            gradKind->append(s.grad.last());
    }
    for (const MatrixGradNorm &m : row.matrices)
        if (drawable(m.log10Norm))
            s.weights[size_t(m.kind)].append(QPointF(x + matrixOffset(m.kind), *m.log10Norm));
}

} // namespace

double matrixOffset(WeightKind kind)
{
    switch (kind) {
    case WeightKind::Query:
    case WeightKind::Up:
    case WeightKind::Embeddings:
        return -0.375;
    case WeightKind::Key:
        return -0.125;
    case WeightKind::Value:
    case WeightKind::Gate:
        return 0.125;
    case WeightKind::Output:
    case WeightKind::Down:
    case WeightKind::Positions:
        return 0.375;
    case WeightKind::Head:
        return 0.0;
    }
    return 0.0;
}

int subLayerX(int block, SubLayer sublayer, int blocks)
{
    switch (sublayer) {
    case SubLayer::Embed:
        return 0;
    case SubLayer::Attn:
        return 2 * block - 1;
    case SubLayer::Mlp:
        return 2 * block;
    case SubLayer::Final:
        return 2 * blocks + 1;
    }
    return 0;
}

SubLayerSeries subLayerSeries(const TransformerResult &result)
{
    SubLayerSeries s;
    s.blocks = result.config.depth;
    s.lastX = 2 * s.blocks + 1;
    for (const SubLayerRow &row : result.rows)
        addRow(s, row);
    for (size_t i = 0; i < result.attentionEntropy.size(); ++i)
        if (std::isfinite(result.attentionEntropy[i]))
            s.entropy.append(QPointF(subLayerX(int(i) + 1, SubLayer::Attn, s.blocks), result.attentionEntropy[i]));
    s.uniformEntropy = std::isfinite(result.uniformEntropy) ? result.uniformEntropy : 0.0;
    if (result.leftRange) {
        s.leftRangeX = subLayerX(result.leftRange->block, result.leftRange->sublayer, s.blocks);
        s.leftRangeText = QString::fromStdString(leftRangeText(result));
    }
    return s;
}

namespace {

void shiftBy(double log10Base, std::initializer_list<QList<QPointF> *> lists)
{
    for (QList<QPointF> *list : lists)
        for (QPointF &p : *list)
            p.setY(p.y() - log10Base);
}

} // namespace

SubLayerSeries relativeToEmbeddings(SubLayerSeries s)
{
    if (!s.rms.isEmpty() && s.rms.first().x() == 0)
        shiftBy(s.rms.first().y(), {&s.rms, &s.rmsAttn, &s.rmsMlp});
    if (!s.grad.isEmpty() && s.grad.first().x() == 0)
        shiftBy(s.grad.first().y(), {&s.grad, &s.gradAttn, &s.gradMlp});
    return s;
}

SubLayerSeries finalAt(SubLayerSeries s, int blocks)
{
    const double delta = 2.0 * blocks + 1 - s.lastX;
    if (delta <= 0)
        return s;
    auto move = [&s, delta](QList<QPointF> &list) {
        for (QPointF &p : list)
            if (p.x() > s.lastX - 0.5) // the final norm, or the head's matrix beside it
                p.setX(p.x() + delta);
    };
    move(s.rms);
    move(s.grad);
    for (QList<QPointF> &w : s.weights)
        move(w);
    s.lastX += int(delta);
    return s;
}

namespace {

// The multiple of a round step (1, 2, 5, 10, ...: the largest at most half the blocks) nearest the
// middle of the blocks, the later of two as near: a lone label as far from "embed" and "final" as
// a round number can stand (block 20 of 30, 4 of 6).
int middleBlock(int blocks)
{
    int step = 1;
    for (int nice : {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000})
        if (2 * nice <= blocks)
            step = nice;
    const double middle = (blocks + 1) / 2.0;
    const int below = int(middle / step) * step;
    const int b = middle - below < below + step - middle ? below : below + step;
    return std::clamp(b, 1, blocks);
}

} // namespace

std::vector<BlockTick> blockTicks(int blocks, int maxLabels)
{
    std::vector<BlockTick> ticks{{0, QStringLiteral("embed")}};
    const int room = maxLabels - 2;
    int step = 1;
    for (int nice : {1, 2, 4, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000})
        if ((step = nice) * room >= blocks)
            break;
    // A block closer to the final norm than a step would print its number over "final".
    for (int b = step; room > 0 && b <= blocks && blocks - b + 1 >= step; b += step)
        ticks.push_back({subLayerX(b, SubLayer::Attn, blocks), QString::number(b)});
    if (ticks.size() == 1 && room > 0 && blocks > 1) { // no step fits: one block near the middle
        const int b = middleBlock(blocks);
        ticks.push_back({subLayerX(b, SubLayer::Attn, blocks), QString::number(b)});
    }
    ticks.push_back({2 * blocks + 1, QStringLiteral("final")});
    return ticks;
}

} // namespace gradflow
