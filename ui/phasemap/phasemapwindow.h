#pragma once

#include "core/analysis/phasemap.h"
#include "ui/charts/look.h"
#include "ui/phasemap/phasemapwidget.h"

#include <QDialog>

#include <optional>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;

namespace gradflow {

class PhaseMapWorker;

// A window of its own for the map of the current activation, norm and residual settings.
class PhaseMapWindow : public QDialog
{
    Q_OBJECT

public:
    PhaseMapWindow(const ModelConfig &base, const RunSettings &run, const PhaseGrid &grid, QWidget *parent = nullptr);
    ~PhaseMapWindow() override;
    PhaseMapWidget *map() const { return m_map; }
    bool isComplete() const;
    // Around the activation's critical std (a tenth to ten times), depth 2 to 100.
    static PhaseGrid gridAround(const ModelConfig &network);
    // The main window's network now: ringed on the map when the map is of it; otherwise the map
    // says it is stale, offers to map it, and a click no longer loads the old network back.
    void followNetwork(const ModelConfig &network);
    bool isStale() const;
    QString networkText() const; // the line under the map: where the window's network is
    // The map with a title and a settings line, as PNG (at scale), SVG or PDF by the suffix:
    // at size with type for a slide that tall, or (size empty) at the window's size. Empty on
    // success, else the reason.
    QString exportTo(const QString &path, QSize size = {}, double scale = 1.0);
    // Type for the desk or the room (presentation mode), as the main window's.
    void setLook(const Look &look);
    // Its Export button: a file and a size asked for, then exportTo (the window's Ctrl+E on its tab).
    void askAndExport();

signals:
    void configRequested(const gradflow::ModelConfig &config);

private:
    void start(const ModelConfig &base, const PhaseGrid &grid); // a new map, the old one's cells dropped
    void landCell(int index, std::optional<double> log10Ratio);

    ModelConfig m_base, m_network;
    RunSettings m_run;
    PhaseMapWidget *m_map;
    QSize m_exportSize; // the export dialog's last choice (empty: as on screen)
    int m_exportScale = 1;
    Look m_look; // the window's type: desk or room
    QProgressBar *m_progress;
    QLabel *m_status, *m_caption, *m_where, *m_staleText;
    QWidget *m_staleBar;
    PhaseMapWorker *m_worker = nullptr;
    quint64 m_generation = 0; // the shown map's request: cells of a replaced map still queued are dropped
};

} // namespace gradflow
