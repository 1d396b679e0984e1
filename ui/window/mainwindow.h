#pragma once

#include "core/model/config.h"

#include <QMainWindow>

namespace gradflow {

class BandsPanel;
class TransformerPanel;
class TransformerParts;
class ChartExport;
class ChartOverlay;
class ChartPanel;
class ComputeLink;
class ComputeStatus;
class ComputeWorker;
class ControlPanel;
class ControlsColumn;
class FileCommands;
class HistogramPanel;
class JacobianPanel;
class LessonTabs;
class NetworkDocument;
class PhaseMapLauncher;
class PinRequest;
class PinsStatus;
class PresetBox;
class ReadoutPanel;
class StatusLine;
class TheoryPanel;
class TourDirector;
class TourPanel;
class TrainingPanel;
class WindowMenus;
struct Look;
struct Session;

// Assembles the parts around the document: the controls, readouts, tour and file commands edit
// it; the worker's link, the charts and the side tabs follow it; the menus name the commands.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // useSavedSettings: restore theme, view, geometry and the last configuration (tests pass
    // false); startConfig and startRun, when given, replace the last configuration's.
    explicit MainWindow(bool useSavedSettings = true, const ModelConfig *startConfig = nullptr,
                        const RunSettings *startRun = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    NetworkDocument *document() const { return m_document; }
    ControlPanel *controls() const { return m_controls; }
    ChartPanel *charts() const { return m_charts; }
    TheoryPanel *theory() const { return m_theory; }
    BandsPanel *bands() const { return m_bands; }
    HistogramPanel *histograms() const { return m_histograms; }
    void setHistogramsShown(bool shown); // the panel beside the charts, computed with every result
    ComputeWorker *worker() const { return m_worker; }
    LessonTabs *lessonTabs() const { return m_lessonTabs; }
    TourPanel *tourPanel() const { return m_tour; }
    TrainingPanel *training() const { return m_training; }
    JacobianPanel *jacobian() const { return m_jacobian; }
    FileCommands *files() const { return m_files; }       // configuration, tour and session files; data
    ChartExport *chartExport() const { return m_export; } // the charts of the tab on screen
    QString presetBoxText() const;
    QStringList
    readouts() const; // first/last ratio, rho, global norm, clip factor, weight-gradient last/first, as shown
    QString statusText() const;
    ChartOverlay *overlay() const { return m_overlay; }
    quint64 drawnGeneration() const;

    void applyConfig(const ModelConfig &config); // sets every control and recomputes
    // The clip limit (no recompute) and the memory limit (the next computations').
    void applyRunSettings(const RunSettings &run);
    RunSettings runSettings() const;
    void applySession(const Session &session); // FileCommands::applySession
    // A tour step's or a session's pins are computing (applied when they are).
    bool pinsPending() const;
    PinsStatus *pinsStatus() const { return m_pinsStatus; }
    TransformerPanel *transformerPanel() const;

signals:
    void resultShown(quint64 generation);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void fitControlsColumn();
    QWidget *buildChartsColumn();
    void buildTabs(QWidget *networkPage);
    void buildStatusBar();
    void connectParts();
    void followDocument();
    void restoreAndStart(bool useSavedSettings, const ModelConfig *startConfig, const RunSettings *startRun);
    bool presenting() const;
    void present(bool on);
    Look currentLook() const; // presentation mode's for this screen, or the desk's
    void updateLook();

    NetworkDocument *m_document;
    ControlPanel *m_controls;
    ChartPanel *m_charts;
    ComputeWorker *m_worker;
    ReadoutPanel *m_readouts;
    StatusLine *m_status;
    ControlsColumn *m_controlsColumn = nullptr;
    TheoryPanel *m_theory = nullptr;
    BandsPanel *m_bands = nullptr;
    HistogramPanel *m_histograms = nullptr;
    ChartOverlay *m_overlay = nullptr;
    ComputeStatus *m_computeStatus = nullptr;
    ComputeLink *m_link = nullptr;
    PinRequest *m_pinRequest = nullptr;
    PinsStatus *m_pinsStatus = nullptr;
    PresetBox *m_presetBox = nullptr;
    LessonTabs *m_lessonTabs = nullptr;
    TourPanel *m_tour = nullptr;
    TourDirector *m_tourDirector = nullptr;
    TrainingPanel *m_training = nullptr;
    JacobianPanel *m_jacobian = nullptr;
    FileCommands *m_files = nullptr;
    ChartExport *m_export = nullptr;
    WindowMenus *m_menus = nullptr;
    PhaseMapLauncher *m_phaseMap = nullptr;
    TransformerParts *m_transformer = nullptr; // its controls, charts and computation; the switch to them
    bool m_fittedOnScreen = false;             // the first show fitted the frame on its screen
};

} // namespace gradflow
