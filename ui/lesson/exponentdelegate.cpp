#include "ui/lesson/exponentdelegate.h"

#include "ui/charts/exponenttext.h"

#include <QApplication>
#include <QPainter>

namespace gradflow {

void ExponentDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem cell(option);
    initStyleOption(&cell, index);
    const QString text = cell.text;
    cell.text.clear(); // the style draws the cell's background and focus; the text is drawn here
    const QWidget *widget = cell.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);
    // Every cell's text stands on one line at the row's foot, so a plain number and a power of ten
    // beside it share their baseline (the power's exponent takes the room above).
    // The style's own text margin, as it draws a cell's text itself.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect textRect =
        style->subElementRect(QStyle::SE_ItemViewItemText, &cell, widget).adjusted(margin, 0, -margin, -m_bottomMargin);
    const bool selected = cell.state & QStyle::State_Selected;
    painter->save();
    painter->setFont(cell.font);
    painter->setPen(cell.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    drawExponentText(*painter, textRect, int(cell.displayAlignment & Qt::AlignHorizontal_Mask) | Qt::AlignBottom, text);
    painter->restore();
}

} // namespace gradflow
