#include "ui/window/pinrequest.h"

#include "ui/charts/chartpanel.h"
#include "ui/transformer/sublayeroverlay.h"
#include "ui/window/networkdocument.h"
#include "ui/window/transformerview.h"
#include "ui/workers/computeworker.h"

#include <algorithm>

namespace gradflow {

PinRequest::PinRequest(ComputeWorker *worker, ChartPanel *charts, NetworkDocument *document, QObject *parent)
    : QObject(parent), m_worker(worker), m_charts(charts), m_document(document)
{
    connect(worker, &ComputeWorker::cancelled, this, [this](quint64 generation) {
        endedOf(m_dense, generation, tr("Not pinned: its computation was cancelled."));
    });
    connect(worker, &ComputeWorker::failed, this, [this](const QString &, quint64 generation) {
        endedOf(m_dense, generation, tr("Not pinned: that network was not computed (the reason is over the charts)."));
    });
}

void PinRequest::setTransformers(TransformerView *view)
{
    m_view = view;
    connect(view, &TransformerView::shown, this,
            [this](quint64 generation) { shownOf(m_transformer, generation, Architecture::Transformer); });
    connect(view, &TransformerView::ended, this, [this](quint64 generation, bool cancelled) {
        endedOf(m_transformer, generation,
                cancelled ? tr("Not pinned: its computation was cancelled.")
                          : tr("Not pinned: that transformer was not computed (the reason is over the charts)."));
    });
}

QString PinRequest::changedText()
{
    return tr("Not pinned: the controls changed before that network was computed; press Ctrl+P again.");
}

void PinRequest::request()
{
    const Architecture architecture = m_document->config().architecture;
    const bool transformer = architecture == Architecture::Transformer;
    if (m_document->hasOtherPins(architecture)) {
        emit message(transformer ? tr("Not pinned: the pins are dense networks, drawn per layer, and a transformer is "
                                      "drawn per sub-layer: no axis holds both. Remove them first (Ctrl+Shift+P).")
                                 : tr("Not pinned: the pins are transformers, drawn per sub-layer, and a dense network "
                                      "is drawn per layer: no axis holds both. Remove them first (Ctrl+Shift+P)."),
                     true);
        return;
    }
    if (transformer && m_view)
        requestOf(m_transformer, m_view->latestGeneration(), architecture);
    else
        requestOf(m_dense, m_worker->latestGeneration(), architecture);
}

void PinRequest::requestOf(Wait &wait, quint64 latest, Architecture architecture)
{
    if (latest <= std::max(wait.drawn, wait.ended)) {
        pinShown(architecture); // the charts show what the controls ask for (or the last request ended)
        return;
    }
    wait.awaited = latest;
    emit message(tr("Pinning as soon as this network is computed…"), false);
}

void PinRequest::shown(quint64 generation) { shownOf(m_dense, generation, Architecture::Mlp); }

void PinRequest::shownOf(Wait &wait, quint64 generation, Architecture architecture)
{
    wait.drawn = std::max(wait.drawn, generation);
    if (wait.awaited == 0 || generation < wait.awaited)
        return;
    const bool same = generation == wait.awaited;
    wait.awaited = 0;
    if (same)
        pinShown(architecture);
    else // a newer request replaced the one to pin before it was drawn
        emit message(changedText(), true);
}

void PinRequest::pinShown(Architecture architecture)
{
    if (architecture == Architecture::Transformer) {
        pinTransformer();
        return;
    }
    if (!m_charts->result())
        emit message(tr("Nothing to pin yet."), true);
    else if (!m_document->addPin(m_charts->result()))
        emit message(tr("Up to %1 pins: remove one first (Ctrl+Shift+P).").arg(NetworkDocument::maxPins), true);
    else
        emit message(tr("Pinned %1.").arg(m_charts->pinLabels().constLast()), false);
}

void PinRequest::pinTransformer()
{
    const auto drawn = m_view ? m_view->drawnResult() : nullptr;
    if (!drawn)
        emit message(tr("Nothing to pin yet."), true);
    else if (!m_document->addPin(drawn))
        emit message(tr("Up to %1 pins: remove one first (Ctrl+Shift+P).").arg(NetworkDocument::maxPins), true);
    else
        emit message(tr("Pinned %1.").arg(transformerPinLabel(drawn->config)), false);
}

void PinRequest::endedOf(Wait &wait, quint64 generation, const QString &why)
{
    wait.ended = std::max(wait.ended, generation);
    if (wait.awaited != 0 && generation >= wait.awaited) {
        const bool same = generation == wait.awaited;
        wait.awaited = 0;
        emit message(same ? why : changedText(), true);
    }
}

} // namespace gradflow
