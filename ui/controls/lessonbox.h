#pragma once

#include "core/lesson/lessonsettings.h"

class QDoubleSpinBox;
class QSpinBox;

namespace gradflow {

// A lesson page's box bounded by its setting's window range in the lesson-settings table
// (core/lesson/lessonsettings.h), so the page, `--set` and the tour's `set:` agree on it.
void boundToLessonSetting(QSpinBox *box, LessonView view, const char *key);
void boundToLessonSetting(QDoubleSpinBox *box, LessonView view, const char *key);

} // namespace gradflow
