#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace gradflow {

class ChartPanel;
class NetworkDocument;
class PinsStatus;
class StatusLine;
class TourPanel;
class TransformerView;
struct Session;

// The File menu's commands on the document: configuration, tour and session files and the
// drawn network's data. Each says in the status line what it did, or why it did nothing; a bad
// file changes nothing. The ask... functions ask for the path first.
class FileCommands : public QObject
{
    Q_OBJECT

public:
    FileCommands(NetworkDocument *document, ChartPanel *charts, TourPanel *tour, PinsStatus *pins, StatusLine *line,
                 QWidget *window);

    // Where a transformer's drawn result is found (its data exports as its sub-layers' rows).
    void setTransformers(const TransformerView *view) { m_transformers = view; }
    bool openConfig(const QString &path); // false (and the state kept) on a bad file
    // A Hugging Face config.json, or a shipped model by its name (gpt2, ...): the network becomes
    // its transformer, and the status line names the keys it ignored. False (and the state kept,
    // the reason shown) on a bad file.
    bool openModelConfig(const QString &nameOrPath);
    bool saveConfig(const QString &path);
    QString openTour(const QString &path); // empty, or the message naming the line (the old tour kept)
    // The configuration, the pins and relative mode together. Its pins are computed on a worker
    // and the whole session applied when they are, doneText then shown; a pin that cannot be
    // computed changes nothing (the status line names it).
    void applySession(const Session &session, const QString &doneText = QString());
    bool openSession(const QString &path); // false: unreadable; true: applied once its pins are
    bool saveSession(const QString &path);
    QString exportDataTo(const QString &path);

    void askOpenConfig();
    void askOpenModelConfig();
    void askSaveConfig();
    void askOpenTour();
    void askOpenSession();
    void askSaveSession();
    void askExportData();

private:
    NetworkDocument *m_document;
    ChartPanel *m_charts;
    TourPanel *m_tour;
    PinsStatus *m_pins;
    StatusLine *m_line;
    QWidget *m_window;
    const TransformerView *m_transformers = nullptr;
};

} // namespace gradflow
