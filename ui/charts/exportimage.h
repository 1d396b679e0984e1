#pragma once

#include <QImage>
#include <QSize>
#include <QString>

#include <functional>
#include <new>

class QPaintDevice;
class QPainter;

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

// Paints on device with paint and ends the painting, letting an out-of-memory in end() (a PDF
// page is compressed there) reach the caller as bad_alloc. QPainter's destructor may not throw,
// so a painter that failed is left undestroyed (once, as the program reports out of memory)
// rather than ended again during the unwinding, which aborted (exit 134).
void paintAndEnd(QPaintDevice &device, const std::function<void(QPainter &)> &paint);

} // namespace gradflow
