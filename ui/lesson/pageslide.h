#pragma once

#include "core/lesson/lessonviews.h"
#include "core/model/result.h"
#include "ui/charts/slidefigure.h"

#include <memory>

namespace gradflow {

class LessonPage;

// A side view as a slide: a page of its own, never shown on screen, without its controls, its
// title drawn by the slide. network: the clipping view's network (null for the others).
class LessonSlide : public SlideFigure
{
public:
    LessonSlide(LessonView view, const LessonSettings &settings, std::shared_ptr<const Result> network);
    ~LessonSlide() override;

    QString slideTitle() const override;
    QString slideCaption() const override { return {}; } // each page's caption is part of its figure
    QWidget *layOutBody(const Look &look,
                        QSize size) override; // throws std::bad_alloc when its measurement ran out of memory
    QString slideProblem() const override;
    LessonPage &page() const { return *m_page; }

private:
    std::unique_ptr<LessonPage> m_page;
};

} // namespace gradflow
