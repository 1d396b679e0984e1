#include "ui/charts/exportimage.h"

#include <QCoreApplication>

namespace gradflow {

ImageOutOfMemory::ImageOutOfMemory(QSize pixels)
    : m_pixels(pixels), m_text(message().toUtf8())
{
}

const char *ImageOutOfMemory::what() const noexcept { return m_text.constData(); }

QString ImageOutOfMemory::message() const
{
    return QCoreApplication::translate("gradflow::ExportImage",
                                       "out of memory for a %1 x %2 pixel image (%3 MiB); choose a smaller size or scale, or SVG or PDF")
        .arg(m_pixels.width())
        .arg(m_pixels.height())
        .arg(qint64(m_pixels.width()) * m_pixels.height() * 4 >> 20);
}

QImage exportImage(QSize pixels, double scale, QImage::Format format)
{
    QImage image(pixels, format); // null when the allocation fails (Qt catches it and warns)
    if (image.isNull())
        throw ImageOutOfMemory(pixels);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    return image;
}

} // namespace gradflow
