#pragma once

#include <QScrollArea>

class QPushButton;

namespace gradflow {

class BandsPanel;
class ControlPanel;
class ReadoutPanel;
class TheoryPanel;

// The window's left column: the controls (and a transformer's), then what they do to the gradient, the theory and
// the seed bands, in a scroll area for small screens. Presenting with the Lesson panel open,
// the controls fold away behind a button and the readouts stand in a narrow column.
class ControlsColumn : public QScrollArea
{
    Q_OBJECT

public:
    ControlsColumn(ControlPanel *controls, QWidget *architecture, ReadoutPanel *readouts, TheoryPanel *theory,
                   BandsPanel *bands, QWidget *parent = nullptr);

    // folding: presenting with the Lesson panel open. Fits the width to the type either way.
    void fit(bool folding);
    void revealReadouts();
    // The readouts, the theory and the seed bands describe a dense network: off the column while
    // the network is a transformer.
    void showDenseParts(bool shown); // a network step quotes them: on a short screen the column scrolls to them

private:
    QPushButton *m_button; // unfolds the controls while folding
    ControlPanel *m_controls;
    QWidget *m_architecture; // a transformer's sizes
    ReadoutPanel *m_readouts;
    TheoryPanel *m_theory;
    BandsPanel *m_bands;
    bool m_folding = false;
    bool m_dense = true;
};

} // namespace gradflow
