#pragma once

#include <QLabel>

namespace gradflow {

class LessonTabs;
class TrainingPanel;

// The window's status line: plain text always (it quotes file names and file contents), red
// and bold for an error, and under the Network tab the time the drawn network took, which goes
// when a newer network is asked for. Under the Training tab it tells the training's time
// instead; under the other tabs neither, each leaving with its tab.
class StatusLine : public QLabel
{
    Q_OBJECT

public:
    explicit StatusLine(QWidget *parent = nullptr);

    void showMessage(const QString &text, bool error = false);
    // error empty: done. File errors read as command-line lines ("cannot write x: why; what to
    // do"): shown as a sentence.
    void showOutcome(const QString &error, const QString &done);
    void showExported(const QString &error, const QString &path); // "Exported path." or the error
    void showComputing(const QString &text);                      // "Computing ..." until the time of what it computed
    void showTiming(const QString &text);                         // "Computed in ..." for the network drawn
    void clearTiming(); // a newer network is asked for: that time no longer describes it
    void followTraining(TrainingPanel *training, LessonTabs *tabs);

private:
    bool trainingShown() const;
    bool networkShown() const;
    void followTab();

    QString m_timing;
    QString m_computing; // the line while the network computes: gone with its result on any tab
    TrainingPanel *m_training = nullptr;
    LessonTabs *m_tabs = nullptr;
};

} // namespace gradflow
