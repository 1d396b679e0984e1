#pragma once

#include "ui/charts/legendstrip.h"
#include "ui/charts/powerlabels.h"
#include "ui/charts/roundticks.h"

#include <QChartView>
#include <QScatterSeries>

#include <optional>
#include <utility>
#include <vector>

class QCategoryAxis;
class QLineSeries;

namespace gradflow {

class BandArea;
struct BlockTick;

// One chart of a transformer's series over its sub-layers: x counts sub-layers (embeddings,
// each block's attention and MLP, the final norm) with a tick and a label at each block, y holds
// log10 of a magnitude labelled in powers of ten (PowerLabels), or a plain value (entropy in
// nats). Where the pass says values left the precision's range, a red line marks the sub-layer
// and names it. The panel adds the series; every point it hands over is finite.
class SubLayerChart : public QChartView
{
    Q_OBJECT

public:
    SubLayerChart(const QString &title, bool log10, QWidget *parent = nullptr);

    QLineSeries *addLine(const QString &name, Qt::PenStyle style, const QColor &color = QColor(110, 110, 110),
                         double width = 2.0);
    // hollow: the outline only, in color (a pin's markers); filled: the live curves'.
    QScatterSeries *addMarkers(const QString &name, QScatterSeries::MarkerShape shape, const QColor &color,
                               bool hollow = false, double size = 10.0);
    void removeAdded(QXYSeries *series); // a series addLine or addMarkers made, gone with its entry
    void raise(QXYSeries *series);       // drawn over every other series (Qt Charts draws in the order added)
    // A shaded band under the series (the seed spread), by index from 0; values per x from
    // firstX, non-finite ones not drawn (the band stops before the first).
    int addBand(const QColor &color);
    void setBandValues(int band, std::vector<double> low, std::vector<double> high, int firstX = 0);
    void setEntryLabel(QXYSeries *series, const QString &label); // its legend entry's
    QList<QPointF> bandUpperPoints(int band) const;              // as drawn (tests)
    // The x axis for this many blocks, y around every series' points, and the leftRange mark.
    void fit(int blocks, std::optional<int> leftRangeX, const QString &leftRangeText);
    QStringList xLabels() const; // as the axis shows them (tests)
    // The title, wrapped onto as many lines as the chart's width needs (never elided).
    void setTitleText(const QString &title);
    QString titleText() const { return m_title; }
    // What its legend strip shows: every named series holding points, in the order added.
    std::vector<LegendStrip::Entry> legendEntries() const;
    QStringList yLabels() const; // bottom to top (tests)
    double yMin() const;
    double yMax() const;
    // textPixels, when larger, sizes the axis titles (the room's text).
    void setLook(bool dark, double scale, double labelPixels, double textPixels = 0);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    void fitX();
    void fitMarkers(); // no wider than a sub-layer's place
    void fitTitle();
    void fitY();
    void fitPlainY(double low, double high);
    void drawLeftRange(QPainter &painter) const;

    QString m_title;
    bool m_log10;
    QCategoryAxis *m_x;
    QValueAxis *m_y;
    PowerLabels m_labels;
    YTicks m_ticks;
    RoundTicks m_round; // a plain axis's ticks
    int m_blocks = 1;
    std::optional<int> m_leftRangeX;
    QString m_leftRangeText;
    double m_scale = 1.0;
    std::vector<std::pair<QXYSeries *, QPen>> m_pens;           // each series' own, again after a theme
    std::vector<std::pair<QScatterSeries *, double>> m_markers; // sized with the look: each its desk size
    std::vector<QScatterSeries *> m_hollow;                     // outlined only
    std::vector<std::pair<QXYSeries *, double>> m_widths;       // each line's desk width
    std::vector<BandArea *> m_bands;
    std::vector<std::pair<QXYSeries *, LegendStrip::Entry>> m_entries; // each named series' legend entry
};

} // namespace gradflow
