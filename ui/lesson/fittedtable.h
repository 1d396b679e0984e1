#pragma once

#include <QTableWidget>

#include <vector>

namespace gradflow {

// A read-only table exactly as tall as its rows and at least as wide as its widest texts, so
// the layout never scrolls a number out of sight or cuts one off: the lesson's figures quote
// every number they hold. Rows are one line of the table's font high (a line with a tall
// exponent where a cell holds a power of ten: ExponentDelegate draws those).
class FittedTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit FittedTable(int rows = 0, int columns = 0, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The height and width the contents need (headers and frame included).
    QSize fittedSize() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    std::vector<int> columnNeeds() const; // each column's widest text, padded
    bool holdsExponents() const;
    int lineHeight() const;                   // one line of the table's font, a tall exponent's where a cell has one
    int textWidth(const QString &text) const; // as the cell draws it
    int rowLabelsWidth() const;
    void contentsChanged();
    void setRowHeights();
    void fitColumns();
};

} // namespace gradflow
