#include "files/slidesizes.h"

#include <QCoreApplication>

namespace gradflow {

namespace {

// lupdate files a free tr() in namespace gradflow under the context "gradflow": the lookup uses it.
QString tr(const char *text) { return QCoreApplication::translate("gradflow", text); }

} // namespace

QList<SlideSize> slideSizes()
{
    return {
        {QSize(1920, 1080), tr("16:9 slide, full HD")},
        {QSize(1280, 720), tr("16:9 slide, a 720-line projector")},
        {QSize(960, 540), tr("16:9 slide; scale 2 gives 1920 × 1080")},
        {QSize(1024, 768), tr("4:3 slide")},
    };
}

QSize defaultSlideSize() { return slideSizes().front().size; }

QSize smallestSlideSize() { return QSize(200, 150); }

QSize largestSlideSize() { return QSize(8000, 8000); }

} // namespace gradflow
