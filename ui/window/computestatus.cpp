#include "ui/window/computestatus.h"

#include "ui/charts/chartoverlay.h"
#include "ui/charts/wording.h"
#include "ui/window/unplaced.h"
#include "ui/workers/busydelay.h"
#include "ui/workers/computeworker.h"

#include <QProgressBar>
#include <QPushButton>

#include <cmath>

namespace gradflow {

namespace {

QString name(const ModelConfig &c)
{
    return QObject::tr("%1, width %2, batch %3").arg(configSummary(c)).arg(c.width).arg(c.batch);
}

// "about 3 s left", "about 2 min left"; empty before there is anything to go on.
// What to do when no network has been computed yet and the one asked for will not be.
QString nothingShownAdvice() { return QObject::tr("choose a smaller network or a preset (Alt+1)"); }

QString timeLeft(double elapsedMs, int done, int total)
{
    if (done <= 0 || total <= done)
        return {};
    const double seconds = elapsedMs / 1000.0 * double(total - done) / double(done);
    if (seconds < 1)
        return QObject::tr("under a second left");
    if (seconds < 90)
        return QObject::tr("about %1 s left").arg(std::ceil(seconds));
    return QObject::tr("about %1 min left").arg(std::ceil(seconds / 60));
}

} // namespace

ComputeStatus::ComputeStatus(ComputeWorker *worker, ChartOverlay *overlay, QObject *parent)
    : QObject(parent), m_worker(worker), m_overlay(overlay), m_progress(new QProgressBar),
      m_cancel(new QPushButton(tr("Cancel"))), m_slow(new BusyDelay(this, [this] { showBusy(); }))
{
    m_progress->hide();
    m_cancel->hide();
    m_cancel->setToolTip(tr("Stop this computation; the controls return to the network the charts show."));
    connect(worker, &ComputeWorker::started, this, &ComputeStatus::onStarted);
    connect(worker, &ComputeWorker::progress, this, &ComputeStatus::onProgress);
    connect(worker, &ComputeWorker::failed, this, &ComputeStatus::onFailed);
    connect(worker, &ComputeWorker::cancelled, this, &ComputeStatus::onCancelled);
    connect(m_cancel, &QPushButton::clicked, worker, &ComputeWorker::cancel);
    connect(overlay, &ChartOverlay::backClicked, this, &ComputeStatus::backRequested);
}

ComputeStatus::~ComputeStatus() { deleteUnplaced({m_progress, m_cancel}); }

void ComputeStatus::requested(const ModelConfig &config)
{
    m_requested = config;
    if (m_overlay->mode() == ChartOverlay::Mode::Refused)
        m_overlay->clear();
    // The charts are stale from now on, whichever older request the worker is still finishing:
    // marked as such unless the answer comes quicker than the eye would notice.
    if (m_overlay->mode() == ChartOverlay::Mode::Hidden)
        m_slow->arm();
}

void ComputeStatus::dimNow()
{
    if (anyShown() && m_shown == m_requested)
        return;
    m_slow->cancel();
    showBusy(); // nothing when the answer is drawn already, or refused
}

bool ComputeStatus::refused() const { return m_overlay->mode() == ChartOverlay::Mode::Refused; }

void ComputeStatus::shown(quint64 generation, const ModelConfig &shownConfig)
{
    m_drawn = std::max(m_drawn, generation);
    m_shown = shownConfig;
    if (generation == m_worker->latestGeneration())
        stop();
}

void ComputeStatus::onStarted(quint64 generation)
{
    if (generation != m_worker->latestGeneration())
        return; // already superseded: it stops at its first layer
    m_running = generation;
    m_done = m_total = 0;
    m_elapsed.restart();
    m_sinceText.invalidate();
    m_shownProgress.clear();
    if (m_progress->isHidden()) {
        m_slow->arm();
    } else {
        showBusy(); // a new request while the last one showed progress: keep it truthful
    }
}

void ComputeStatus::onProgress(int done, int total, quint64 generation)
{
    if (generation != m_running)
        return;
    m_done = done;
    m_total = total;
    m_progress->setMaximum(total);
    m_progress->setValue(done);
    // Wide enough for the longest text in the status line's type (larger in presentation mode).
    m_progress->setFixedWidth(m_progress->fontMetrics().horizontalAdvance(tr("100% · about 88 min left")) + 24);
    // The texts at most twice a second (each change of the veil's repaints the charts under it),
    // the bar's and the veil's together: they never show two percentages.
    if (!m_sinceText.isValid() || m_sinceText.elapsed() >= 500) {
        m_sinceText.restart();
        showProgressText();
    }
}

void ComputeStatus::showProgressText()
{
    m_shownProgress = progressText();
    m_progress->setFormat(m_shownProgress);
    if (m_overlay->mode() == ChartOverlay::Mode::Stale && m_progress->isHidden()) { // the latest runs: say how far
        m_progress->show();
        m_cancel->show();
    }
    if (m_overlay->mode() == ChartOverlay::Mode::Stale)
        m_overlay->showStale(staleText());
}

// "40% · about 3 s left": the one progress text, in the status bar and over the charts.
QString ComputeStatus::progressText() const
{
    const QString percent = tr("%1%").arg(m_total > 0 ? 100 * m_done / m_total : 0);
    const QString left = timeLeft(double(m_elapsed.elapsed()), m_done, m_total);
    return left.isEmpty() ? percent : percent + QStringLiteral(" · ") + left;
}

// Shown only while the latest request is really computing: a refusal or a cancel that came
// first has already stopped it (the cause of a "Computing…" that never went away).
// The charts marked as the previous network as soon as a newer request waits; progress and
// Cancel only while a computation for the latest request actually runs.
void ComputeStatus::showBusy()
{
    if (m_drawn >= m_worker->latestGeneration() || refused())
        return;
    m_overlay->showStale(staleText());
    emit computing(tr("Computing %1…").arg(name(m_requested)));
    if (m_running == 0 || m_running != m_worker->latestGeneration())
        return;
    m_progress->show();
    m_cancel->show();
}

QString ComputeStatus::staleText() const
{
    // Before the first result (a large network given at start-up) there is no previous one.
    QString text = anyShown()
                       ? tr("Showing the previous network (%1) while %2 computes").arg(name(m_shown), name(m_requested))
                       : tr("Computing %1; the charts fill in when it finishes").arg(name(m_requested));
    if (m_running != 0 && m_running == m_worker->latestGeneration() && !m_shownProgress.isEmpty())
        text += QStringLiteral(": ") + m_shownProgress; // the bar's text, never a newer one
    return text + QLatin1Char('.');
}

void ComputeStatus::stop()
{
    m_running = 0;
    m_slow->cancel();
    m_progress->hide();
    m_cancel->hide();
    if (m_overlay->mode() == ChartOverlay::Mode::Stale)
        m_overlay->clear();
}

void ComputeStatus::onFailed(const QString &reason, quint64 generation)
{
    if (generation != m_worker->latestGeneration())
        return;
    stop();
    if (!anyShown()) {
        const QString advice = nothingShownAdvice();
        m_overlay->showRefused(
            tr("This network was not computed: %1.\n%2.").arg(reason, advice.left(1).toUpper() + advice.mid(1)),
            QString());
        emit message(reason + QStringLiteral("; ") + advice, true);
        return;
    }
    m_overlay->showRefused(
        tr("This network was not computed: %1.\nThe charts below still show %2.").arg(reason, name(m_shown)),
        tr("Back to %1").arg(name(m_shown)));
    emit message(reason + tr(" (the charts still show the last result)"), true);
}

void ComputeStatus::onCancelled(quint64 generation)
{
    if (generation != m_worker->latestGeneration())
        return;
    stop();
    emit cancelled();
    emit message(anyShown() ? tr("Cancelled; the controls and charts show the last result again.")
                            : tr("Cancelled; nothing is computed yet: %1.").arg(nothingShownAdvice()),
                 false);
}

} // namespace gradflow
