#include "ui/phasemap/phasemapwidget.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/format.h"
#include "ui/charts/look.h"

#include <QFontInfo>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace gradflow {

namespace {

constexpr double kSaturation = 10.0; // |log10 ratio| at which the colour is full
constexpr double kBarGap = 16, kBarWidth = 14;

// 10 to the power e with the exponent as tall as the digits, as the charts' axes draw it.
QString powerOfTen(int e) { return QStringLiteral("10") + superscriptExponent(e); }

// A power of ten's width as drawn: the exponent at the digits' size.
double powerWidth(const QFontMetricsF &fm, int e)
{
    return fm.horizontalAdvance(QStringLiteral("10") + QString::number(e).replace('-', QChar(0x2212)));
}

} // namespace

PhaseMapWidget::PhaseMapWidget(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setMinimumSize(420, 320);
}

QSize PhaseMapWidget::sizeHint() const
{
    const double k = std::max(1.0, QFontInfo(font()).pixelSize() / 13.0);
    return QSize(int(720 * k), int(560 * k));
}

void PhaseMapWidget::setGrid(const PhaseGrid &grid, double criticalStd)
{
    m_grid = grid;
    m_stds = phaseStds(grid);
    m_depths = phaseDepths(grid);
    m_cells.assign(m_stds.size() * m_depths.size(), std::nullopt);
    m_landed = 0;
    m_criticalStd = criticalStd;
    update();
}

void PhaseMapWidget::setCell(int index, std::optional<double> log10Ratio)
{
    if (index < 0 || size_t(index) >= m_cells.size())
        return;
    m_cells[size_t(index)] = log10Ratio;
    m_landed = std::max(m_landed, index + 1);
    update(cellRect(index).toAlignedRect());
}

// The margins follow the type: tick labels, their raised exponents and the axis titles.
QRectF PhaseMapWidget::plotRect() const
{
    const QFontMetricsF fm(font());
    const double left = 1.5 * fm.height() + fm.horizontalAdvance(QStringLiteral("1000")) + 10;
    const double right = kBarGap + kBarWidth + 8 + powerWidth(fm, -10) + 8;
    const double top = 1.2 * fm.height(), bottom = 3.0 * fm.height() + 10; // the colour bar's raised 10^10 above
    return QRectF(left, top, std::max(10.0, width() - left - right), std::max(10.0, height() - top - bottom));
}

QRectF PhaseMapWidget::cellRect(int index) const
{
    const QRectF p = plotRect();
    const int columns = int(m_stds.size()), rows = int(m_depths.size());
    if (!columns || !rows)
        return {};
    const double w = p.width() / columns, h = p.height() / rows;
    const int row = index / columns, column = index % columns;
    return QRectF(p.left() + column * w, p.top() + row * h, w, h);
}

double PhaseMapWidget::xOfStd(double s) const
{
    const QRectF plot = plotRect();
    const double a = std::log10(m_grid.stdLow), b = std::log10(m_grid.stdHigh);
    const double column = b > a ? (std::log10(s) - a) / (b - a) * (double(m_stds.size()) - 1) : 0.0;
    return plot.left() + (column + 0.5) * plot.width() / double(m_stds.size());
}

double PhaseMapWidget::criticalLineX() const
{
    if (m_stds.empty() || !(m_criticalStd > 0) || m_criticalStd < m_grid.stdLow || m_criticalStd > m_grid.stdHigh)
        return -1;
    return xOfStd(m_criticalStd);
}

int PhaseMapWidget::cellAt(const QPointF &point) const
{
    const QRectF p = plotRect();
    if (!p.contains(point) || m_stds.empty() || m_depths.empty())
        return -1;
    const int column = std::min(int(m_stds.size()) - 1, int((point.x() - p.left()) / p.width() * m_stds.size()));
    const int row = std::min(int(m_depths.size()) - 1, int((point.y() - p.top()) / p.height() * m_depths.size()));
    return row * int(m_stds.size()) + column;
}

QString PhaseMapWidget::cellText(int index) const
{
    if (index < 0 || size_t(index) >= m_cells.size())
        return {};
    const int depth = m_depths[size_t(index) / m_stds.size()];
    const double s = m_stds[size_t(index) % m_stds.size()];
    QString value = tr("not computed yet");
    if (index < m_landed) {
        const std::optional<double> &r = m_cells[size_t(index)];
        value = !r               ? tr("undefined (the last gradient is exactly 0)")
                : std::isinf(*r) ? tr("first gradient exactly 0")
                                 : tr("first/last gradient %1").arg(formatPower(*r));
    }
    return tr("depth %1, init std %2: %3").arg(depth).arg(proseLocale().toString(s, 'g', 3)).arg(value);
}

QColor PhaseMapWidget::colorOf(double r)
{
    // Diverging: blue (vanishing) - white (ratio 1) - red (exploding), saturating at 10^+-10.
    const double t = std::isinf(r) ? -1.0 : std::clamp(r / kSaturation, -1.0, 1.0);
    const QColor end = t < 0 ? QColor(33, 102, 172) : QColor(178, 24, 43);
    const double a = std::fabs(t);
    return QColor(int(255 + (end.red() - 255) * a), int(255 + (end.green() - 255) * a),
                  int(255 + (end.blue() - 255) * a));
}

void PhaseMapWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    const QRectF plot = plotRect();
    p.fillRect(plot, QColor(200, 200, 200));
    for (int i = 0; i < int(m_cells.size()); ++i) {
        if (i >= m_landed)
            continue;
        const std::optional<double> &r = m_cells[size_t(i)];
        p.fillRect(cellRect(i).adjusted(0, 0, 0.6, 0.6), r ? colorOf(*r) : QColor(120, 120, 120));
    }
    p.setPen(palette().windowText().color());
    p.drawRect(plot);
    drawStdAxis(p, plot);
    drawDepthAxis(p, plot);
    if (const std::optional<QPointF> at = currentMarker()) { // white under black: seen on red and on blue
        const double radius = std::max(8.0, 0.5 * QFontMetricsF(font()).height());
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::white, 5));
        p.drawEllipse(*at, radius, radius);
        p.setPen(QPen(Qt::black, 2));
        p.drawEllipse(*at, radius, radius);
        p.setPen(palette().windowText().color());
    }
    drawColourBar(p, plot);
}

// A map of two decades had two labels (10^0, 10^1): the 2s and 5s between them are numbers a
// room reads at once. Decades alone where there are three or more, or where the 2s would crowd.
std::vector<PhaseMapWidget::StdTick> PhaseMapWidget::stdTicks() const
{
    const double a = std::log10(m_grid.stdLow), b = std::log10(m_grid.stdHigh);
    const int first = int(std::ceil(a - 1e-9)), last = int(std::floor(b + 1e-9));
    std::vector<StdTick> decades, fine;
    for (int e = first; e <= last; ++e)
        decades.push_back({std::pow(10.0, e), powerOfTen(e)});
    for (int e = first - 1; e <= last && first >= -3 && last <= 3; ++e) {
        for (double m : {1.0, 2.0, 5.0}) {
            const double s = m * std::pow(10.0, e);
            if (s >= m_grid.stdLow * (1 - 1e-9) && s <= m_grid.stdHigh * (1 + 1e-9))
                fine.push_back({s, QString::number(s, 'g', 3)});
        }
    }
    if (last - first >= 2 || fine.size() < 2)
        return decades;
    const QFontMetricsF fm(font());
    for (size_t i = 1; i < fine.size(); ++i) {
        const double room = xOfStd(fine[i].std) - xOfStd(fine[i - 1].std);
        if (room < (fm.horizontalAdvance(fine[i].label) + fm.horizontalAdvance(fine[i - 1].label)) / 2 + fm.height())
            return decades;
    }
    return fine;
}

// Init std across on a log scale, with the theory's critical std dashed; one title under it.
void PhaseMapWidget::drawStdAxis(QPainter &p, const QRectF &plot)
{
    if (m_stds.empty())
        return;
    const QFontMetricsF fm(font());
    const double labelHeight = 1.6 * fm.height();
    for (const StdTick &tick : stdTicks()) {
        const double x = xOfStd(tick.std);
        p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4));
        const double w = fm.horizontalAdvance(tick.label) + 2 * fm.height();
        drawExponentText(p, QRectF(x - w / 2, plot.bottom() + 4, w, labelHeight), Qt::AlignHCenter | Qt::AlignBottom,
                         tick.label);
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 6 + labelHeight, plot.width(), fm.height()), Qt::AlignCenter,
               tr("init std (log scale)"));
    if (const double x = criticalLineX(); x >= 0) {
        p.setPen(QPen(Qt::black, 2, Qt::DashLine));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const QString label = tr("critical std (theory)"); // on the side of the line with room for it
        const double w = fm.horizontalAdvance(label);
        p.drawText(
            QPointF(x + 4 + w <= plot.right() ? x + 4 : std::max(plot.left(), x - 4 - w), plot.top() + fm.ascent() + 2),
            label);
        p.setPen(palette().windowText().color());
    }
}

void PhaseMapWidget::drawDepthAxis(QPainter &p, const QRectF &plot)
{
    if (m_depths.empty())
        return;
    const QFontMetricsF fm(font());
    const int rows = int(m_depths.size());
    const int every = std::max(1, int(std::ceil(rows * 1.5 * fm.height() / plot.height())));
    for (int row = 0; row < rows; row += every) {
        const double y = plot.top() + (row + 0.5) * plot.height() / rows;
        const QString label = QString::number(m_depths[size_t(row)]);
        p.drawText(QPointF(plot.left() - 6 - fm.horizontalAdvance(label), y + fm.ascent() / 2 - 1), label);
    }
    p.save();
    p.translate(0.75 * fm.height(), plot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-plot.height() / 2, -fm.height() / 2, plot.height(), fm.height()), Qt::AlignCenter, tr("depth"));
    p.restore();
}

// The colour bar: log10 of the first-to-last gradient ratio, 10^-10 to 10^10.
void PhaseMapWidget::drawColourBar(QPainter &p, const QRectF &plot)
{
    const QFontMetricsF fm(font());
    const QRectF bar(plot.right() + kBarGap, plot.top(), kBarWidth, plot.height());
    for (int i = 0; i < int(bar.height()); ++i) {
        const double r = kSaturation * (1.0 - 2.0 * i / bar.height());
        p.fillRect(QRectF(bar.left(), bar.top() + i, bar.width(), 1.0), colorOf(r));
    }
    p.drawRect(bar);
    const double labelHeight = 1.6 * fm.height();
    for (double r : {kSaturation, 0.0, -kSaturation}) {
        const double y = bar.top() + (1.0 - (r / kSaturation + 1.0) / 2.0) * bar.height();
        const QRectF at(bar.right() + 4, y - labelHeight / 2, width() - bar.right() - 4, labelHeight);
        drawExponentText(p, at, Qt::AlignLeft | Qt::AlignVCenter, r == 0 ? QStringLiteral("1") : powerOfTen(int(r)));
    }
}

void PhaseMapWidget::showSame(const PhaseMapWidget &other)
{
    m_grid = other.m_grid;
    m_stds = other.m_stds;
    m_depths = other.m_depths;
    m_cells = other.m_cells;
    m_landed = other.m_landed;
    m_criticalStd = other.m_criticalStd;
    m_currentStd = other.m_currentStd;
    m_currentDepth = other.m_currentDepth;
    m_currentShown = other.m_currentShown;
    update();
}

void PhaseMapWidget::mouseMoveEvent(QMouseEvent *event)
{
    const int index = cellAt(event->position());
    if (index >= 0)
        QToolTip::showText(event->globalPosition().toPoint(), tallExponents(cellText(index)), this);
    else
        QToolTip::hideText();
}

void PhaseMapWidget::setCurrent(double initStd, int depth, bool shown)
{
    m_currentStd = initStd;
    m_currentDepth = depth;
    m_currentShown = shown;
    update();
}

std::optional<QPointF> PhaseMapWidget::currentMarker() const
{
    const double slack = 1e-9 * m_grid.stdHigh;
    if (!m_currentShown || m_depths.empty()
        || !(m_currentStd >= m_grid.stdLow - slack && m_currentStd <= m_grid.stdHigh + slack)
        || m_currentDepth < m_grid.depthLow || m_currentDepth > m_grid.depthHigh)
        return std::nullopt;
    const QRectF plot = plotRect();
    const int rows = int(m_depths.size());
    const double span = std::max(1, m_grid.depthHigh - m_grid.depthLow);
    const double row = double(m_currentDepth - m_grid.depthLow) / span * (rows - 1);
    return QPointF(xOfStd(m_currentStd), plot.top() + (row + 0.5) * plot.height() / rows);
}

void PhaseMapWidget::mousePressEvent(QMouseEvent *event)
{
    const int index = cellAt(event->position());
    if (!m_clicks || index < 0 || event->button() != Qt::LeftButton)
        return;
    emit cellClicked(m_depths[size_t(index) / m_stds.size()], m_stds[size_t(index) % m_stds.size()]);
}

QString phaseMapSubject(const ModelConfig &base)
{
    QString network = QString::fromStdString(activationLabel(base.activation));
    if (base.residual)
        network += QObject::tr(", residual");
    if (base.norm != Norm::None)
        network += QStringLiteral(", %1 %2").arg(QString::fromStdString(toString(base.norm)),
                                                 QString::fromStdString(toString(base.normPlace)));
    return QObject::tr("%1, width %2, batch %3").arg(network).arg(base.width).arg(base.batch);
}

} // namespace gradflow
