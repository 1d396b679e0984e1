#pragma once

#include <QComboBox>

namespace gradflow {

class NetworkDocument;
struct ModelConfig;

// The tool bar's list of the lesson's setups: choosing one sets the document's network; it
// names the preset the document's configuration matches, or says it is custom.
class PresetBox : public QComboBox
{
    Q_OBJECT

public:
    explicit PresetBox(NetworkDocument *document, QWidget *parent = nullptr);

private:
    void follow(const ModelConfig &config);
};

} // namespace gradflow
