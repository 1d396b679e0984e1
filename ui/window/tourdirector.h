#pragma once

#include <QObject>

#include <string>
#include <vector>

class QWidget;

namespace gradflow {

class ComputeStatus;
class LessonTabs;
class NetworkDocument;
class PinsStatus;
class StatusLine;
class TourPanel;
class TrainingPanel;
class TrainingVeil;
struct TourStep;

// What a lesson step wants shown, applied to the document and the tabs: a network step's pins,
// relative mode and readouts; a network, clipping, training or Jacobian step's network and run
// settings; the step's view with its settings. The step's text, charts and readouts change
// together: charts still showing the previous step's network are dimmed at once.
class TourDirector : public QObject
{
    Q_OBJECT

public:
    TourDirector(NetworkDocument *document, TourPanel *tour, LessonTabs *tabs, TrainingPanel *training,
                 PinsStatus *pins, ComputeStatus *status, QObject *parent = nullptr);

    void apply(const TourStep &step);
    // The built-in tour from its first step: an own tour opened since gives way to it.
    void start(StatusLine *line);

signals:
    void readoutsWanted(); // a network step quotes the readouts: show them

private:
    void showPins(const std::vector<std::string> &presetNames); // the previous pins cleared
    void applyTraining(const TourStep &step);

    NetworkDocument *m_document;
    TourPanel *m_tour;
    LessonTabs *m_tabs;
    TrainingPanel *m_training;
    PinsStatus *m_pins;
    ComputeStatus *m_status;
    TrainingVeil *m_veil;
};

} // namespace gradflow
