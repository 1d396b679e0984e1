#include "ui/window/theorypanel.h"

#include "ui/charts/format.h"
#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

QLabel *valueLabel(QWidget *parent)
{
    auto *label = new QLabel(QStringLiteral("–"), parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// How far the dashed line (a typical network of this width) sits below the infinite-width one
// at layer 0's gradient, where the gap is widest.
QString finiteWidthText(const Result &r, const Analysis &a)
{
    if (!a.theory)
        return QStringLiteral("–");
    if (!a.atWidth)
        return QObject::tr("no estimate here: the line is the infinite-width limit");
    const double gap = a.theory->log10GradNorm.front() - a.atWidth->log10GradNorm.front();
    return QObject::tr("width %1: layer 0's gradient %2 decades (×%3) below the infinite-width line")
        .arg(r.config.width)
        .arg(proseLocale().toString(gap, 'f', 2))
        .arg(proseLocale().toString(std::pow(10.0, gap), 'g', 3));
}

// The fewest distinct units of a layer, silent units (constant on the batch, so all alike but
// no copies: a ReLU unit below zero for every example) counted apart: a He ReLU network read
// "at least 32 of 64" where 33 units were silent and none was a copy.
QString distinctUnitsText(const Result &r)
{
    const int width = r.config.width;
    int fewest = width, mostSilent = 0;
    bool symmetric = false;
    for (size_t l = 1; l < r.distinctUnits.size(); ++l) {
        const int silent = l < r.silentUnits.size() ? r.silentUnits[l] : 0;
        symmetric = symmetric || r.distinctUnits[l] == 1;
        fewest = std::min(fewest, r.distinctUnits[l] + std::max(0, silent - 1));
        mostSilent = std::max(mostSilent, silent);
    }
    if (symmetric)
        return QObject::tr("1 of %1: every unit the same (symmetry)").arg(width);
    QString text =
        fewest == width ? QObject::tr("%1 of %1").arg(width) : QObject::tr("at least %1 of %2").arg(fewest).arg(width);
    if (mostSilent > 0)
        text += QObject::tr("; up to %1 silent on this batch (constant on every example)").arg(mostSilent);
    return text;
}

QString rhoValue(const std::optional<double> &log10Rho)
{
    return log10Rho ? proseNumber(std::pow(10.0, *log10Rho), 'f', 3) : QStringLiteral("–");
}

} // namespace

TheoryPanel::TheoryPanel(QWidget *parent) : QGroupBox(tr("Infinite-width theory"), parent)
{
    auto *form = new QFormLayout(this);
    form->setVerticalSpacing(2);
    m_line = new QCheckBox(tr("Dashed &theory line"), this);
    m_line->setChecked(true);
    m_line->setToolTip(
        tr("The mean-field prediction (infinitely wide layers) drawn dashed over the signal and gradient charts."));
    form->addRow(m_line);
    m_rho = valueLabel(this);
    m_rho->setToolTip(tr("Per-layer factor ρ as the theory predicts it, and as this network measures it."));
    form->addRow(tr("ρ theory / measured"), m_rho);
    m_width = valueLabel(this);
    m_width->setToolTip(
        tr("The dashed line is the infinite-width limit less the drift of a typical network of this width: "
           "each layer's random factor has a log-normal spread, so a typical seed sits below the limit, "
           "more so the deeper and narrower the network (Hanin and Nica)."));
    form->addRow(tr("Finite width"), m_width);
    m_critical = valueLabel(this);
    m_critical->setToolTip(tr("The weight std at which the per-layer gradient factor χ is 1 for this activation: "
                              "the edge between vanishing and exploding (ReLU √(2/n), tanh 1/√n)."));
    m_setCritical = new QPushButton(tr("Set std to critical"), this);
    m_setCritical->setToolTip(tr("Switch to a custom std equal to the critical value."));
    form->addRow(tr("Critical std"), m_critical);
    form->addRow(QString(), m_setCritical);
    m_units = valueLabel(this);
    m_units->setToolTip(tr("How many units of a layer differ somewhere in the batch. Zero or constant init makes "
                           "them all the same: each gets the same gradient, so training never separates them."));
    form->addRow(tr("Distinct units"), m_units);
    connect(m_line, &QCheckBox::toggled, this, &TheoryPanel::lineToggled);
    connect(m_setCritical, &QPushButton::clicked, this, [this] {
        if (m_criticalStd > 0)
            emit criticalStdRequested(m_criticalStd);
    });
}

void TheoryPanel::showResult(const Result &r, const Analysis &a)
{
    if (a.theory)
        m_rho->setText(tr("%1 / %2").arg(rhoValue(a.theory->log10Rho), rhoValue(r.log10Rho)));
    else
        m_rho->setText(tr("not available: %1").arg(QString::fromStdString(a.theoryNote)));
    m_width->setText(finiteWidthText(r, a));
    m_criticalStd = a.criticalInitStd;
    m_critical->setText(tr("%1 = %2/√n (%3)")
                            .arg(proseLocale().toString(m_criticalStd, 'g', 3))
                            .arg(proseLocale().toString(m_criticalStd * std::sqrt(double(r.config.width)), 'g', 3))
                            .arg(QString::fromStdString(activationLabel(r.config.activation))));
    m_setCritical->setEnabled(m_criticalStd > 0);
    if (r.distinctUnits.size() > 1)
        m_units->setText(distinctUnitsText(r));
}

bool TheoryPanel::lineShown() const { return m_line->isChecked(); }
void TheoryPanel::setLineShown(bool shown) { m_line->setChecked(shown); }
QString TheoryPanel::rhoText() const { return m_rho->text(); }
QString TheoryPanel::criticalText() const { return m_critical->text(); }
QString TheoryPanel::unitsText() const { return m_units->text(); }
QString TheoryPanel::widthText() const { return m_width->text(); }

} // namespace gradflow
