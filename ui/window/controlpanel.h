#pragma once

#include "core/model/config.h"

#include <QWidget>

#include <functional>

class QAbstractSpinBox;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace gradflow {

class NetworkDocument;
class SeedBox;

// The left panel: every model control, each with a readout and a one-sentence tooltip. Each
// control edits its own field of the document's configuration, and every control shows the
// document's configuration whenever it changes (whoever changed it).
class ControlPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ControlPanel(NetworkDocument *document, QWidget *parent = nullptr);

    static constexpr int typingPauseMs = 900; // a typed number commits after this pause
    static int stdPosition(double std);       // the std slider's position nearest std
    static double stdAt(int position);        // the std at a slider position

    // For tests and the latency benchmark: the real widgets.
    QSlider *depthSlider() const { return m_depthSlider; }
    QSpinBox *depthSpin() const { return m_depth; }
    QSpinBox *widthSpin() const { return m_width; }
    QSlider *stdSlider() const { return m_stdSlider; }
    QLabel *stdReadout() const { return m_stdReadout; }
    QComboBox *activationBox() const { return m_activation; }
    QComboBox *initBox() const { return m_init; }
    SeedBox *seedBox() const { return m_seed; }

protected:
    void changeEvent(QEvent *event) override;

public slots:
    void newSeed();

private:
    void addSizeRows(QFormLayout *form);
    void addNetworkRows(QFormLayout *form);
    void addLossAndSeedRows(QFormLayout *form);
    void orderTabs();
    void connectNumbers();
    void connectChoices();
    void connectInit();
    void edit(const std::function<void(ModelConfig &)> &change);
    void commitAfterPause(QAbstractSpinBox *box, const std::function<void()> &commit);
    void fitStdReadout();
    static QString stdReadoutText(const ModelConfig &config);
    void toWidgets(const ModelConfig &config);
    void markDenseOnly(bool transformer);

    NetworkDocument *m_document;
    QSlider *m_depthSlider, *m_widthSlider, *m_stdSlider;
    QSpinBox *m_depth, *m_width, *m_batch;
    SeedBox *m_seed;
    QComboBox *m_activation, *m_init, *m_residualScale, *m_norm, *m_normPlace, *m_loss, *m_precision;
    QCheckBox *m_residual, *m_head;
    QLabel *m_stdReadout;
    QPushButton *m_reseed;
};

} // namespace gradflow
