#pragma once

#include "ui/workers/measureworker.h"
#include "core/lesson/lessonviews.h"
#include "core/model/result.h"

#include <QWidget>

#include <memory>

class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace gradflow {

class BusyDelay;
class LayerChart;
struct Look;

// One of the lesson's side views: a column of controls on the left, and on the right the
// figure (title, headline numbers, chart or table, caption) that export draws. Subclasses add
// their controls and figure parts, and redraw in refresh() from settings().
class LessonPage : public QWidget
{
    Q_OBJECT

public:
    LessonPage(LessonView kind, const QString &title, QWidget *parent = nullptr);
    ~LessonPage() override;

    LessonView kind() const { return m_kind; }
    QString title() const { return m_title; }
    const LessonSettings &settings() const { return m_settings; }
    // Sets the controls to settings and redraws.
    void setSettings(const LessonSettings &settings);
    // The main view's latest network, for views that read it (clipping).
    virtual void setNetworkResult(std::shared_ptr<const Result> result) { Q_UNUSED(result); }

    // Every number the figure shows, as shown (headlines, captions, table cells); a hidden
    // page's figure is brought up to date first.
    QStringList shownTexts();
    QWidget *figure() const { return m_figure; }
    // Hides or shows the controls column; shown, it still steps aside while the page is too
    // narrow for it and the figure together.
    void setControlsVisible(bool visible);
    bool controlsShown() const;
    // The figure's: the controls step aside rather than widen the window.
    QSize minimumSizeHint() const override;
    // Type for the desk or the room (presentation mode, a slide export), as the main view's.
    void setLook(bool dark, const Look &look);

    // Hides or shows the title above the figure (a slide draws its own).
    void setTitleShown(bool shown);
    // Waits for the latest measurement and shows its answer (an export draws the settings' own).
    void finishMeasuring();
    QString problem() const;             // why the latest measurement failed; empty when it answered
    bool measurementOutOfMemory() const; // the latest measurement failed for want of memory
    // Shown beside the controls while the latest measurement has run for a moment: how far it
    // is ("Measuring… 40%").
    QLabel *measureProgress() const { return m_measuring; }

signals:
    void exportRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;
    // The controls column's form; controls call update() when they change.
    QFormLayout *controlsForm() const { return m_form; }
    void addControlButton(QPushButton *button);
    QVBoxLayout *figureLayout() const { return m_figureLayout; }
    QLabel *addHeadline(); // a large number line in the figure
    QLabel *addCaption();  // a smaller sentence under it
    LayerChart *addChart(const QString &xTitle, const QString &yTitle);
    // Called after the settings changed: redraw everything from m_settings.
    virtual void refresh() = 0;
    // Called by setSettings before refresh: put m_settings into the controls (signals blocked).
    virtual void syncControls() = 0;
    // A page that follows the main view redraws only while it is shown; this makes its figure
    // current before it is shown, read or exported.
    virtual void bringUpToDate() { }
    // Runs a measurement off the GUI thread (MeasureWorker): the figure keeps its last answer
    // until the latest measurement's comes; a failure is shown beside the controls.
    void measure(Measurement measurement);
    // Applies an edit from a control and redraws.
    template<typename F>
    void edit(F change)
    {
        change(m_settings);
        refresh();
    }

    LessonSettings m_settings;

private:
    void fitControls();
    void waitForMeasurement();
    void connectMeasure();
    void measureProgressed(int done, int total, quint64 generation);
    void measureEnded(quint64 generation);
    int figureHeightAt(int width) const;

    LessonView m_kind;
    QString m_title;
    QGroupBox *m_controls;
    QFormLayout *m_form;
    QVBoxLayout *m_buttons;
    QWidget *m_figure;
    QVBoxLayout *m_figureLayout;
    QLabel *m_titleLabel;
    QLabel *m_problem;                  // why the latest measurement failed, beside the controls
    MeasureWorker *m_measure = nullptr; // made by the first measure()
    QLabel *m_measuring;
    BusyDelay *m_measuringSoon; // quick measurements never flash it
    std::vector<QLabel *> m_headlines, m_captions;
    std::vector<LayerChart *> m_charts;
    bool m_controlsWanted = true, m_controlsFitted = false;
};

} // namespace gradflow
