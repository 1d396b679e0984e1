#include "ui/lesson/fittedtable.h"

#include "ui/charts/exponenttext.h"
#include "ui/lesson/exponentdelegate.h"

#include <QEvent>
#include <QHeaderView>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {
constexpr int cellPadding = 14; // the style's margins around a cell's text, both sides together
constexpr int rowPadding = 4;
} // namespace

FittedTable::FittedTable(int rows, int columns, QWidget *parent) : QTableWidget(rows, columns, parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setItemDelegate(new ExponentDelegate(rowPadding / 2, this));
    setWordWrap(false);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // New rows, columns or texts change what the table needs.
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved,
                        &QAbstractItemModel::columnsInserted, &QAbstractItemModel::columnsRemoved})
        connect(model(), signal, this, &FittedTable::contentsChanged);
    connect(model(), &QAbstractItemModel::dataChanged, this, &FittedTable::contentsChanged);
    connect(model(), &QAbstractItemModel::headerDataChanged, this, &FittedTable::contentsChanged);
    contentsChanged();
}

void FittedTable::contentsChanged()
{
    setRowHeights(); // a power of ten in a cell makes every row a tall exponent's height
    updateGeometry();
    fitColumns();
}

bool FittedTable::holdsExponents() const
{
    for (int r = 0; r < rowCount(); ++r)
        for (int c = 0; c < columnCount(); ++c)
            if (const QTableWidgetItem *cell = item(r, c); cell && hasExponent(cell->text()))
                return true;
    return false;
}

int FittedTable::lineHeight() const
{
    const int plain = fontMetrics().height();
    if (!holdsExponents())
        return plain;
    return std::max(plain, int(std::ceil(exponentTextSize(font(), QStringLiteral("10\u00B9")).height())));
}

int FittedTable::textWidth(const QString &text) const
{
    if (hasExponent(text))
        return int(std::ceil(exponentTextSize(font(), text).width()));
    return fontMetrics().horizontalAdvance(text);
}

void FittedTable::setRowHeights()
{
    const int row = lineHeight() + rowPadding;
    verticalHeader()->setMinimumSectionSize(std::min(row, verticalHeader()->minimumSectionSize()));
    verticalHeader()->setDefaultSectionSize(row);
}

void FittedTable::changeEvent(QEvent *event)
{
    QTableWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        contentsChanged();
}

std::vector<int> FittedTable::columnNeeds() const
{
    // From the table's own font: a font change reaches the headers after the table.
    const QFontMetrics metrics = fontMetrics();
    std::vector<int> needs;
    for (int c = 0; c < columnCount(); ++c) {
        int column = 0;
        if (const QTableWidgetItem *header = horizontalHeaderItem(c)) // the header's own hint adds its style's margins
            column = std::max(metrics.horizontalAdvance(header->text()),
                              horizontalHeader()->sectionSizeHint(c) - cellPadding);
        for (int r = 0; r < rowCount(); ++r)
            if (const QTableWidgetItem *cell = item(r, c))
                column = std::max(column, textWidth(cell->text()));
        needs.push_back(column + cellPadding);
    }
    return needs;
}

int FittedTable::rowLabelsWidth() const
{
    if (verticalHeader()->isHidden())
        return 0;
    int labels = 0;
    for (int r = 0; r < rowCount(); ++r)
        if (const QTableWidgetItem *header = verticalHeaderItem(r))
            labels = std::max(labels, fontMetrics().horizontalAdvance(header->text()));
    return std::max(labels + cellPadding, verticalHeader()->sizeHint().width());
}

QSize FittedTable::fittedSize() const
{
    const QFontMetrics metrics = fontMetrics();
    const QHeaderView *top = horizontalHeader();
    const int frame = 2 * frameWidth();
    int height = frame + rowCount() * (lineHeight() + rowPadding);
    if (!top->isHidden())
        height += top->sizeHint().height() - top->fontMetrics().height() + metrics.height();
    int width = frame + rowLabelsWidth();
    for (int need : columnNeeds())
        width += need;
    return {width, height};
}

void FittedTable::fitColumns()
{
    // Each column its texts' width, and an equal share of what is left.
    const std::vector<int> needs = columnNeeds();
    if (needs.empty())
        return;
    int spare = viewport()->width();
    for (int need : needs)
        spare -= need;
    spare = std::max(0, spare);
    const int n = int(needs.size());
    for (int c = 0; c < n; ++c)
        horizontalHeader()->resizeSection(c, needs[size_t(c)] + spare / n + (c < spare % n ? 1 : 0));
}

void FittedTable::resizeEvent(QResizeEvent *event)
{
    QTableWidget::resizeEvent(event);
    fitColumns();
}

QSize FittedTable::sizeHint() const { return fittedSize(); }

QSize FittedTable::minimumSizeHint() const { return fittedSize(); }

} // namespace gradflow
