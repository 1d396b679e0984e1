#include "ui/window/pinsstatus.h"

#include "ui/charts/wording.h"
#include "ui/transformer/sublayeroverlay.h"
#include "ui/window/unplaced.h"
#include "ui/workers/busydelay.h"

#include <QKeySequence>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

namespace gradflow {

PinsStatus::PinsStatus(QObject *parent)
    : QObject(parent), m_worker(new PinsWorker(this)), m_progress(new QProgressBar),
      m_cancel(new QPushButton(tr("Cancel pins"))), m_slow(new BusyDelay(this, [this] { showBusy(); }))
{
    m_progress->hide();
    m_cancel->hide();
    m_cancel->setShortcut(QKeySequence(Qt::Key_Escape)); // only while shown
    m_cancel->setToolTip(tr("Stop computing these pins (Esc); the pins stay as they were."));
    connect(m_cancel, &QPushButton::clicked, m_worker, &LatestWorker::cancel);
    connect(m_worker, &LatestWorker::progress, this, &PinsStatus::onProgress);
    connect(m_worker, &LatestWorker::failed, this, [this](const QString &reason, quint64 generation) {
        ended(tr("%1; %2.").arg(reason, m_unchanged), true, generation);
    });
    connect(m_worker, &LatestWorker::cancelled, this,
            [this](quint64 generation) { ended(tr("Cancelled %1; %2.").arg(m_what, m_unchanged), false, generation); });
}

PinsStatus::~PinsStatus()
{
    // Closing while a large pin computes must not wait for its layer: it finishes alone.
    m_worker->shutdown(50);
    deleteUnplaced({m_progress, m_cancel});
}

void PinsStatus::load(std::vector<PinSpec> pins, const QString &what, const QString &unchanged, PinsWorker::Apply apply)
{
    m_pins = pins;
    m_what = what;
    m_unchanged = unchanged;
    m_index = 0;
    m_progress->setValue(0);
    m_worker->request(std::move(pins), [this, apply = std::move(apply)](const PinResults &results) {
        stop();
        apply(results);
    });
    if (!m_progress->isHidden())
        showBusy(); // the bar now speaks of the new pins
    else
        m_slow->arm();
}

void PinsStatus::showBusy()
{
    if (!pending())
        return;
    m_saidBusy = true;
    m_progress->show();
    m_cancel->show();
    emit message(busyText(), false);
}

QString PinsStatus::busyText() const
{
    if (m_pins.empty())
        return {};
    const ModelConfig &c = m_pins[size_t(std::min<int>(m_index, int(m_pins.size()) - 1))].config;
    if (c.architecture == Architecture::Transformer) // its label names the width already
        return tr("Computing %1: %2 of %3 (%4, batch %5)…")
            .arg(m_what)
            .arg(m_index + 1)
            .arg(m_pins.size())
            .arg(transformerPinLabel(c))
            .arg(c.batch);
    return tr("Computing %1: %2 of %3 (%4, width %5, batch %6)…")
        .arg(m_what)
        .arg(m_index + 1)
        .arg(m_pins.size())
        .arg(configSummary(c))
        .arg(c.width)
        .arg(c.batch);
}

void PinsStatus::onProgress(int done, int total, quint64 generation)
{
    if (generation != m_worker->latestGeneration())
        return;
    m_progress->setMaximum(total);
    m_progress->setValue(done);
    const int index = done / PinsWorker::stepsPerPin;
    if (index != m_index) {
        m_index = index;
        if (m_saidBusy)
            emit message(busyText(), false);
    }
}

void PinsStatus::ended(const QString &text, bool error, quint64 generation)
{
    if (generation != m_worker->latestGeneration())
        return;
    stop();
    emit message(text, error);
}

void PinsStatus::stop()
{
    if (m_saidBusy)
        emit message(QString(), false); // the busy line goes; what follows may replace it
    m_saidBusy = false;
    m_slow->cancel();
    m_progress->hide();
    m_cancel->hide();
}

} // namespace gradflow
