#pragma once

#include "core/model/config.h"

#include <QGroupBox>

#include <functional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

namespace gradflow {

class NetworkDocument;

// The architecture choice (dense blocks or a transformer: a box the window puts in its tool bar)
// and a transformer's own sizes: heads, key/value heads, sequence length, MLP width, vocabulary,
// position, gated MLP and tied head (this group, which the controls' column shows for a
// transformer only). Each control edits its own field of the document's configuration and
// shows the document's configuration whenever it changes.
class TransformerControls : public QGroupBox
{
    Q_OBJECT

public:
    explicit TransformerControls(NetworkDocument *document, QWidget *parent = nullptr);

    QComboBox *architectureBox() const { return m_architecture; }
    QSpinBox *headsSpin() const { return m_heads; }
    QSpinBox *seqLenSpin() const { return m_seqLen; }

    // What a configuration becomes as a transformer: every matrix drawn at the init std, the
    // blocks residual, a per-token norm (batch norm has no meaning there).
    static ModelConfig asTransformer(ModelConfig config);

private:
    QSpinBox *wholeBox(const char *key, QFormLayout *form, const QString &label,
                       const std::function<void(ModelConfig &, int)> &set);
    void addChoices(QFormLayout *form);
    void edit(const std::function<void(ModelConfig &)> &change);
    void toWidgets(const ModelConfig &config);

    NetworkDocument *m_document;
    QComboBox *m_architecture, *m_position = nullptr;
    QSpinBox *m_heads = nullptr, *m_kvHeads = nullptr, *m_seqLen = nullptr, *m_ffWidth = nullptr, *m_vocab = nullptr;
    QCheckBox *m_gated = nullptr, *m_tieHead = nullptr;
    QWidget *m_sizes; // the transformer's rows
};

} // namespace gradflow
