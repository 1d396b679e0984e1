#pragma once

#include <QObject>
#include <QSize>
#include <QString>

class QAction;
class QWidget;

namespace gradflow {

class ChartPanel;
class JacobianPanel;
class LessonTabs;
class PhaseMapWindow;
class StatusLine;
class TrainingPanel;

// The File menu's chart exports of the tab on screen: Ctrl+E (a file: every view at a size on
// screen or a slide's and a PNG scale, the one export dialog), whether the readouts go with the
// network's charts, and the chart image copied.
class ChartExport : public QObject
{
    Q_OBJECT

public:
    ChartExport(ChartPanel *charts, LessonTabs *tabs, TrainingPanel *training, JacobianPanel *jacobian,
                StatusLine *line, QWidget *window);

    QAction *readoutsAction() const { return m_readouts; } // checkable; remembered in the settings
    void setColorBlind(bool on) { m_colorBlind = on; }     // a slide drawn anew takes the palette shown
    // A transformer's charts: while they are on screen, an export is their PNG as shown.
    void setTransformerCharts(QWidget *charts) { m_transformer = charts; }

    void askAndExport();
    // size: a slide's size (drawn anew, text sized for it); empty: as on screen. A transformer's
    // charts on screen: their PNG as shown, whatever the size.
    QString exportTo(const QString &path, double scale = 1.0, QSize size = {});
    void copyImage();

private:
    void askAndExportSlide(); // the Training or Jacobian tab
    bool transformerShown() const;
    PhaseMapWindow *mapShown() const; // the phase map's tab, when it is the one on screen
    void exportTransformer();
    QString exportTransformerTo(const QString &path) const;
    bool askSize(bool png, double &scale, QSize &size);                     // false: cancelled
    QString renderAndExport(const QString &path, double scale, QSize size); // throws ImageOutOfMemory

    ChartPanel *m_charts;
    LessonTabs *m_tabs;
    TrainingPanel *m_training;
    JacobianPanel *m_jacobian;
    StatusLine *m_line;
    QWidget *m_window;
    QAction *m_readouts;
    bool m_colorBlind = false;
    QWidget *m_transformer = nullptr;
};

} // namespace gradflow
