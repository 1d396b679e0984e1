#pragma once

#include "core/model/config.h"

#include <QObject>

namespace gradflow {

class ChartPanel;
class ComputeWorker;
class NetworkDocument;
class TransformerView;

// Ctrl+P pins the network the controls name, a dense network or a transformer. Straight after
// a preset key or a slider step the charts still show the previous one for a moment: the pin
// then waits for the requested network's result, and is dropped with a message if that never
// comes (replaced by a newer request, cancelled or refused) rather than pinning the wrong
// network. Pins are of one architecture at a time (NetworkDocument): the other kind is refused,
// saying why.
class PinRequest : public QObject
{
    Q_OBJECT

public:
    PinRequest(ComputeWorker *worker, ChartPanel *charts, NetworkDocument *document, QObject *parent = nullptr);
    // A transformer's computation and its drawn result; its shown and ended signals followed.
    void setTransformers(TransformerView *view);

    void request();
    // The charts now show generation's result.
    void shown(quint64 generation);
    bool isWaiting() const { return m_dense.awaited != 0 || m_transformer.awaited != 0; }

signals:
    void message(const QString &text, bool error);

private:
    // One computation's requests: the latest drawn, the latest ended without a result, and the
    // one the pin waits for (0: none).
    struct Wait
    {
        quint64 drawn = 0, ended = 0, awaited = 0;
    };
    void requestOf(Wait &wait, quint64 latest, Architecture architecture);
    void shownOf(Wait &wait, quint64 generation, Architecture architecture);
    void endedOf(Wait &wait, quint64 generation, const QString &why);
    void pinShown(Architecture architecture);
    void pinTransformer();
    static QString changedText();

    ComputeWorker *m_worker;
    ChartPanel *m_charts;
    NetworkDocument *m_document;
    TransformerView *m_view = nullptr;
    Wait m_dense, m_transformer;
};

} // namespace gradflow
