#include "ui/window/filecommands.h"

#include "core/report/serialization.h"
#include "core/report/session.h"
#include "core/report/transformerreport.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/exportdialog.h"
#include "ui/controls/plainwarning.h"
#include "files/files.h"
#include "files/modelconfigfile.h"
#include "files/session.h"
#include "ui/lesson/tourpanel.h"
#include "ui/window/networkdocument.h"
#include "ui/window/pinsstatus.h"
#include "ui/window/statusline.h"
#include "ui/window/transformerview.h"

#include <QFileDialog>

#include <stdexcept>

namespace gradflow {

FileCommands::FileCommands(NetworkDocument *document, ChartPanel *charts, TourPanel *tour, PinsStatus *pins,
                           StatusLine *line, QWidget *window)
    : QObject(window), m_document(document), m_charts(charts), m_tour(tour), m_pins(pins), m_line(line),
      m_window(window)
{
}

bool FileCommands::openConfig(const QString &path)
{
    ModelConfig config = m_document->config();
    RunSettings run = m_document->run();
    try {
        readConfigFile(path, config, run, path.toStdString());
    } catch (const std::invalid_argument &e) {
        m_line->showMessage(QString::fromUtf8(e.what()) + tr("; nothing was changed."), true);
        return false;
    }
    m_document->setNetwork(config, run);
    m_line->showMessage(tr("Opened %1.").arg(path));
    return true;
}

bool FileCommands::openModelConfig(const QString &nameOrPath)
{
    ModelConfigReading reading;
    try {
        reading = readModelConfigFile(nameOrPath, m_document->config(), nameOrPath.toStdString());
    } catch (const std::invalid_argument &e) {
        m_line->showMessage(QString::fromUtf8(e.what()) + tr("; nothing was changed."), true);
        return false;
    }
    m_document->setConfig(reading.config);
    QString text = tr("Opened %1 (%2).").arg(nameOrPath, QString::fromStdString(reading.modelType));
    if (!reading.ignored.empty()) {
        QStringList keys;
        for (const std::string &key : reading.ignored)
            keys << QString::fromStdString(key);
        text += tr(" Ignored keys: %1.").arg(keys.join(QStringLiteral(", ")));
    }
    m_line->showMessage(text);
    return true;
}

bool FileCommands::saveConfig(const QString &path)
{
    const QString error =
        writeFileAtomically(path, QByteArray::fromStdString(configToJson(m_document->config(), m_document->run())));
    m_line->showOutcome(error, tr("Saved %1.").arg(path));
    return error.isEmpty();
}

QString FileCommands::openTour(const QString &path)
{
    const QString error = m_tour->loadTour(path);
    if (error.isEmpty()) {
        m_tour->show();
        m_line->showMessage(tr("Opened the tour %1.").arg(path));
    } else {
        m_line->showMessage(error + tr("; the previous tour is kept."), true);
    }
    return error;
}

void FileCommands::applySession(const Session &session, const QString &doneText)
{
    // Pins are recomputed from their configurations (each is exact and repeatable by its seed).
    std::vector<PinSpec> pins;
    for (const ModelConfig &config : session.pins)
        pins.push_back(PinSpec{config, session.run});
    m_pins->load(std::move(pins), tr("the session's pins"), tr("nothing was changed"),
                 [this, session, doneText](const PinResults &results) {
                     m_document->setPins(results.dense, results.transformers);
                     m_document->setRelative(session.relative);
                     m_document->setNetwork(session.current, session.run);
                     if (!doneText.isEmpty())
                         m_line->showMessage(doneText);
                 });
}

bool FileCommands::openSession(const QString &path)
{
    Session session;
    try {
        session = readSessionFile(path);
    } catch (const std::invalid_argument &e) {
        m_line->showMessage(QString::fromUtf8(e.what()) + tr("; nothing was changed."), true);
        return false;
    }
    applySession(session, tr("Opened session %1: %n pin(s).", nullptr, int(session.pins.size())).arg(path));
    return true;
}

bool FileCommands::saveSession(const QString &path)
{
    Session session;
    session.current = m_document->config();
    session.run = m_document->run();
    session.pins = m_document->pinConfigs();
    session.relative = m_document->isRelative();
    const QString error = writeFileAtomically(path, QByteArray::fromStdString(sessionToJson(session)));
    m_line->showOutcome(error, tr("Saved session %1.").arg(path));
    return error.isEmpty();
}

QString FileCommands::exportDataTo(const QString &path)
{
    if (m_document->config().architecture == Architecture::Transformer) {
        const TransformerResult *t = m_transformers ? m_transformers->drawn() : nullptr;
        if (!t)
            return tr("No transformer computed yet.");
        const bool json = path.endsWith(".json", Qt::CaseInsensitive);
        const QString error =
            writeFileAtomically(path, QByteArray::fromStdString(json ? transformerToJson(*t) : transformerToCsv(*t)));
        m_line->showExported(error, path);
        return error;
    }
    const auto r = m_charts->result();
    if (!r)
        return tr("Nothing computed yet.");
    const bool json = path.endsWith(".json", Qt::CaseInsensitive);
    const QString error =
        writeFileAtomically(path, QByteArray::fromStdString(json ? resultToJson(*r) : resultToCsv(*r)));
    m_line->showExported(error, path);
    return error;
}

void FileCommands::askOpenConfig()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open configuration"), {}, tr("GradFlow configuration (*.json)"));
    if (!path.isEmpty())
        openConfig(path);
}

void FileCommands::askOpenModelConfig()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open model config"), {}, tr("Hugging Face config (*.json)"));
    if (!path.isEmpty())
        openModelConfig(path);
}

void FileCommands::askSaveConfig()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save configuration"), QStringLiteral("gradflow.json"), tr("GradFlow configuration (*.json)"));
    if (!path.isEmpty())
        saveConfig(path);
}

void FileCommands::askOpenTour()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open tour"), {}, tr("GradFlow tour (*.txt);;All files (*)"));
    if (!path.isEmpty() && !openTour(path).isEmpty())
        warnPlain(m_window, tr("Tour not opened"), m_line->text()); // it quotes the file's line
}

void FileCommands::askOpenSession()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open session"), {}, tr("GradFlow session (*.json)"));
    if (!path.isEmpty())
        openSession(path);
}

void FileCommands::askSaveSession()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save session"), QStringLiteral("lecture-session.json"), tr("GradFlow session (*.json)"));
    if (!path.isEmpty())
        saveSession(path);
}

void FileCommands::askExportData()
{
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export data"), exportStartPath(QStringLiteral("gradflow.csv")),
                                     tr("CSV table (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    const QString error = exportDataTo(path);
    if (!error.isEmpty())
        warnPlain(m_window, tr("Export failed"), error);
}

} // namespace gradflow
