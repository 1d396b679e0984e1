#pragma once

#include "ui/workers/pinsworker.h"

#include <QObject>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QString>

#include <vector>

namespace gradflow {

class BusyDelay;

// The pins a tour step or a session brings, computed on a PinsWorker, and what the window says
// of them: after a moment (a tour step's small presets never flash it) which pin is computing
// in the status line, a progress bar and Cancel (Esc); a failure or a cancel in the status
// line with what it left unchanged. Only the latest load is applied.
class PinsStatus : public QObject
{
    Q_OBJECT

public:
    explicit PinsStatus(QObject *parent = nullptr);
    ~PinsStatus() override;

    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }
    PinsWorker *worker() const { return m_worker; }

    // Computes pins and then applies them (PinsWorker::request). what names them in the status
    // line ("the session's pins"); unchanged says what a failure or a cancel leaves as it was.
    void load(std::vector<PinSpec> pins, const QString &what, const QString &unchanged, PinsWorker::Apply apply);
    // True until the latest load is applied, refused or cancelled.
    bool pending() const { return !m_worker->isCurrent(); }

signals:
    void message(const QString &text, bool error);

private:
    void showBusy();
    void onProgress(int done, int total, quint64 generation);
    void ended(const QString &text, bool error, quint64 generation);
    void stop();
    QString busyText() const;

    PinsWorker *m_worker;
    QPointer<QProgressBar> m_progress; // the status bar's once it takes them (deleteUnplaced)
    QPointer<QPushButton> m_cancel;
    BusyDelay *m_slow;
    std::vector<PinSpec> m_pins; // the latest load's, for their names
    QString m_what, m_unchanged;
    int m_index = 0;         // the pin computing, from 0
    bool m_saidBusy = false; // the status line says what computes
};

} // namespace gradflow
