#pragma once

#include <QImage>
#include <QSize>
#include <QString>

#include <new>

namespace gradflow {

// The pixels of a PNG export could not be allocated: out of memory, said as such (exit 2 on the
// command line, as every other allocation that fails; a message in the window), never a null
// image painted on (one "QPainter::begin: Painter not active" line per primitive) and then
// reported as an encoding failure.
class ImageOutOfMemory : public std::bad_alloc
{
public:
    explicit ImageOutOfMemory(QSize pixels);
    const char *what() const noexcept override;
    QString message() const;

private:
    QSize m_pixels;
    QByteArray m_text;
};

// A white image of pixels (scale: its device pixel ratio) for an export, or throws ImageOutOfMemory.
QImage exportImage(QSize pixels, double scale, QImage::Format format = QImage::Format_ARGB32_Premultiplied);

} // namespace gradflow
