#include "ui/window/readoutpanel.h"

#include "ui/controls/optionbox.h"
#include "ui/window/networkdocument.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/format.h"
#include "core/model/options.h"
#include "core/model/result.h"

#include <QDoubleSpinBox>
#include <QFontMetrics>
#include <QFormLayout>
#include <QLabel>

#include <cmath>

namespace gradflow {

ReadoutPanel::ReadoutPanel(NetworkDocument *document, QWidget *parent)
    : QGroupBox(tr("What the gradient does"), parent), m_form(new QFormLayout(this)), m_clip(new QDoubleSpinBox)
{
    setObjectName(QStringLiteral("readouts"));
    m_form->setVerticalSpacing(0); // the column fits a 720-line screen without scrolling; a raised
                                   // exponent keeps its row apart from the one above
    addReadout(tr("First/last gradient"),
               tr("‖∂loss/∂h₀‖ / ‖∂loss/∂h_{L−1}‖: the gradient at layer 0 over the one at layer L−1 (entering "
                  "layers 1 and L). Relative mode plots its inverse at layer L−1."));
    addReadout(
        tr("Per-layer factor ρ"),
        tr("The first/last ratio spread evenly over the layers: 1 is healthy, below 1 vanishing, above 1 exploding."));
    addReadout(tr("Global gradient norm"),
               tr("Length of all weight gradients together, as clip_grad_norm_ measures it."));
    m_clip->setObjectName(QStringLiteral("clipLimit"));
    boundToOption(m_clip, option("clip"));
    showClipLimit(document->clipLimit());
    m_clip->setToolTip(tr("Clipping limit: the factor below is what clip_grad_norm_ would scale every gradient by."));
    m_form->addRow(tr("Clip at"), m_clip);
    addReadout(tr("Clip factor"),
               tr("What clip_grad_norm_ at the limit above would scale every gradient by (1: no clipping)."));
    addReadout(tr("Weight grad. last/first"), tr("‖∂loss/∂W_L‖ / ‖∂loss/∂W_1‖: above 1 the weight gradients pile up "
                                                 "near the output (Post-LN), below 1 near the input (Pre-LN)."));
    connect(m_clip, &QDoubleSpinBox::valueChanged, document, &NetworkDocument::setClipLimit);
    connect(document, &NetworkDocument::clipLimitChanged, this, &ReadoutPanel::showClipLimit);
}

void ReadoutPanel::addReadout(const QString &name, const QString &tip)
{
    auto *label = new QLabel(name);
    auto *value = new QLabel(QStringLiteral("–"));
    value->setTextFormat(Qt::RichText); // bold by font (setTextFont); exponents as tall as the digits
    value->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setToolTip(tip);
    value->setToolTip(tip);
    m_form->addRow(label, value);
    m_values.push_back(value);
}

void ReadoutPanel::showResult(const Result &result)
{
    const QStringList values = readoutValues(result);
    for (size_t i = 0; i < m_values.size(); ++i)
        setExponentText(m_values[i], values[int(i)]);
}

QStringList ReadoutPanel::texts() const
{
    QStringList texts;
    for (const QLabel *value : m_values)
        texts << plainText(value);
    return texts;
}

void ReadoutPanel::setCurrent(bool current)
{
    for (QLabel *value : m_values)
        value->setEnabled(current);
}

void ReadoutPanel::setTextFont(const QFont &text)
{
    // A quarter larger than the text at a desk, a tenth in a room's larger type: a raised
    // exponent makes its row taller, and the readouts must stay in a 720-line column.
    const int pixels = QFontInfo(text).pixelSize();
    QFont f = text;
    f.setPixelSize(int(std::lround(pixels * (pixels >= 16 ? 1.1 : 1.25))));
    f.setBold(true);
    QLabel widest; // the longest value, its exponent as tall as the digits
    widest.setFont(f);
    setExponentText(&widest, QStringLiteral("8.8×10⁻²⁹⁹⁹⁹"));
    for (QLabel *value : m_values) {
        value->setFont(f);
        value->setMinimumWidth(widest.sizeHint().width());
    }
}

void ReadoutPanel::setCompact(bool compact)
{
    m_form->setRowWrapPolicy(compact ? QFormLayout::WrapAllRows : QFormLayout::DontWrapRows);
    updateGeometry(); // the column measures the new width straight away
}

void ReadoutPanel::showClipLimit(double limit)
{
    const QSignalBlocker silent(m_clip); // a limit beyond the box's range stays the document's
    m_clip->setValue(limit);
}

} // namespace gradflow
