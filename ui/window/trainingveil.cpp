#include "ui/window/trainingveil.h"

#include "ui/charts/chartoverlay.h"
#include "ui/training/losschart.h"
#include "ui/training/trainingpanel.h"
#include "ui/workers/trainworker.h"

namespace gradflow {

TrainingVeil::TrainingVeil(TrainingPanel *panel, QObject *parent)
    : QObject(parent), m_panel(panel), m_overlay(new ChartOverlay(panel->lossChart()->parentWidget()))
{
    connect(panel, &TrainingPanel::resultShown, this, &TrainingVeil::ended);
    connect(panel->worker(), &TrainWorker::failed, this,
            [this](const QString &, quint64 generation) { ended(generation); });
    connect(panel->worker(), &TrainWorker::cancelled, this, &TrainingVeil::ended);
}

void TrainingVeil::coverUntil(quint64 generation)
{
    // Nothing drawn (a run forgotten while the tab was hidden), or drawn already: nothing to dim.
    if (!m_panel->result() || generation <= m_panel->drawnGeneration()) {
        uncover();
        return;
    }
    m_awaited = generation;
    m_overlay->showStale(tr("Showing the previous run while this step's network trains."));
}

void TrainingVeil::uncover()
{
    m_awaited = 0;
    m_overlay->clear();
}

void TrainingVeil::ended(quint64 generation)
{
    if (m_awaited != 0 && generation >= m_awaited)
        uncover();
}

} // namespace gradflow
