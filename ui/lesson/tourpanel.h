#pragma once

#include "core/lesson/tour.h"

#include <QDockWidget>

class QAction;
class QLabel;
class QPushButton;

namespace gradflow {

struct Look;

// The Lesson panel: walks a tour's steps in order, showing each step's text and asking the
// window for what the step wants (stepWanted: its view, configuration, pins and chart mode).
// Next and Back also answer Page Down and Page Up, as a presenter's clicker sends them.
class TourPanel : public QDockWidget
{
    Q_OBJECT

public:
    // window: where the panel docks and whose keys Next and Back answer.
    explicit TourPanel(QWidget *window);

    // Reads and checks a tour file; on a bad file keeps the current tour and returns the
    // message naming the line. ":/tour.txt" is the built-in tour.
    QString loadTour(const QString &path);
    const Tour &tour() const { return m_tour; }
    int currentStep() const { return m_index; }
    void goTo(int index);      // asks for step index (stepWanted) and shows its text
    QString shownText() const; // the step's title and text as shown
    QAction *toggleAction() const { return m_toggle; }
    QAction *nextAction() const { return m_next; }
    QAction *backAction() const { return m_back; }
    // Presentation mode hides the panel unless the teacher shows it there.
    void setPresentation(bool on);
    // Type for the desk or the room, as the rest of the window.
    void setLook(const Look &look);

signals:
    // Load this step into the window: for a network step its pins (the previous ones cleared),
    // relative mode and readouts; its run settings and configuration; its view and the view's settings.
    void stepWanted(const gradflow::TourStep &step);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *makeBody();
    void showStep();
    void fitStepText();

    Tour m_tour;
    int m_index = 0;
    int m_textPixels = 0; // the step text's size in the look, before fitStepText()
    bool m_applied = false, m_shownBeforePresentation = false;
    QLabel *m_tourTitle, *m_counter, *m_stepTitle, *m_text;
    QPushButton *m_backButton, *m_nextButton;
    QAction *m_toggle, *m_next, *m_back;
};

} // namespace gradflow
