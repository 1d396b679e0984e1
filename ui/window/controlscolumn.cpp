#include "ui/window/controlscolumn.h"

#include "ui/window/bandspanel.h"
#include "ui/window/controlpanel.h"
#include "ui/window/readoutpanel.h"
#include "ui/window/theorypanel.h"
#include "ui/window/wheelguard.h"

#include <QLayout>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace gradflow {

ControlsColumn::ControlsColumn(ControlPanel *controls, QWidget *architecture, ReadoutPanel *readouts,
                               TheoryPanel *theory, BandsPanel *bands, QWidget *parent)
    : QScrollArea(parent), m_button(new QPushButton(tr("Show the controls"))),
      m_boxesButton(new QPushButton(tr("Show the theory and seed spread"))), m_controls(controls),
      m_architecture(architecture), m_readouts(readouts), m_theory(theory), m_bands(bands)
{
    auto *left = new QWidget;
    auto *layout = new QVBoxLayout(left);
    layout->setContentsMargins(controls->layout()->contentsMargins()); // both boxes aligned
    controls->layout()->setContentsMargins(0, 0, 0, 0);
    m_button->setCheckable(true);
    m_button->hide();
    connect(m_button, &QPushButton::toggled, this, [this] { showParts(); });
    m_boxesButton->setCheckable(true);
    m_boxesButton->hide();
    connect(m_boxesButton, &QPushButton::toggled, this, [this] {
        showParts();
        revealBoxes();
    });
    for (QWidget *part : {static_cast<QWidget *>(m_button), static_cast<QWidget *>(controls), architecture,
                          static_cast<QWidget *>(readouts), static_cast<QWidget *>(m_boxesButton),
                          static_cast<QWidget *>(theory), static_cast<QWidget *>(bands)})
        layout->addWidget(part);
    layout->addStretch(1);
    WheelGuard::guard(left); // the wheel scrolls the column; only a focused control takes it
    setWidget(left);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setMinimumWidth(left->sizeHint().width() + 24);
}

void ControlsColumn::fit(bool presenting, bool lesson)
{
    m_presenting = presenting;
    m_folding = presenting && lesson;
    if (!m_folding) { // the next presentation starts folded again
        const QSignalBlocker block(m_button);
        m_button->setChecked(false);
    }
    showParts();
}

// The charts keep most of the width while folded; otherwise the column is as wide as its type
// needs, the theory's and the seed bands' included, so unfolding them never moves the charts.
void ControlsColumn::showParts()
{
    const bool folded = m_folding && !m_button->isChecked();
    placeNote(false); // the column's width is its parts' and the button's, never the note's
    m_button->setVisible(m_folding);
    m_button->setText(folded ? tr("Show the controls") : tr("Fold the controls"));
    m_controls->setVisible(!folded);
    m_architecture->setVisible(!folded && !m_dense);
    const bool offerBoxes = m_presenting && !m_folding && m_dense && !boxesFit();
    if (!offerBoxes) { // the next presentation starts with them folded again
        const QSignalBlocker block(m_boxesButton);
        m_boxesButton->setChecked(false);
    }
    m_boxesButton->setVisible(offerBoxes);
    m_boxesButton->setText(m_boxesButton->isChecked() ? tr("Fold the theory and seed spread")
                                                      : tr("Show the theory and seed spread"));
    const bool boxes = !folded && m_dense && (!offerBoxes || m_boxesButton->isChecked());
    m_theory->setVisible(boxes);
    m_bands->setVisible(m_dense ? boxes : !folded); // a transformer's seed band: its sizes leave room
    m_readouts->setVisible(m_dense);
    m_readouts->setCompact(folded);
    widget()->layout()->invalidate();
    int width = widget()->sizeHint().width();
    const QMargins m = widget()->layout()->contentsMargins();
    if (!folded) {
        width = std::max({width, (m_dense ? m_theory->sizeHint().width() : 0) + m.left() + m.right(),
                          m_bands->sizeHint().width() + m.left() + m.right()});
    } else if (!m_dense && m_note) {
        // The note wraps to the column, but no narrower than its longest word: in Chinese the
        // button is narrow and "Transformer:" ran past the column's edge, scrolled or cut.
        width = std::max(width, m_note->minimumSizeHint().width() + m.left() + m.right());
    }
    // Fixed: a readout's new value, or the next tour step, never moves the charts.
    setFixedWidth(width + 24);
    placeNote(folded && !m_dense);
}

void ControlsColumn::setTransformerNote(QWidget *note, std::function<void()> giveBack)
{
    m_note = note;
    m_giveBackNote = std::move(giveBack);
    showParts();
}

// Under the button (index 0), or back where it came from.
void ControlsColumn::placeNote(bool here)
{
    if (!m_note || here == (m_note->parentWidget() == widget()))
        return;
    if (here) {
        static_cast<QVBoxLayout *>(widget()->layout())->insertWidget(1, m_note);
        m_note->show();
    } else if (m_giveBackNote) {
        m_giveBackNote();
    }
}

// The height the column needs with every part of a dense network shown, against its own.
bool ControlsColumn::boxesFit() const
{
    const QLayout *layout = widget()->layout();
    const QMargins m = layout->contentsMargins();
    const int width = widget()->width() - m.left() - m.right();
    const std::initializer_list<const QWidget *> parts{m_controls, m_readouts, m_theory, m_bands};
    int needed = m.top() + m.bottom() + layout->spacing() * (int(parts.size()) - 1);
    for (const QWidget *part : parts)
        needed += part->hasHeightForWidth() ? part->heightForWidth(width) : part->sizeHint().height();
    return needed <= viewport()->height();
}

// Unfolded, the button and both boxes in view (the controls above scroll away); folded, the
// column from its top again.
void ControlsColumn::revealBoxes()
{
    QTimer::singleShot(0, this, [this] { // once the layout has made room for them
        if (!m_boxesButton->isChecked()) {
            verticalScrollBar()->setValue(0);
            return;
        }
        ensureWidgetVisible(m_bands, 0, 0);
        ensureWidgetVisible(m_boxesButton, 0, 0);
    });
}

void ControlsColumn::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    if (m_presenting && event->size().height() != event->oldSize().height())
        showParts(); // presentation mode's full screen: the theory and seed bands fit, or fold
}

void ControlsColumn::showDenseParts(bool shown)
{
    if (shown == m_dense)
        return;
    m_dense = shown;
    showParts();
}

void ControlsColumn::revealReadouts() { ensureWidgetVisible(m_readouts, 0, 0); }

} // namespace gradflow
