#pragma once

#include <QObject>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>

#include <memory>

namespace gradflow {

class BusyDelay;
class NetworkDocument;
class StatusLine;
class TransformerPanel;
struct TransformerResult;
class TransformerWorker;

// Between the document and the transformer's worker: every transformer the document asks for
// is computed (the latest request wins), and every answer not older than the one drawn goes to
// the panel. A pass that takes a while shows its progress and a Cancel button; a refused one
// shows its reason over the last good network's charts.
class TransformerView : public QObject
{
    Q_OBJECT

public:
    TransformerView(NetworkDocument *document, TransformerPanel *panel, StatusLine *line, QObject *parent = nullptr);
    ~TransformerView() override;

    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }
    quint64 drawnGeneration() const { return m_drawn; }
    quint64 latestGeneration() const; // the latest request's
    const TransformerResult *drawn() const { return m_result.get(); }
    std::shared_ptr<const TransformerResult> drawnResult() const { return m_result; }

signals:
    void shown(quint64 generation);
    // generation's request ends without a result: cancelled, or refused.
    void ended(quint64 generation, bool cancelled);

private:
    void requested();
    void show(const std::shared_ptr<const TransformerResult> &result, quint64 generation);
    void refused(const QString &message, quint64 generation);
    void idle();

    NetworkDocument *m_document;
    TransformerPanel *m_panel;
    StatusLine *m_line;
    TransformerWorker *m_worker;
    BusyDelay *m_busy;
    QPointer<QProgressBar> m_progress; // the status bar's once it takes them
    QPointer<QPushButton> m_cancel;
    std::shared_ptr<const TransformerResult> m_result;
    quint64 m_drawn = 0;
};

} // namespace gradflow
