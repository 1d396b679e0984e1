#include "ui/charts/layermarker.h"

#include "ui/charts/layerchart.h"

#include <QEvent>
#include <QPainter>
#include <QValueAxis>

namespace gradflow {

LayerMarker::LayerMarker(LayerChart *chart) : QWidget(chart->viewport()), m_chart(chart)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setGeometry(chart->viewport()->rect());
    chart->viewport()->installEventFilter(this);
    // The layer axis moves with the depth, the fonts and the window's size.
    connect(chart, &LayerChart::axisFitted, this, qOverload<>(&QWidget::update));
    connect(chart->chart(), &QChart::plotAreaChanged, this, qOverload<>(&QWidget::update));
}

void LayerMarker::setLayer(int layer)
{
    m_layer = layer;
    update();
}

double LayerMarker::lineX() const
{
    const QList<QAbstractAxis *> axes = m_chart->chart()->axes(Qt::Horizontal);
    const auto *x = axes.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(axes.front());
    if (m_layer <= 0 || !x || !(x->max() > x->min()) || m_layer < x->min() || m_layer > x->max())
        return -1;
    const QRectF plot = m_chart->chart()->plotArea();
    const QPointF at(plot.left() + (m_layer - x->min()) / (x->max() - x->min()) * plot.width(), plot.top());
    return m_chart->mapFromScene(m_chart->chart()->mapToScene(at)).x();
}

void LayerMarker::paintEvent(QPaintEvent *)
{
    const double x = lineX();
    if (x < 0)
        return;
    const QRectF plot = m_chart->chart()->plotArea();
    const double top = m_chart->mapFromScene(m_chart->chart()->mapToScene(plot.topLeft())).y();
    const double bottom = m_chart->mapFromScene(m_chart->chart()->mapToScene(plot.bottomLeft())).y();
    // A translucent band, as a selection is drawn: no curve, pin or theory line looks like it.
    QPainter p(this);
    p.fillRect(QRectF(x - 5, top, 10, bottom - top), QColor(255, 190, 0, 90));
}

bool LayerMarker::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        setGeometry(m_chart->viewport()->rect());
    return QWidget::eventFilter(watched, event);
}

} // namespace gradflow
