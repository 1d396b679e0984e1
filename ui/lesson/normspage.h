#pragma once

#include "ui/lesson/lessonpage.h"

class QDoubleSpinBox;
class QSpinBox;
class QTableWidget;

namespace gradflow {

// The normalization bench: an editable batch through BatchNorm, LayerNorm and RMSNorm side by
// side, with the statistics each used; batch-mates, a constant shift, and BatchNorm's
// evaluation mode with running statistics.
class NormsPage : public LessonPage
{
    Q_OBJECT

public:
    explicit NormsPage(QWidget *parent = nullptr);
    QTableWidget *inputTable() const { return m_input; }

protected:
    void refresh() override;
    void syncControls() override;
    void changeEvent(QEvent *event) override;

private:
    void buildControls();
    void buildTables();
    void readInput(int row, int column);
    void resizeBatch(int rows, int columns);

    QSpinBox *m_rows, *m_columns, *m_steps;
    QDoubleSpinBox *m_shift, *m_momentum;
    QTableWidget *m_input, *m_batchNorm, *m_layerNorm, *m_rmsNorm, *m_eval;
    QLabel *m_mates, *m_shiftLine, *m_evalLine, *m_problem;
};

} // namespace gradflow
