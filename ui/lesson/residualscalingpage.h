#pragma once

#include "ui/lesson/lessonpage.h"
#include "core/lesson/residualscaling.h"

class QSpinBox;

namespace gradflow {

// GPT-2's residual scaling: the residual stream's variance over 2N writes, unscaled against
// every write scaled by 1/sqrt(2N).
class ResidualScalingPage : public LessonPage
{
    Q_OBJECT

public:
    explicit ResidualScalingPage(QWidget *parent = nullptr);

protected:
    void refresh() override;
    void syncControls() override;

private:
    void showAnswer(const LessonSettings &settings,
                    const ResidualGrowth &growth); // the measured answer, on the GUI thread

    QSpinBox *m_layers, *m_samples, *m_width;
    QLabel *m_headline, *m_caption;
    LayerChart *m_chart;
};

} // namespace gradflow
