#include "ui/window/transformerview.h"

#include "ui/charts/format.h"
#include "ui/transformer/transformerpanel.h"
#include "ui/window/networkdocument.h"
#include "ui/window/statusline.h"
#include "ui/window/unplaced.h"
#include "ui/workers/busydelay.h"
#include "ui/workers/transformerworker.h"

#include <QProgressBar>
#include <QPushButton>

namespace gradflow {

TransformerView::TransformerView(NetworkDocument *document, TransformerPanel *panel, StatusLine *line, QObject *parent)
    : QObject(parent), m_document(document), m_panel(panel), m_line(line), m_worker(new TransformerWorker(this)),
      m_progress(new QProgressBar), m_cancel(new QPushButton(tr("Cancel")))
{
    m_progress->setMaximumWidth(160);
    m_progress->hide();
    m_cancel->setToolTip(tr("Stop computing this transformer; the charts keep the last one computed."));
    m_cancel->hide();
    m_busy = new BusyDelay(this, [this] {
        if (m_progress && m_cancel) {
            m_progress->show();
            m_cancel->show();
        }
        if (m_result)
            m_panel->setNotice(tr("Computing the new network; these charts show the previous one."));
        else
            m_panel->showMessage(tr("Computing this transformer (progress below)…"));
    });
    connect(m_cancel, &QPushButton::clicked, m_worker, &TransformerWorker::cancel);
    connect(document, &NetworkDocument::networkRequested, this, &TransformerView::requested);
    connect(m_worker, &TransformerWorker::resultReady, this, &TransformerView::show);
    connect(m_worker, &TransformerWorker::failed, this, &TransformerView::refused);
    connect(m_worker, &TransformerWorker::cancelled, this, [this](quint64 generation) {
        emit ended(generation, true);
        if (generation != m_worker->latestGeneration())
            return; // a newer request is on its way
        idle();
        m_line->showMessage(tr("Cancelled; the charts show the last transformer computed."));
        if (m_result)
            m_panel->setNotice(
                tr("Cancelled: these charts show the last transformer computed, not the controls' settings."));
    });
    connect(m_worker, &TransformerWorker::progress, this, [this](int done, int total, quint64 generation) {
        if (generation == m_worker->latestGeneration()) {
            m_progress->setRange(0, total);
            m_progress->setValue(done);
        }
    });
}

TransformerView::~TransformerView()
{
    if (!m_worker->shutdown(50))
        m_worker = nullptr; // it deletes itself when its pass ends
    deleteUnplaced({m_progress, m_cancel});
}

void TransformerView::requested()
{
    const ModelConfig &config = m_document->config();
    if (config.architecture != Architecture::Transformer)
        return;
    m_line->clearTiming();
    m_worker->request(config, m_document->run());
    m_busy->arm();
}

void TransformerView::show(const std::shared_ptr<const TransformerResult> &result, quint64 generation)
{
    if (generation < m_drawn)
        return; // never a stale result over a newer one
    m_drawn = generation;
    m_result = result;
    m_panel->setResult(*result);
    if (generation == m_worker->latestGeneration()) {
        idle();
        m_line->showTiming(tr("Computed in %1 ms.").arg(proseLocale().toString(result->computeMs, 'f', 1)));
    }
    emit shown(generation);
}

quint64 TransformerView::latestGeneration() const { return m_worker->latestGeneration(); }

void TransformerView::refused(const QString &message, quint64 generation)
{
    emit ended(generation, false);
    if (generation != m_worker->latestGeneration())
        return;
    idle();
    m_line->showMessage(message + (m_result ? tr("; the charts show the last transformer computed.") : QString()),
                        true);
    if (m_result)
        m_panel->setNotice(tr("Not computed: %1. These charts show the last transformer computed.").arg(message));
    else
        m_panel->showMessage(tr("Not computed: %1").arg(message));
}

void TransformerView::idle()
{
    m_busy->cancel();
    if (!m_progress || !m_cancel)
        return;
    m_progress->hide();
    m_cancel->hide();
}

} // namespace gradflow
