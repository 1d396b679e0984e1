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

void StatusLine::showExported(const QString &error, const QString &path)
{
    showOutcome(error, tr("Exported %1.").arg(path));
}

void StatusLine::showComputing(const QString &text)
{
    m_computing = text;
    showMessage(text);
}

// Under another tab the time waits for the Network tab, but "Computing …" goes: it said so for
// good when a tour step moved to a lesson page while its network computed.
void StatusLine::showTiming(const QString &text)
{
    m_timing = text;
    const bool computing = !m_computing.isEmpty() && this->text() == m_computing;
    m_computing.clear();
    if (networkShown()) // another tab's line would time what it does not show
        showMessage(text);
    else if (computing)
        showMessage(QString());
}

void StatusLine::clearTiming()
{
    if (text() == m_timing)
        showMessage(QString());
    m_timing.clear();
}

void StatusLine::followTraining(TrainingPanel *training, LessonTabs *tabs)
{
    m_training = training;
    m_tabs = tabs;
    connect(training, &TrainingPanel::timingChanged, this, &StatusLine::followTab);
    connect(tabs, &QTabWidget::currentChanged, this, &StatusLine::followTab);
}

bool StatusLine::trainingShown() const { return m_tabs && m_tabs->isTrainingShown(); }

bool StatusLine::networkShown() const { return !m_tabs || m_tabs->currentIndex() == 0; }

// The Training tab's line times the training, the Network tab's the network drawn; any other tab
// (a lesson page, the Jacobian, the phase map) keeps neither, which would read as its own time.
void StatusLine::followTab()
{
    const QString training = m_training->timingText();
    const bool timed = text() == m_timing || (!training.isEmpty() && text() == training);
    if (trainingShown())
        showMessage(training);
    else if (networkShown() && (timed || text().isEmpty()))
        showMessage(m_timing);
    else if (!networkShown() && timed)
        showMessage(QString());
}

} // namespace gradflow
