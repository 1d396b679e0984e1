// The Training tab's words for the network it trained and the outcome: the caption a slide
// stands alone with, and the message's moved-by-how-much clause. A transformer is described by
// its own settings (blocks, heads, its MLP's activation, norm and placement, init std), never by
// the dense network's scheme it does not use.
#include "ui/training/trainingpanel.h"

#include "core/transformer/sizes.h"
#include "ui/charts/clauseline.h"
#include "ui/charts/format.h"
#include "ui/charts/wording.h"

#include <cmath>

namespace gradflow {

namespace {

QString number(double v) { return proseNumber(v, 'g', 3); }

// The output projections' multiplier as a transformer's readers write it, N the blocks.
QString residualText(const ModelConfig &c)
{
    if (c.residualRule == ResidualScaleRule::InvSqrt2Depth)
        return QStringLiteral("1/\u221A(2N)");
    if (c.residualRule == ResidualScaleRule::InvSqrtDepth)
        return QStringLiteral("1/\u221AN");
    return number(c.residualScale);
}

} // namespace

QString TrainingPanel::positionText(Position position)
{
    switch (position) {
    case Position::Learned:
        return tr("learned positions");
    case Position::Rope:
        return tr("rotary positions");
    case Position::None:
        break;
    }
    return tr("no positions");
}

QString TrainingPanel::normText(const ModelConfig &c)
{
    if (c.norm == Norm::None)
        return tr("no norm");
    return (c.normPlace == NormPlace::Post ? tr("post-%1") : tr("pre-%1")).arg(normName(c.norm));
}

// "Transformer, 6 blocks, 4 heads, sequence 16, vocab 32, learned positions, GELU MLP 256 wide,
// post-LayerNorm, init std 0.02".
QString TrainingPanel::transformerText(const ModelConfig &c)
{
    const TransformerSizes s = transformerSizes(c);
    QString text = tr("Transformer, %1 blocks, %2 heads").arg(s.blocks).arg(s.heads);
    if (s.kvHeads != s.heads)
        text += tr(" (%1 key/value)").arg(s.kvHeads);
    text += tr(", sequence %1, vocab %2, %3").arg(s.seqLen).arg(s.vocab).arg(positionText(c.transformer.position));
    const QString activation = QString::fromStdString(activationLabel(c.activation));
    text += (s.gated ? tr(", gated %1 MLP %2 wide") : tr(", %1 MLP %2 wide")).arg(activation).arg(s.ffWidth);
    text += QStringLiteral(", ") + normText(c) + tr(", init std %1").arg(number(c.initStd));
    if (c.residualRule != ResidualScaleRule::Fixed || c.residualScale != 1.0)
        text += tr(", output projections \u00D7%1").arg(residualText(c));
    if (s.tiedHead)
        text += tr(", tied head");
    return text;
}

QString TrainingPanel::captionText() const
{
    if (!m_result)
        return {};
    const TrainResult &r = *m_result;
    const TrainSettings &s = r.settings;
    QString text =
        r.config.architecture == Architecture::Transformer ? transformerText(r.config) : configSummary(r.config);
    text += tr(", width %1, batch %2, %3, seed %4 \u00B7 %5, lr %6, %7 steps")
                .arg(r.config.width)
                .arg(r.config.batch)
                .arg(QString::fromStdString(toString(r.config.precision)))
                .arg(r.config.seed)
                .arg(QString::fromStdString(optimizerLabel(s.optimizer)), number(s.learningRate))
                .arg(s.steps);
    if (s.clipLimit > 0)
        text += tr(", clip at %1").arg(number(s.clipLimit));
    if (s.warmupSteps > 0)
        text += tr(", warm-up %1").arg(s.warmupSteps);
    return text + QStringLiteral(" \u00B7 ") + m_message->fullText();
}

// How far the first and the last layer moved, relative to their start: the lesson's two numbers.
QString TrainingPanel::movedText(const TrainResult &run)
{
    if (run.snapshots.empty() || run.config.depth < 2)
        return {};
    const std::vector<double> &change = run.snapshots.back().log10RelativeChange;
    const int L = run.config.depth;
    if (!std::isfinite(change.front()) || !std::isfinite(change[size_t(L - 1)]))
        return {};
    // A transformer's charts read its blocks as layers (its embeddings and head come after them).
    const QString text = run.config.architecture == Architecture::Transformer
                             ? tr("; block 1 moved %1, block %2 moved %3 of their size")
                             : tr("; layer 1 moved %1, layer %2 moved %3 of their size");
    return text.arg(formatPower(change.front())).arg(L).arg(formatPower(change[size_t(L - 1)]));
}

} // namespace gradflow
