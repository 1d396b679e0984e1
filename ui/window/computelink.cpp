#include "ui/window/computelink.h"

#include "core/model/config.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/format.h"
#include "ui/window/computestatus.h"
#include "ui/window/networkdocument.h"
#include "ui/window/readoutpanel.h"
#include "ui/window/statusline.h"
#include "ui/workers/computeworker.h"

#include <stdexcept>

namespace gradflow {

namespace {

// A limit every computation accepts; a refused one (a program's 0) clips nothing drawn.
bool acceptedLimit(double limit)
{
    RunSettings run;
    run.clipLimit = limit;
    try {
        validate(run);
    } catch (const std::invalid_argument &) {
        return false;
    }
    return true;
}

} // namespace

ComputeLink::ComputeLink(NetworkDocument *document, ComputeWorker *worker, ComputeStatus *status, ChartPanel *charts,
                         ReadoutPanel *readouts, StatusLine *line, QObject *parent)
    : QObject(parent), m_document(document), m_worker(worker), m_status(status), m_charts(charts), m_readouts(readouts),
      m_line(line)
{
    connect(document, &NetworkDocument::networkRequested, this,
            [this](const ModelConfig &config, const RunSettings &run) {
                if (config.architecture == Architecture::Transformer)
                    return;            // TransformerView's
                m_line->clearTiming(); // the time of a network no longer asked for
                m_status->requested(config);
                m_worker->request(config, run);
            });
    connect(worker, &ComputeWorker::resultReady, this, &ComputeLink::show);
    connect(document, &NetworkDocument::clipLimitChanged, this, &ComputeLink::clipAt);
}

void ComputeLink::show(const std::shared_ptr<const Computed> &computed, quint64 generation)
{
    if (generation < m_drawn)
        return; // never draw a stale result over a newer one
    m_drawn = generation;
    std::shared_ptr<const Result> result(computed, &computed->result); // both share computed's lifetime
    const std::shared_ptr<const Analysis> analysis(computed, &computed->analysis);
    const double limit = m_document->clipLimit();
    if (result->run.clipLimit != limit && acceptedLimit(limit)) { // the limit moved while this computed
        auto updated = std::make_shared<Result>(*result);
        applyClipLimit(*updated, limit);
        result = updated;
    }
    m_charts->setResult(result, analysis);
    emit resultReady(result, analysis);
    m_status->shown(generation, result->config);
    if (generation == m_worker->latestGeneration())
        m_line->showTiming(tr("Computed in %1 ms.").arg(proseLocale().toString(result->computeMs, 'f', 1)));
    updateReadouts();
    emit shown(generation);
}

void ComputeLink::clipAt(double limit)
{
    if (m_status->refused()) { // the refused network again, under the new limit
        m_document->recompute();
        return;
    }
    // The clip factor follows from the global norm already computed: no recompute.
    const auto drawn = m_charts->result();
    if (!drawn || !acceptedLimit(limit))
        return;
    auto updated = std::make_shared<Result>(*drawn);
    applyClipLimit(*updated, limit);
    m_charts->setResult(updated, m_charts->analysis());
    updateReadouts();
}

void ComputeLink::updateReadouts()
{
    if (const auto r = m_charts->result())
        m_readouts->showResult(*r);
}

} // namespace gradflow
