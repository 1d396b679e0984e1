#pragma once

#include "ui/charts/powerlabels.h"
#include "ui/charts/tickchoice.h"

#include <QChartView>
#include <QColor>
#include <QPen>

#include <cmath>
#include <limits>
#include <optional>
#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace gradflow {

class BandArea;

// One curve over the layers: log10 values, -inf for an exact zero.
struct Curve
{
    QString label;
    std::vector<double> log10Values;
    int firstLayer = 0;
    QColor color;
    bool live = true;
    bool theory = false; // the mean-field prediction: a dashed neutral line
    // With theory: the dashes' gaps, in the background's colour, so the line shows as dark and
    // light stripes where it lies on a measured curve of the same course.
    bool gaps = false;
    std::vector<int> layers = {}; // each value's layer, where they are not consecutive from firstLayer
};

// A predicted line as every chart draws one: its dashes, then the same line dashed into their
// gaps in the plot's background colour, so it shows as dark and light stripes even where it lies
// on a measured curve of the same course. The gaps' line has no legend entry. Nothing is added
// for a line with no finite value: no legend entry for a line not drawn. Colours left invalid
// (QColor()) follow the chart's theme: grey dashes, gaps of the plot's background.
void appendDashedLine(std::vector<Curve> &curves, Curve line, const QColor &background = QColor());

// A chart of log10 magnitudes per layer on a linear axis labelled in powers of ten, so 10^-1000
// plots as easily as 10^3. Exact zeros go to marker points on the bottom edge. Built once;
// updates use replace() on the existing series.
class LayerChart : public QChartView
{
    Q_OBJECT

public:
    LayerChart(const QString &title, const QString &yTitle, QWidget *parent = nullptr);

    void setCurves(const std::vector<Curve> &curves);
    // A shaded band under the curves (the spread over seeds), drawn from the next setCurves();
    // empty low: none.
    void setBand(const std::vector<double> &low, const std::vector<double> &high, int firstLayer, const QColor &color);
    void setTitles(const QString &title, const QString &yTitle);
    // Hidden, the series keep the names they had (a rename re-lays-out the chart); shown, they
    // take the curves' labels again.
    void setLegendShown(bool shown);
    QString curveLabel(int index) const; // as last set, legend shown or not (the hover tip's)
    // The hover tip for the pointer at this viewport position: the curve nearest it at the
    // layer under it, within reach; empty elsewhere.
    QString valueTipAt(const QPointF &viewPosition) const;
    void setLayerAxisShown(bool shown); // the layer numbers and title (the bottom chart's)
    // From the next setCurves(), the layer axis starts at the curves' first layer, not at 0: a
    // chart alone over the weight layers (or blocks) 1..depth names no layer 0. The Network
    // view's three charts keep 0, so a layer sits at the same x in all of them.
    void setAxisFromFirstLayer(bool fromFirst);
    // What the x axis counts: a dense network's layers (unless set), or a transformer's blocks.
    // The axis's title and the hover tip ("block 3: 10⁻²") name it.
    enum class Unit { Layer, Block };
    void setUnit(Unit unit);
    // scale: 1 on a desk; labelPixels, when given, sizes the tick labels and their exponents
    // for a room (presentation mode, slide exports).
    // textPixels, when larger, sizes the axis titles and the legend (the room's text).
    void setLook(bool dark, double scale, double labelPixels = 0, double textPixels = 0);
    QList<QPointF> livePoints() const;                                  // the live curve as drawn
    const BandArea &band() const { return *m_band; }                    // the shaded band as drawn
    static QColor zeroColor() { return QColor(220, 40, 40); }           // the exact-zero markers
    static QPen curvePen(const QColor &color, bool live, double scale); // also the legend's samples
    // The theory line's width: at scale 1 no wider than the raster engine's fast dashed path.
    static double theoryPenWidth(double scale);
    // The plot's background in the light or the dark theme (a dashed line's gaps are drawn in it).
    static QColor plotBackground(bool dark) { return dark ? QColor(46, 48, 58) : QColor(Qt::white); }

    static constexpr int minIntervals = kMinTickIntervals;
    // chooseLogTicks() (ui/charts/tickchoice.h), the ticks every log10 chart takes.
    static YTicks chooseYTicks(double low, double high, double plotHeight, double labelSpacing);
    static QString exponentText(double exponent) { return PowerLabels::exponentText(exponent); }
    YTicks yTicks() const { return m_ticks; }
    QStringList xLabels() const; // the layer axis's tick labels, as laid out
    QStringList yLabels() const; // as drawn, bottom to top: "10" and the exponent
    double yLabelHeight() const; // one label's height, the raised exponent included
    double exponentPixels() const { return m_labels.exponentPixels(); }

    // The y axis's width left of the plot, and padding that moves the plot right: the panel
    // lines up the three plots so a layer sits at the same x in all of them.
    double yLabelsWidth() const;
    void setExtraLeft(double pixels);
    double naturalPlotLeft() const;    // where the plot starts without that padding
    double naturalPlotRight() const;   // where it ends without the right padding
    void setExtraRight(double pixels); // the layer axis's last label makes the bottom plot narrower

signals:
    void painted();
    void yLabelsChanged();
    void axisFitted(); // after each refit for a new size or font (tests wait on it)

protected:
    void paintEvent(QPaintEvent *event) override;
    // The y tick labels and title (PowerLabels).
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    static std::optional<double> valueAtLayer(const QList<QPointF> &points, int layer);
    double fitYAxis(); // range and tick step for m_low..m_high at this height; returns the minimum
    void fitXAxis();   // range and tick step for layers m_firstLayer..m_lastLayer at this width
    void updateLegend();
    void refitAfterLayout();
    void matchSeries(const std::vector<Curve> &curves); // rebuilt, renamed or restyled to fit them
    double fitAxes(const std::vector<Curve> &curves);   // returns the y axis's minimum
    void fillSeries(const std::vector<Curve> &curves, double yMin);
    void rebuildSeries(const std::vector<Curve> &curves);
    void applyPens();
    void applyMargins();

    QValueAxis *m_x;
    QValueAxis *m_y;
    YTicks m_ticks;
    PowerLabels m_labels;
    bool m_labelsDirty = true; // the labels' type changed: rebuild them
    std::vector<QLineSeries *> m_lines;
    QScatterSeries *m_zeros;
    BandArea *m_band = nullptr; // under every curve
    std::vector<Curve> m_shape; // labels and colours the series were built for
    std::vector<QList<QPointF>> m_buffers;
    Unit m_unit = Unit::Layer;
    static constexpr int kLeftMargin = 6, kRightMargin = 14;
    double m_scale = 1.0;
    bool m_dark = false;
    double m_extraLeft = 0, m_extraRight = 0, m_labelsWidth = 0;
    int m_paddingLeft = 0, m_paddingRight = 0; // the extras in whole pixels, as the margins hold them
    double m_low = -1, m_high = 1;             // the finite log10 values' extent
    double m_firstLayer = 0, m_lastLayer = 1;
    bool m_axisFromFirstLayer = false;
    bool m_legendWanted = true;
};

} // namespace gradflow
