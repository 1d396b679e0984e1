#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace gradflow {

class NetworkDocument;
class PhaseMapWindow;
struct Look;

// View > Phase map: one map at a time, around the document's network, following every network
// the document asks for and sending a clicked cell's network back to it.
class PhaseMapLauncher : public QObject
{
    Q_OBJECT

public:
    // charts: what the map belongs to, kept in view where the map cannot open beside the window.
    PhaseMapLauncher(NetworkDocument *document, QWidget *window, QWidget *charts);

    void open(const Look &look); // raises the open map, following the document's network
    void setLook(const Look &look);

private:
    void place(); // beside the window where the screen has room (ui/window/besidewindow.h)

    NetworkDocument *m_document;
    QWidget *m_window, *m_charts;
    QPointer<PhaseMapWindow> m_map; // the open one, if any
};

} // namespace gradflow
