#include "ui/window/windowmenus.h"

#include "ui/charts/fitfont.h"
#include "core/model/presets.h"
#include "files/modelconfigfile.h"
#include "ui/lesson/lessontabs.h"
#include "ui/lesson/tourpanel.h"
#include "ui/window/chartexport.h"
#include "ui/window/controlpanel.h"
#include "ui/window/filecommands.h"
#include "ui/window/keysdialog.h"
#include "ui/window/languagemenu.h"
#include "ui/window/networkdocument.h"
#include "ui/window/pinrequest.h"
#include "ui/window/presetbox.h"
#include "ui/window/settings.h"
#include "ui/window/statusline.h"
#include "ui/window/tourdirector.h"
#include "ui/window/walkthroughdialog.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>

#include <utility>

namespace gradflow {

WindowMenus::WindowMenus(QMainWindow *window, const Parts &parts) : QObject(window), m_window(window), m_parts(parts)
{
    buildFileMenu();
    buildViewMenu();
    buildPresetsMenu();
    QAction *pin = buildPinsMenu();
    buildHelpMenu();
    buildToolBar(pin);
    window->installEventFilter(this);
}

void WindowMenus::setToolBarFont(const QFont &font)
{
    m_barFont = font;
    fitToolBar();
}

bool WindowMenus::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Resize)
        fitToolBar();
    return QObject::eventFilter(watched, event);
}

void WindowMenus::fitToolBar()
{
    QToolBar *bar = m_bar;
    fitFontToWidth(bar, m_barFont, QFontInfo(QApplication::font()).pixelSize(), m_window->width(), [bar] {
        bar->layout()->invalidate();
        return bar->layout()->sizeHint().width();
    });
}

void WindowMenus::restoreChoices()
{
    Settings settings;
    for (const auto &[action, on] :
         {std::pair{m_dark, settings.darkTheme()}, std::pair{m_colorBlind, settings.colorBlindPalette()}}) {
        const QSignalBlocker quiet(action);
        action->setChecked(on);
    }
    m_parts.exports->readoutsAction()->setChecked(settings.exportReadouts());
    m_parts.document->setRelative(settings.relative());
}

void WindowMenus::buildFileMenu()
{
    QMenu *file = m_window->menuBar()->addMenu(tr("&File"));
    FileCommands *files = m_parts.files;
    file->addAction(tr("&Open configuration…"), QKeySequence::Open, files, &FileCommands::askOpenConfig);
    file->addAction(tr("&Save configuration…"), QKeySequence::Save, files, &FileCommands::askSaveConfig);
    file->addAction(tr("Open &model config…"), QKeySequence(tr("Ctrl+Shift+M")), files,
                    &FileCommands::askOpenModelConfig);
    QMenu *models = file->addMenu(tr("Open shipped m&odel"));
    for (const QString &name : modelConfigPresetNames())
        models->addAction(name, files, [files, name] { files->openModelConfig(name); });
    file->addAction(tr("Open &tour…"), QKeySequence(tr("Ctrl+Alt+O")), files, &FileCommands::askOpenTour);
    file->addAction(tr("Open s&ession…"), QKeySequence(tr("Ctrl+Shift+O")), files, &FileCommands::askOpenSession);
    file->addAction(tr("Save session…"), QKeySequence(tr("Ctrl+Shift+S")), files, &FileCommands::askSaveSession);
    file->addSeparator();
    ChartExport *exports = m_parts.exports;
    file->addAction(tr("&Export charts…"), QKeySequence(tr("Ctrl+E")), exports, &ChartExport::askAndExport);
    file->addAction(exports->readoutsAction());
    file->addAction(tr("Export &data…"), QKeySequence(tr("Ctrl+Shift+E")), files, &FileCommands::askExportData);
    file->addAction(tr("&Copy chart image"), QKeySequence(tr("Ctrl+Shift+C")), exports, &ChartExport::copyImage);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, m_window, &QWidget::close);
}

void WindowMenus::buildViewMenu()
{
    QMenu *view = m_window->menuBar()->addMenu(tr("&View"));
    NetworkDocument *document = m_parts.document;
    m_relative = view->addAction(tr("&Relative to layer 0"));
    m_relative->setCheckable(true);
    m_relative->setShortcut(QKeySequence(tr("Ctrl+R")));
    m_relative->setChecked(document->isRelative());
    connect(m_relative, &QAction::toggled, document, &NetworkDocument::setRelative);
    connect(document, &NetworkDocument::relativeChanged, m_relative, [this](bool on) {
        m_relative->setChecked(on);
        Settings().setRelative(on);
    });
    view->addAction(tr("P&hase map…"), QKeySequence(tr("Ctrl+M")), this, &WindowMenus::phaseMapWanted);
    m_histograms = view->addAction(tr("Layer &histograms"));
    m_histograms->setCheckable(true);
    m_histograms->setShortcut(QKeySequence(tr("Ctrl+H")));
    addLookActions(view);
    new LanguageMenu(view->addMenu(tr("Lan&guage")), this); // LanguageSwitch finds it
}

// The theme, the palette, the lesson's views, the Lesson panel and presentation mode.
void WindowMenus::addLookActions(QMenu *view)
{
    m_dark = view->addAction(tr("&Dark theme"));
    m_dark->setCheckable(true);
    m_dark->setShortcut(QKeySequence(tr("Ctrl+D")));
    connect(m_dark, &QAction::toggled, this, [this](bool on) {
        Settings().setDarkTheme(on);
        emit lookChanged();
    });
    m_colorBlind = view->addAction(tr("&Colour-blind-safe palette"));
    m_colorBlind->setCheckable(true);
    connect(m_colorBlind, &QAction::toggled, this, [this](bool on) {
        Settings().setColorBlindPalette(on);
        emit lookChanged();
    });
    m_parts.tabs->addViewActions(view->addMenu(tr("&Lesson views")));
    view->addAction(m_parts.tour->toggleAction());
    m_present = view->addAction(tr("&Presentation mode"));
    m_present->setCheckable(true);
    m_present->setShortcut(QKeySequence(Qt::Key_F11));
}

void WindowMenus::buildPresetsMenu()
{
    QMenu *presetMenu = m_window->menuBar()->addMenu(tr("&Presets"));
    int index = 0;
    for (const Preset &p : presets()) {
        QAction *a = presetMenu->addAction(QString::fromStdString(p.title));
        a->setToolTip(QString::fromStdString(p.description));
        a->setStatusTip(QString::fromStdString(p.description));
        if (index < 9)
            a->setShortcut(QKeySequence(QStringLiteral("Alt+%1").arg(index + 1)));
        const ModelConfig config = p.config;
        connect(a, &QAction::triggered, m_parts.document, [this, config] { m_parts.document->setConfig(config); });
        ++index;
    }
}

// Returns the pin action, which the tool bar shows too.
QAction *WindowMenus::buildPinsMenu()
{
    QMenu *pins = m_window->menuBar()->addMenu(tr("P&ins"));
    NetworkDocument *document = m_parts.document;
    QAction *pin = pins->addAction(tr("&Pin current curves"), QKeySequence(tr("Ctrl+P")), m_parts.pinRequest,
                                   &PinRequest::request);
    pins->addAction(tr("&Remove last pin"), QKeySequence(tr("Ctrl+Shift+P")), document,
                    &NetworkDocument::removeLastPin);
    pins->addAction(tr("Remove &all pins"), QKeySequence(tr("Ctrl+Alt+P")), document, [this] {
        m_parts.document->clearPins();
        m_parts.line->showMessage(tr("All pins removed."));
    });
    return pin;
}

void WindowMenus::buildHelpMenu()
{
    QMenu *help = m_window->menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keys…"), QKeySequence(Qt::Key_F1), this, [this] { // the actions as they are now
        auto *keys = new KeysDialog(m_window, m_window->menuBar()->font());
        keys->setAttribute(Qt::WA_DeleteOnClose);
        keys->open();
    });
    help->addAction(tr("&Start the tour"), this, [this] { m_parts.tourDirector->start(m_parts.line); });
    help->addAction(tr("Five-minute &walkthrough…"), this, [this] {
        auto *walkthrough = new WalkthroughDialog(m_window, m_window->menuBar()->font());
        walkthrough->setAttribute(Qt::WA_DeleteOnClose);
        walkthrough->open();
    });
    help->addSeparator();
    help->addAction(tr("&About GradFlow"), this, [this] {
        QMessageBox::about(m_window, tr("About GradFlow"),
                           tr("GradFlow shows why deep networks fail to train: one forward and one backward pass "
                              "of a random network at initialization, every layer measured exactly.<br><br>"
                              "Help &gt; Start the tour walks the lecture step by step (Page Down, Page Up); "
                              "Help &gt; Five-minute walkthrough gives the walkthrough of the README; Help &gt; Keys "
                              "lists every key."));
    });
}

// The preset box, pinning, a new seed, relative mode and presentation mode: one click each.
void WindowMenus::buildToolBar(QAction *pin)
{
    QToolBar *bar = m_bar = m_window->addToolBar(tr("Main"));
    bar->setObjectName("main");
    bar->addWidget(new QLabel(tr(" Preset: ")));
    bar->addWidget(m_parts.presets);
    bar->addAction(pin);
    bar->addAction(tr("New seed"), m_parts.controls, &ControlPanel::newSeed)->setShortcut(QKeySequence(tr("Ctrl+N")));
    bar->addAction(m_relative);
    bar->addAction(m_present);
    // Pins and relative mode act on the Network tab's charts: elsewhere they would do nothing.
    connect(m_parts.tabs, &QTabWidget::currentChanged, pin, [this, pin] {
        const bool network = m_parts.tabs->currentIndex() == 0;
        pin->setEnabled(network);
        m_relative->setEnabled(network);
    });
}

} // namespace gradflow
