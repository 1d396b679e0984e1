#include "ui/window/controlscolumn.h"

#include "ui/window/bandspanel.h"
#include "ui/window/controlpanel.h"
#include "ui/window/readoutpanel.h"
#include "ui/window/theorypanel.h"
#include "ui/window/wheelguard.h"

#include <QLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace gradflow {

ControlsColumn::ControlsColumn(ControlPanel *controls, QWidget *architecture, ReadoutPanel *readouts, TheoryPanel *theory,
                               BandsPanel *bands, QWidget *parent)
    : QScrollArea(parent), m_button(new QPushButton(tr("Show the controls"))), m_controls(controls),
      m_architecture(architecture), m_readouts(readouts), m_theory(theory), m_bands(bands)
{
    auto *left = new QWidget;
    auto *layout = new QVBoxLayout(left);
    layout->setContentsMargins(controls->layout()->contentsMargins()); // both boxes aligned
    controls->layout()->setContentsMargins(0, 0, 0, 0);
    m_button->setCheckable(true);
    m_button->hide();
    connect(m_button, &QPushButton::toggled, this, [this] { fit(m_folding); });
    for (QWidget *part : {static_cast<QWidget *>(m_button), static_cast<QWidget *>(controls), architecture,
                          static_cast<QWidget *>(readouts), static_cast<QWidget *>(theory), static_cast<QWidget *>(bands)})
        layout->addWidget(part);
    layout->addStretch(1);
    WheelGuard::guard(left); // the wheel scrolls the column; only a focused control takes it
    setWidget(left);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setMinimumWidth(left->sizeHint().width() + 24);
}

// The charts keep most of the width while folded; otherwise the column is as wide as its type
// needs.
void ControlsColumn::fit(bool folding)
{
    m_folding = folding;
    if (!folding) { // the next presentation starts folded again
        const QSignalBlocker block(m_button);
        m_button->setChecked(false);
    }
    const bool folded = folding && !m_button->isChecked();
    m_button->setVisible(folding);
    m_button->setText(folded ? tr("Show the controls") : tr("Fold the controls"));
    m_controls->setVisible(!folded);
    m_architecture->setVisible(!folded && !m_dense);
    m_theory->setVisible(!folded && m_dense);
    m_bands->setVisible(!folded && m_dense);
    m_readouts->setVisible(m_dense);
    m_readouts->setCompact(folded);
    widget()->layout()->invalidate();
    // Fixed: a readout's new value, or the next tour step, never moves the charts.
    setFixedWidth(widget()->sizeHint().width() + 24);
}

void ControlsColumn::showDenseParts(bool shown)
{
    if (shown == m_dense)
        return;
    m_dense = shown;
    fit(m_folding);
}

void ControlsColumn::revealReadouts() { ensureWidgetVisible(m_readouts, 0, 0); }

} // namespace gradflow
