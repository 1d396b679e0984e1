#pragma once

#include "ui/charts/powerlabels.h"

#include <QChartView>
#include <QFontMetricsF>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace gradflow {

struct TrainResult;

// The loss over the steps, the steps where the clip fired marked along the bottom edge, and the step where a run
// diverged marked "diverged here". Plotted as log10 of the loss on
// a linear axis labelled in powers of ten with tall exponents, as the layer charts are (a log axis
// printed "1e+47" for a diverging run). Built once; updates replace() the series' points, and
// non-finite or non-positive losses are never drawn.
class LossChart : public QChartView
{
    Q_OBJECT

public:
    explicit LossChart(QWidget *parent = nullptr);

    void setRun(const TrainResult &run);
    void clear();
    QList<QPointF> lossPoints() const { return m_lossBuffer; } // (step, loss) as drawn (tests)
    QList<QPointF> clipPoints() const { return m_clipBuffer; }
    QStringList yLabels() const { return m_labels.labels(m_ticks); } // bottom to top
    int divergedAt() const { return m_divergedAt; }                  // the step marked "diverged here"; 0: none
    QColor lossColor() const;
    // The chart's width at which its legend's entries stand whole in their row; 0: no legend shown.
    int legendWidth() const;
    static QColor divergenceColor() { return QColor(200, 30, 30); }
    // Where "diverged here" stands beside the line at x over plot (tests: inside the plot).
    static QRectF divergenceLabelBox(const QFontMetricsF &fm, const QString &text, const QRectF &plot, double x);
    // As LayerChart::setLook: textPixels, when larger, sizes the axis titles and the legend.
    void setLook(bool dark, double scale, double labelPixels, double textPixels = 0);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    void fitAxes(int steps);
    void fitYAxis();
    void fitTitle();
    void refitAfterLayout();
    void layOutLegend();
    void drawDivergence(QPainter &painter) const;
    void placeClipMarks();

    QLineSeries *m_loss;
    QScatterSeries *m_clipped;
    QValueAxis *m_x;
    QValueAxis *m_y; // log10 of the loss
    PowerLabels m_labels;
    YTicks m_ticks;
    double m_low = -1, m_high = 1;             // the drawn losses' log10 extent
    QList<QPointF> m_lossBuffer, m_clipBuffer; // in the loss's units
    QList<QPointF> m_logLoss, m_logClip;       // as the series hold them
    double m_scale = 1.0;
    int m_steps = 0; // the run's length: the x axis's end
    int m_xTicks = 0;
    int m_divergedAt = 0;
};

} // namespace gradflow
