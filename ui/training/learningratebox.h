#pragma once

#include <QWidget>

#include <optional>

class QLabel;
class QSlider;

namespace gradflow {

// The Training tab's learning rate: a slider from 10⁻⁶ to 10 in tenths of a decade and the
// value beside it. A value set from outside (a tour step, the command line) is used exactly,
// also between the slider's steps or beyond its ends; the text then says so, and moving the
// slider returns to its steps.
class LearningRateBox : public QWidget
{
    Q_OBJECT

public:
    explicit LearningRateBox(QWidget *parent = nullptr);

    double value() const;
    void setValue(double rate); // emits nothing
    QString text() const;       // what the label beside the slider shows
    QSlider *slider() const { return m_slider; }

signals:
    void changed();

private:
    void updateText();

    QSlider *m_slider;
    QLabel *m_text;
    std::optional<double> m_exact; // a value set from outside that the slider cannot show
};

} // namespace gradflow
