#pragma once

#include <QObject>
#include <QPointer>

class QTabWidget;
class QWidget;

namespace gradflow {

class NetworkDocument;
class PhaseMapWindow;
struct Look;

// View > Phase map: one map at a time, around the document's network, following every network
// the document asks for and sending a clicked cell's network back to it. A window beside the
// main window where the screen has room for one; where it has none (a full screen, presentation
// mode on a projector) a tab of the main window's own, which covers no control and no chart: a
// click on a cell loads its network and shows the Network tab, Ctrl+M the map again.
class PhaseMapLauncher : public QObject
{
    Q_OBJECT

public:
    // charts: what the map belongs to; tabs: where it goes where no room is beside the window.
    PhaseMapLauncher(NetworkDocument *document, QWidget *window, QWidget *charts, QTabWidget *tabs);

    void open(const Look &look); // raises the open map, following the document's network
    void setLook(const Look &look);
    bool inTab() const; // the open map is a tab of the main window

private:
    void place(); // beside the window where the screen has room (ui/window/besidewindow.h), else a tab
    void moveIntoTab();

    NetworkDocument *m_document;
    QWidget *m_window, *m_charts;
    QTabWidget *m_tabs;
    QPointer<PhaseMapWindow> m_map; // the open one, if any
};

} // namespace gradflow
