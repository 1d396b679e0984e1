#include "ui/window/transformercontrols.h"

#include "core/model/options.h"
#include "ui/controls/optionbox.h"
#include "ui/window/networkdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gradflow {

TransformerControls::TransformerControls(NetworkDocument *document, QWidget *parent)
    : QGroupBox(tr("Transformer"), parent), m_document(document), m_architecture(new QComboBox),
      m_sizes(new QWidget(this))
{
    m_architecture->setParent(this); // until the tool bar takes it
    m_architecture->addItem(tr("MLP"));
    m_architecture->addItem(tr("Transformer"));
    m_architecture->setToolTip(tr("Dense blocks (one linear layer and an activation each), or a decoder-only "
                                  "transformer: attention and an MLP per block, each in a residual."));
    connect(m_architecture, &QComboBox::currentIndexChanged, this, [this](int index) {
        edit([index](ModelConfig &c) {
            c = index == 1 ? asTransformer(c) : c;
            c.architecture = index == 1 ? Architecture::Transformer : Architecture::Mlp;
        });
    });
    auto *form = new QFormLayout(m_sizes);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_heads = wholeBox("heads", form, tr("Heads"), [](ModelConfig &c, int v) { c.transformer.heads = v; });
    m_kvHeads =
        wholeBox("kv-heads", form, tr("Key/value heads"), [](ModelConfig &c, int v) { c.transformer.kvHeads = v; });
    m_kvHeads->setSpecialValueText(tr("as heads"));
    m_seqLen =
        wholeBox("seq-len", form, tr("Sequence length"), [](ModelConfig &c, int v) { c.transformer.seqLen = v; });
    m_ffWidth = wholeBox("ff-width", form, tr("MLP width"), [](ModelConfig &c, int v) { c.transformer.ffWidth = v; });
    m_ffWidth->setSpecialValueText(tr("4 × width"));
    m_vocab = wholeBox("vocab", form, tr("Vocabulary"), [](ModelConfig &c, int v) { c.transformer.vocab = v; });
    addChoices(form);
    auto *note =
        new QLabel(tr("For a transformer the dense network's readouts, its theory and the Jacobian tab are not "
                      "shown: they describe dense networks. Choose MLP beside the preset to return to them."),
                   m_sizes);
    note->setWordWrap(true);
    form->addRow(note);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_sizes);
    toWidgets(document->config());
    connect(document, &NetworkDocument::configChanged, this, &TransformerControls::toWidgets);
}

QSpinBox *TransformerControls::wholeBox(const char *key, QFormLayout *form, const QString &label,
                                        const std::function<void(ModelConfig &, int)> &set)
{
    auto *box = new QSpinBox(m_sizes);
    const Option &o = option(key);
    boundToOption(box, o);
    box->setKeyboardTracking(false); // a typed number commits on Enter or leaving the box
    box->setToolTip(QString::fromUtf8(o.help));
    form->addRow(label, box);
    connect(box, &QSpinBox::valueChanged, this, [this, set](int v) { edit([&](ModelConfig &c) { set(c, v); }); });
    return box;
}

void TransformerControls::addChoices(QFormLayout *form)
{
    m_position = new QComboBox(m_sizes);
    for (const std::string &name : positionNames())
        m_position->addItem(QString::fromStdString(name));
    m_position->setToolTip(QString::fromUtf8(option("position").help));
    form->addRow(tr("Position"), m_position);
    connect(m_position, &QComboBox::currentIndexChanged, this,
            [this](int i) { edit([i](ModelConfig &c) { c.transformer.position = Position(i); }); });
    m_gated = new QCheckBox(tr("Gated MLP (SwiGLU)"), m_sizes);
    m_gated->setToolTip(QString::fromUtf8(option("gated").help));
    m_tieHead = new QCheckBox(tr("Tied head"), m_sizes);
    m_tieHead->setToolTip(QString::fromUtf8(option("tie-head").help));
    form->addRow(m_gated);
    form->addRow(m_tieHead);
    connect(m_gated, &QCheckBox::toggled, this,
            [this](bool on) { edit([on](ModelConfig &c) { c.transformer.gated = on; }); });
    connect(m_tieHead, &QCheckBox::toggled, this,
            [this](bool on) { edit([on](ModelConfig &c) { c.transformer.tieHead = on; }); });
}

ModelConfig TransformerControls::asTransformer(ModelConfig c)
{
    c.initStd = weightStd(c); // the std the dense network drew with
    c.init = Init::CustomStd;
    c.residual = true;
    if (c.norm == Norm::Batch)
        c.norm = Norm::Layer;
    if (c.width % c.transformer.heads != 0)
        c.transformer.heads = 1;
    return c;
}

void TransformerControls::edit(const std::function<void(ModelConfig &)> &change)
{
    ModelConfig config = m_document->config();
    change(config);
    if (config != m_document->config())
        m_document->setConfig(config);
}

void TransformerControls::toWidgets(const ModelConfig &c)
{
    const QSignalBlocker a(m_architecture), h(m_heads), k(m_kvHeads), s(m_seqLen), f(m_ffWidth), v(m_vocab),
        p(m_position), g(m_gated), t(m_tieHead);
    const bool transformer = c.architecture == Architecture::Transformer;
    m_architecture->setCurrentIndex(transformer ? 1 : 0);
    showInBox(m_heads, option("heads"), c.transformer.heads);
    showInBox(m_kvHeads, option("kv-heads"), c.transformer.kvHeads);
    showInBox(m_seqLen, option("seq-len"), c.transformer.seqLen);
    showInBox(m_ffWidth, option("ff-width"), c.transformer.ffWidth);
    showInBox(m_vocab, option("vocab"), c.transformer.vocab);
    m_position->setCurrentIndex(int(c.transformer.position));
    m_gated->setChecked(c.transformer.gated);
    m_tieHead->setChecked(c.transformer.tieHead);
}

} // namespace gradflow
