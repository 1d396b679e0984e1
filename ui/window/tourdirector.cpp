#include "ui/window/tourdirector.h"

#include "core/lesson/tour.h"
#include "core/model/presets.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/lesson/tourpanel.h"
#include "ui/training/trainingpanel.h"
#include "ui/window/computestatus.h"
#include "ui/window/networkdocument.h"
#include "ui/window/pinsstatus.h"
#include "ui/window/statusline.h"
#include "ui/window/trainingveil.h"
#include "ui/workers/trainworker.h"

namespace gradflow {

TourDirector::TourDirector(NetworkDocument *document, TourPanel *tour, LessonTabs *tabs, TrainingPanel *training,
                           PinsStatus *pins, ComputeStatus *status, QObject *parent)
    : QObject(parent), m_document(document), m_tour(tour), m_tabs(tabs), m_training(training), m_pins(pins),
      m_status(status), m_veil(new TrainingVeil(training, this))
{
    connect(tour, &TourPanel::stepWanted, this, &TourDirector::apply);
}

void TourDirector::apply(const TourStep &step)
{
    if (step.view == LessonView::Training) {
        applyTraining(step);
        return;
    }
    m_veil->uncover();
    if (step.view
        == LessonView::Jacobian) { // the step's network on the Jacobian tab (which dims a previous one's at once)
        m_document->setNetwork(step.config, step.run);
        m_tabs->showJacobian();
        return;
    }
    if (step.view == LessonView::Network) {
        showPins(step.pins);
        m_document->setRelative(step.relative);
        emit readoutsWanted();
    }
    if (step.view == LessonView::Network || step.view == LessonView::Clipping)
        m_document->setNetwork(step.config, step.run);
    if (step.view == LessonView::Network)
        m_status->dimNow(); // the previous step's charts and readouts, under this step's text
    if (LessonPage *page = m_tabs->page(step.view)) {
        LessonSettings settings = step.settings;
        settings.clipLimit = step.view == LessonView::Clipping ? step.run.clipLimit : settings.clipLimit;
        page->setSettings(settings);
    }
    m_tabs->showView(step.view);
}

// The step's network, trained with the step's settings on the Training tab; a run it starts
// dims the previous one's charts until its first steps land.
void TourDirector::applyTraining(const TourStep &step)
{
    m_document->setNetwork(step.config, step.run);
    m_training->setSettings(step.train);
    m_tabs->showTraining();
    m_veil->coverUntil(m_training->worker()->latestGeneration());
}

// The step's pins replace the previous step's at once and come when computed (on a worker).
void TourDirector::showPins(const std::vector<std::string> &presetNames)
{
    m_document->clearPins();
    std::vector<PinSpec> pins;
    for (const std::string &name : presetNames)
        pins.push_back(PinSpec{findPreset(name)->config, RunSettings()});
    m_pins->load(std::move(pins), tr("the step's pins"), tr("the step is shown without them"),
                 [this](const PinResults &results) { m_document->setPins(results.dense, results.transformers); });
}

void TourDirector::start(StatusLine *line)
{
    m_tour->loadTour(QStringLiteral(":/tour.txt"));
    m_tour->show();
    m_tour->raise();
    m_tour->goTo(0);
    line->showMessage(tr("The built-in tour, step 1: Page Down for the next step."));
}

} // namespace gradflow
