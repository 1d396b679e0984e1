#include "ui/training/trainingslide.h"

#include "ui/training/losschart.h"
#include "ui/training/trainingpanel.h"

#include <QAbstractAxis>
#include <QChart>

namespace gradflow {

TrainingSlide::TrainingSlide(std::shared_ptr<const TrainResult> run) : m_panel(std::make_unique<TrainingPanel>())
{
    m_panel->setAttribute(Qt::WA_DontShowOnScreen);
    const TrainSettings settings = run->settings;
    m_panel->showFinished(std::move(run)); // first: the panel then trains nothing of its own
    m_panel->setSettings(settings);
    // On a slide the steps are named: the tab leaves them to the layer charts' neighbour.
    if (QAbstractAxis *steps = m_panel->lossChart()->chart()->axes(Qt::Horizontal).value(0))
        steps->setTitleText(QObject::tr("step"));
    m_panel->show();
}

TrainingSlide::~TrainingSlide() = default;

QString TrainingSlide::slideTitle() const
{
    const ModelConfig &config = m_panel->result()->config;
    if (config.architecture == Architecture::Transformer) // its charts count blocks
        return QObject::tr("Training %1 blocks: which of them learn").arg(config.depth);
    return QObject::tr("Training %1 layers: which of them learn").arg(config.depth);
}

QString TrainingSlide::slideCaption() const { return m_panel->captionText(); }

QWidget *TrainingSlide::layOutBody(const Look &look, QSize size)
{
    m_panel->setLook(false, look);
    return fitPanelFigure(*m_panel, *m_panel->figure(), size);
}

QString exportTrainingSlide(const TrainingPanel &shown, const QString &path, QSize size, double scale)
{
    if (!shown.result())
        return QObject::tr("Nothing trained yet: show the Training tab and let it run.");
    TrainingSlide slide(shown.result());
    return writeShownSlide(slide, shown.figureSize(), QStringLiteral("training"), path, size, scale);
}

} // namespace gradflow
