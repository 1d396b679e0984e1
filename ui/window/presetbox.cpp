#include "ui/window/presetbox.h"

#include "core/model/presets.h"
#include "ui/window/networkdocument.h"

namespace gradflow {

PresetBox::PresetBox(NetworkDocument *document, QWidget *parent) : QComboBox(parent)
{
    for (const Preset &p : presets())
        addItem(QString::fromStdString(p.title), QString::fromStdString(p.name));
    setToolTip(tr("The lesson's setups; choosing one sets every control."));
    connect(this, &QComboBox::activated, document, [this, document](int i) {
        if (const Preset *p = findPreset(itemData(i).toString().toStdString()))
            document->setConfig(p->config);
    });
    connect(document, &NetworkDocument::configChanged, this, &PresetBox::follow);
}

void PresetBox::follow(const ModelConfig &config)
{
    const int presetCount = int(presets().size());
    for (int i = 0; i < presetCount; ++i) {
        if (presets()[size_t(i)].config == config) {
            if (count() > presetCount)
                removeItem(presetCount);
            setCurrentIndex(i);
            return;
        }
    }
    if (count() == presetCount)
        addItem(tr("(custom)"));
    setCurrentIndex(presetCount);
}

} // namespace gradflow
