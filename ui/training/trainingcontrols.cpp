#include "ui/training/trainingcontrols.h"

#include "ui/charts/format.h"
#include "ui/controls/optionbox.h"
#include "ui/training/learningratebox.h"

#include "core/model/options.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace gradflow {

namespace {

QString number(double v) { return proseNumber(v, 'g', 3); } // 0,01 in a German window

QLabel *label(const QString &text, QWidget *buddy)
{
    auto *l = new QLabel(text);
    l->setBuddy(buddy);
    return l;
}

} // namespace

TrainingControls::TrainingControls(QWidget *parent) : QWidget(parent)
{
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(trainingRow());
    v->addWidget(networkRow());
}

QWidget *TrainingControls::trainingRow()
{
    auto *row = new QWidget;
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    m_optimizer = new QComboBox;
    m_optimizer->setObjectName(QStringLiteral("optimizer"));
    for (Optimizer o : {Optimizer::Sgd, Optimizer::Momentum, Optimizer::Adam})
        m_optimizer->addItem(QString::fromStdString(optimizerLabel(o)), int(o));
    m_learningRate = new LearningRateBox;
    m_learningRate->slider()->setMinimumWidth(60);
    m_steps = new QSpinBox;
    m_steps->setObjectName(QStringLiteral("steps"));
    m_steps->setRange(limits::minSteps, limits::maxSteps);
    m_steps->setValue(1000);
    m_steps->setKeyboardTracking(false);
    m_clip = new QCheckBox;
    m_warmup = new QSpinBox;
    m_warmup->setObjectName(QStringLiteral("warmup"));
    m_warmup->setRange(0, limits::maxSteps);
    m_warmup->setKeyboardTracking(false);
    m_warmup->setToolTip(tr("Steps over which the learning rate rises linearly to its value (0: none)"));
    h->addWidget(label(tr("Optimizer"), m_optimizer));
    h->addWidget(m_optimizer);
    h->addSpacing(8);
    h->addWidget(label(tr("Learning rate"), m_learningRate->slider()));
    h->addWidget(m_learningRate, 1);
    h->addSpacing(8);
    h->addWidget(label(tr("Steps"), m_steps));
    h->addWidget(m_steps);
    h->addSpacing(8);
    h->addWidget(m_clip);
    h->addSpacing(8);
    h->addWidget(label(tr("Warm-up"), m_warmup));
    h->addWidget(m_warmup);
    connect(m_optimizer, &QComboBox::currentIndexChanged, this, &TrainingControls::settingsEdited);
    connect(m_learningRate, &LearningRateBox::changed, this, &TrainingControls::settingsEdited);
    connect(m_steps, &QSpinBox::valueChanged, this, &TrainingControls::settingsEdited);
    connect(m_clip, &QCheckBox::toggled, this, &TrainingControls::settingsEdited);
    connect(m_warmup, &QSpinBox::valueChanged, this, &TrainingControls::settingsEdited);
    return row;
}

// The network's three settings that decide whether it trains, as the Network tab sets them.
QWidget *TrainingControls::networkRow()
{
    auto *row = new QWidget;
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    m_depth = new QSpinBox;
    m_depth->setObjectName(QStringLiteral("depth"));
    boundToOption(m_depth, option("depth"));
    m_depth->setKeyboardTracking(false);
    m_activation = new QComboBox;
    m_activation->setObjectName(QStringLiteral("activation"));
    for (int a = 0; a < int(kActivationCount); ++a)
        m_activation->addItem(QString::fromStdString(activationLabel(Activation(a))), a);
    m_initStd = new QDoubleSpinBox;
    m_initStd->setObjectName(QStringLiteral("initStd"));
    boundToOption(m_initStd, option("init-std"));
    m_initStd->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType); // about a tenth of a decade a step
    m_initStd->setKeyboardTracking(false);
    m_initStd->setToolTip(tr("Standard deviation of the starting weights (a custom init; orthogonal weights keep "
                             "their kind and take it as their gain over \u221An)"));
    h->addWidget(label(tr("Network: depth"), m_depth));
    h->addWidget(m_depth);
    h->addSpacing(8);
    h->addWidget(label(tr("Activation"), m_activation));
    h->addWidget(m_activation);
    h->addSpacing(8);
    h->addWidget(label(tr("Init std"), m_initStd));
    h->addWidget(m_initStd);
    h->addStretch(1);
    connect(m_depth, &QSpinBox::valueChanged, this, &TrainingControls::editNetwork);
    connect(m_activation, &QComboBox::currentIndexChanged, this, &TrainingControls::editNetwork);
    connect(m_initStd, &QDoubleSpinBox::valueChanged, this, &TrainingControls::editNetwork);
    return row;
}

void TrainingControls::editNetwork()
{
    ModelConfig c = m_config;
    c.depth = m_depth->value();
    c.activation = Activation(m_activation->currentData().toInt());
    const double stdev = m_initStd->value();
    if (std::fabs(stdev - m_initStd->property("shown").toDouble()) > 0) {
        if (c.init == Init::Orthogonal) {
            c.orthogonalGain = stdev * std::sqrt(double(c.width));
        } else {
            c.init = Init::CustomStd;
            c.initStd = stdev;
        }
    }
    if (!(c == m_config))
        emit networkRequested(c);
}

void TrainingControls::showNetwork(const ModelConfig &config)
{
    m_config = config;
    const QSignalBlocker blockDepth(m_depth), blockActivation(m_activation), blockStd(m_initStd);
    showInBox(m_depth, option("depth"), config.depth);
    m_activation->setCurrentIndex(m_activation->findData(int(config.activation)));
    const double stdev = weightStd(config);
    // Zero and constant weights have no spread: the box shows its lowest value, and only a
    // change of it makes the init a custom std.
    m_initStd->setValue(stdev);
    m_initStd->setProperty("shown", m_initStd->value());
}

TrainSettings TrainingControls::settings(double clipLimit) const
{
    TrainSettings s;
    s.optimizer = Optimizer(m_optimizer->currentData().toInt());
    s.learningRate = m_learningRate->value();
    s.steps = m_steps->value();
    s.clipLimit = m_clip->isChecked() ? clipLimit : 0.0;
    s.warmupSteps = m_warmup->value();
    return s;
}

void TrainingControls::setSettings(const TrainSettings &s)
{
    const QSignalBlocker blockOptimizer(m_optimizer), blockSteps(m_steps), blockClip(m_clip), blockWarmup(m_warmup);
    m_optimizer->setCurrentIndex(m_optimizer->findData(int(s.optimizer)));
    m_learningRate->setValue(s.learningRate); // exactly, as the command line takes it
    m_steps->setValue(s.steps);
    m_clip->setChecked(s.clipLimit > 0);
    m_warmup->setValue(s.warmupSteps);
}

QSlider *TrainingControls::learningRateSlider() const { return m_learningRate->slider(); }

void TrainingControls::setClipLimit(double limit) { m_clip->setText(tr("Clip at %1").arg(number(limit))); }

} // namespace gradflow
