#include "ui/charts/wording.h"

#include <QCoreApplication>
#include <QLocale>

namespace gradflow {

namespace {

// The translation context of these sentences (lupdate reads Wording::tr).
struct Wording
{
    Q_DECLARE_TR_FUNCTIONS(gradflow::Wording)
};

QString text(const char *source) { return QCoreApplication::translate("gradflow::Wording", source); }

QString str(const std::string &s) { return QString::fromStdString(s); }

// The number as core's stream writes it (3 significant digits), in the window's language.
QString number(double value) { return QLocale().toString(value, 'g', 3); }

QString initPart(const ModelConfig &c)
{
    if (c.init == Init::CustomStd)
        return QStringLiteral("std %1").arg(number(c.initStd));
    if (c.init == Init::CustomScale)
        return QStringLiteral("%1/\u221an").arg(number(c.initScale));
    if (c.init == Init::Constant)
        return Wording::tr("all weights %1").arg(number(c.initConstant));
    if (c.init == Init::Orthogonal && c.orthogonalGain >= 0)
        return Wording::tr("orthogonal gain %1").arg(number(c.orthogonalGain));
    return str(initLabel(c.init));
}

// Where a transformer's run left the range (core's transformerPlace).
QString transformerPlace(const Divergence &d, int depth)
{
    if (d.layer == depth + 1)
        return Wording::tr("in the final norm and head");
    if (d.layer <= 0)
        return d.stage == Divergence::Stage::Update ? Wording::tr("in the embeddings or the head")
                                                    : Wording::tr("in the embeddings");
    return Wording::tr("in block %1").arg(d.layer);
}

} // namespace

QString normName(Norm norm) { return QLatin1String(normRow(norm).label); }

QString configSummary(const ModelConfig &c)
{
    QString out = str(activationLabel(c.activation)) + QStringLiteral(", ") + initPart(c);
    if (c.residual) {
        out += Wording::tr(", residual");
        if (c.residualRule != ResidualScaleRule::Fixed || c.residualScale != 1.0)
            out += QStringLiteral(" \u00d7") + str(residualScaleLabel(c));
    }
    if (c.norm != Norm::None) {
        out += QStringLiteral(", %1 %2").arg(normName(c.norm), str(toString(c.normPlace)));
    }
    if (c.head)
        out += Wording::tr(", head");
    return out + Wording::tr(", depth %1").arg(c.depth);
}

QStringList divergenceClauses(const Divergence &d, int depth, Architecture architecture)
{
    QString where;
    if (d.stage == Divergence::Stage::Loss)
        where = Wording::tr("in the loss");
    else if (architecture == Architecture::Transformer)
        where = transformerPlace(d, depth);
    else if (d.layer == depth + 1)
        where = Wording::tr("in the head");
    else
        where = Wording::tr("in layer %1").arg(d.layer);
    static const char *const causes[] = {
        QT_TRANSLATE_NOOP("gradflow::Wording", "the signal overflowed (weights too large)"),
        QT_TRANSLATE_NOOP("gradflow::Wording", "the loss overflowed (outputs too large)"),
        QT_TRANSLATE_NOOP("gradflow::Wording", "the gradient overflowed (weights or learning rate too large)"),
        QT_TRANSLATE_NOOP("gradflow::Wording", "the weights overflowed (learning rate too large)"),
        QT_TRANSLATE_NOOP("gradflow::Wording", "the normalization divided by zero: a group's values are all equal "
                                               "and norm-eps is 0 (give eps > 0)"),
    };
    const QChar cause(0xFFFC); // where the cause stands in the language's sentence
    const QString sentence = Wording::tr("diverged at step %1 %2: %3").arg(d.step).arg(where, QString(cause));
    const qsizetype at = sentence.indexOf(cause);
    const QString heading = sentence.left(at), rest = text(causes[int(d.stage)]) + sentence.mid(at + 1);
    return heading.trimmed().isEmpty() ? QStringList{heading + rest} : QStringList{heading, rest};
}

QString divergenceText(const Divergence &d, int depth, Architecture architecture)
{
    return divergenceClauses(d, depth, architecture).join(QString());
}

QString theoryLawText(JacobianTheory::Law law)
{
    switch (law) {
    case JacobianTheory::Law::FussCatalan:
        return Wording::tr("Fuss-Catalan");
    case JacobianTheory::Law::AllEqual:
        return Wording::tr("all equal");
    case JacobianTheory::Law::FreeGaussian:
        return Wording::tr("free multiplicative, Gaussian weights");
    case JacobianTheory::Law::FreeOrthogonal:
        return Wording::tr("free multiplicative, orthogonal weights");
    }
    return {};
}

QString theoryReasonText(const JacobianTheory &t, const ModelConfig &c)
{
    switch (t.why) {
    case JacobianTheory::Unknown::None:
        return {};
    case JacobianTheory::Unknown::Residual:
        return Wording::tr("no closed form is known with residual connections");
    case JacobianTheory::Unknown::Norm:
        return Wording::tr("no closed form is known with a normalization layer");
    case JacobianTheory::Unknown::Bias:
        return Wording::tr("no closed form is known with biases (torch-default init)");
    case JacobianTheory::Unknown::Activation:
        return Wording::tr("for %1 the moments depend on the fixed point q* (Pennington et al. 2017); not shown")
            .arg(str(activationLabel(c.activation)));
    case JacobianTheory::Unknown::Draws:
        return Wording::tr("known for Gaussian and orthogonal weights only");
    }
    return {};
}

} // namespace gradflow
