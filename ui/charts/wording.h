#pragma once

#include "core/jacobian/jacobiantheory.h"
#include "core/model/config.h"
#include "core/training/trainresult.h"

#include <QString>

namespace gradflow {

// The sentences core/ writes in English for the command line, worded in the window's language:
// the same parts in the same order, so that English reads exactly as the command line's. Names
// stay as the controls show them (ReLU, He, LayerNorm, pre).

// A norm's name as the window writes it (BatchNorm, LayerNorm, RMSNorm; empty for none).
QString normName(Norm norm);
// "ReLU, He, residual ×1/√L, LayerNorm pre, depth 30" (core's describe()).
QString configSummary(const ModelConfig &config);
// "diverged at step 3 in layer 27: the signal overflowed (weights too large)"; a transformer's
// places are its blocks, the embeddings, the final norm and head.
QString divergenceText(const Divergence &divergence, int depth, Architecture architecture = Architecture::Mlp);
// The same as two clauses, the heading with the separator its language writes after it and the
// cause ({"diverged at step 3 in layer 27: ", "the signal overflowed (weights too large)"}); one
// where a language puts the cause first.
QStringList divergenceClauses(const Divergence &divergence, int depth, Architecture architecture = Architecture::Mlp);
// The Jacobian theory's law ("free multiplicative, Gaussian weights"), or why none is shown.
QString theoryLawText(JacobianTheory::Law law);
QString theoryReasonText(const JacobianTheory &theory, const ModelConfig &config);

} // namespace gradflow
