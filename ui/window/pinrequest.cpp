#include "ui/window/pinrequest.h"

#include "ui/charts/chartpanel.h"
#include "ui/window/networkdocument.h"
#include "ui/workers/computeworker.h"

#include <algorithm>

namespace gradflow {

PinRequest::PinRequest(ComputeWorker *worker, ChartPanel *charts, NetworkDocument *document, QObject *parent)
    : QObject(parent), m_worker(worker), m_charts(charts), m_document(document)
{
    connect(worker, &ComputeWorker::cancelled, this, [this](quint64 generation) {
        ended(generation, tr("Not pinned: its computation was cancelled."));
    });
    connect(worker, &ComputeWorker::failed, this, [this](const QString &, quint64 generation) {
        ended(generation, tr("Not pinned: that network was not computed (the reason is over the charts)."));
    });
}

QString PinRequest::changedText()
{
    return tr("Not pinned: the controls changed before that network was computed; press Ctrl+P again.");
}

void PinRequest::request()
{
    if (m_document->config().architecture == Architecture::Transformer) {
        emit message(tr("Pins compare dense networks; a transformer cannot be pinned yet."), true);
        return;
    }
    const quint64 latest = m_worker->latestGeneration();
    if (latest <= std::max(m_drawn, m_ended)) {
        pinShown(); // the charts show what the controls ask for (or the last request ended)
        return;
    }
    m_awaited = latest;
    emit message(tr("Pinning as soon as this network is computed…"), false);
}

void PinRequest::shown(quint64 generation)
{
    m_drawn = std::max(m_drawn, generation);
    if (m_awaited == 0 || generation < m_awaited)
        return;
    if (generation == m_awaited) {
        m_awaited = 0;
        pinShown();
    } else { // a newer request replaced the one to pin before it was drawn
        m_awaited = 0;
        emit message(changedText(), true);
    }
}

void PinRequest::pinShown()
{
    if (!m_charts->result())
        emit message(tr("Nothing to pin yet."), true);
    else if (!m_document->addPin(m_charts->result()))
        emit message(tr("Up to %1 pins: remove one first (Ctrl+Shift+P).").arg(NetworkDocument::maxPins), true);
    else
        emit message(tr("Pinned %1.").arg(m_charts->pinLabels().constLast()), false);
}

void PinRequest::ended(quint64 generation, const QString &why)
{
    m_ended = std::max(m_ended, generation);
    if (m_awaited != 0 && generation >= m_awaited) {
        const bool same = generation == m_awaited;
        m_awaited = 0;
        emit message(same ? why : changedText(), true);
    }
}

} // namespace gradflow
