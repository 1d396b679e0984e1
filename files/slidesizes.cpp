#include "files/slidesizes.h"

#include <QCoreApplication>

namespace gradflow {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gradflow::SlideSizes", text); }

} // namespace

const QList<SlideSize> &slideSizes()
{
    static const QList<SlideSize> sizes = {
        {QSize(1920, 1080), tr("16:9 slide, full HD")},
        {QSize(1280, 720), tr("16:9 slide, a 720-line projector")},
        {QSize(960, 540), tr("16:9 slide; scale 2 gives 1920 × 1080")},
        {QSize(1024, 768), tr("4:3 slide")},
    };
    return sizes;
}

QSize defaultSlideSize() { return slideSizes().front().size; }

QSize smallestSlideSize() { return QSize(200, 150); }

QSize largestSlideSize() { return QSize(8000, 8000); }

} // namespace gradflow
