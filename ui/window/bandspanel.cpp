#include "ui/window/bandspanel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace gradflow {

BandsPanel::BandsPanel(QWidget *parent)
    : QGroupBox(tr("Seed-to-seed spread"), parent), m_worker(new BandsWorker(this)),
      m_transformerWorker(new TransformerBandsWorker(this)), m_count(new QSpinBox(this)), m_kind(new QComboBox(this)),
      m_status(new QLabel(this)), m_cancel(new QPushButton(tr("Stop"), this))
{
    setCheckable(true);
    setChecked(false);
    setToolTip(tr("The same network with K seeds: their mean as a dashed line and their spread shaded. "
                  "Narrow layers fluctuate more from seed to seed, and more with depth."));
    auto *grid = new QGridLayout(this);
    grid->setVerticalSpacing(2);
    m_count->setRange(1, kMaxSeeds);
    m_count->setValue(8);
    m_count->setPrefix(tr("K = "));
    m_count->setToolTip(tr("How many seeds (1 to %1); the first is the network's own.").arg(kMaxSeeds));
    m_kind->addItem(tr("min–max"));
    m_kind->addItem(tr("±1 sd"));
    m_kind->setToolTip(tr("Shade from the lowest to the highest seed, or one standard deviation (of log10) "
                          "either side of the mean."));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setText(tr("Off"));
    m_cancel->setEnabled(false);
    m_cancel->setToolTip(tr("Stop after the seeds computed so far: the band shows those."));
    grid->addWidget(m_count, 0, 0);
    grid->addWidget(m_kind, 0, 1);
    grid->addWidget(m_status, 1, 0);
    grid->addWidget(m_cancel, 1, 1);

    connect(this, &QGroupBox::toggled, this, [this](bool on) {
        if (on) {
            start();
        } else {
            stopAll();
            setRunning(false);
            setStatus(tr("Off"));
            emit bandsChanged(nullptr);
            emit transformerBandsChanged(nullptr);
        }
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this] { start(); });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int i) { emit kindChanged(BandKind(i)); });
    connect(m_cancel, &QPushButton::clicked, this, &BandsPanel::cancel);
    connect(m_worker, &BandsWorker::seedLanded, this, &BandsPanel::landed);
    connect(m_transformerWorker, &TransformerBandsWorker::seedLanded, this, &BandsPanel::transformerLanded);
    connectWorker(m_worker);
    connectWorker(m_transformerWorker);
    // A transformer's seed can take minutes (a 7B model's): how far the running seed is.
    connect(m_transformerWorker, &LatestWorker::progress, this, [this](int done, int total, quint64 generation) {
        if (generation != m_generation || !m_running || total <= 0 || activeWorker() != m_transformerWorker)
            return;
        const double seeds = double(done) * m_count->value() / total; // seeds done, with the running one's share
        const int index = std::min(int(seeds), m_count->value() - 1);
        const int percent = std::clamp(int(100.0 * (seeds - index)), 0, 100);
        setStatus(tr("Seed %1 of %2: %3%…").arg(index + 1).arg(m_count->value()).arg(percent));
    });
}

// Cancelled and failed, from either worker: only its running request's.
void BandsPanel::connectWorker(LatestWorker *worker)
{
    connect(worker, &LatestWorker::cancelled, this, [this, worker](quint64 generation) {
        if (generation != m_generation || !isChecked() || worker != activeWorker())
            return;
        setRunning(false);
        setStatus(tr("Stopped at %1 of %2 seeds: the band shows those.").arg(m_landed).arg(m_count->value()));
    });
    connect(worker, &LatestWorker::failed, this, [this, worker](const QString &message, quint64 generation) {
        if (generation != m_generation || worker != activeWorker())
            return;
        setRunning(false);
        setStatus(message, true);
    });
}

LatestWorker *BandsPanel::activeWorker() const
{
    return m_config.architecture == Architecture::Transformer ? static_cast<LatestWorker *>(m_transformerWorker)
                                                              : static_cast<LatestWorker *>(m_worker);
}

BandsPanel::~BandsPanel()
{
    // Closing during a long layer must not wait for it (the worker then deletes itself).
    m_worker->shutdown(50);
    m_transformerWorker->shutdown(50);
}

void BandsPanel::setConfig(const ModelConfig &config, const RunSettings &run)
{
    const bool same = m_hasConfig && config == m_config;
    m_config = config;
    m_run = run;
    m_hasConfig = true;
    if (!same) // a new clipping limit changes no seed's curves
        start();
}

void BandsPanel::awaitNetwork()
{
    if (!m_running || m_config.architecture != Architecture::Transformer)
        return;
    m_transformerWorker->cancel(); // its answer would belong to no network shown
    m_hasConfig = false;           // the same network drawn again starts it again
}

void BandsPanel::stopAll()
{
    m_worker->cancel();
    m_transformerWorker->cancel();
}

void BandsPanel::start()
{
    if (!isChecked() || !m_hasConfig)
        return;
    m_landed = 0;
    const bool transformer = m_config.architecture == Architecture::Transformer;
    (transformer ? static_cast<LatestWorker *>(m_worker) : m_transformerWorker)->cancel();
    m_generation = transformer ? m_transformerWorker->requestBands(m_config, m_run, m_count->value())
                               : m_worker->requestBands(m_config, m_run, m_count->value());
    setRunning(true);
    setStatus(tr("Computing %1 seeds…").arg(m_count->value()));
}

// A seed of a network or count since replaced is dropped: the charts show only the band of the
// network they show.
bool BandsPanel::isCurrent(const ModelConfig &config, int total, int landed) const
{
    return isChecked() && config == m_config && total == m_count->value() && landed > m_landed;
}

void BandsPanel::landed(const std::shared_ptr<const BandsSnapshot> &snapshot)
{
    if (!isCurrent(snapshot->config, snapshot->total, snapshot->landed))
        return;
    landedSeeds(snapshot->config, snapshot->landed, snapshot->total);
    emit bandsChanged(snapshot);
}

void BandsPanel::transformerLanded(const std::shared_ptr<const TransformerBandsSnapshot> &snapshot)
{
    if (!isCurrent(snapshot->config, snapshot->total, snapshot->landed))
        return;
    landedSeeds(snapshot->config, snapshot->landed, snapshot->total);
    emit transformerBandsChanged(snapshot);
}

void BandsPanel::landedSeeds(const ModelConfig &config, int landed, int total)
{
    m_landed = landed;
    if (m_landed == total) {
        setRunning(false);
        setStatus(tr("%1 seeds (%2 to %3).").arg(total).arg(config.seed).arg(config.seed + std::uint64_t(total - 1)));
    } else {
        setStatus(tr("%1 of %2 seeds…").arg(m_landed).arg(total));
    }
}

void BandsPanel::cancel()
{
    if (m_running)
        activeWorker()->cancel();
}

void BandsPanel::setRunning(bool running)
{
    m_running = running;
    m_cancel->setEnabled(running);
}

void BandsPanel::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #c0392b") : QString());
}

bool BandsPanel::isOn() const { return isChecked(); }
void BandsPanel::setOn(bool on) { setChecked(on); }
int BandsPanel::seedCount() const { return m_count->value(); }
void BandsPanel::setSeedCount(int count) { m_count->setValue(count); }
BandKind BandsPanel::kind() const { return BandKind(m_kind->currentIndex()); }
void BandsPanel::setKind(BandKind kind) { m_kind->setCurrentIndex(int(kind)); }
QString BandsPanel::statusText() const { return m_status->text(); }

} // namespace gradflow
