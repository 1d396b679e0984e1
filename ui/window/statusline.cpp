#include "ui/window/statusline.h"

#include "ui/lesson/lessontabs.h"
#include "ui/training/trainingpanel.h"

namespace gradflow {

StatusLine::StatusLine(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText); // never markup
}

void StatusLine::showMessage(const QString &text, bool error)
{
    setText(text);
    setStyleSheet(error ? QStringLiteral("color: #c0392b; font-weight: bold") : QString());
}

void StatusLine::showOutcome(const QString &error, const QString &done)
{
    if (error.isEmpty())
        showMessage(done);
    else
        showMessage(error.left(1).toUpper() + error.mid(1) + QLatin1Char('.'), true);
}

void StatusLine::showTiming(const QString &text)
{
    m_timing = text;
    if (!trainingShown()) // the Training tab's line tells the training's time
        showMessage(text);
}

void StatusLine::clearTiming()
{
    if (text() == m_timing)
        showMessage(QString());
}

void StatusLine::followTraining(TrainingPanel *training, LessonTabs *tabs)
{
    m_training = training;
    m_tabs = tabs;
    connect(training, &TrainingPanel::timingChanged, this, &StatusLine::showTrainingTiming);
    connect(tabs, &QTabWidget::currentChanged, this, &StatusLine::showTrainingTiming);
}

bool StatusLine::trainingShown() const { return m_tabs && m_tabs->isTrainingShown(); }

void StatusLine::showTrainingTiming()
{
    if (trainingShown())
        showMessage(m_training->timingText());
    else if (!m_training->timingText().isEmpty() && text() == m_training->timingText())
        showMessage(QString());
}

} // namespace gradflow
