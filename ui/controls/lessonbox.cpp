#include "ui/controls/lessonbox.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

namespace gradflow {

void boundToLessonSetting(QSpinBox *box, LessonView view, const char *key)
{
    const LessonSetting &row = lessonSetting(view, key);
    box->setRange(int(row.windowLow), int(row.windowHigh));
}

void boundToLessonSetting(QDoubleSpinBox *box, LessonView view, const char *key)
{
    const LessonSetting &row = lessonSetting(view, key);
    box->setRange(row.windowLow, row.windowHigh);
}

} // namespace gradflow
