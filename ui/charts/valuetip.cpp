#include "ui/charts/valuetip.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/layerchart.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QToolTip>

namespace gradflow {

ValueTip::ValueTip(LayerChart *chart) : QObject(chart), m_chart(chart)
{
    chart->viewport()->setMouseTracking(true);
    chart->viewport()->installEventFilter(this);
}

bool ValueTip::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseMove) {
        const auto *move = static_cast<QMouseEvent *>(event);
        const QString tip = m_chart->valueTipAt(move->position());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(move->globalPosition().toPoint(), tallExponents(tip), m_chart);
        return false; // the chart sees the move too
    }
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString tip = m_chart->valueTipAt(help->pos());
        if (tip.isEmpty())
            return false; // nothing pointed at: the scene's own answer
        QToolTip::showText(help->globalPos(), tallExponents(tip), m_chart);
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gradflow
