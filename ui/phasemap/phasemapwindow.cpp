#include "ui/phasemap/phasemapwindow.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/exportdialog.h"
#include "ui/charts/format.h"
#include "ui/charts/look.h"
#include "ui/phasemap/phasemapfigure.h"
#include "ui/workers/phasemapworker.h"
#include "ui/charts/exportimage.h"
#include "core/analysis/theory.h"

#include <QApplication>
#include <QFontInfo>
#include <QFileDialog>

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QProgressBar>
#include <QPushButton>
#include <QToolTip>
#include <QVBoxLayout>

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
        value = !r ? tr("undefined (the last gradient is exactly 0)")
                   : std::isinf(*r) ? tr("first gradient exactly 0")
                                    : tr("first/last gradient %1").arg(formatPower(*r));
    }
    return tr("depth %1, init std %2: %3").arg(depth).arg(s, 0, 'g', 3).arg(value);
}

QColor PhaseMapWidget::colorOf(double r)
{
    // Diverging: blue (vanishing) - white (ratio 1) - red (exploding), saturating at 10^+-10.
    const double t = std::isinf(r) ? -1.0 : std::clamp(r / kSaturation, -1.0, 1.0);
    const QColor end = t < 0 ? QColor(33, 102, 172) : QColor(178, 24, 43);
    const double a = std::fabs(t);
    return QColor(int(255 + (end.red() - 255) * a), int(255 + (end.green() - 255) * a), int(255 + (end.blue() - 255) * a));
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

// Init std in decades across, with the theory's critical std dashed; one title under it.
void PhaseMapWidget::drawStdAxis(QPainter &p, const QRectF &plot)
{
    if (m_stds.empty())
        return;
    const QFontMetricsF fm(font());
    const double a = std::log10(m_grid.stdLow), b = std::log10(m_grid.stdHigh);
    const double labelHeight = 1.6 * fm.height();
    for (int e = int(std::ceil(a - 1e-9)); e <= int(std::floor(b + 1e-9)); ++e) {
        const double x = xOfStd(std::pow(10.0, e));
        p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4));
        const double w = powerWidth(fm, e) + fm.height();
        drawExponentText(p, QRectF(x - w / 2, plot.bottom() + 4, w, labelHeight), Qt::AlignHCenter | Qt::AlignBottom, powerOfTen(e));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 6 + labelHeight, plot.width(), fm.height()), Qt::AlignCenter,
               tr("init std (log scale)"));
    if (const double x = criticalLineX(); x >= 0) {
        p.setPen(QPen(Qt::black, 2, Qt::DashLine));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const QString label = tr("critical std (theory)"); // on the side of the line with room for it
        const double w = fm.horizontalAdvance(label);
        p.drawText(QPointF(x + 4 + w <= plot.right() ? x + 4 : std::max(plot.left(), x - 4 - w), plot.top() + fm.ascent() + 2), label);
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
    if (!m_currentShown || m_depths.empty() || !(m_currentStd >= m_grid.stdLow - slack && m_currentStd <= m_grid.stdHigh + slack)
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

PhaseMapWindow::PhaseMapWindow(const ModelConfig &base, const RunSettings &run, const PhaseGrid &grid, QWidget *parent)
    : QDialog(parent), m_base(base), m_network(base), m_run(run), m_map(new PhaseMapWidget), m_progress(new QProgressBar),
      m_status(new QLabel), m_caption(new QLabel), m_where(new QLabel), m_staleText(new QLabel), m_staleBar(new QWidget)
{
    auto *layout = new QVBoxLayout(this);
    m_caption->setWordWrap(true);
    layout->addWidget(m_caption);
    auto *stale = new QHBoxLayout(m_staleBar);
    stale->setContentsMargins(0, 0, 0, 0);
    m_staleText->setWordWrap(true);
    m_staleText->setStyleSheet(QStringLiteral("color: #b00000; font-weight: bold"));
    QPushButton *remap = new QPushButton(tr("&Map this network"));
    stale->addWidget(m_staleText, 1);
    stale->addWidget(remap);
    layout->addWidget(m_staleBar);
    layout->addWidget(m_map, 1);
    layout->addWidget(m_where);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *save = buttons->addButton(tr("Export image…"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(save, &QPushButton::clicked, this, &PhaseMapWindow::askAndExport);
    connect(remap, &QPushButton::clicked, this, [this] {
        start(m_network, gridAround(m_network));
        followNetwork(m_network);
    });
    connect(m_map, &PhaseMapWidget::cellClicked, this, [this](int depth, double s) {
        emit configRequested(phaseCellConfig(m_base, depth, s));
    });
    start(base, grid);
    followNetwork(base);
    setLook(Look::desk());
}

PhaseGrid PhaseMapWindow::gridAround(const ModelConfig &network)
{
    PhaseGrid grid;
    const double critical = criticalInitStd(network.activation, network.width);
    grid.stdLow = critical / 10;
    grid.stdHigh = critical * 10;
    return grid;
}

void PhaseMapWindow::start(const ModelConfig &base, const PhaseGrid &grid)
{
    if (!m_worker) {
        m_worker = new PhaseMapWorker(this);
        connect(m_worker, &PhaseMapWorker::cellReady, this, [this](int index, double r, bool defined, quint64 generation) {
            if (generation == m_generation)
                landCell(index, defined ? std::optional<double>(r) : std::nullopt);
        });
        connect(m_worker, &LatestWorker::failed, this, [this](const QString &message, quint64 generation) {
            if (generation == m_generation)
                m_status->setText(message);
        });
    }
    m_base = base;
    setWindowTitle(tr("Phase map: %1").arg(QString::fromStdString(describe(base))));
    const bool plain = !base.residual && base.norm == Norm::None;
    m_map->setGrid(grid, plain ? criticalInitStd(base.activation, base.width) : 0.0);
    m_caption->setText(tr("First-to-last gradient ratio over init std and depth (width %1, batch %2). "
                          "Blue: vanishing, red: exploding. Hover a cell for its numbers, click it to load it.")
                           .arg(base.width).arg(base.batch));
    m_progress->setRange(0, int(m_map->cells().size()));
    m_progress->setValue(0);
    m_status->setText(tr("Computing %1 cells…").arg(m_map->cells().size()));
    m_generation = m_worker->request(base, m_run, grid); // the old map stops at its next layer
}

void PhaseMapWindow::landCell(int index, std::optional<double> log10Ratio)
{
    m_map->setCell(index, log10Ratio);
    m_progress->setValue(index + 1);
    if (isComplete())
        m_status->setText(tr("Done: %1 cells.").arg(m_map->cells().size()));
}

// Depth and init std are the map's axes; anything else changed makes it another map.
bool PhaseMapWindow::isStale() const
{
    return !(phaseCellConfig(m_base, 2, 1.0) == phaseCellConfig(m_network, 2, 1.0));
}

void PhaseMapWindow::followNetwork(const ModelConfig &network)
{
    m_network = network;
    const bool stale = isStale();
    m_staleBar->setVisible(stale);
    m_staleText->setText(stale ? tr("Stale: this map is of %1; the window now shows %2. Clicking a cell is off.")
                                     .arg(QString::fromStdString(describe(m_base)), QString::fromStdString(describe(network)))
                               : QString());
    m_map->setClicksEnabled(!stale);
    m_map->setCurrent(weightStd(network), network.depth, !stale);
    m_where->setText(networkText());
}

QString PhaseMapWindow::networkText() const
{
    if (isStale())
        return tr("The window's network is not on this map.");
    const QString at = tr("init std %1, depth %2").arg(weightStd(m_network), 0, 'g', 3).arg(m_network.depth);
    if (m_map->currentMarker())
        return tr("Ring: the window's network (%1).").arg(at);
    const PhaseGrid grid = m_map->grid();
    return tr("The window's network (%1) lies outside this map (init std %2 to %3, depth %4 to %5).")
        .arg(at).arg(grid.stdLow, 0, 'g', 3).arg(grid.stdHigh, 0, 'g', 3).arg(grid.depthLow).arg(grid.depthHigh);
}

PhaseMapWindow::~PhaseMapWindow() { m_worker->shutdown(100); } // a cell mid-layer ends alone

bool PhaseMapWindow::isComplete() const { return m_map->landed() == int(m_map->cells().size()); }

// The export dialog of every export: a slide size (the default) or the window's, and the scale.
void PhaseMapWindow::askAndExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export phase map"), QStringLiteral("phase-map.png"),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    ExportDialog dialog(size(), path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive), this, false);
    dialog.setChoice(m_exportSize, m_exportScale, false);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_exportSize = dialog.drawingSize();
    m_exportScale = dialog.scale();
    const QString error = exportTo(path, dialog.drawingSize(), dialog.scale());
    m_status->setText(error.isEmpty() ? tr("Saved %1.").arg(path) : error);
}

QString PhaseMapWindow::exportTo(const QString &path, QSize size, double scale)
{
    const bool slide = size.isValid();
    const Look look = slide ? Look::room(size.height(), QFontInfo(QApplication::font()).pixelSize()) : m_look;
    PhaseMapFigure figure(*m_map, m_base, look);
    figure.resize(slide ? size : this->size());
    try {
        return figure.exportTo(path, scale);
    } catch (const ImageOutOfMemory &e) {
        return e.message();
    }
}

void PhaseMapWindow::setLook(const Look &look)
{
    m_look = look;
    QFont text = QApplication::font();
    if (look.textPixels > 0)
        text.setPixelSize(int(look.textPixels));
    setFont(text);
    m_map->setFont(mapFont(look));
    if (isVisible())
        resize(size().expandedTo(sizeHint())); // the map's room grows with its type
}

} // namespace gradflow
