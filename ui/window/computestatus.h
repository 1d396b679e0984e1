#pragma once

#include "core/model/config.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>

namespace gradflow {

class BusyDelay;
class ChartOverlay;
class ComputeWorker;

// Tells the truth about the worker: progress, time left and Cancel only while a computation
// for the latest request actually runs (and has run for a moment); the charts dimmed as the
// previous network meanwhile; a refused request's reason over the charts with a way back.
class ComputeStatus : public QObject
{
    Q_OBJECT

public:
    ComputeStatus(ComputeWorker *worker, ChartOverlay *overlay, QObject *parent = nullptr);
    ~ComputeStatus() override;

    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }

    // The window sent a request for config (a refusal shown for an older one is gone).
    void requested(const ModelConfig &config);
    // A jump (a tour step, its text already on screen) made the charts untrue: dimmed now rather
    // than after BusyDelay's moment, unless they show the network asked for.
    void dimNow();
    // The charts now show generation's result; shownConfig names it on the way back.
    void shown(quint64 generation, const ModelConfig &shownConfig);
    bool busy() const { return m_running != 0; }
    // The latest request was refused: the charts show an older network than the controls.
    bool refused() const;

signals:
    void message(const QString &text, bool error);
    void computing(const QString &text); // "Computing …": true until the network is drawn
    void cancelled();                    // the controls should return to what the charts show
    void backRequested();                // the user chose the way back from a refusal

private:
    bool anyShown() const { return m_drawn > 0; } // generations start at 1: m_shown is a result
    void onStarted(quint64 generation);
    void onProgress(int done, int total, quint64 generation);
    void onFailed(const QString &reason, quint64 generation);
    void onCancelled(quint64 generation);
    void showBusy();
    void showProgressText();
    void stop();
    QString staleText() const;
    QString progressText() const;

    ComputeWorker *m_worker;
    ChartOverlay *m_overlay;
    // The window's status bar takes them (deleteUnplaced).
    QPointer<QProgressBar> m_progress;
    QPointer<QPushButton> m_cancel;
    BusyDelay *m_slow;
    QElapsedTimer m_elapsed, m_sinceText;
    QString m_shownProgress; // the progress text the bar shows, which the veil repeats
    quint64 m_running = 0;   // the generation computing now, 0 when idle
    quint64 m_drawn = 0;
    int m_done = 0, m_total = 0;
    ModelConfig m_requested, m_shown;
};

} // namespace gradflow
