#pragma once

#include <QFont>
#include <QObject>

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;

namespace gradflow {

class ChartExport;
class ControlPanel;
class FileCommands;
class LessonTabs;
class NetworkDocument;
class PinRequest;
class PresetBox;
class StatusLine;
class TourDirector;
class TourPanel;

// The menu bar and the tool bar of the window: every command with its key, each acting on the
// document or on the part it names. The view's own choices (theme, palette, presentation mode,
// histograms) are checkable actions here, which the window reads and follows.
class WindowMenus : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        NetworkDocument *document;
        FileCommands *files;
        ChartExport *exports;
        PinRequest *pinRequest;
        ControlPanel *controls;
        PresetBox *presets;
        LessonTabs *tabs;
        TourPanel *tour;
        TourDirector *tourDirector;
        StatusLine *line;
    };

    WindowMenus(QMainWindow *window, const Parts &parts);

    QAction *dark() const { return m_dark; }
    QAction *colorBlind() const { return m_colorBlind; }
    QAction *presentation() const { return m_present; }
    QAction *histograms() const { return m_histograms; }
    // The theme and the palette as they were left (silently: the window updates its look once),
    // the readouts in exports and relative mode.
    void restoreChoices();
    // The tool bar in this type where its items fit the window's width; where they do not
    // (French, Japanese at 1280 px), a pixel or two smaller, down to the desk's, rather than an
    // item hidden behind "»". Fitted again whenever the window is resized.
    void setToolBarFont(const QFont &font);

signals:
    void lookChanged(); // the theme or the palette
    void phaseMapWanted();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitToolBar();
    void buildFileMenu();
    void buildViewMenu();
    void addLookActions(QMenu *view);
    void buildPresetsMenu();
    QAction *buildPinsMenu();
    void buildHelpMenu();
    void buildToolBar(QAction *pin);

    QMainWindow *m_window;
    Parts m_parts;
    QAction *m_relative = nullptr;
    QAction *m_dark = nullptr;
    QAction *m_colorBlind = nullptr;
    QAction *m_present = nullptr;
    QAction *m_histograms = nullptr;
    QToolBar *m_bar = nullptr;
    QFont m_barFont; // the tool bar's type before it fits the window's width
};

} // namespace gradflow
