#pragma once

#include <QObject>

namespace gradflow {

class ChartPanel;
class ComputeWorker;
class NetworkDocument;

// Ctrl+P pins the network the controls name. Straight after a preset key or a slider step the
// charts still show the previous one for a moment: the pin then waits for the requested
// network's result, and is dropped with a message if that never comes (replaced by a newer
// request, cancelled or refused) rather than pinning the wrong network.
class PinRequest : public QObject
{
    Q_OBJECT

public:
    PinRequest(ComputeWorker *worker, ChartPanel *charts, NetworkDocument *document, QObject *parent = nullptr);

    void request();
    // The charts now show generation's result.
    void shown(quint64 generation);
    bool isWaiting() const { return m_awaited != 0; }

signals:
    void message(const QString &text, bool error);

private:
    void pinShown();
    void ended(quint64 generation, const QString &why);
    static QString changedText();

    ComputeWorker *m_worker;
    ChartPanel *m_charts;
    NetworkDocument *m_document;
    quint64 m_drawn = 0;
    quint64 m_ended = 0;   // the latest request that ended without a result
    quint64 m_awaited = 0; // the request whose result the pin waits for, 0: none
};

} // namespace gradflow
