#include "ui/window/transformerparts.h"

#include "ui/charts/look.h"
#include "ui/lesson/lessontabs.h"
#include "ui/transformer/transformerpanel.h"
#include "core/transformer/transformerseeds.h"
#include "ui/window/bandspanel.h"
#include "ui/window/chartexport.h"
#include "ui/window/controlscolumn.h"
#include "ui/window/filecommands.h"
#include "ui/window/pinrequest.h"
#include "ui/window/networkdocument.h"
#include "ui/window/transformercontrols.h"
#include "ui/window/transformerview.h"

#include <QLabel>
#include <QMainWindow>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

namespace gradflow {

TransformerParts::TransformerParts(NetworkDocument *document, StatusLine *line, QObject *parent)
    : QObject(parent), m_document(document), m_controls(new TransformerControls(document)),
      m_panel(new TransformerPanel), m_view(new TransformerView(document, m_panel, line, this))
{
    connect(document, &NetworkDocument::configChanged, this, &TransformerParts::followArchitecture);
    connect(document, &NetworkDocument::relativeChanged, m_panel, &TransformerPanel::setRelative);
}

QWidget *TransformerParts::chartsIn(QWidget *denseCharts)
{
    m_stack = new QStackedWidget;
    m_stack->addWidget(denseCharts);
    m_stack->addWidget(m_panel);
    return m_stack;
}

void TransformerParts::placeIn(QMainWindow *window, ControlsColumn *column, LessonTabs *tabs,
                               std::initializer_list<QWidget *> densePages)
{
    if (auto *bar =
            window->findChild<QToolBar *>()) { // the architecture beside the preset: it changes what every part shows
        bar->addSeparator();
        bar->addWidget(new QLabel(tr("Architecture:")));
        bar->addWidget(m_controls->architectureBox());
    }
    window->statusBar()->addPermanentWidget(m_view->progressBar());
    window->statusBar()->addPermanentWidget(m_view->cancelButton());
    m_column = column;
    column->setTransformerNote(m_panel->note(), [panel = m_panel] { panel->takeNoteBack(); });
    m_tabs = tabs;
    m_densePages = densePages;
}

void TransformerParts::serve(BandsPanel *bands, PinRequest *pins, FileCommands *files, ChartExport *charts)
{
    files->setTransformers(m_view);
    charts->setTransformerCharts(m_panel);
    pins->setTransformers(m_view);
    connect(m_document, &NetworkDocument::pinsChanged, this, &TransformerParts::showPins);
    connect(m_document, &NetworkDocument::networkRequested, bands, [bands](const ModelConfig &config) {
        if (config.architecture == Architecture::Transformer)
            bands->awaitNetwork();
    });
    // After the network's own pass: the two passes' activations never held at once.
    connect(m_view, &TransformerView::shown, bands, [this, bands](quint64 generation) {
        const auto drawn = m_view->drawnResult();
        if (drawn && generation == m_view->latestGeneration()
            && m_document->config().architecture == Architecture::Transformer)
            bands->setConfig(drawn->config, bandRunBeside(drawn->config, drawn->run));
    });
    connect(bands, &BandsPanel::transformerBandsChanged, m_panel, &TransformerPanel::setSeedBands);
    connect(bands, &BandsPanel::kindChanged, m_panel, &TransformerPanel::setBandKind);
}

void TransformerParts::showPins()
{
    std::vector<TransformerPin> pins;
    for (const auto &pin : m_document->transformerPins())
        pins.push_back({transformerPinLabel(pin->config), pin});
    m_panel->setPins(std::move(pins));
}

// Axis titles and legends in the room's type too, as on the Network tab.
void TransformerParts::setLook(bool dark, const Look &look)
{
    m_panel->setLook(dark, look.chartScale, look.labelPixels, look.textPixels);
}

// A transformer's charts in the dense network's place; the parts that show only a dense
// network leave the screen (the side tabs stay, disabled, their tip saying why), so nothing of
// an older dense network looks current.
void TransformerParts::followArchitecture(const ModelConfig &config)
{
    const bool transformer = config.architecture == Architecture::Transformer;
    if (m_stack)
        m_stack->setCurrentIndex(transformer ? 1 : 0);
    if (m_column)
        m_column->showDenseParts(!transformer);
    for (QWidget *page : std::as_const(m_densePages)) {
        const int index = m_tabs->indexOf(page);
        if (!m_tabs->isTabEnabled(index) == transformer)
            continue;
        if (transformer) {
            m_tabs->setTabToolTip(index, tr("For the dense network only: a transformer's Jacobian is not "
                                            "analysed here yet. Choose MLP as the architecture."));
            if (m_tabs->currentIndex() == index)
                m_tabs->setCurrentIndex(0);
        }
        m_tabs->setTabEnabled(index, !transformer);
    }
}

} // namespace gradflow
