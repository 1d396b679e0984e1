#pragma once

#include <QScrollArea>

#include <functional>

class QPushButton;

namespace gradflow {

class BandsPanel;
class ControlPanel;
class ReadoutPanel;
class TheoryPanel;

// The window's left column: the controls (and a transformer's), then what they do to the gradient, the theory and
// the seed bands, in a scroll area for small screens. Presenting with the Lesson panel open,
// the controls fold away behind a button and the readouts stand in a narrow column. Presenting
// without it, the theory and the seed bands fold behind a button of their own where the room's
// type leaves no room for them whole: a box cut through its rows by the screen's edge read as
// broken from the back of a room.
class ControlsColumn : public QScrollArea
{
    Q_OBJECT

public:
    ControlsColumn(ControlPanel *controls, QWidget *architecture, ReadoutPanel *readouts, TheoryPanel *theory,
                   BandsPanel *bands, QWidget *parent = nullptr);

    // presenting: presentation mode; lesson: the Lesson panel open (the controls fold). Fits the
    // width to the type either way.
    void fit(bool presenting, bool lesson);
    void revealReadouts();
    // The readouts and the theory describe a dense network: off the column while the network is
    // a transformer (the seed band stays: a transformer has one too).
    void showDenseParts(bool shown); // a network step quotes them: on a short screen the column scrolls to them
    // A transformer's note (its network, loss and readouts): folded in presentation mode, where
    // a dense network's compact readouts stand, the column holds it under the button instead of
    // an empty column beside charts shortened by it; giveBack returns it over the charts.
    void setTransformerNote(QWidget *note, std::function<void()> giveBack);
    QPushButton *boxesButton() const { return m_boxesButton; } // shows or folds the theory and seed bands

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void showParts();
    bool boxesFit() const; // the column holds every part whole at its height
    void revealBoxes();
    void placeNote(bool here);

    QPushButton *m_button;      // unfolds the controls while folding
    QPushButton *m_boxesButton; // unfolds the theory and the seed bands where they do not fit
    ControlPanel *m_controls;
    QWidget *m_architecture; // a transformer's sizes
    ReadoutPanel *m_readouts;
    TheoryPanel *m_theory;
    BandsPanel *m_bands;
    QWidget *m_note = nullptr;
    std::function<void()> m_giveBackNote;
    bool m_presenting = false;
    bool m_folding = false;
    bool m_dense = true;
};

} // namespace gradflow
