#include "ui/charts/exportimage.h"

#include <QCoreApplication>
#include <QPainter>

#include <cstdio>
#include <memory>

namespace gradflow {

ImageOutOfMemory::ImageOutOfMemory(QSize pixels) : m_pixels(pixels), m_text(message().toUtf8()) { }

const char *ImageOutOfMemory::what() const noexcept { return m_text.constData(); }

QString ImageOutOfMemory::message() const
{
    return QCoreApplication::translate(
               "gradflow::ExportImage",
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

namespace {

QtMessageHandler g_outerHandler = nullptr;

// Qt's painting complains once per primitive when its buffers could not be had; the export's
// one line says what happened instead.
void quietPainting(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg
        && (message.startsWith(QLatin1String("QPainter")) || message.startsWith(QLatin1String("QPaintDevice"))
            || message.startsWith(QLatin1String("QImage"))))
        return;
    if (g_outerHandler)
        g_outerHandler(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

// quietPainting for as long as it lives (painting happens on the GUI thread only).
class QuietPainting
{
public:
    QuietPainting() { g_outerHandler = qInstallMessageHandler(quietPainting); }
    ~QuietPainting() { qInstallMessageHandler(g_outerHandler); }
    QuietPainting(const QuietPainting &) = delete;
    QuietPainting &operator=(const QuietPainting &) = delete;
};

} // namespace

void paintAndEnd(QPaintDevice &device, const std::function<void(QPainter &)> &paint)
{
    const QuietPainting quiet;
    auto painter = std::make_unique<QPainter>(&device);
    if (!painter->isActive())
        throw std::bad_alloc(); // a PDF or SVG on a buffer fails to begin for want of memory only
    try {
        paint(*painter);
        painter->end();
    } catch (...) {
        (void)painter.release(); // its destructor would end() again and abort
        throw;
    }
}

} // namespace gradflow
