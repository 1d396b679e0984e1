#include "ui/phasemap/phasemapwindow.h"

#include "core/analysis/theory.h"
#include "ui/charts/exportdialog.h"
#include "ui/charts/exportimage.h"
#include "ui/charts/format.h"
#include "ui/charts/look.h"
#include "ui/charts/wording.h"
#include "ui/phasemap/phasemapfigure.h"
#include "ui/workers/phasemapworker.h"

#include <QApplication>
#include <QScreen>
#include <QDialogButtonBox>
#include <QFontInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gradflow {

PhaseMapWindow::PhaseMapWindow(const ModelConfig &base, const RunSettings &run, const PhaseGrid &grid, QWidget *parent)
    : QDialog(parent), m_base(base), m_network(base), m_run(run), m_map(new PhaseMapWidget),
      m_progress(new QProgressBar), m_status(new QLabel), m_caption(new QLabel), m_where(new QLabel),
      m_staleText(new QLabel), m_staleBar(new QWidget)
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
    connect(m_map, &PhaseMapWidget::cellClicked, this,
            [this](int depth, double s) { emit configRequested(phaseCellConfig(m_base, depth, s)); });
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
    // The window's own std on the map too where it is near: Xavier's 0.125 for sigmoid (critical
    // 1.27) and the lesson's 0.01 for ReLU (critical 0.177) fell just outside the two decades.
    const double own = weightStd(network);
    if (std::isfinite(own) && own >= critical / 100 && own <= critical * 100) {
        grid.stdLow = std::min(grid.stdLow, own / 1.5);
        grid.stdHigh = std::max(grid.stdHigh, own * 1.5);
    }
    return grid;
}

void PhaseMapWindow::start(const ModelConfig &base, const PhaseGrid &grid)
{
    if (!m_worker) {
        m_worker = new PhaseMapWorker(this);
        connect(m_worker, &PhaseMapWorker::cellReady, this,
                [this](int index, double r, bool defined, quint64 generation) {
                    if (generation == m_generation)
                        landCell(index, defined ? std::optional<double>(r) : std::nullopt);
                });
        connect(m_worker, &LatestWorker::failed, this, [this](const QString &message, quint64 generation) {
            if (generation == m_generation)
                m_status->setText(message);
        });
    }
    m_base = base;
    setWindowTitle(tr("Phase map: %1").arg(phaseMapSubject(base)));
    const bool plain = !base.residual && base.norm == Norm::None;
    m_map->setGrid(grid, plain ? criticalInitStd(base.activation, base.width) : 0.0);
    m_caption->setText(tr("First-to-last gradient ratio over init std and depth (width %1, batch %2). "
                          "Blue: vanishing, red: exploding. Hover a cell for its numbers, click it to load it.")
                           .arg(base.width)
                           .arg(base.batch));
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
                                     .arg(phaseMapSubject(m_base), configSummary(network))
                               : QString());
    m_map->setClicksEnabled(!stale);
    m_map->setCurrent(weightStd(network), network.depth, !stale);
    m_where->setText(networkText());
}

QString PhaseMapWindow::networkText() const
{
    if (isStale())
        return tr("The window's network is not on this map.");
    const QString at =
        tr("init std %1, depth %2").arg(proseLocale().toString(weightStd(m_network), 'g', 3)).arg(m_network.depth);
    if (m_map->currentMarker())
        return tr("Ring: the window's network (%1).").arg(at);
    const PhaseGrid grid = m_map->grid();
    return tr("The window's network (%1) lies outside this map (init std %2 to %3, depth %4 to %5).")
        .arg(at)
        .arg(proseLocale().toString(grid.stdLow, 'g', 3))
        .arg(proseLocale().toString(grid.stdHigh, 'g', 3))
        .arg(grid.depthLow)
        .arg(grid.depthHigh);
}

PhaseMapWindow::~PhaseMapWindow() { m_worker->shutdown(100); } // a cell mid-layer ends alone

bool PhaseMapWindow::isComplete() const { return m_map->landed() == int(m_map->cells().size()); }

// The export dialog of every export: a slide size (the default) or the window's, and the scale.
void PhaseMapWindow::askAndExport()
{
    const QString path = askSlideExport(this, QStringLiteral("phase-map.png"), size(), m_exportSize, m_exportScale);
    if (path.isEmpty())
        return;
    const QString error = exportTo(path, m_exportSize, m_exportScale);
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
    if (isVisible()) // the map's room grows with its type, within the screen
        resize(size().expandedTo(sizeHint()).boundedTo(screen()->availableGeometry().size()));
}

} // namespace gradflow
