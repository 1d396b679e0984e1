#pragma once

#include <QObject>

namespace gradflow {

class ChartOverlay;
class TrainingPanel;

// A tour step that retrains the Training tab: until the new run's first steps land, its charts
// are the previous run's, so they are dimmed at once, saying so (not after a moment, as the
// step's text is already on screen). The veil goes with the run's first result, its failure or
// its cancel, or a newer step.
class TrainingVeil : public QObject
{
    Q_OBJECT

public:
    TrainingVeil(TrainingPanel *panel, QObject *parent);

    // Dimmed until run generation (or a newer one) is drawn; a generation drawn already: nothing.
    void coverUntil(quint64 generation);
    void uncover();
    bool covered() const { return m_awaited != 0; }

private:
    void ended(quint64 generation);

    TrainingPanel *m_panel;
    ChartOverlay *m_overlay;
    quint64 m_awaited = 0;
};

} // namespace gradflow
