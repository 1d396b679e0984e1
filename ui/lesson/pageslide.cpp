#include "ui/lesson/pageslide.h"

#include "ui/charts/look.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"

#include <QApplication>

#include <new>

namespace gradflow {

LessonSlide::LessonSlide(LessonView view, const LessonSettings &settings, std::shared_ptr<const Result> network)
    : m_page(makeLessonPage(view))
{
    if (network)
        m_page->setNetworkResult(std::move(network));
    m_page->setAttribute(Qt::WA_DontShowOnScreen);
    m_page->setControlsVisible(false);
    m_page->setTitleShown(false);
    m_page->setSettings(settings);
    m_page->show();
}

LessonSlide::~LessonSlide() = default;

QString LessonSlide::slideTitle() const { return m_page->title(); }

// The page at size once its measurement has answered: the answer's text, legend and curves
// change what the layout needs, so it is laid out again after them.
QWidget *LessonSlide::layOutBody(const Look &look, QSize size)
{
    m_page->setLook(false, look);
    m_page->resize(size);
    m_page->finishMeasuring();
    if (m_page->measurementOutOfMemory())
        throw std::bad_alloc(); // the one out-of-memory boundary of the caller: one line, exit 2 or a message
    QApplication::processEvents();
    m_page->resize(size);
    QApplication::processEvents();
    QApplication::processEvents(); // the charts refit their ticks after the layout
    return m_page->figure();
}

QString LessonSlide::slideProblem() const { return m_page->problem(); }

} // namespace gradflow
