#pragma once

#include "core/analysis/phasemap.h"

#include <QWidget>

#include <optional>
#include <vector>

class QPainter;

namespace gradflow {

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
    QString cellText(int index) const;      // what hovering shows
    int cellAt(const QPointF &point) const; // -1 outside
    double criticalLineX() const;           // where the theory's critical std is drawn; -1: not drawn
    // The init std axis's labelled ticks: every power of ten, and 2 and 5 times it where the map
    // spans fewer than three decades and their labels fit.
    struct StdTick
    {
        double std;
        QString label;
    };
    std::vector<StdTick> stdTicks() const;
    // The main window's network, ringed where it lies on the map (shown false: no ring).
    void setCurrent(double initStd, int depth, bool shown);
    std::optional<QPointF> currentMarker() const; // the ring's centre; none when hidden or off the map
    void setClicksEnabled(bool on) { m_clicks = on; }
    // Shows what other shows: grid, cells, critical line and ring (for an export's copy).
    void showSame(const PhaseMapWidget &other);
    static QColor colorOf(double log10Ratio); // a cell's colour
    QSize sizeHint() const override;          // 720 x 560 at the desktop's type, more for a room's

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

// What a map is of, without its axes (init std and depth), which a click on a cell changes:
// "sigmoid, residual, width 64, batch 32".
QString phaseMapSubject(const ModelConfig &base);

} // namespace gradflow
