#pragma once

#include "ui/lesson/lessonpage.h"

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QTableWidget;

namespace gradflow {

// The one-number chain: L units at their steepest point; the gradient reaching the input, its
// line over 1..L, and the lesson's table (sigmoid, linear, linear with weight 1.5).
class ChainPage : public LessonPage
{
    Q_OBJECT

public:
    explicit ChainPage(QWidget *parent = nullptr);

protected:
    void refresh() override;
    void syncControls() override;

private:
    QSpinBox *m_length;
    QComboBox *m_activation;
    QDoubleSpinBox *m_weight;
    QLabel *m_headline, *m_caption;
    LayerChart *m_chart;
    QTableWidget *m_table;
};

} // namespace gradflow
