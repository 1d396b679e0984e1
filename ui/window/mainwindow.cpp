#include "ui/window/mainwindow.h"

#include "ui/charts/exportimage.h"
#include "ui/charts/chartoverlay.h"
#include "ui/charts/chartpanel.h"
#include "ui/window/computestatus.h"
#include "ui/workers/computeworker.h"
#include "ui/window/controlpanel.h"
#include "ui/charts/exportdialog.h"
#include "ui/export/exporter.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/charts/look.h"
#include "ui/lesson/tourpanel.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/training/trainingpanel.h"
#include "ui/window/keysdialog.h"
#include "ui/window/walkthroughdialog.h"
#include "core/model/presets.h"
#include "ui/files/files.h"
#include "core/report/serialization.h"
#include "ui/files/session.h"
#include "ui/window/settings.h"
#include "ui/export/slideexport.h"
#include "core/analysis/theory.h"
#include "ui/phasemap/phasemapwindow.h"
#include "ui/window/pinrequest.h"
#include "ui/window/pinsstatus.h"
#include "ui/window/readoutpanel.h"
#include "ui/window/screenfit.h"
#include "ui/window/theorypanel.h"
#include "ui/window/wheelguard.h"
#include "ui/window/bandspanel.h"
#include "ui/histogram/histogrampanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QShowEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

#include <algorithm>
#include <vector>

// Resources live in the static ui library: register them before first use.
static void initResources() { Q_INIT_RESOURCE(resources); }

namespace gradflow {

namespace {

// A warning quoting file names: plain text, as QMessageBox would guess markup in them.
void warnPlain(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

// A saved geometry from another screen set-up can put the window where no screen is, larger
// than its screen or off its edge: it comes back on a screen (fitOnScreens), or at its default
// size on the primary screen where it overlaps none. An empty rectangle asks for the default.
QRect fittedFrame(const QRect &frame)
{
    QList<QRect> screens;
    if (QGuiApplication::primaryScreen())
        screens.append(QGuiApplication::primaryScreen()->availableGeometry());
    for (const QScreen *s : QGuiApplication::screens()) {
        if (s != QGuiApplication::primaryScreen())
            screens.append(s->availableGeometry());
    }
    return fitOnScreens(frame, screens);
}

// Moves and sizes the window so its frame is frame.
void setFrame(QWidget &window, const QRect &frame)
{
    const QRect outer = window.frameGeometry(), inner = window.geometry();
    window.setGeometry(frame.marginsRemoved(QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                                                     outer.right() - inner.right(), outer.bottom() - inner.bottom())));
}

} // namespace

MainWindow::MainWindow(bool useSavedSettings, const ModelConfig *startConfig, const RunSettings *startRun,
                       QWidget *parent)
    : QMainWindow(parent), m_controls(new ControlPanel), m_charts(new ChartPanel),
      m_worker(new ComputeWorker(this)), m_readouts(new ReadoutPanel),
      m_status(new QLabel), m_overlay(nullptr), m_computeStatus(nullptr), m_presetBox(new QComboBox)
{
    // In this order: the charts' column makes the compute status and the pin request that the
    // status bar, the menus and connectParts use; the menus need the lesson tabs and the tour;
    // restoreAndStart sets actions the menus made, then sends the first request.
    initResources();
    setWindowTitle(tr("GradFlow"));
    setWindowIcon(QIcon(QStringLiteral(":/gradflow.svg")));
    // The controls' column beside the charts, which get the whole height of the right side.
    QScrollArea *controls = buildControlsColumn();
    QWidget *charts = buildChartsColumn();
    auto *splitter = new QWidget;
    auto *h = new QHBoxLayout(splitter);
    h->addWidget(controls);
    h->addWidget(charts, 1);
    m_lessonTabs = new LessonTabs(splitter);
    m_training = new TrainingPanel;
    m_lessonTabs->addTrainingTab(m_training);
    m_jacobian = new JacobianPanel;
    m_lessonTabs->addJacobianTab(m_jacobian);
    connect(m_jacobian, &JacobianPanel::configWanted, this, &MainWindow::applyConfig);
    setCentralWidget(m_lessonTabs);
    connect(m_lessonTabs, &LessonTabs::networkRequested, this, &MainWindow::applyConfig);
    connect(m_lessonTabs, &LessonTabs::exported, this, [this](const QString &error, const QString &path) {
        showOutcome(error, tr("Exported %1.").arg(path));
    });

    m_status->setTextFormat(Qt::PlainText); // it quotes file names and file contents: never markup
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_computeStatus->progressBar());
    statusBar()->addPermanentWidget(m_computeStatus->cancelButton());
    m_pinsStatus = new PinsStatus(this);
    connect(m_pinsStatus, &PinsStatus::message, this, &MainWindow::showStatus);
    statusBar()->addPermanentWidget(m_pinsStatus->progressBar());
    statusBar()->addPermanentWidget(m_pinsStatus->cancelButton());

    for (const Preset &p : presets())
        m_presetBox->addItem(QString::fromStdString(p.title), QString::fromStdString(p.name));
    m_presetBox->setToolTip(tr("The lesson's setups; choosing one sets every control."));
    m_tour = new TourPanel(this);
    connect(m_tour, &TourPanel::stepWanted, this, &MainWindow::applyTourStep);
    addDockWidget(Qt::RightDockWidgetArea, m_tour);
    m_tour->hide();
    connect(m_tour, &QDockWidget::visibilityChanged, this, &MainWindow::fitControlsColumn);
    buildMenus();
    connectParts();
    restoreAndStart(useSavedSettings, startConfig, startRun);
}

// The left column: the controls, then what they do to the gradient, the theory and the seed
// bands, in a scroll area for small screens.
QScrollArea *MainWindow::buildControlsColumn()
{
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(m_controls->layout()->contentsMargins()); // both boxes aligned
    m_controls->layout()->setContentsMargins(0, 0, 0, 0);
    m_controlsButton = new QPushButton(tr("Show the controls"));
    m_controlsButton->setCheckable(true);
    m_controlsButton->hide();
    connect(m_controlsButton, &QPushButton::toggled, this, &MainWindow::fitControlsColumn);
    leftLayout->addWidget(m_controlsButton);
    leftLayout->addWidget(m_controls);
    leftLayout->addWidget(m_readouts);
    m_theory = new TheoryPanel;
    leftLayout->addWidget(m_theory);
    connect(m_theory, &TheoryPanel::lineToggled, m_charts, &ChartPanel::setTheoryShown);
    connect(m_theory, &TheoryPanel::criticalStdRequested, this, [this](double stdev) {
        ModelConfig c = m_controls->config();
        c.init = Init::CustomStd;
        c.initStd = stdev;
        applyConfig(c);
    });
    m_bands = new BandsPanel;
    leftLayout->addWidget(m_bands);
    connect(m_bands, &BandsPanel::bandsChanged, m_charts, &ChartPanel::setSeedBands);
    connect(m_bands, &BandsPanel::kindChanged, m_charts, &ChartPanel::setBandKind);
    leftLayout->addStretch(1);
    WheelGuard::guard(left); // the wheel scrolls the column; only a focused control takes it
    auto *scroll = m_controlsColumn = new QScrollArea;
    scroll->setWidget(left);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(left->sizeHint().width() + 24);
    return scroll;
}

// Presenting with the Lesson panel open, the controls fold away and the readouts stand in a
// narrow column (each name above its value), so the charts keep most of the width; the button
// at the column's top unfolds them. Otherwise the column is as wide as its type needs.
void MainWindow::fitControlsColumn()
{
    const bool presenting = m_presentation && m_tour->isVisibleTo(this);
    if (!presenting) { // the next presentation starts folded again
        const QSignalBlocker block(m_controlsButton);
        m_controlsButton->setChecked(false);
    }
    const bool folded = presenting && !m_controlsButton->isChecked();
    m_controlsButton->setVisible(presenting);
    m_controlsButton->setText(folded ? tr("Show the controls") : tr("Fold the controls"));
    for (QWidget *part : {static_cast<QWidget *>(m_controls), static_cast<QWidget *>(m_theory), static_cast<QWidget *>(m_bands)})
        part->setVisible(!folded);
    m_readouts->setCompact(folded);
    m_controlsColumn->widget()->layout()->invalidate();
    // Fixed: a readout's new value, or the next tour step, never moves the charts.
    m_controlsColumn->setFixedWidth(m_controlsColumn->widget()->sizeHint().width() + 24);
}

// The charts, one layer's histograms beside them, and what lies over them while they show a
// previous network: the overlay, the compute status (which greys the readouts with it) and the
// pin request.
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
    connect(m_histograms, &HistogramPanel::layerChanged, this, [this] {
        if (m_histogramAction->isChecked()) // hidden: the engine captures nothing
            request(m_controls->config());
    });
    m_overlay = new ChartOverlay(centre);
    m_computeStatus = new ComputeStatus(m_worker, m_overlay, this);
    // The readouts describe the network the charts show: greyed with the charts while those show
    // the previous network (a slow recompute, a refusal), so no number looks current when it is not.
    connect(m_overlay, &ChartOverlay::modeChanged, this, [this](ChartOverlay::Mode mode) {
        m_readouts->setCurrent(mode == ChartOverlay::Mode::Hidden);
    });
    m_pinRequest = new PinRequest(m_worker, m_charts, this);
    connect(m_pinRequest, &PinRequest::message, this, &MainWindow::showStatus);
    return centre;
}

// The controls, the worker, the compute status and the clip box to the window: compute, show,
// go back, re-clip. (The other parts are connected where they are built.)
void MainWindow::connectParts()
{
    connect(m_controls, &ControlPanel::configChanged, this, &MainWindow::request);
    connect(m_worker, &ComputeWorker::resultReady, this, &MainWindow::showResult);
    connect(m_computeStatus, &ComputeStatus::message, this, &MainWindow::showStatus);
    connect(m_computeStatus, &ComputeStatus::cancelled, this, &MainWindow::showControlsOfCharts);
    connect(m_computeStatus, &ComputeStatus::backRequested, this, [this] {
        if (const auto shown = m_charts->result()) {
            applyRunSettings(shown->run); // the settings it was drawn under: a refused one goes too
            applyConfig(shown->config);
        }
    });
    connect(m_readouts, &ReadoutPanel::clipLimitChanged, this, [this](double limit) {
        m_run.clipLimit = limit;
        m_training->setNetwork(m_controls->config(), m_run);
        if (m_computeStatus->refused()) { // the refused network again, under the new limit
            request(m_controls->config());
            return;
        }
        // The clip factor follows from the global norm already computed: no recompute.
        if (const auto shown = m_charts->result()) {
            auto updated = std::make_shared<Result>(*shown);
            applyClipLimit(*updated, limit);
            m_charts->setResult(updated, m_charts->analysis());
            updateReadouts();
        }
    });
}

// The saved settings (theme, view, geometry, the last configuration) unless a test asks for
// none, then the configuration given on the command line over them, and the first request.
void MainWindow::restoreAndStart(bool useSavedSettings, const ModelConfig *startConfig, const RunSettings *startRun)
{
    Settings settings;
    ModelConfig start = findPreset(defaultPresetName())->config;
    RunSettings run;
    if (useSavedSettings) {
        if (!settings.lastConfigJson().isEmpty()) {
            try {
                applyConfigJson(settings.lastConfigJson().toStdString(), start, run, "settings");
            } catch (const std::invalid_argument &) {
                start = findPreset(defaultPresetName())->config; // a damaged entry: start fresh
            }
        }
        m_dark = settings.darkTheme();
        m_readoutsAction->setChecked(settings.exportReadouts());
        m_colorBlind = settings.colorBlindPalette();
        m_charts->setRelative(settings.relative());
        restoreGeometry(settings.geometry());
        restoreState(settings.windowState());
        // Full screen is presentation mode's (below), never the geometry's alone.
        setWindowState(windowState() & ~Qt::WindowFullScreen);
        const QRect fitted = fittedFrame(frameGeometry());
        if (fitted.isEmpty()) {
            setWindowState(Qt::WindowNoState);
            setGeometry(QRect(QPoint(), QSize(1, 1))); // sized and placed below
        } else if (!(windowState() & Qt::WindowMaximized) && fitted != frameGeometry()) {
            setFrame(*this, fitted);
        }
    }
    if (startConfig)
        start = *startConfig;
    if (startRun)
        run = *startRun;
    if (!(windowState() & (Qt::WindowFullScreen | Qt::WindowMaximized)) && geometry().width() < 900) {
        // 1280 x 860 at least, nine tenths of a larger screen (a 1080-line projector gets its
        // room), or what a smaller one has (a 720-line projector): the caption under the charts
        // and the status bar must stay on screen. A window restored full screen or maximized is
        // left so: resizing it would drop that state.
        const QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 900);
        const int width = std::min(room.width(), std::max(1280, int(0.9 * room.width())));
        const int height = std::min(room.height() - 40, std::max(860, int(0.9 * room.height())));
        resize(width, height);
        const QRect fitted = fittedFrame(frameGeometry());
        setFrame(*this, fitted.isEmpty() ? QRect(room.topLeft(), frameGeometry().size()) : fitted);
    }
    // Closed in presentation mode: back in it once shown, so that one F11 leaves it (the saved
    // geometry alone brought back full screen with the mode off: F11 had to be pressed twice).
    if (useSavedSettings && settings.presentation())
        QTimer::singleShot(0, m_presentAction, [this] { m_presentAction->setChecked(true); });
    updateLook();
    applyRunSettings(run);
    applyConfig(start);
}

MainWindow::~MainWindow()
{
    // QWidget's destructor hides the children, and the Lesson panel then reports itself hidden:
    // by then this is no longer a MainWindow, so nothing of it may answer.
    disconnect(m_tour, nullptr, this, nullptr);
    // Closing during a long layer must not wait for it.
    if (!m_worker->shutdown(50))
        m_worker = nullptr;
}

void MainWindow::buildMenus()
{
    buildFileMenu();
    buildViewMenu();
    buildPresetsMenu();
    QAction *pin = buildPinsMenu();
    buildHelpMenu();
    buildToolBar(pin);
}

void MainWindow::buildFileMenu()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open configuration…"), QKeySequence::Open, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open configuration"), {}, tr("GradFlow configuration (*.json)"));
        if (!path.isEmpty())
            openConfig(path);
    });
    file->addAction(tr("&Save configuration…"), QKeySequence::Save, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save configuration"), QStringLiteral("gradflow.json"), tr("GradFlow configuration (*.json)"));
        if (!path.isEmpty())
            saveConfig(path);
    });
    file->addAction(tr("Open &tour…"), QKeySequence(tr("Ctrl+Alt+O")), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open tour"), {}, tr("GradFlow tour (*.txt);;All files (*)"));
        if (!path.isEmpty() && !openTour(path).isEmpty())
            QMessageBox::warning(this, tr("Tour not opened"), statusText());
    });
    file->addAction(tr("Open s&ession…"), QKeySequence(tr("Ctrl+Shift+O")), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open session"), {}, tr("GradFlow session (*.json)"));
        if (!path.isEmpty())
            openSession(path);
    });
    file->addAction(tr("Save session…"), QKeySequence(tr("Ctrl+Shift+S")), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save session"), QStringLiteral("lecture-session.json"), tr("GradFlow session (*.json)"));
        if (!path.isEmpty())
            saveSession(path);
    });
    file->addSeparator();
    file->addAction(tr("&Export charts…"), QKeySequence(tr("Ctrl+E")), this, &MainWindow::askAndExportCharts);
    m_readoutsAction = file->addAction(tr("Include &readouts in chart exports"));
    m_readoutsAction->setCheckable(true);
    connect(m_readoutsAction, &QAction::toggled, this, [this](bool on) {
        m_charts->setExportReadouts(on);
        Settings().setExportReadouts(on);
    });
    file->addAction(tr("Export &data…"), QKeySequence(tr("Ctrl+Shift+E")), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export data"), QStringLiteral("gradflow.csv"), tr("CSV table (*.csv);;JSON (*.json)"));
        if (path.isEmpty())
            return;
        const QString error = exportDataTo(path);
        if (!error.isEmpty())
            warnPlain(this, tr("Export failed"), error);
    });
    file->addAction(tr("&Copy chart image"), QKeySequence(tr("Ctrl+Shift+C")), this, [this] {
        QGuiApplication::clipboard()->setImage(renderChartImage(*m_charts, 2.0));
        showStatus(tr("Chart image copied."));
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
}

void MainWindow::buildViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *relative = m_relativeAction = view->addAction(tr("&Relative to layer 0"));
    relative->setCheckable(true);
    relative->setShortcut(QKeySequence(tr("Ctrl+R")));
    relative->setChecked(m_charts->isRelative());
    connect(relative, &QAction::toggled, this, [this](bool on) {
        m_charts->setRelative(on);
        Settings().setRelative(on);
    });
    view->addAction(tr("P&hase map…"), QKeySequence(tr("Ctrl+M")), this, &MainWindow::openPhaseMap);
    m_histogramAction = view->addAction(tr("Layer &histograms"));
    m_histogramAction->setCheckable(true);
    m_histogramAction->setShortcut(QKeySequence(tr("Ctrl+H")));
    connect(m_histogramAction, &QAction::toggled, this, &MainWindow::setHistogramsShown);
    QAction *dark = view->addAction(tr("&Dark theme"));
    dark->setCheckable(true);
    dark->setShortcut(QKeySequence(tr("Ctrl+D")));
    connect(dark, &QAction::toggled, this, [this](bool on) {
        m_dark = on;
        Settings().setDarkTheme(on);
        updateLook();
    });
    QAction *safe = view->addAction(tr("&Colour-blind-safe palette"));
    safe->setCheckable(true);
    connect(safe, &QAction::toggled, this, [this](bool on) {
        m_colorBlind = on;
        Settings().setColorBlindPalette(on);
        updateLook();
    });
    m_lessonTabs->addViewActions(view->addMenu(tr("&Lesson views")));
    view->addAction(m_tour->toggleAction());
    QAction *present = m_presentAction = view->addAction(tr("&Presentation mode"));
    present->setCheckable(true);
    present->setShortcut(QKeySequence(Qt::Key_F11));
    connect(present, &QAction::toggled, this, [this](bool on) {
        m_presentation = on;
        on ? showFullScreen() : showNormal();
        m_tour->setPresentation(on);
        updateLook();
    });
}

void MainWindow::buildPresetsMenu()
{
    QMenu *presetMenu = menuBar()->addMenu(tr("&Presets"));
    int index = 0;
    for (const Preset &p : presets()) {
        QAction *a = presetMenu->addAction(QString::fromStdString(p.title));
        a->setToolTip(QString::fromStdString(p.description));
        a->setStatusTip(QString::fromStdString(p.description));
        if (index < 9)
            a->setShortcut(QKeySequence(QStringLiteral("Alt+%1").arg(index + 1)));
        const ModelConfig config = p.config;
        connect(a, &QAction::triggered, this, [this, config] { applyConfig(config); });
        ++index;
    }
}

// Returns the pin action, which the tool bar shows too.
QAction *MainWindow::buildPinsMenu()
{
    QMenu *pins = menuBar()->addMenu(tr("P&ins"));
    QAction *pin = pins->addAction(tr("&Pin current curves"), QKeySequence(tr("Ctrl+P")), m_pinRequest, &PinRequest::request);
    pins->addAction(tr("&Remove last pin"), QKeySequence(tr("Ctrl+Shift+P")), this, [this] {
        m_charts->removePin(int(m_charts->pinLabels().size()) - 1);
    });
    pins->addAction(tr("Remove &all pins"), QKeySequence(tr("Ctrl+Alt+P")), this, [this] {
        m_charts->clearPins();
        showStatus(tr("All pins removed."));
    });
    return pin;
}

void MainWindow::buildHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keys…"), QKeySequence(Qt::Key_F1), this, &MainWindow::showKeys);
    help->addAction(tr("&Start the tour"), this, &MainWindow::startTour);
    help->addAction(tr("Five-minute &walkthrough…"), this, [this] {
        auto *walkthrough = new WalkthroughDialog(this);
        walkthrough->setAttribute(Qt::WA_DeleteOnClose);
        walkthrough->open();
    });
    help->addSeparator();
    help->addAction(tr("&About GradFlow"), this, [this] {
        QMessageBox::about(this, tr("About GradFlow"),
                           tr("GradFlow shows why deep networks fail to train: one forward and one backward pass "
                              "of a random network at initialization, every layer measured exactly.<br><br>"
                              "Help &gt; Start the tour walks the lecture step by step (Page Down, Page Up); "
                              "Help &gt; Five-minute walkthrough gives the walkthrough of the README; Help &gt; Keys lists every key."));
    });
}

// Read from the actions as they are now: the list is never older than the keys.
void MainWindow::showKeys()
{
    auto *keys = new KeysDialog(this);
    keys->setAttribute(Qt::WA_DeleteOnClose);
    keys->open();
}

// The built-in tour from its first step, in the Lesson panel: an own tour opened since gives
// way to it (reopen that one from File > Open tour).
void MainWindow::startTour()
{
    m_tour->loadTour(QStringLiteral(":/tour.txt"));
    m_tour->show();
    m_tour->raise();
    m_tour->goTo(0);
    showStatus(tr("The built-in tour, step 1: Page Down for the next step."));
}

// The preset box, pinning, a new seed, relative mode and presentation mode: one click each.
void MainWindow::buildToolBar(QAction *pin)
{
    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName("main");
    bar->addWidget(new QLabel(tr(" Preset: ")));
    bar->addWidget(m_presetBox);
    connect(m_presetBox, &QComboBox::activated, this, [this](int i) {
        if (const Preset *p = findPreset(m_presetBox->itemData(i).toString().toStdString()))
            applyConfig(p->config);
    });
    bar->addAction(pin);
    bar->addAction(tr("New seed"), m_controls, &ControlPanel::newSeed)->setShortcut(QKeySequence(tr("Ctrl+N")));
    bar->addAction(m_relativeAction);
    bar->addAction(m_presentAction);
    // Pins and relative mode act on the Network tab's charts: elsewhere they would do nothing.
    connect(m_lessonTabs, &QTabWidget::currentChanged, this, [this, pin] {
        const bool network = m_lessonTabs->currentIndex() == 0;
        pin->setEnabled(network);
        m_relativeAction->setEnabled(network);
    });
}

void MainWindow::applyConfig(const ModelConfig &config)
{
    m_controls->setConfig(config);
    request(config);
}

void MainWindow::applyRunSettings(const RunSettings &run)
{
    m_readouts->setClipLimit(run.clipLimit); // the shown result's clip factor follows (no recompute)
    m_run = run; // the memory limit, and the limit as given (the box holds 1e-6 to 1e6)
}

void MainWindow::request(const ModelConfig &config)
{
    if (m_status->text() == m_timingText) // the time of a network no longer asked for
        showStatus(QString());
    m_computeStatus->requested(config);
    m_histograms->setDepth(config.depth); // a layer below the new depth moves to the top one
    m_worker->setHistogramLayer(m_histogramAction->isChecked() ? m_histograms->layer() : 0);
    m_worker->request(config, m_run);
    m_training->setNetwork(config, m_run); // trains while its tab is shown
    m_jacobian->setNetwork(config, m_run);  // computes while its tab is shown
    m_bands->setConfig(config, m_run); // computes the seed band when it is on
    syncPresetBox(config);
    if (m_phaseMap)
        m_phaseMap->followNetwork(config);
}

// The combo names the preset the controls match, or says they are custom.
void MainWindow::syncPresetBox(const ModelConfig &config)
{
    const QSignalBlocker block(m_presetBox);
    const int presetCount = int(presets().size());
    for (int i = 0; i < presetCount; ++i) {
        if (presets()[size_t(i)].config == config) {
            if (m_presetBox->count() > presetCount)
                m_presetBox->removeItem(presetCount);
            m_presetBox->setCurrentIndex(i);
            return;
        }
    }
    if (m_presetBox->count() == presetCount)
        m_presetBox->addItem(tr("(custom)"));
    m_presetBox->setCurrentIndex(presetCount);
}

void MainWindow::openPhaseMap()
{
    // One map, following the window's network (request() tells it of every new one).
    const ModelConfig c = m_controls->config();
    if (m_phaseMap) {
        m_phaseMap->followNetwork(c);
        m_phaseMap->raise();
        m_phaseMap->activateWindow();
        return;
    }
    // Around the activation's critical std, depth up to 100, at the current width and settings.
    m_phaseMap = new PhaseMapWindow(c, m_run, PhaseMapWindow::gridAround(c), this);
    m_phaseMap->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_phaseMap, &PhaseMapWindow::configRequested, this, &MainWindow::applyConfig);
    m_phaseMap->setLook(currentLook());
    m_phaseMap->show();
}

// What a lesson step wants shown: a network step's pins, chart mode and readouts; a network or
// clipping step's run and configuration; the step's view with its settings.
void MainWindow::applyTourStep(const TourStep &step)
{
    if (step.training) { // the step's network, trained with the step's settings on the Training tab
        applyRunSettings(step.run);
        applyConfig(step.config);
        m_training->setSettings(step.train);
        m_lessonTabs->showTraining();
        return;
    }
    if (step.jacobian) { // the step's network on the Jacobian tab
        applyRunSettings(step.run);
        applyConfig(step.config);
        m_lessonTabs->showJacobian();
        return;
    }
    if (step.view == LessonView::Network) {
        showTourPins(step.pins);
        m_relativeAction->setChecked(step.relative);
        revealReadouts();
    }
    if (step.view == LessonView::Network || step.view == LessonView::Clipping) {
        applyRunSettings(step.run);
        applyConfig(step.config);
    }
    if (LessonPage *page = m_lessonTabs->page(step.view)) {
        LessonSettings settings = step.settings;
        settings.clipLimit = step.view == LessonView::Clipping ? step.run.clipLimit : settings.clipLimit;
        page->setSettings(settings);
    }
    m_lessonTabs->showView(step.view);
}

// The step's pins replace the previous step's at once and come when computed (on a worker).
void MainWindow::showTourPins(const std::vector<std::string> &presetNames)
{
    m_charts->clearPins();
    std::vector<PinSpec> pins;
    for (const std::string &name : presetNames)
        pins.push_back(PinSpec{findPreset(name)->config, RunSettings()});
    m_pinsStatus->load(std::move(pins), tr("the step's pins"), tr("the step is shown without them"),
                       [this](const PinResults &results) { replacePins(results); });
}

void MainWindow::replacePins(const PinResults &pins)
{
    m_charts->clearPins();
    for (const auto &pin : pins)
        m_charts->addPin(pin);
}

bool MainWindow::pinsPending() const { return m_pinsStatus->pending(); }

// The numbers a network step quotes are the readouts, below the controls: on a short screen
// the column scrolls to them.
void MainWindow::revealReadouts()
{
    for (QWidget *w = m_readouts; w; w = w->parentWidget())
        if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
            scroll->ensureWidgetVisible(m_readouts, 0, 0);
            return;
        }
}

void MainWindow::showResult(std::shared_ptr<const Computed> computed, quint64 generation)
{
    if (generation < m_drawnGeneration)
        return; // never draw a stale result over a newer one
    m_drawnGeneration = generation;
    std::shared_ptr<const Result> result(computed, &computed->result); // both share computed's lifetime
    const std::shared_ptr<const Analysis> analysis(computed, &computed->analysis);
    if (result->run.clipLimit != m_readouts->clipLimit()) { // the limit moved while this computed
        auto updated = std::make_shared<Result>(*result);
        applyClipLimit(*updated, m_readouts->clipLimit());
        result = updated;
    }
    m_charts->setResult(result, analysis);
    m_theory->showResult(*result, *analysis);
    m_histograms->showResult(*result, *analysis);
    m_lessonTabs->setNetworkResult(result);
    m_computeStatus->shown(generation, result->config);
    if (generation == m_worker->latestGeneration()) {
        m_timingText = tr("Computed in %1 ms.").arg(result->computeMs, 0, 'f', 1);
        showStatus(m_timingText);
    }
    m_pinRequest->shown(generation); // after the status line: it may say what was pinned
    updateReadouts();
    emit resultShown(generation); // painted at the next pass of the event loop
}

void MainWindow::setHistogramsShown(bool shown)
{
    if (m_histogramAction->isChecked() != shown) {
        m_histogramAction->setChecked(shown); // comes back here
        return;
    }
    m_histograms->setVisible(shown);
    if (shown) // this network again, with the layer's histograms
        request(m_controls->config());
}

void MainWindow::showControlsOfCharts()
{
    const auto shown = m_charts->result();
    if (!shown)
        return;
    m_controls->setConfig(shown->config);
    syncPresetBox(shown->config);
}

void MainWindow::updateReadouts()
{
    if (const auto r = m_charts->result())
        m_readouts->showResult(*r);
}

void MainWindow::showOutcome(const QString &error, const QString &done)
{
    if (error.isEmpty())
        showStatus(done);
    else // file errors read as command-line lines ("cannot write x: why; what to do"): a sentence here
        showStatus(error.left(1).toUpper() + error.mid(1) + QLatin1Char('.'), true);
}

void MainWindow::showStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #c0392b; font-weight: bold") : QString());
}

QString MainWindow::statusText() const { return m_status->text(); }

QStringList MainWindow::readouts() const { return m_readouts->texts(); }

QString MainWindow::presetBoxText() const { return m_presetBox->currentText(); }

Look MainWindow::currentLook() const
{
    const double deskText = QFontInfo(QApplication::font()).pixelSize();
    const double screenHeight = screen() ? screen()->geometry().height() : 1080;
    return m_presentation ? Look::room(screenHeight, deskText) : Look::desk(screenHeight, deskText);
}

void MainWindow::updateLook()
{
    // Presentation mode sizes everything the room reads to the screen: controls, readouts,
    // legend, caption, status line and the axes' exponents (see Look).
    const Look look = currentLook();
    setPalette(themePalette(m_dark));
    m_charts->setLook(m_dark, m_colorBlind, look);
    QFont text = QApplication::font();
    if (look.textPixels > 0)
        text.setPixelSize(int(look.textPixels));
    for (QWidget *part : {centralWidget(), static_cast<QWidget *>(menuBar()), static_cast<QWidget *>(statusBar()),
                          static_cast<QWidget *>(findChild<QToolBar *>())})
        if (part)
            part->setFont(text);
    m_overlay->setLook(m_dark, text);
    m_histograms->setDark(m_dark);
    m_lessonTabs->setLook(m_dark, look);
    m_training->setLook(m_dark, look);
    m_jacobian->setLook(m_dark, look);
    m_tour->setLook(look);
    if (m_phaseMap)
        m_phaseMap->setLook(look);
    m_readouts->setTextFont(text);
    fitControlsColumn(); // the controls' column widens with its type
}

bool MainWindow::openConfig(const QString &path)
{
    ModelConfig config = m_controls->config();
    RunSettings run = m_run;
    try {
        readConfigFile(path, config, run, path.toStdString());
    } catch (const std::invalid_argument &e) {
        showStatus(QString::fromUtf8(e.what()) + tr("; nothing was changed."), true);
        return false;
    }
    applyRunSettings(run);
    applyConfig(config);
    showStatus(tr("Opened %1.").arg(path));
    return true;
}

QString MainWindow::openTour(const QString &path)
{
    const QString error = m_tour->loadTour(path);
    if (error.isEmpty()) {
        m_tour->show();
        showStatus(tr("Opened the tour %1.").arg(path));
    } else {
        showStatus(error + tr("; the previous tour is kept."), true);
    }
    return error;
}

void MainWindow::applySession(const Session &session, const QString &doneText)
{
    // Pins are recomputed from their configurations (each is exact and repeatable by its seed).
    std::vector<PinSpec> pins;
    for (const ModelConfig &config : session.pins)
        pins.push_back(PinSpec{config, session.run});
    m_pinsStatus->load(std::move(pins), tr("the session's pins"), tr("nothing was changed"),
                       [this, session, doneText](const PinResults &results) {
                           replacePins(results);
                           m_relativeAction->setChecked(session.relative);
                           applyRunSettings(session.run);
                           applyConfig(session.current);
                           if (!doneText.isEmpty())
                               showStatus(doneText);
                       });
}

bool MainWindow::openSession(const QString &path)
{
    Session session;
    try {
        session = readSessionFile(path);
    } catch (const std::invalid_argument &e) {
        showStatus(QString::fromUtf8(e.what()) + tr("; nothing was changed."), true);
        return false;
    }
    applySession(session, tr("Opened session %1: %n pin(s).", nullptr, int(session.pins.size())).arg(path));
    return true;
}

bool MainWindow::saveSession(const QString &path)
{
    Session session;
    session.current = m_controls->config();
    session.run = m_run;
    session.pins = m_charts->pinConfigs();
    session.relative = m_charts->isRelative();
    const QString error = writeFileAtomically(path, QByteArray::fromStdString(sessionToJson(session)));
    showOutcome(error, tr("Saved session %1.").arg(path));
    return error.isEmpty();
}

bool MainWindow::saveConfig(const QString &path)
{
    const QString error = writeFileAtomically(path, QByteArray::fromStdString(configToJson(m_controls->config(), m_run)));
    showOutcome(error, tr("Saved %1.").arg(path));
    return error.isEmpty();
}

// Ctrl+E: the tab on screen; the network view and a side view ask for a size (on screen or a
// slide's), the Training and Jacobian tabs (drawn as shown) for a PNG's scale.
void MainWindow::askAndExportCharts()
{
    if (LessonPage *page = m_lessonTabs->page(m_lessonTabs->currentView())) {
        m_lessonTabs->askAndExport(page);
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export charts"), QStringLiteral("gradflow.png"),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    const bool png = path.endsWith(".png", Qt::CaseInsensitive);
    double scale = 1.0;
    QSize size;
    if (m_lessonTabs->isTrainingShown() || m_lessonTabs->isJacobianShown()) { // as shown
        bool ok = true;
        if (png)
            scale = QInputDialog::getDouble(this, tr("PNG scale"), tr("Pixel scale (1 to 4):"), 2.0, 1.0, 4.0, 1, &ok);
        if (!ok)
            return;
    } else {
        Settings settings;
        ExportDialog dialog(m_charts->exportSize(), png, this);
        dialog.setChoice(settings.exportSize(), settings.exportScale(), m_readoutsAction->isChecked());
        if (dialog.exec() != QDialog::Accepted)
            return;
        settings.setExportSize(dialog.drawingSize());
        settings.setExportScale(dialog.scale());
        m_readoutsAction->setChecked(dialog.readouts());
        size = dialog.drawingSize();
        scale = dialog.scale();
    }
    const QString error = exportChartsTo(path, scale, size);
    if (!error.isEmpty())
        warnPlain(this, tr("Export failed"), error);
}

QString MainWindow::exportChartsTo(const QString &path, double scale, QSize size)
{
    QString error;
    try {
        error = renderAndExport(path, scale, size);
    } catch (const ImageOutOfMemory &e) { // the window says so and keeps running
        error = e.message();
    }
    showOutcome(error, tr("Exported %1.").arg(path));
    return error;
}

// The tab on screen to path: the Training or Jacobian tab as shown, with a caption; a side
// view; a slide drawn anew, text sized for it; or the network view as shown.
QString MainWindow::renderAndExport(const QString &path, double scale, QSize size)
{
    if (m_lessonTabs->isTrainingShown())
        return m_training->exportTo(path, scale);
    if (m_lessonTabs->isJacobianShown())
        return m_jacobian->exportTo(path, scale);
    if (LessonPage *page = m_lessonTabs->page(m_lessonTabs->currentView()))
        return m_lessonTabs->exportPage(page, path, scale, size);
    if (size.isValid()) {
        Slide slide{m_charts->result(), m_charts->pinResults(), m_charts->isRelative(), m_charts->exportReadouts(),
                    m_charts->isDark(), m_colorBlind, m_charts->isTheoryShown(), m_charts->analysis()};
        return exportSlide(slide, path, size, scale);
    }
    return exportCharts(*m_charts, path, scale);
}

QString MainWindow::exportDataTo(const QString &path)
{
    const auto r = m_charts->result();
    if (!r)
        return tr("Nothing computed yet.");
    const bool json = path.endsWith(".json", Qt::CaseInsensitive);
    const QString error = writeFileAtomically(path, QByteArray::fromStdString(json ? resultToJson(*r) : resultToCsv(*r)));
    showOutcome(error, tr("Exported %1.").arg(path));
    return error;
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

void MainWindow::closeEvent(QCloseEvent *event)
{
    Settings s;
    s.setLastConfigJson(QString::fromStdString(configToJson(m_controls->config(), m_run)));
    s.setGeometry(saveGeometry());
    s.setWindowState(saveState());
    s.setPresentation(m_presentation);
    QMainWindow::closeEvent(event);
}

} // namespace gradflow
