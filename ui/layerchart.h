#pragma once

#include <QChartView>
#include <QColor>
#include <QPen>

#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace gradflow {

// One curve over the layers: log10 values, -inf for an exact zero.
struct Curve
{
    QString label;
    std::vector<double> log10Values;
    int firstLayer = 0;
    QColor color;
    bool live = true;
    bool theory = false; // the mean-field prediction: a dashed neutral line
};

// A chart of log10 magnitudes per layer on a linear axis labelled in powers of ten, so 10^-1000
// plots as easily as 10^3. Exact zeros go to marker points on the bottom edge. Built once;
// updates use replace() on the existing series.
class LayerChart : public QChartView
{
    Q_OBJECT

public:
    LayerChart(const QString &title, const QString &yTitle, QWidget *parent = nullptr);

    void setCurves(const std::vector<Curve> &curves);
    void setYTitle(const QString &title);
    void setLegendShown(bool shown);
    void setLook(bool dark, double scale);
    QList<QPointF> livePoints() const; // the live curve as drawn
    static QColor zeroColor() { return QColor(220, 40, 40); } // the exact-zero markers
    static QPen curvePen(const QColor &color, bool live, double scale); // also the legend's samples

    // The y axis's width left of the plot, and padding that moves the plot right: the panel
    // lines up the three plots so a layer sits at the same x in all of them.
    double yLabelsWidth() const;
    void setExtraLeft(double pixels);

signals:
    void painted();
    void yLabelsChanged();
    void axisFitted(); // after each refit for a new size or font (tests wait on it)

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    double fitYAxis(); // range and tick step for m_low..m_high at this height; returns the minimum
    void updateLegend();
    void refitAfterLayout();
    void rebuildSeries(const std::vector<Curve> &curves);
    void applyPens();

    QValueAxis *m_x;
    QValueAxis *m_y;
    std::vector<QLineSeries *> m_lines;
    QScatterSeries *m_zeros;
    std::vector<Curve> m_shape; // labels and colours the series were built for
    std::vector<QList<QPointF>> m_buffers;
    static constexpr int kLeftMargin = 6;
    double m_scale = 1.0;
    double m_extraLeft = 0;
    double m_low = -1, m_high = 1; // the finite log10 values' extent
    bool m_legendWanted = true;
};

} // namespace gradflow
