#include "ui/window/phasemaplauncher.h"

#include "ui/charts/look.h"
#include "ui/phasemap/phasemapwindow.h"
#include "ui/window/besidewindow.h"
#include "ui/window/networkdocument.h"

#include <QScreen>
#include <QTabWidget>

namespace gradflow {

PhaseMapLauncher::PhaseMapLauncher(NetworkDocument *document, QWidget *window, QWidget *charts, QTabWidget *tabs)
    : QObject(window), m_document(document), m_window(window), m_charts(charts), m_tabs(tabs)
{
}

bool PhaseMapLauncher::inTab() const { return m_map && m_tabs->indexOf(m_map) >= 0; }

void PhaseMapLauncher::open(const Look &look)
{
    const ModelConfig c = m_document->config();
    if (m_map) {
        m_map->followNetwork(c);
        if (inTab()) {
            m_tabs->setCurrentWidget(m_map);
            return;
        }
        m_map->raise();
        m_map->activateWindow();
        return;
    }
    // Around the activation's critical std, depth up to 100, at the current width and settings.
    m_map = new PhaseMapWindow(c, m_document->run(), PhaseMapWindow::gridAround(c), m_window);
    m_map->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_map, &PhaseMapWindow::configRequested, m_document, &NetworkDocument::setConfig);
    connect(m_map, &PhaseMapWindow::configRequested, this, [this] {
        if (inTab()) // the clicked network's charts, at once
            m_tabs->setCurrentIndex(0);
    });
    connect(m_document, &NetworkDocument::networkRequested, m_map.data(), &PhaseMapWindow::followNetwork);
    m_map->setLook(look);
    place();
    if (!inTab())
        m_map->show();
}

// A dialog opens centred over its parent: over the charts it maps. Its frame is taken as large
// as the main window's decorations make it, and no larger than the screen (the room's type
// asked for 1284 x 724 on a 1280 x 720 projector). With no room beside the window, whatever
// corner it took hid the controls or half the charts: a tab then.
void PhaseMapLauncher::place()
{
    if (inTab())
        return;
    m_map->ensurePolished();
    m_map->adjustSize();
    const QRect main = m_window->frameGeometry(), inside = m_window->geometry();
    const QSize decoration = main.size() - inside.size();
    const QRect available = m_window->screen()->availableGeometry();
    m_map->resize(m_map->size().boundedTo(available.size() - decoration));
    if (!roomBeside(main, m_map->size() + decoration, available)) {
        moveIntoTab();
        return;
    }
    const QRect charts(m_charts->mapToGlobal(QPoint(0, 0)), m_charts->size());
    m_map->move(besideWindow(main, m_map->size() + decoration, available, charts));
}

void PhaseMapLauncher::moveIntoTab()
{
    m_tabs->setCurrentIndex(m_tabs->addTab(m_map, tr("Phase map"))); // a widget of the window's now, no frame
}

void PhaseMapLauncher::setLook(const Look &look)
{
    if (!m_map)
        return;
    const QSize before = m_map->size();
    m_map->setLook(look);
    if (!inTab() && m_map->size() != before) // grown with the room's type: beside the window again, or a tab
        place();
}

} // namespace gradflow
