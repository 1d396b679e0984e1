#pragma once

#include <QStyledItemDelegate>

namespace gradflow {

// Draws a table cell's powers of ten with tall exponents, as the readouts and axes write them
// (a cell's text keeps its Unicode superscripts: "9.5×10⁻⁷"). Every cell's text sits bottomMargin
// above the row's foot, so numbers in one row share a baseline.
class ExponentDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    ExponentDelegate(int bottomMargin, QObject *parent) : QStyledItemDelegate(parent), m_bottomMargin(bottomMargin) { }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int m_bottomMargin;
};

} // namespace gradflow
