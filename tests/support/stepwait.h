#pragma once

// Waiting until a tour step's numbers are on screen: each kind of step gets them from its own
// worker (the training run, the Jacobian's spectrum, the network's pass, a lesson view's
// measurement, the pins), so a test reads the step after this.
#include "tests/support/waitpins.h"
#include "tests/support/windowtest.h"

#include "ui/jacobian/jacobianpanel.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/training/trainingpanel.h"
#include "ui/window/transformerview.h"
#include "core/lesson/tour.h"
#include "core/transformer/transformerresult.h"

#include <QtTest>

inline void waitForStep(gradflow::MainWindow &w, const gradflow::TourStep &step)
{
    using gradflow::LessonView;
    if (step.view == LessonView::Training) { // the step's run, final, with the settings the tab shows
        gradflow::TrainingPanel *panel = w.training();
        QTRY_VERIFY_WITH_TIMEOUT(panel->isFinal() && panel->result() && panel->result()->config == step.config
                                     && panel->result()->settings == panel->settings(),
                                 120000);
    } else if (step.view == LessonView::Jacobian) {
        QTRY_VERIFY_WITH_TIMEOUT(w.jacobian()->spectrum() && w.jacobian()->spectrum()->config == step.config, 120000);
    } else if (step.view == LessonView::Network && step.config.architecture == gradflow::Architecture::Transformer) {
        const auto *view = w.findChild<gradflow::TransformerView *>();
        QTRY_VERIFY_WITH_TIMEOUT(view->drawn() && view->drawn()->config == step.config, 120000);
    } else if (step.view == LessonView::Network || step.view == LessonView::Clipping) {
        waitDrawn(w);
    } else {
        w.lessonTabs()->page(step.view)->shownTexts(); // waits for the view's measurement
    }
    waitPins(w);
}
