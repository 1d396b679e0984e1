#pragma once

#include "core/lesson/tour.h"

#include <QDockWidget>

class QAction;
class QLabel;
class QPushButton;

namespace gradflow {

class MainWindow;
struct Look;

// The Lesson panel: walks a tour's steps in order. Each step loads its view and configuration
// into the window, sets up the pins it needs (clearing the previous ones) and shows its text.
// Next and Back also answer Page Down and Page Up, as a presenter's clicker sends them.
class TourPanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit TourPanel(MainWindow *window);

    // Reads and checks a tour file; on a bad file keeps the current tour and returns the
    // message naming the line. ":/tour.txt" is the built-in tour.
    QString loadTour(const QString &path);
    const Tour &tour() const { return m_tour; }
    int currentStep() const { return m_index; }
    void goTo(int index); // loads step index into the window
    QString shownText() const; // the step's title and text as shown
    QAction *toggleAction() const { return m_toggle; }
    QAction *nextAction() const { return m_next; }
    QAction *backAction() const { return m_back; }
    // Presentation mode hides the panel unless the teacher shows it there.
    void setPresentation(bool on);
    // Type for the desk or the room, as the rest of the window.
    void setLook(const Look &look);

private:
    void apply(const TourStep &step);
    void showStep();
    void revealReadouts();

    MainWindow *m_window;
    Tour m_tour;
    int m_index = 0;
    bool m_applied = false, m_shownBeforePresentation = false;
    QLabel *m_tourTitle, *m_counter, *m_stepTitle, *m_text;
    QPushButton *m_backButton, *m_nextButton;
    QAction *m_toggle, *m_next, *m_back;
};

} // namespace gradflow
