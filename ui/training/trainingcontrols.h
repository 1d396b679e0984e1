#pragma once

#include "core/model/config.h"
#include "core/training/trainsettings.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSlider;
class QSpinBox;

namespace gradflow {

class LearningRateBox;

// The Training tab's controls: the training's (optimizer, learning rate, steps, clip, warm-up)
// and the network's that decide whether training works (depth, activation, init std), so the
// lesson's "the init decides" is shown without leaving the tab. A training edit emits
// settingsEdited(); a network edit asks for the edited network (networkRequested), which the
// window applies to the whole program as its own controls would.
class TrainingControls : public QWidget
{
    Q_OBJECT

public:
    explicit TrainingControls(QWidget *parent = nullptr);

    TrainSettings settings(double clipLimit) const;
    void setSettings(const TrainSettings &settings); // no signal
    void showNetwork(const ModelConfig &config);     // no signal
    void setClipLimit(double limit);

    QComboBox *optimizerBox() const { return m_optimizer; }
    QSlider *learningRateSlider() const;
    LearningRateBox *learningRateBox() const { return m_learningRate; }
    QSpinBox *stepsBox() const { return m_steps; }
    QSpinBox *depthBox() const { return m_depth; }
    QComboBox *activationBox() const { return m_activation; }
    QDoubleSpinBox *initStdBox() const { return m_initStd; }

signals:
    void settingsEdited();
    void networkRequested(const ModelConfig &config);

private:
    QWidget *trainingRow();
    QWidget *networkRow();
    void editNetwork();

    QComboBox *m_optimizer;
    LearningRateBox *m_learningRate;
    QSpinBox *m_steps;
    QCheckBox *m_clip;
    QSpinBox *m_warmup;
    QSpinBox *m_depth;
    QComboBox *m_activation;
    QDoubleSpinBox *m_initStd;
    ModelConfig m_config;
};

} // namespace gradflow
