#pragma once

#include <QObject>

#include <memory>

namespace gradflow {

struct Analysis;
class ChartPanel;
class ComputeStatus;
class ComputeWorker;
struct Computed;
class NetworkDocument;
class ReadoutPanel;
struct Result;
class StatusLine;

// Between the document and the worker: every network the document asks for is sent to the
// worker, and every result that is not older than the one drawn is handed to the charts, the
// readouts and (through resultReady) every other part that shows it, clipped at the document's
// limit. A new limit re-clips the drawn result (no recompute), or retries a refused network.
class ComputeLink : public QObject
{
    Q_OBJECT

public:
    ComputeLink(NetworkDocument *document, ComputeWorker *worker, ComputeStatus *status, ChartPanel *charts,
                ReadoutPanel *readouts, StatusLine *line, QObject *parent = nullptr);

    quint64 drawnGeneration() const { return m_drawn; }

signals:
    // In this order: the parts get the result, then the charts are marked current, then shown.
    void resultReady(const std::shared_ptr<const gradflow::Result> &result,
                     const std::shared_ptr<const gradflow::Analysis> &analysis);
    void shown(quint64 generation); // painted at the next pass of the event loop

private:
    void show(const std::shared_ptr<const Computed> &computed, quint64 generation);
    void clipAt(double limit);
    void updateReadouts();

    NetworkDocument *m_document;
    ComputeWorker *m_worker;
    ComputeStatus *m_status;
    ChartPanel *m_charts;
    ReadoutPanel *m_readouts;
    StatusLine *m_line;
    quint64 m_drawn = 0;
};

} // namespace gradflow
