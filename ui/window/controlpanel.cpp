#include "ui/window/controlpanel.h"

#include "ui/charts/format.h"
#include "ui/window/networkdocument.h"

#include "ui/controls/optionbox.h"
#include "core/model/options.h"
#include "ui/controls/seedbox.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <initializer_list>
#include <memory>
#include <iterator>
#include <limits>

namespace gradflow {

namespace {

// Slider positions for depth and width: every value where small, coarser steps further up, so
// the slider is fine at small depths and still reaches the top.
std::vector<int> niceValues(int top)
{
    std::vector<int> values;
    for (int v = 1; v <= top;) {
        values.push_back(v);
        v += v < 50 ? 1 : v < 100 ? 2 : v < 200 ? 5 : v < 500 ? 10 : v < 1000 ? 20 : 32;
    }
    if (values.back() != top)
        values.push_back(top);
    return values;
}

const std::vector<int> &depthValues()
{
    static const std::vector<int> v = niceValues(int(option("depth").windowHigh));
    return v;
}
const std::vector<int> &widthValues()
{
    static const std::vector<int> v = niceValues(int(option("width").windowHigh));
    return v;
}

int nearestIndex(const std::vector<int> &values, int value)
{
    const auto it = std::lower_bound(values.begin(), values.end(), value);
    return int(std::min<size_t>(size_t(it - values.begin()), values.size() - 1));
}

// The std slider: the init-std option's window range (powers of ten) in round steps (1, 1.2,
// 1.5, 2, 2.5, 3, 4, 5, 6, 8 a decade), so a mouse lands on 0.01 rather than 0.0105; values in
// between come from presets and files.
const std::vector<double> &stdValues()
{
    static const std::vector<double> v = [] {
        const Option &stdOption = option("init-std");
        const int low = int(std::lround(std::log10(stdOption.windowLow)));
        const int high = int(std::lround(std::log10(stdOption.windowHigh)));
        std::vector<double> values;
        for (int decade = low; decade < high; ++decade) {
            for (double m : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0})
                values.push_back(
                    QString::number(m * std::pow(10.0, decade), 'g', 2).toDouble()); // 0.15, not 0.15000000000000002
        }
        values.push_back(stdOption.windowHigh);
        return values;
    }();
    return v;
}
double stdFromSlider(int position) { return stdValues()[size_t(std::clamp(position, 0, int(stdValues().size()) - 1))]; }
int sliderFromStd(double s)
{
    if (!(s > 0))
        return 0; // zero or constant init: no spread
    // The nearest position on the log scale.
    const std::vector<double> &v = stdValues();
    int best = 0;
    for (int i = 1; i < int(v.size()); ++i) {
        if (std::abs(std::log(v[size_t(i)] / s)) < std::abs(std::log(v[size_t(best)] / s)))
            best = i;
    }
    return best;
}

QComboBox *comboOf(const std::vector<std::string> &names, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    for (const std::string &n : names)
        box->addItem(QString::fromStdString(n));
    return box;
}

QSlider *slider(int maximum, QWidget *parent)
{
    auto *s = new QSlider(Qt::Horizontal, parent);
    s->setRange(0, maximum);
    s->setPageStep(std::max(1, maximum / 20));
    return s;
}

// Alt+letter focuses the control itself (a label's buddy must take focus; a row of two
// widgets would not).
void addRow(QFormLayout *form, const QString &text, QWidget *field, QWidget *buddy)
{
    auto *label = new QLabel(text);
    label->setBuddy(buddy);
    form->addRow(label, field);
}

// Two widgets in one row of the form, the first one stretching.
QWidget *pair(QWidget *a, QWidget *b)
{
    auto *w = new QWidget;
    auto *h = new QHBoxLayout(w);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(a, 1);
    h->addWidget(b);
    return w;
}

} // namespace

ControlPanel::ControlPanel(NetworkDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    // The rows in tab order: each function creates its widgets in the order they are shown.
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addSizeRows(form);
    addNetworkRows(form);
    addLossAndSeedRows(form);

    auto *outer = new QVBoxLayout(this);
    auto *group = new QGroupBox(tr("Network at initialization"), this);
    group->setLayout(form);
    outer->addWidget(group);
    outer->addStretch(1);

    orderTabs();
    connectNumbers();
    connectChoices();
    connectInit();
    toWidgets(document->config());
    connect(document, &NetworkDocument::configChanged, this, &ControlPanel::toWidgets);
}

// Tab walks the rows top to bottom, each row left to right. (Widgets moved into a row's own
// container join the focus chain when the form is installed, after the others: without this
// Tab went from the width box straight to the std slider, past the batch, activation and init.)
void ControlPanel::orderTabs()
{
    QWidget *const rows[] = {m_depthSlider, m_depth, m_widthSlider, m_width,    m_batch,         m_precision,
                             m_activation,  m_init,  m_stdSlider,   m_residual, m_residualScale, m_norm,
                             m_normPlace,   m_loss,  m_head,        m_seed,     m_reseed};
    for (size_t i = 1; i < std::size(rows); ++i)
        setTabOrder(rows[i - 1], rows[i]);
}

// Depth and width (a slider and its box), the batch and the precision.
void ControlPanel::addSizeRows(QFormLayout *form)
{
    m_depthSlider = slider(int(depthValues().size()) - 1, this);
    m_depth = new QSpinBox(this);
    boundToOption(m_depth, option("depth"));
    m_depthSlider->setToolTip(
        tr("Number of blocks the signal passes through; each multiplies the gradient by one more factor."));
    m_depth->setToolTip(m_depthSlider->toolTip());
    addRow(form, tr("&Depth"), pair(m_depthSlider, m_depth), m_depth);

    m_widthSlider = slider(int(widthValues().size()) - 1, this);
    m_width = new QSpinBox(this);
    boundToOption(m_width, option("width"));
    m_widthSlider->setToolTip(tr("Units per layer: the fan-in that He and Xavier initialization divide by."));
    m_width->setToolTip(m_widthSlider->toolTip());
    addRow(form, tr("&Width"), pair(m_widthSlider, m_width), m_width);

    // Short fields share a row, so the readouts under the controls stay on a 720-line screen
    // even in presentation mode. A label inside a row still takes its Alt+letter to its buddy.
    m_batch = new QSpinBox(this);
    boundToOption(m_batch, option("batch"));
    m_batch->setToolTip(tr("Examples in the batch; BatchNorm computes its statistics across them."));
    m_precision = comboOf(precisionNames(), this);
    m_precision->setToolTip(
        tr("Arithmetic precision; magnitudes stay exact either way, as they are carried in log10."));
    auto *precisionLabel = new QLabel(tr("Pre&cision"), this);
    precisionLabel->setBuddy(m_precision);
    auto *batchRow = new QWidget(this);
    auto *h = new QHBoxLayout(batchRow);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(m_batch, 1);
    h->addSpacing(6);
    h->addWidget(precisionLabel);
    h->addWidget(m_precision, 1);
    addRow(form, tr("&Batch"), batchRow, m_batch);
}

// The activation, the init scheme and its std, the residual path and the normalization.
void ControlPanel::addNetworkRows(QFormLayout *form)
{
    m_activation = comboOf(activationNames(), this);
    m_activation->setToolTip(
        tr("The nonlinearity after each weight matrix; its slope multiplies the gradient at every layer."));
    addRow(form, tr("&Activation"), m_activation, m_activation);

    // The std's readout beside the scheme that chose it, so the slider has the row's whole width:
    // beside the readout it had 100 pixels for four decades, and a few pixels took 0.177 to 0.008.
    m_init = comboOf(initNames(), this);
    m_init->setToolTip(tr("How the starting weights are scaled; picking a scheme moves the std slider to its value."));
    m_init->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // the column's width, not its own
    m_init->setMinimumContentsLength(1);
    m_stdReadout = new QLabel(this);
    fitStdReadout();
    addRow(form, tr("Ini&t"), pair(m_init, m_stdReadout), m_init);

    m_stdSlider = slider(int(stdValues().size()) - 1, this);
    m_stdSlider->setToolTip(
        tr("Standard deviation of the starting weights, %1 to %2 on a log scale; moving it makes the init custom "
           "(orthogonal weights stay orthogonal: it sets their gain, std·√n).")
            .arg(stdValues().front())
            .arg(stdValues().back()));
    addRow(form, tr("Init &std"), m_stdSlider, m_stdSlider);

    m_residual = new QCheckBox(tr("&Residual connections"), this);
    m_residual->setToolTip(tr("Add each block's output to its input, giving the gradient an express path back."));
    m_residualScale = new QComboBox(this);
    m_residualScale->addItems({QStringLiteral("× 1"), QStringLiteral("× 1/√L"), QStringLiteral("× 1/√(2L)")});
    m_residualScale->setToolTip(
        tr("Multiplier on each block's contribution; GPT-2 uses 1/√(2L) to keep the stream bounded."));
    form->addRow(QString(), pair(m_residual, m_residualScale));

    m_norm = comboOf(normNames(), this);
    m_norm->setToolTip(tr("Normalization: BatchNorm across the batch, LayerNorm and RMSNorm within each example."));
    m_normPlace = comboOf(normPlaceNames(), this);
    m_normPlace->setToolTip(tr(
        "Pre normalizes each block's input (Llama); post normalizes after the residual add (original Transformer)."));
    addRow(form, tr("&Norm"), pair(m_norm, m_normPlace), m_norm);
}

// The loss and the output head, the seed and its button.
void ControlPanel::addLossAndSeedRows(QFormLayout *form)
{
    m_loss = comboOf(lossNames(), this);
    m_loss->setToolTip(
        tr("half-mean is the lesson's ½·Σout²/batch; sum is the tanh demo's; mean is the Pre-LN/Post-LN check's."));
    m_head = new QCheckBox(tr("Linear &output head"), this);
    m_head->setToolTip(
        tr("A final linear layer before the loss, so a normalized output does not make the loss scale-invariant."));
    addRow(form, tr("&Loss"), pair(m_loss, m_head), m_loss);

    m_seed = new SeedBox(this); // every seed the command line and the files accept
    m_seed->setToolTip(tr("Seed of the random weights and input; the same seed always draws the same network."));
    m_reseed = new QPushButton(tr("New seed"), this);
    m_reseed->setToolTip(tr("Draw a new random network with the same settings (Ctrl+N)."));
    connect(m_reseed, &QPushButton::clicked, this, &ControlPanel::newSeed);
    addRow(form, tr("S&eed"), pair(m_seed, m_reseed), m_seed);
}

// The number boxes and the sliders that drive them.
void ControlPanel::connectNumbers()
{
    // Typed numbers commit on Enter, on leaving the box or after a short pause, never per
    // keystroke: typing 2048 must not compute width 2, 20 and 204 on the way.
    for (QSpinBox *spin : {m_depth, m_width, m_batch})
        commitAfterPause(spin, [spin] { spin->interpretText(); });
    commitAfterPause(m_seed, [this] { m_seed->commit(); });

    // A slider over a list of values edits the same field as its box, which shows the result.
    auto follow = [this](QSlider *slider, const std::vector<int> &values, int ModelConfig::*field) {
        connect(slider, &QSlider::valueChanged, this,
                [this, &values, field](int i) { edit([&](ModelConfig &c) { c.*field = values[size_t(i)]; }); });
    };
    follow(m_depthSlider, depthValues(), &ModelConfig::depth);
    follow(m_widthSlider, widthValues(), &ModelConfig::width);

    // Each widget edits only its own field, so values a widget cannot show (a seed above its
    // range, depth 5000 from the command line, a residual scale of 0.3 from a file) survive
    // changes made elsewhere.
    auto onValue = [this](QSpinBox *spin, auto field) {
        connect(spin, &QSpinBox::valueChanged, this,
                [this, field](int v) { edit([&](ModelConfig &c) { field(c, v); }); });
    };
    onValue(m_depth, [](ModelConfig &c, int v) { c.depth = v; });
    onValue(m_width, [](ModelConfig &c, int v) { c.width = v; });
    onValue(m_batch, [](ModelConfig &c, int v) { c.batch = v; });
    connect(m_seed, &SeedBox::valueChanged, this,
            [this](std::uint64_t v) { edit([v](ModelConfig &c) { c.seed = v; }); });
}

// The lists and check boxes, each editing its own field.
void ControlPanel::connectChoices()
{
    auto onIndex = [this](QComboBox *box, auto field) {
        connect(box, &QComboBox::currentIndexChanged, this,
                [this, field](int i) { edit([&](ModelConfig &c) { field(c, i); }); });
    };
    onIndex(m_activation, [](ModelConfig &c, int i) { c.activation = Activation(i); });
    onIndex(m_norm, [](ModelConfig &c, int i) { c.norm = Norm(i); });
    onIndex(m_normPlace, [](ModelConfig &c, int i) { c.normPlace = NormPlace(i); });
    onIndex(m_loss, [](ModelConfig &c, int i) { c.loss = Loss(i); });
    onIndex(m_precision, [](ModelConfig &c, int i) { c.precision = Precision(i); });
    onIndex(m_residualScale, [](ModelConfig &c, int i) {
        c.residualRule = i == 1   ? ResidualScaleRule::InvSqrtDepth
                         : i == 2 ? ResidualScaleRule::InvSqrt2Depth
                                  : ResidualScaleRule::Fixed;
        if (i == 0)
            c.residualScale = 1.0;
        // i == 3 is the file's own fixed scale, kept as it is
    });
    connect(m_residual, &QCheckBox::toggled, this,
            [this](bool on) { edit([on](ModelConfig &c) { c.residual = on; }); });
    connect(m_head, &QCheckBox::toggled, this, [this](bool on) { edit([on](ModelConfig &c) { c.head = on; }); });
}

// The init scheme and the std slider, which turns the init custom.
void ControlPanel::connectInit()
{
    connect(m_init, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit([i](ModelConfig &c) {
            // Custom schemes start from the std the previous scheme had, so nothing jumps.
            // (Zero and constant init have no spread: the custom schemes keep their own value then.)
            const double current = weightStd(c);
            c.init = Init(i);
            if (c.init == Init::Orthogonal)
                c.orthogonalGain = -1.0; // picked by name: PyTorch's gain, as --init orthogonal gives
            else if (c.init == Init::CustomStd && current > 0)
                c.initStd = current;
            else if (c.init == Init::CustomScale && current > 0)
                c.initScale = current * std::sqrt(double(c.width));
        });
    });
    connect(m_stdSlider, &QSlider::valueChanged, this, [this](int position) {
        edit([position](ModelConfig &c) {
            // Orthogonal weights stay orthogonal: the slider sets their gain, std times sqrt(width).
            if (c.init == Init::Orthogonal) {
                c.orthogonalGain = stdFromSlider(position) * std::sqrt(double(c.width));
                return;
            }
            c.init = Init::CustomStd;
            c.initStd = stdFromSlider(position);
        });
    });
}

void ControlPanel::commitAfterPause(QAbstractSpinBox *box, const std::function<void()> &commit)
{
    box->setKeyboardTracking(false);
    auto *pause = new QTimer(box);
    pause->setSingleShot(true);
    pause->setInterval(typingPauseMs);
    connect(pause, &QTimer::timeout, box, commit);
    // The box's own textChanged waits for a committed value: listen to its editor.
    connect(box->findChild<QLineEdit *>(), &QLineEdit::textEdited, pause, qOverload<>(&QTimer::start));
    connect(box, &QAbstractSpinBox::editingFinished, pause, &QTimer::stop);
}

void ControlPanel::fitStdReadout()
{
    // The longest readout the slider gives, so a new value never re-lays-out the panel.
    const QFontMetrics metrics(font());
    m_stdReadout->setFixedWidth(
        std::max({metrics.horizontalAdvance(QStringLiteral("0.0012 = 0.0123/√n ")),
                  metrics.horizontalAdvance(tr("gain 0.0123 = std·√n ")),
                  metrics.horizontalAdvance(tr("std %1, every matrix").arg(0.0123) + QLatin1Char(' '))}));
}

// The std, and for orthogonal weights the gain it comes from (PyTorch's unless one was set).
QString ControlPanel::stdReadoutText(const ModelConfig &c)
{
    if (c.init == Init::Zero || c.init == Init::Constant)
        return tr("all weights %1").arg(proseLocale().toString(c.init == Init::Zero ? 0.0 : c.initConstant, 'g', 3));
    const double stdev = weightStd(c);
    if (c.init == Init::Orthogonal)
        return c.orthogonalGain < 0
                   ? tr("gain %1, PyTorch's").arg(proseLocale().toString(effectiveOrthogonalGain(c), 'g', 3))
                   : tr("gain %1 = std·√n").arg(proseLocale().toString(c.orthogonalGain, 'g', 3));
    return tr("%1 = %2/√n")
        .arg(proseLocale().toString(stdev, 'g', 3))
        .arg(proseLocale().toString(stdev * std::sqrt(double(c.width)), 'g', 3));
}

void ControlPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) // presentation mode: the readout grows with the type
        fitStdReadout();
}

int ControlPanel::stdPosition(double std) { return sliderFromStd(std); }
double ControlPanel::stdAt(int position) { return stdFromSlider(position); }

void ControlPanel::newSeed() { m_seed->setValue(QRandomGenerator::global()->bounded(1000000)); }

// One user edit of the document's configuration; the document shows it back in every widget.
void ControlPanel::edit(const std::function<void(ModelConfig &)> &change)
{
    ModelConfig config = m_document->config();
    change(config);
    m_document->setConfig(config);
}

// Shows config in every widget. The widgets are silent meanwhile: what they show is no edit.
void ControlPanel::toWidgets(const ModelConfig &c)
{
    std::vector<std::unique_ptr<QSignalBlocker>> silent;
    for (QObject *w : std::initializer_list<QObject *>{m_depthSlider, m_widthSlider, m_stdSlider, m_depth, m_width,
                                                       m_batch, m_seed, m_activation, m_init, m_residualScale, m_norm,
                                                       m_normPlace, m_loss, m_precision, m_residual, m_head})
        silent.push_back(std::make_unique<QSignalBlocker>(w));
    showInBox(m_depth, option("depth"), c.depth);
    m_depthSlider->setValue(nearestIndex(depthValues(), c.depth));
    showInBox(m_width, option("width"), c.width);
    m_widthSlider->setValue(nearestIndex(widthValues(), c.width));
    showInBox(m_batch, option("batch"), c.batch);
    m_activation->setCurrentIndex(int(c.activation));
    m_init->setCurrentIndex(int(c.init));
    const double stdev = weightStd(c);
    m_stdSlider->setValue(sliderFromStd(stdev));
    m_stdReadout->setText(stdReadoutText(c));
    m_residual->setChecked(c.residual);
    // A fixed scale other than 1 (from a file or the command line) gets an entry of its own.
    const bool otherFixed = c.residualRule == ResidualScaleRule::Fixed && c.residualScale != 1.0;
    while (m_residualScale->count() > 3)
        m_residualScale->removeItem(3);
    if (otherFixed)
        m_residualScale->addItem(QStringLiteral("× %1").arg(proseLocale().toString(c.residualScale, 'g', 4)));
    m_residualScale->setCurrentIndex(otherFixed                                           ? 3
                                     : c.residualRule == ResidualScaleRule::InvSqrtDepth  ? 1
                                     : c.residualRule == ResidualScaleRule::InvSqrt2Depth ? 2
                                                                                          : 0);
    m_residualScale->setEnabled(c.residual);
    m_norm->setCurrentIndex(int(c.norm));
    m_normPlace->setCurrentIndex(int(c.normPlace));
    m_normPlace->setEnabled(c.norm != Norm::None);
    m_loss->setCurrentIndex(int(c.loss));
    m_head->setChecked(c.head);
    m_seed->setValue(c.seed);
    m_precision->setCurrentIndex(int(c.precision));
    markDenseOnly(c.architecture == Architecture::Transformer);
}

// The controls a transformer has no use for: disabled, their tip saying why; the dense
// network's own tips back when it returns.
void ControlPanel::markDenseOnly(bool transformer)
{
    const std::pair<QWidget *, QString> rows[] = {
        {m_init, tr("A transformer draws every matrix at the init std (Hugging Face's initializer_range)")},
        {m_residual, tr("A transformer's blocks are always residual")},
        {m_loss, tr("A transformer's loss is the cross-entropy of the next tokens")},
        {m_head, tr("A transformer always ends in its LM head (see Tied head below)")},
    };
    for (const auto &[widget, why] : rows) {
        if (!widget->property("denseTip").isValid())
            widget->setProperty("denseTip", widget->toolTip());
        widget->setEnabled(!transformer);
        widget->setToolTip(transformer ? why + tr(": not used here.") : widget->property("denseTip").toString());
    }
    if (transformer)
        m_stdReadout->setText(
            tr("std %1, every matrix").arg(proseLocale().toString(m_document->config().initStd, 'g', 3)));
}

} // namespace gradflow
