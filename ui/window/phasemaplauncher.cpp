#include "ui/window/phasemaplauncher.h"

#include "ui/charts/look.h"
#include "ui/phasemap/phasemapwindow.h"
#include "ui/window/networkdocument.h"

namespace gradflow {

PhaseMapLauncher::PhaseMapLauncher(NetworkDocument *document, QWidget *window)
    : QObject(window), m_document(document), m_window(window)
{
}

void PhaseMapLauncher::open(const Look &look)
{
    const ModelConfig c = m_document->config();
    if (m_map) {
        m_map->followNetwork(c);
        m_map->raise();
        m_map->activateWindow();
        return;
    }
    // Around the activation's critical std, depth up to 100, at the current width and settings.
    m_map = new PhaseMapWindow(c, m_document->run(), PhaseMapWindow::gridAround(c), m_window);
    m_map->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_map, &PhaseMapWindow::configRequested, m_document, &NetworkDocument::setConfig);
    connect(m_document, &NetworkDocument::networkRequested, m_map.data(), &PhaseMapWindow::followNetwork);
    m_map->setLook(look);
    m_map->show();
}

void PhaseMapLauncher::setLook(const Look &look)
{
    if (m_map)
        m_map->setLook(look);
}

} // namespace gradflow
