#include "ui/window/mainwindow.h"

#include "core/model/presets.h"
#include "ui/charts/chartoverlay.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/look.h"
#include "ui/histogram/histogrampanel.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/lesson/lessontabs.h"
#include "ui/lesson/tourpanel.h"
#include "ui/training/trainingpanel.h"
#include "ui/transformer/transformerpanel.h"
#include "ui/window/bandspanel.h"
#include "ui/window/chartexport.h"
#include "ui/window/computelink.h"
#include "ui/window/computestatus.h"
#include "ui/window/controlpanel.h"
#include "ui/window/controlscolumn.h"
#include "ui/window/filecommands.h"
#include "ui/window/networkdocument.h"
#include "ui/window/phasemaplauncher.h"
#include "ui/window/pinrequest.h"
#include "ui/window/pinsstatus.h"
#include "ui/window/presetbox.h"
#include "ui/window/readoutpanel.h"
#include "ui/window/settings.h"
#include "ui/window/statusline.h"
#include "ui/window/unplaced.h"
#include "ui/window/theorypanel.h"
#include "ui/window/tourdirector.h"
#include "ui/window/transformercontrols.h"
#include "ui/window/transformerparts.h"
#include "ui/window/wheelguard.h"
#include "ui/window/windowframe.h"
#include "ui/window/windowexit.h"
#include "ui/window/windowmenus.h"
#include "ui/workers/computeworker.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QMenuBar>
#include <QProgressBar>
#include <QScreen>
#include <QShowEvent>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolTip>

// Resources live in the static ui library: register them before first use.
static void initResources() { Q_INIT_RESOURCE(resources); }

namespace gradflow {

MainWindow::MainWindow(bool useSavedSettings, const ModelConfig *startConfig, const RunSettings *startRun,
                       QWidget *parent)
    : QMainWindow(parent), m_document(new NetworkDocument(this)), m_controls(new ControlPanel(m_document)),
      m_charts(new ChartPanel), m_worker(new ComputeWorker(this)), m_readouts(new ReadoutPanel(m_document)),
      m_status(new StatusLine)
{
    // In this order: the columns make the parts that the tabs, the status bar, the menus and
    // the connections use; restoreAndStart sets what the menus made, then sets the network.
    initResources();
    setWindowTitle(tr("GradFlow"));
    setWindowIcon(QIcon(QStringLiteral(":/gradflow.svg")));
    auto *networkPage = new QWidget;
    auto *h = new QHBoxLayout(networkPage);
    m_transformer = new TransformerParts(m_document, m_status, this);
    m_controlsColumn = new ControlsColumn(m_controls, m_transformer->controls(), m_readouts, m_theory = new TheoryPanel,
                                          m_bands = new BandsPanel);
    h->addWidget(m_controlsColumn);
    h->addWidget(buildChartsColumn(), 1); // the charts get the whole height of the right side
    buildTabs(networkPage);
    buildStatusBar();
    m_files = new FileCommands(m_document, m_charts, m_tour, m_pinsStatus, m_status, this);
    m_export = new ChartExport(m_charts, m_lessonTabs, m_training, m_jacobian, m_status, this);
    m_presetBox = new PresetBox(m_document);
    m_phaseMap = new PhaseMapLauncher(m_document, this, m_charts, m_lessonTabs);
    m_menus = new WindowMenus(this, {m_document, m_files, m_export, m_pinRequest, m_controls, m_presetBox, m_lessonTabs,
                                     m_tour, m_tourDirector, m_status});
    m_transformer->placeIn(this, m_controlsColumn, m_lessonTabs, {m_jacobian});
    m_transformer->serve(m_bands, m_pinRequest, m_files, m_export);
    followDocument();
    connectParts();
    restoreAndStart(useSavedSettings, startConfig, startRun);
}

MainWindow::~MainWindow()
{
    // QWidget's destructor hides the Lesson panel, which says so: no MainWindow is left to answer.
    disconnect(m_tour, nullptr, this, nullptr);
    // Closing during a long layer must not wait for it.
    if (!m_worker->shutdown(50))
        m_worker = nullptr;
}

// Presenting with the Lesson panel open, the controls fold away; without it, the theory and
// the seed bands where they would not fit whole (ControlsColumn).
void MainWindow::fitControlsColumn() { m_controlsColumn->fit(presenting(), m_tour->isVisibleTo(this)); }

// The charts, one layer's histograms, and over them the overlay, compute status and pin request.
QWidget *MainWindow::buildChartsColumn()
{
    auto *centre = new QWidget;
    auto *layout = new QVBoxLayout(centre);
    auto *chartsRow = new QHBoxLayout; // the charts, and beside them one layer's histograms
    chartsRow->setContentsMargins(0, 0, 0, 0);
    chartsRow->addWidget(m_charts, 1);
    m_histograms = new HistogramPanel;
    m_histograms->hide();
    chartsRow->addWidget(m_histograms);
    layout->addLayout(chartsRow, 1);
    for (int i = 0; i < 3; ++i)
        m_histograms->watch(m_charts->chart(i));
    m_overlay = new ChartOverlay(centre);
    m_computeStatus = new ComputeStatus(m_worker, m_overlay, this);
    m_pinRequest = new PinRequest(m_worker, m_charts, m_document, this);
    return m_transformer->chartsIn(centre);
}

// The Network tab beside the lesson's views, the Training and Jacobian tabs, and the tour.
void MainWindow::buildTabs(QWidget *networkPage)
{
    m_lessonTabs = new LessonTabs(networkPage);
    m_lessonTabs->addTrainingTab(m_training = new TrainingPanel);
    WheelGuard::guard(m_training); // as on the Network tab: the wheel passes over unfocused controls
    m_status->followTraining(m_training, m_lessonTabs);
    m_lessonTabs->addJacobianTab(m_jacobian = new JacobianPanel);
    setCentralWidget(m_lessonTabs);
    m_tour = new TourPanel(this);
    addDockWidget(Qt::RightDockWidgetArea, m_tour);
    m_tour->hide();
    m_pinsStatus = new PinsStatus(this);
    m_tourDirector =
        new TourDirector(m_document, m_tour, m_lessonTabs, m_training, m_pinsStatus, m_computeStatus, this);
}

void MainWindow::buildStatusBar()
{
    statusBar()->addWidget(m_status, 1);
    placeInStatusBar(statusBar(), m_computeStatus);
    placeInStatusBar(statusBar(), m_pinsStatus);
}

// Every part that shows the network follows the document, in the order a request needs: the
// histogram layer to capture, the worker, the side tabs, the seed bands.
void MainWindow::followDocument()
{
    connect(m_document, &NetworkDocument::networkRequested, m_histograms, [this](const ModelConfig &config) {
        m_histograms->setDepth(config.depth); // a layer below the new depth moves to the top one
        m_worker->setHistogramLayer(m_menus->histograms()->isChecked() ? m_histograms->layer() : 0);
    });
    m_link = new ComputeLink(m_document, m_worker, m_computeStatus, m_charts, m_readouts, m_status, this);
    connect(m_document, &NetworkDocument::networkRequested, this, [this](const auto &config, const auto &run) {
        m_training->setNetwork(config, run); // trains while shown, a transformer on its token task
        if (config.architecture != Architecture::Mlp)
            return; // the Jacobian tab shows dense networks only; a transformer's band: TransformerParts
        m_jacobian->setNetwork(config, run);
        m_bands->setConfig(config, run); // the band, when on
    });
    connect(m_document, &NetworkDocument::clipLimitChanged, m_training, [this] {
        m_training->setNetwork(m_document->config(), m_document->run()); // it clips at the same limit
    });
    connect(m_document, &NetworkDocument::relativeChanged, m_charts, &ChartPanel::setRelative);
    connect(m_document, &NetworkDocument::pinsChanged, m_charts, [this] {
        m_charts->clearPins();
        for (const auto &pin : m_document->pins())
            m_charts->addPin(pin);
    });
    connect(m_link, &ComputeLink::resultReady, this, [this](const auto &result, const auto &analysis) {
        m_theory->showResult(*result, *analysis);
        m_histograms->showResult(*result, *analysis);
        m_lessonTabs->setNetworkResult(result);
    });
    connect(m_link, &ComputeLink::shown, m_pinRequest, &PinRequest::shown); // it may say what was pinned
    connect(m_link, &ComputeLink::shown, this, &MainWindow::resultShown);
}

// The parts' requests and messages: a network asked for by a side view, the theory or a
// refusal's way back; the status line; the look.
void MainWindow::connectParts()
{
    connect(m_jacobian, &JacobianPanel::configWanted, m_document, &NetworkDocument::setConfig);
    connect(m_training, &TrainingPanel::networkRequested, m_document, &NetworkDocument::setConfig);
    connect(m_lessonTabs, &LessonTabs::networkRequested, m_document, &NetworkDocument::setConfig);
    connect(m_theory, &TheoryPanel::criticalStdRequested, m_document, [this](double stdev) {
        ModelConfig c = m_document->config();
        c.init = Init::CustomStd;
        c.initStd = stdev;
        m_document->setConfig(c);
    });
    connect(m_computeStatus, &ComputeStatus::backRequested, m_document, [this] {
        if (const auto shown = m_charts->result()) // the settings it was drawn under: a refused one goes too
            m_document->setNetwork(shown->config, shown->run);
    });
    connect(m_computeStatus, &ComputeStatus::cancelled, m_document, [this] {
        if (const auto shown = m_charts->result()) // the controls return to the network the charts show
            m_document->returnTo(shown->config);
    });
    connect(m_theory, &TheoryPanel::lineToggled, m_charts, &ChartPanel::setTheoryShown);
    connect(m_bands, &BandsPanel::bandsChanged, m_charts, &ChartPanel::setSeedBands);
    connect(m_bands, &BandsPanel::kindChanged, m_charts, &ChartPanel::setBandKind);
    connect(m_histograms, &HistogramPanel::layerChanged, m_document, [this] {
        if (m_menus->histograms()->isChecked()) // hidden: the engine captures nothing
            m_document->recompute();
    });
    // The readouts describe the network the charts show: greyed with the charts while those show
    // the previous network (a slow recompute, a refusal), so no number looks current when it is not.
    connect(m_overlay, &ChartOverlay::modeChanged, m_readouts,
            [this](ChartOverlay::Mode mode) { m_readouts->setCurrent(mode == ChartOverlay::Mode::Hidden); });
    connect(m_computeStatus, &ComputeStatus::message, m_status, &StatusLine::showMessage);
    connect(m_computeStatus, &ComputeStatus::computing, m_status, &StatusLine::showComputing);
    connect(m_pinRequest, &PinRequest::message, m_status, &StatusLine::showMessage);
    connect(m_pinsStatus, &PinsStatus::message, m_status, &StatusLine::showMessage);
    connect(m_lessonTabs, &LessonTabs::exported, m_status, &StatusLine::showExported);
    connect(m_tour, &QDockWidget::visibilityChanged, this, &MainWindow::fitControlsColumn);
    connect(m_tourDirector, &TourDirector::readoutsWanted, m_controlsColumn, &ControlsColumn::revealReadouts);
    connect(m_menus, &WindowMenus::lookChanged, this, &MainWindow::updateLook);
    connect(m_menus, &WindowMenus::phaseMapWanted, m_phaseMap, [this] { m_phaseMap->open(currentLook()); });
    connect(m_menus->presentation(), &QAction::toggled, this, &MainWindow::present);
    connect(m_menus->histograms(), &QAction::toggled, this, &MainWindow::setHistogramsShown);
}

// The saved settings (theme, view, geometry, the last configuration) unless a test asks for
// none, then the configuration given on the command line over them, and the first request.
void MainWindow::restoreAndStart(bool useSavedSettings, const ModelConfig *startConfig, const RunSettings *startRun)
{
    Settings settings;
    ModelConfig start = findPreset(defaultPresetName())->config;
    RunSettings run;
    if (useSavedSettings) {
        settings.restoreLastNetwork(start, run);
        m_menus->restoreChoices(); // the look is updated once, below
        restoreFrame(*this, settings.geometry(), settings.windowState());
    }
    if (startConfig)
        start = *startConfig;
    if (startRun)
        run = *startRun;
    giveDefaultSize(*this);
    // Closed in presentation mode: back in it once shown, so that one F11 leaves it (the saved
    // geometry alone brought back full screen with the mode off: F11 had to be pressed twice).
    if (useSavedSettings && settings.presentation())
        QTimer::singleShot(0, m_menus->presentation(), [this] { m_menus->presentation()->setChecked(true); });
    updateLook();
    m_document->setNetwork(start, run);
}

void MainWindow::setHistogramsShown(bool shown)
{
    if (m_menus->histograms()->isChecked() != shown) {
        m_menus->histograms()->setChecked(shown); // comes back here
        return;
    }
    m_histograms->setVisible(shown);
    if (shown) // this network again, with the layer's histograms
        m_document->recompute();
}

bool MainWindow::presenting() const { return m_menus && m_menus->presentation()->isChecked(); }

void MainWindow::present(bool on)
{
    on ? showFullScreen() : showNormal();
    m_tour->setPresentation(on);
    updateLook();
}

Look MainWindow::currentLook() const
{
    const double deskText = QFontInfo(QApplication::font()).pixelSize();
    const double screenHeight = screen() ? screen()->geometry().height() : 1080;
    return presenting() ? Look::room(screenHeight, deskText) : Look::desk(screenHeight, deskText);
}

void MainWindow::updateLook()
{
    // Presentation mode sizes everything the room reads to the screen: controls, readouts,
    // legend, caption, status line and the axes' exponents (see Look).
    const Look look = currentLook();
    const bool dark = m_menus->dark()->isChecked(), colorBlind = m_menus->colorBlind()->isChecked();
    setPalette(themePalette(dark));
    m_charts->setLook(dark, colorBlind, look);
    m_export->setColorBlind(colorBlind);
    QFont text = QApplication::font();
    if (look.textPixels > 0)
        text.setPixelSize(int(look.textPixels));
    for (QWidget *part : {centralWidget(), static_cast<QWidget *>(menuBar()), static_cast<QWidget *>(statusBar()),
                          static_cast<QWidget *>(findChild<QToolBar *>())})
        if (part)
            part->setFont(text);
    m_overlay->setLook(dark, text);
    QToolTip::setFont(text); // the charts' hover values and every tip, read from the back row too
    m_histograms->setDark(dark);
    m_lessonTabs->setLook(dark, look);
    m_training->setLook(dark, look);
    m_jacobian->setLook(dark, look);
    m_transformer->setLook(dark, look);
    m_tour->setLook(look);
    m_phaseMap->setLook(look);
    m_readouts->setTextFont(text);
    fitControlsColumn(); // the controls' column widens with its type
    m_menus->setToolBarFont(text);
}

// Shown, the window has its frame's margins: the restored geometry is fitted again, so that
// the frame, not only the client area, is on the screen.
void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_fittedOnScreen || (windowState() & (Qt::WindowFullScreen | Qt::WindowMaximized)))
        return;
    m_fittedOnScreen = true;
    const QRect fitted = fittedFrame(frameGeometry());
    if (!fitted.isEmpty() && fitted != frameGeometry())
        setFrame(*this, fitted);
}

// What a restart reads: taken before leaveTheScreen, written after in one write (main never destroys it).
void MainWindow::closeEvent(QCloseEvent *event)
{
    const ModelConfig config = m_document->config();
    const RunSettings run = m_document->run();
    const QByteArray geometry = saveGeometry(), state = saveState();
    const bool presentation = presenting();
    QMainWindow::closeEvent(event);
    leaveTheScreen(this);
    Settings s;
    s.setLastNetwork(config, run);
    s.setGeometry(geometry);
    s.setWindowState(state);
    s.setPresentation(presentation);
}

// For the tests, the benchmark and main: the document's and the parts' commands by name.
void MainWindow::applyConfig(const ModelConfig &config) { m_document->setConfig(config); }
void MainWindow::applyRunSettings(const RunSettings &run) { m_document->setRun(run); }
RunSettings MainWindow::runSettings() const { return m_document->run(); }
quint64 MainWindow::drawnGeneration() const { return m_link->drawnGeneration(); }
QString MainWindow::statusText() const { return m_status->text(); }
QStringList MainWindow::readouts() const { return m_readouts->texts(); }
TransformerPanel *MainWindow::transformerPanel() const { return m_transformer->panel(); }
QString MainWindow::presetBoxText() const { return m_presetBox->currentText(); }
bool MainWindow::pinsPending() const { return m_pinsStatus->pending(); }
void MainWindow::applySession(const Session &session) { m_files->applySession(session); }

} // namespace gradflow
