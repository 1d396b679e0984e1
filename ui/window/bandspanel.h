#pragma once

#include "ui/workers/bandsworker.h"
#include "ui/workers/transformerbandsworker.h"

#include <QGroupBox>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace gradflow {

// The seed band's controls: on or off, how many seeds (1 to 32), min-max or +-1 sd, how far the
// seeds have come, and a cancel button. Owns the workers that compute them: every network the
// window asks for is computed again for K seeds (the first is the network's own seed), each seed
// sent on as it lands; a transformer's on a worker of its own, once the network itself is drawn.
class BandsPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit BandsPanel(QWidget *parent = nullptr);
    ~BandsPanel() override;

    // The network shown: computed for the band when it is on, under run's memory limit (a
    // transformer's: the memory left beside the network's own kept weights, bandRunBeside).
    void setConfig(const ModelConfig &config, const RunSettings &run);
    // A new transformer is asked for: the band of the one before stops, until setConfig.
    void awaitNetwork();

    bool isOn() const;
    void setOn(bool on);
    int seedCount() const;
    void setSeedCount(int count);
    BandKind kind() const;
    void setKind(BandKind kind);
    void cancel();
    bool isRunning() const { return m_running; }
    QString statusText() const;
    QPushButton *cancelButton() const { return m_cancel; }
    BandsWorker *worker() const { return m_worker; }

signals:
    // The band so far (null when turned off): only for the network last given, at this count.
    void bandsChanged(std::shared_ptr<const gradflow::BandsSnapshot> bands);
    // A transformer's band so far (null: none), as bandsChanged.
    void transformerBandsChanged(std::shared_ptr<const gradflow::TransformerBandsSnapshot> bands);
    void kindChanged(gradflow::BandKind kind);

private:
    void start();
    void stopAll();
    void connectWorker(LatestWorker *worker);
    bool isCurrent(const ModelConfig &config, int total, int landed) const;
    void landed(const std::shared_ptr<const BandsSnapshot> &snapshot);
    void transformerLanded(const std::shared_ptr<const TransformerBandsSnapshot> &snapshot);
    void landedSeeds(const ModelConfig &config, int landed, int total);
    LatestWorker *activeWorker() const;
    void setStatus(const QString &text, bool error = false);
    void setRunning(bool running);

    BandsWorker *m_worker;
    TransformerBandsWorker *m_transformerWorker;
    QSpinBox *m_count;
    QComboBox *m_kind;
    QLabel *m_status;
    QPushButton *m_cancel;
    ModelConfig m_config;
    RunSettings m_run;
    bool m_hasConfig = false;
    bool m_running = false;
    int m_landed = 0;
    quint64 m_generation = 0;
};

} // namespace gradflow
