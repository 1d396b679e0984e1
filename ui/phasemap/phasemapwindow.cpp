#include "ui/phasemap/phasemapwindow.h"

#include "ui/workers/phasemapworker.h"
#include "ui/charts/exportimage.h"
#include "ui/files/files.h"
#include "core/analysis/theory.h"

#include <QBuffer>
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

constexpr double kLeft = 64, kRight = 96, kTop = 16, kBottom = 48;
constexpr double kSaturation = 10.0; // |log10 ratio| at which the colour is full

} // namespace

PhaseMapWidget::PhaseMapWidget(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setMinimumSize(420, 320);
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

QRectF PhaseMapWidget::plotRect() const
{
    return QRectF(kLeft, kTop, std::max(10.0, width() - kLeft - kRight), std::max(10.0, height() - kTop - kBottom));
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
                                    : tr("first/last gradient 10^%1").arg(*r, 0, 'f', 2);
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
    // Axes: std in decades across, depth down.
    const QFontMetricsF fm(font());
    if (!m_stds.empty()) {
        const double a = std::log10(m_grid.stdLow), b = std::log10(m_grid.stdHigh);
        auto xOf = [this](double s) { return xOfStd(s); };
        for (int e = int(std::ceil(a - 1e-9)); e <= int(std::floor(b + 1e-9)); ++e) {
            const double x = xOf(std::pow(10.0, e));
            p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4));
            const QString label = QStringLiteral("10^%1").arg(e);
            p.drawText(QPointF(x - fm.horizontalAdvance(label) / 2, plot.bottom() + 4 + fm.ascent()), label);
        }
        p.drawText(QRectF(plot.left(), plot.bottom() + 6 + fm.height(), plot.width(), fm.height()), Qt::AlignCenter,
                   tr("init std (log scale)"));
        if (const double x = criticalLineX(); x >= 0) {
            QPen pen(Qt::black, 2, Qt::DashLine);
            p.setPen(pen);
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
            p.drawText(QPointF(x + 4, plot.top() + fm.ascent() + 2), tr("critical std (theory)"));
            p.setPen(palette().windowText().color());
        }
    }
    if (!m_depths.empty()) {
        const int rows = int(m_depths.size()), every = std::max(1, rows / 8);
        for (int row = 0; row < rows; row += every) {
            const double y = plot.top() + (row + 0.5) * plot.height() / rows;
            const QString label = QString::number(m_depths[size_t(row)]);
            p.drawText(QPointF(plot.left() - 6 - fm.horizontalAdvance(label), y + fm.ascent() / 2 - 1), label);
        }
        p.save();
        p.translate(12, plot.center().y());
        p.rotate(-90);
        p.drawText(QRectF(-plot.height() / 2, -fm.height() / 2, plot.height(), fm.height()), Qt::AlignCenter, tr("depth"));
        p.restore();
    }
    if (const std::optional<QPointF> at = currentMarker()) { // white under black: seen on red and on blue
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::white, 5));
        p.drawEllipse(*at, 8, 8);
        p.setPen(QPen(Qt::black, 2));
        p.drawEllipse(*at, 8, 8);
        p.setPen(palette().windowText().color());
    }
    // Colour bar: log10 of the first-to-last gradient ratio.
    const QRectF bar(plot.right() + 16, plot.top(), 14, plot.height());
    for (int i = 0; i < int(bar.height()); ++i) {
        const double r = kSaturation * (1.0 - 2.0 * i / bar.height());
        p.fillRect(QRectF(bar.left(), bar.top() + i, bar.width(), 1.0), colorOf(r));
    }
    p.drawRect(bar);
    for (double r : {kSaturation, 0.0, -kSaturation}) {
        const double y = bar.top() + (1.0 - (r / kSaturation + 1.0) / 2.0) * bar.height();
        p.drawText(QPointF(bar.right() + 4, y + fm.ascent() / 2 - 1), r == 0 ? QStringLiteral("1") : QStringLiteral("10^%1").arg(r, 0, 'f', 0));
    }
}

void PhaseMapWidget::mouseMoveEvent(QMouseEvent *event)
{
    const int index = cellAt(event->position());
    if (index >= 0)
        QToolTip::showText(event->globalPosition().toPoint(), cellText(index), this);
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
    connect(save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export phase map"), QStringLiteral("phase-map.png"),
                                                          tr("PNG image (*.png)"));
        if (!path.isEmpty()) {
            const QString error = exportTo(path);
            m_status->setText(error.isEmpty() ? tr("Saved %1.").arg(path) : error);
        }
    });
    connect(remap, &QPushButton::clicked, this, [this] {
        start(m_network, gridAround(m_network));
        followNetwork(m_network);
    });
    connect(m_map, &PhaseMapWidget::cellClicked, this, [this](int depth, double s) {
        emit configRequested(phaseCellConfig(m_base, depth, s));
    });
    start(base, grid);
    followNetwork(base);
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

QString PhaseMapWindow::exportTo(const QString &path)
{
    QImage image;
    try {
        image = exportImage(m_map->size() * 2, 2, QImage::Format_ARGB32);
    } catch (const ImageOutOfMemory &e) {
        return e.message();
    }
    m_map->render(&image);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return writeFileAtomically(path, bytes);
}

} // namespace gradflow
