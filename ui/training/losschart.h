#pragma once

#include <QChartView>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace gradflow {

struct TrainResult;

// The loss over the steps on a log axis, the steps where the clip fired marked. Built once;
// updates replace() the series' points, and non-finite or non-positive losses are never drawn.
class LossChart : public QChartView
{
    Q_OBJECT

public:
    explicit LossChart(QWidget *parent = nullptr);

    void setRun(const TrainResult &run);
    void clear();
    QList<QPointF> lossPoints() const; // as drawn (tests)
    QList<QPointF> clipPoints() const;
    void setLook(bool dark, double scale, double labelPixels);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitAxes(double lowLoss, double highLoss, int steps);

    QLineSeries *m_loss;
    QScatterSeries *m_clipped;
    QValueAxis *m_x;
    QLogValueAxis *m_y;
    QList<QPointF> m_lossBuffer, m_clipBuffer;
    double m_scale = 1.0;
    int m_steps = 0; // the run's length: the x axis's end
    int m_ticks = 0;
};

} // namespace gradflow
