#pragma once

#include "ui/lesson/lessonpage.h"

class QSpinBox;
class QTableWidget;

namespace gradflow {

// Initialization rules: fan-in and fan-out in, He and Xavier std out with their formulas, and
// the second moment after Linear + ReLU measured on a sample of the chosen size.
class InitPage : public LessonPage
{
    Q_OBJECT

public:
    explicit InitPage(QWidget *parent = nullptr);

protected:
    void refresh() override;
    void syncControls() override;

private:
    // The rules and the measured E[y²] of unit-variance weights, on the GUI thread.
    void showAnswer(const LessonSettings &settings, double unitMoment);

    QSpinBox *m_fanIn, *m_fanOut, *m_samples, *m_seed;
    QLabel *m_he, *m_xavier, *m_measured, *m_caption;
    QTableWidget *m_table;
};

} // namespace gradflow
