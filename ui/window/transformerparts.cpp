#include "ui/window/transformerparts.h"

#include "ui/charts/look.h"
#include "ui/lesson/lessontabs.h"
#include "ui/transformer/transformerpanel.h"
#include "ui/window/controlscolumn.h"
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
    : QObject(parent), m_controls(new TransformerControls(document)), m_panel(new TransformerPanel),
      m_view(new TransformerView(document, m_panel, line, this))
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
    if (auto *bar = window->findChild<QToolBar *>()) { // the architecture beside the preset: it changes what every part shows
        bar->addSeparator();
        bar->addWidget(new QLabel(tr("Architecture:")));
        bar->addWidget(m_controls->architectureBox());
    }
    window->statusBar()->addPermanentWidget(m_view->progressBar());
    window->statusBar()->addPermanentWidget(m_view->cancelButton());
    m_column = column;
    m_tabs = tabs;
    m_densePages = densePages;
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
