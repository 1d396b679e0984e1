#pragma once

#include <QColor>
#include <QFont>
#include <QWidget>

#include <vector>

namespace gradflow {

// One legend for the three stacked charts: a row of line samples and names above them, so no
// chart gives up plot height to a legend of its own and the layer axes stay aligned. Hidden
// while it would name only the live curve. Paints the same way on screen and into an export.
class LegendStrip : public QWidget
{
    Q_OBJECT

public:
    struct Entry
    {
        QString label;
        QColor color;
        bool live = true;    // solid and thick; pins are dashed
        bool marker = false; // the exact-zero triangle instead of a line
        int shape = -1;      // a scatter series' QScatterSeries::MarkerShape instead of a line; -1: none
    };

    explicit LegendStrip(QWidget *parent = nullptr);

    void setEntries(const std::vector<Entry> &entries);
    const std::vector<Entry> &entries() const { return m_entries; }
    void setLook(const QFont &font, double scale);

    // Height the entries need at this width (they wrap), and the painting itself.
    static double heightFor(const std::vector<Entry> &entries, const QFont &font, double scale, double width);
    static void paint(QPainter &painter, const QRectF &area, const std::vector<Entry> &entries, const QFont &font,
                      double scale, const QColor &text);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    void fitHeight(); // the height its entries need at its width

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    std::vector<Entry> m_entries;
    double m_scale = 1.0;
};

} // namespace gradflow
