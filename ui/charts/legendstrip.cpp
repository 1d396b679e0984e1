#include "ui/charts/legendstrip.h"

#include "ui/charts/layerchart.h"

#include <QPainter>
#include <QPainterPath>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

struct Metrics
{
    double sample, gap, spacing, row;
};

Metrics metricsFor(const QFont &font, double scale)
{
    const QFontMetricsF fm(font);
    return {30 * scale, 6 * scale, 18 * scale, std::ceil(fm.height() + 6 * scale)};
}

// Lays the entries out left to right, wrapping; calls place(entry, sampleRect, textRect).
template<typename Place>
double layOut(const std::vector<LegendStrip::Entry> &entries, const QFont &font, double scale, const QRectF &area,
              Place place)
{
    if (entries.empty())
        return 0;
    const QFontMetricsF fm(font);
    const Metrics m = metricsFor(font, scale);
    double x = area.left(), y = area.top();
    for (const LegendStrip::Entry &e : entries) {
        const double textWidth = std::min(fm.horizontalAdvance(e.label), area.width() - m.sample - m.gap);
        const double width = m.sample + m.gap + textWidth;
        if (x > area.left() && x + width > area.right()) {
            x = area.left();
            y += m.row;
        }
        place(e, QRectF(x, y, m.sample, m.row), QRectF(x + m.sample + m.gap, y, textWidth, m.row));
        x += width + m.spacing;
    }
    return y + m.row - area.top();
}

// A scatter series' marker of radius r around mid, as Qt Charts draws that shape.
QPainterPath markerPath(int shape, QPointF mid, double r)
{
    QPainterPath path;
    auto polygon = [&](int corners, double turn, bool star) {
        const int points = star ? 2 * corners : corners;
        for (int i = 0; i < points; ++i) {
            const double angle = turn + 2 * M_PI * i / points;
            const double radius = star && i % 2 ? 0.45 * r : r;
            const QPointF p = mid + QPointF(radius * std::sin(angle), -radius * std::cos(angle));
            i ? path.lineTo(p) : path.moveTo(p);
        }
        path.closeSubpath();
    };
    switch (shape) {
    case QScatterSeries::MarkerShapeCircle:
        path.addEllipse(mid, r, r);
        break;
    case QScatterSeries::MarkerShapeRectangle:
        path.addRect(QRectF(mid.x() - r, mid.y() - r, 2 * r, 2 * r));
        break;
    case QScatterSeries::MarkerShapeRotatedRectangle:
        polygon(4, 0, false);
        break;
    case QScatterSeries::MarkerShapeTriangle:
        polygon(3, 0, false);
        break;
    case QScatterSeries::MarkerShapeStar:
        polygon(5, 0, true);
        break;
    case QScatterSeries::MarkerShapePentagon:
        polygon(5, 0, false);
        break;
    default:
        path.addEllipse(mid, r, r);
        break;
    }
    return path;
}

} // namespace

LegendStrip::LegendStrip(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setVisible(false);
}

void LegendStrip::setEntries(const std::vector<Entry> &entries)
{
    auto same = [](const Entry &a, const Entry &b) {
        return a.label == b.label && a.color == b.color && a.live == b.live && a.marker == b.marker
               && a.shape == b.shape;
    };
    if (entries.size() == m_entries.size() && std::equal(entries.begin(), entries.end(), m_entries.begin(), same))
        return; // a slider step changes nothing here: no re-layout of the charts
    m_entries = entries;
    // The live curve alone needs no legend: the caption already says what it is.
    const bool onlyLive =
        m_entries.size() == 1 && m_entries.front().live && !m_entries.front().marker && m_entries.front().shape < 0;
    setVisible(!m_entries.empty() && !onlyLive);
    fitHeight();
    update();
}

void LegendStrip::setLook(const QFont &font, double scale)
{
    setFont(font);
    m_scale = scale;
    fitHeight();
    update();
}

double LegendStrip::heightFor(const std::vector<Entry> &entries, const QFont &font, double scale, double width)
{
    return layOut(entries, font, scale, QRectF(0, 0, width, 1e6), [](const Entry &, const QRectF &, const QRectF &) {});
}

void LegendStrip::paint(QPainter &painter, const QRectF &area, const std::vector<Entry> &entries, const QFont &font,
                        double scale, const QColor &text)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(font);
    layOut(entries, font, scale, area, [&](const Entry &e, const QRectF &sample, const QRectF &label) {
        const QPointF mid = sample.center();
        if (e.shape >= 0) {
            painter.setPen(QPen(e.color.darker(140), 1));
            painter.setBrush(e.color);
            painter.drawPath(markerPath(e.shape, mid, 5 * scale));
        } else if (e.marker) {
            const double r = 5 * scale;
            QPainterPath triangle;
            triangle.moveTo(mid.x(), mid.y() - r);
            triangle.lineTo(mid.x() + r, mid.y() + r);
            triangle.lineTo(mid.x() - r, mid.y() + r);
            triangle.closeSubpath();
            painter.setPen(QPen(e.color.darker(180), 1));
            painter.setBrush(e.color);
            painter.drawPath(triangle);
        } else {
            painter.setPen(LayerChart::curvePen(e.color, e.live, scale));
            painter.drawLine(QPointF(sample.left() + 2 * scale, mid.y()), QPointF(sample.right() - 2 * scale, mid.y()));
        }
        painter.setPen(text);
        painter.drawText(label, Qt::AlignVCenter | Qt::AlignLeft,
                         QFontMetricsF(font).elidedText(e.label, Qt::ElideRight, label.width() + 1));
    });
    painter.restore();
}

int LegendStrip::heightForWidth(int width) const
{
    return int(std::ceil(heightFor(m_entries, font(), m_scale, width - 8)));
}

QSize LegendStrip::sizeHint() const { return {400, heightForWidth(width() > 0 ? width() : 400)}; }

void LegendStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paint(painter, QRectF(rect()).adjusted(4, 0, -4, 0), m_entries, font(), m_scale,
          palette().color(QPalette::WindowText));
}

void LegendStrip::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitHeight();
}

void LegendStrip::fitHeight()
{
    const int h = heightForWidth(width() > 0 ? width() : 400);
    if (h != height() || minimumHeight() != h)
        setFixedHeight(h);
}

} // namespace gradflow
