#pragma once

#include "ui/lesson/lessonpage.h"

class QDoubleSpinBox;
class QSlider;
class QSpinBox;

namespace gradflow {

// Blocks of slope s: plain s^L against residual (1 + s)^L over 1..L blocks.
class ResidualChainPage : public LessonPage
{
    Q_OBJECT

public:
    explicit ResidualChainPage(QWidget *parent = nullptr);

protected:
    void refresh() override;
    void syncControls() override;

private:
    QSpinBox *m_blocks;
    QSlider *m_slopeSlider;
    QDoubleSpinBox *m_slope;
    QLabel *m_headline, *m_caption;
    LayerChart *m_chart;
};

} // namespace gradflow
