#pragma once

#include "core/lesson/lessonviews.h"
#include "core/model/result.h"

#include <QSize>
#include <QString>

#include <memory>

namespace gradflow {

class LessonPage;

// A side view's figure drawn for a slide: a page of its own, never shown on screen, without its
// controls, laid out at size with the type a slide that tall gets (as presentation mode sizes
// it for a screen that tall). network: the clipping view's network (null for the others).
// Returns null when the figure needs more room than size; *least is then the smallest size
// it fits.
std::unique_ptr<LessonPage> slidePage(LessonView view, const LessonSettings &settings,
                                      std::shared_ptr<const Result> network, QSize size, QSize *least);

// "the chain view cannot be drawn in 400x300; give at least 520x380"
QString tooSmallText(LessonView view, QSize size, QSize least);

} // namespace gradflow
