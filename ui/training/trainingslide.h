#pragma once

#include "core/training/trainresult.h"
#include "ui/charts/slidefigure.h"

#include <memory>

namespace gradflow {

class TrainingPanel;

// The Training tab as a slide: a panel of its own drawing a finished run, never shown on screen;
// its charts under a title, the network and the outcome as the caption, the loss chart's steps
// named on its axis.
class TrainingSlide : public SlideFigure
{
public:
    explicit TrainingSlide(std::shared_ptr<const TrainResult> run);
    ~TrainingSlide() override;

    QString slideTitle() const override;
    QString slideCaption() const override;
    QWidget *layOutBody(const Look &look, QSize size) override;
    TrainingPanel &panel() const { return *m_panel; }

private:
    std::unique_ptr<TrainingPanel> m_panel;
};

// The run the tab shows as a slide of size (empty: the charts' size on screen).
QString exportTrainingSlide(const TrainingPanel &shown, const QString &path, QSize size, double scale);

} // namespace gradflow
