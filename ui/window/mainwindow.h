#pragma once

#include "core/model/config.h"
#include "core/model/result.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <string>
#include <vector>

class QLabel;
class QComboBox;
class QPushButton;
class QScrollArea;

namespace gradflow {

class ChartOverlay;
struct Session;
struct TourStep;
class ChartPanel;
struct Look;
class ComputeStatus;
class ComputeWorker;
struct Computed;
class ControlPanel;
class TheoryPanel;
class BandsPanel;
class HistogramPanel;
class LessonTabs;
class PinRequest;
class PinsStatus;
class ReadoutPanel;
class TourPanel;
class PhaseMapWindow;
class JacobianPanel;
class TrainingPanel;

// Wires the parts together: controls -> worker -> charts, menus, status and files.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // useSavedSettings: restore theme, view, geometry and the last configuration (tests pass
    // false); startConfig and startRun, when given, replace the last configuration's.
    explicit MainWindow(bool useSavedSettings = true, const ModelConfig *startConfig = nullptr,
                        const RunSettings *startRun = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

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
    QString presetBoxText() const;
    QStringList readouts() const; // first/last ratio, rho, global norm, clip factor, weight-gradient last/first, as shown
    QString statusText() const;
    ChartOverlay *overlay() const { return m_overlay; }
    quint64 drawnGeneration() const { return m_drawnGeneration; }

    void applyConfig(const ModelConfig &config); // sets every control and recomputes
    // The clip limit (its box; no recompute) and the memory limit (the next computations').
    void applyRunSettings(const RunSettings &run);
    RunSettings runSettings() const { return m_run; }
    bool openConfig(const QString &path);        // false (and the state kept) on a bad file
    bool saveConfig(const QString &path);
    QString openTour(const QString &path);       // empty, or the message naming the line (the old tour kept)
    // Sessions: the configuration, the pins and relative mode together (see Session). Its pins
    // are computed on a worker and the whole session applied when they are, doneText then
    // shown; a pin that cannot be computed changes nothing (the status line names it).
    void applySession(const Session &session, const QString &doneText = QString());
    bool openSession(const QString &path); // false: unreadable; true: applied once its pins are
    // A tour step's or a session's pins are computing (applied when they are).
    bool pinsPending() const;
    PinsStatus *pinsStatus() const { return m_pinsStatus; }
    bool saveSession(const QString &path);
    // size: a slide's size (drawn anew, text sized for it); empty: as on screen.
    QString exportChartsTo(const QString &path, double scale = 1.0, QSize size = {});
    QString exportDataTo(const QString &path);

signals:
    void resultShown(quint64 generation);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QScrollArea *buildControlsColumn();
    void fitControlsColumn();
    QWidget *buildChartsColumn();
    void buildMenus();
    void buildFileMenu();
    void buildViewMenu();
    void buildPresetsMenu();
    QAction *buildPinsMenu();
    void buildHelpMenu();
    void buildToolBar(QAction *pin);
    void connectParts();
    void restoreAndStart(bool useSavedSettings, const ModelConfig *startConfig, const RunSettings *startRun);
    void askAndExportCharts();
    QString renderAndExport(const QString &path, double scale, QSize size); // throws ImageOutOfMemory
    void request(const ModelConfig &config);
    void syncPresetBox(const ModelConfig &config);
    void openPhaseMap();
    void showKeys();
    void startTour();
    void applyTourStep(const TourStep &step);
    void showTourPins(const std::vector<std::string> &presetNames); // the previous pins cleared
    void replacePins(const std::vector<std::shared_ptr<const Result>> &pins);
    void revealReadouts();
    void showResult(std::shared_ptr<const Computed> computed, quint64 generation);
    void showStatus(const QString &text, bool error = false);
    void showOutcome(const QString &error, const QString &done); // error empty: done
    void updateReadouts();
    Look currentLook() const; // presentation mode's for this screen, or the desk's
    void updateLook();
    void showControlsOfCharts(); // the controls return to the network the charts show

    ControlPanel *m_controls;
    QScrollArea *m_controlsColumn = nullptr;
    QPushButton *m_controlsButton = nullptr; // unfolds the controls while presenting with the Lesson panel
    TheoryPanel *m_theory = nullptr;
    BandsPanel *m_bands = nullptr;
    HistogramPanel *m_histograms = nullptr;
    QAction *m_histogramAction = nullptr;
    ChartPanel *m_charts;
    ComputeWorker *m_worker;
    ReadoutPanel *m_readouts; // and the clip limit
    RunSettings m_run; // the clip box's limit and the configuration's memory limit
    QLabel *m_status;
    ChartOverlay *m_overlay;
    ComputeStatus *m_computeStatus;
    PinRequest *m_pinRequest = nullptr;
    PinsStatus *m_pinsStatus = nullptr;
    QComboBox *m_presetBox;
    LessonTabs *m_lessonTabs = nullptr;
    TourPanel *m_tour = nullptr;
    TrainingPanel *m_training = nullptr;
    JacobianPanel *m_jacobian = nullptr;
    QAction *m_relativeAction = nullptr;
    QAction *m_presentAction = nullptr;
    QPointer<PhaseMapWindow> m_phaseMap; // the open one, if any
    QAction *m_readoutsAction = nullptr;
    quint64 m_drawnGeneration = 0;
    QString m_timingText; // the status line's "Computed in" for the result drawn
    bool m_dark = false, m_colorBlind = false, m_presentation = false;
    bool m_fittedOnScreen = false; // the first show fitted the frame on its screen
};

} // namespace gradflow
