#pragma once

#include "core/analysis/phasemap.h"
#include "ui/charts/look.h"

#include <QDialog>

#include <optional>
#include <vector>

class QLabel;
class QPainter;
class QProgressBar;
class QPushButton;

namespace gradflow {

class PhaseMapWorker;

// The heatmap: log10 of the first-to-last gradient ratio over init std (log scale, across) and
// depth (down), blue where the gradient vanishes, red where it explodes; the critical std as a
// dashed line; hover for a cell's numbers, click to load it.
class PhaseMapWidget : public QWidget
{
    Q_OBJECT

public:
    explicit PhaseMapWidget(QWidget *parent = nullptr);
    void setGrid(const PhaseGrid &grid, double criticalStd); // criticalStd <= 0: no line
    void setCell(int index, std::optional<double> log10Ratio);
    const std::vector<std::optional<double>> &cells() const { return m_cells; }
    const PhaseGrid &grid() const { return m_grid; }
    int landed() const { return m_landed; }
    QRectF cellRect(int index) const;
    QString cellText(int index) const; // what hovering shows
    int cellAt(const QPointF &point) const; // -1 outside
    double criticalLineX() const; // where the theory's critical std is drawn; -1: not drawn
    // The main window's network, ringed where it lies on the map (shown false: no ring).
    void setCurrent(double initStd, int depth, bool shown);
    std::optional<QPointF> currentMarker() const; // the ring's centre; none when hidden or off the map
    void setClicksEnabled(bool on) { m_clicks = on; }
    // Shows what other shows: grid, cells, critical line and ring (for an export's copy).
    void showSame(const PhaseMapWidget &other);
    static QColor colorOf(double log10Ratio); // a cell's colour
    QSize sizeHint() const override; // 720 x 560 at the desktop's type, more for a room's

signals:
    void cellClicked(int depth, double initStd);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QRectF plotRect() const;
    void drawStdAxis(QPainter &p, const QRectF &plot);
    void drawDepthAxis(QPainter &p, const QRectF &plot);
    void drawColourBar(QPainter &p, const QRectF &plot);
    double xOfStd(double initStd) const; // the centre of that std's column, on the log scale

    PhaseGrid m_grid;
    std::vector<double> m_stds;
    std::vector<int> m_depths;
    std::vector<std::optional<double>> m_cells;
    int m_landed = 0;
    double m_criticalStd = 0;
    double m_currentStd = 0;
    int m_currentDepth = 0;
    bool m_currentShown = false, m_clicks = true;
};

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

signals:
    void configRequested(const gradflow::ModelConfig &config);

private:
    void askAndExport();
    void start(const ModelConfig &base, const PhaseGrid &grid); // a new map, the old one's cells dropped
    void landCell(int index, std::optional<double> log10Ratio);

    ModelConfig m_base, m_network;
    RunSettings m_run;
    PhaseMapWidget *m_map;
    QSize m_exportSize;   // the export dialog's last choice (empty: as on screen)
    int m_exportScale = 1;
    Look m_look; // the window's type: desk or room
    QProgressBar *m_progress;
    QLabel *m_status, *m_caption, *m_where, *m_staleText;
    QWidget *m_staleBar;
    PhaseMapWorker *m_worker = nullptr;
    quint64 m_generation = 0; // the shown map's request: cells of a replaced map still queued are dropped
};

} // namespace gradflow
