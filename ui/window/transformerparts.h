#pragma once

#include <QObject>

#include <initializer_list>

class QMainWindow;
class QStackedWidget;
class QWidget;

namespace gradflow {

class BandsPanel;
class ChartExport;
class ControlsColumn;
class FileCommands;
class LessonTabs;
class NetworkDocument;
class PinRequest;
class StatusLine;
class TransformerControls;
class TransformerPanel;
class TransformerView;
struct Look;
struct ModelConfig;

// A transformer's parts in the window, and the switch between them and the dense network's: its
// controls (the architecture box for the tool bar, its sizes for the controls' column), its
// charts in the dense charts' place, and its computation (TransformerView). While the document
// holds a transformer, the parts that show only a dense network leave the screen.
class TransformerParts : public QObject
{
    Q_OBJECT

public:
    TransformerParts(NetworkDocument *document, StatusLine *line, QObject *parent = nullptr);

    TransformerControls *controls() const { return m_controls; }
    TransformerPanel *panel() const { return m_panel; }
    TransformerView *view() const { return m_view; }

    // The dense network's charts and the transformer's in one place: the one the document holds shows.
    QWidget *chartsIn(QWidget *denseCharts);
    // The architecture box beside the preset in the tool bar, the pass's progress and Cancel in the
    // status bar; and the dense-only parts it takes off the screen while a transformer shows: the
    // column's readouts, theory and bands, and the side tabs' densePages.
    void placeIn(QMainWindow *window, ControlsColumn *column, LessonTabs *tabs,
                 std::initializer_list<QWidget *> densePages);
    void setLook(bool dark, const Look &look);
    // The window's parts that serve a transformer too: the pins (Ctrl+P and the document's, drawn
    // on its charts), the seed band (started once the transformer itself is drawn, in the memory
    // its kept weights leave under the limit), data export and the charts' export.
    void serve(BandsPanel *bands, PinRequest *pins, FileCommands *files, ChartExport *charts);

private:
    void followArchitecture(const ModelConfig &config);
    void showPins();

    NetworkDocument *m_document;
    TransformerControls *m_controls;
    TransformerPanel *m_panel;
    TransformerView *m_view;
    QStackedWidget *m_stack = nullptr;
    ControlsColumn *m_column = nullptr;
    LessonTabs *m_tabs = nullptr;
    QList<QWidget *> m_densePages;
};

} // namespace gradflow
