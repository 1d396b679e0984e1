#pragma once

#include <QGroupBox>

#include <vector>

class QDoubleSpinBox;
class QFormLayout;
class QLabel;

namespace gradflow {

class NetworkDocument;
struct Result;

// "What the gradient does": the numbers the teacher points at (first/last gradient, the
// per-layer factor, the global norm, the clip factor, the weight gradients' last/first) and the
// clipping limit the clip factor answers to: the document's, which its box edits and shows.
// Greyed while the charts show a previous network.
class ReadoutPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit ReadoutPanel(NetworkDocument *document, QWidget *parent = nullptr);

    void showResult(const Result &result);
    QStringList texts() const;     // as shown, in the order above
    void setCurrent(bool current); // false: greyed, the charts show a previous network
    // The values in bold, larger than the text (1.25x at a desk, 1.1x in a room's type), their
    // exponents as tall as the digits, each wide enough for the longest value so a new one never
    // re-lays-out the window (and with it the charts) on every slider step.
    void setTextFont(const QFont &text);
    // Compact: each name above its value, a narrow column (presenting with the Lesson panel).
    void setCompact(bool compact);

private:
    void addReadout(const QString &name, const QString &tip);
    void showClipLimit(double limit); // the box's range holds the limits a person would type

    QFormLayout *m_form;
    std::vector<QLabel *> m_values;
    QDoubleSpinBox *m_clip;
};

} // namespace gradflow
