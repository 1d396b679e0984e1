#include "ui/charts/figureexport.h"

#include "ui/charts/exportimage.h"

#include "files/files.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>

#include <cmath>

namespace gradflow {

namespace {

using Paint = std::function<void(QPainter &)>;

QString tr(const char *text) { return QCoreApplication::translate("gradflow::FigureExport", text); }

bool renderPng(QSize size, double scale, const Paint &paint, QBuffer &buffer)
{
    QImage image =
        exportImage(QSize(int(std::lround(size.width() * scale)), int(std::lround(size.height() * scale))), scale);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    paint(painter);
    painter.end();
    return image.save(&buffer, "PNG");
}

void renderSvg(QSize size, const QString &title, const Paint &paint, QBuffer &buffer)
{
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(), size));
    svg.setTitle(title);
    paintAndEnd(svg, paint);
}

void renderPdf(QSize size, const QString &title, const Paint &paint, QBuffer &buffer)
{
    QPdfWriter pdf(&buffer);
    pdf.setTitle(title);
    pdf.setPageSize(QPageSize(QSizeF(size) * 0.75, QPageSize::Point)); // 96 dpi pixels to points
    pdf.setPageMargins(QMarginsF());
    pdf.setResolution(96);
    paintAndEnd(pdf, paint);
}

} // namespace

QString exportDrawing(QSize size, const QString &path, double scale, const QString &title, const Paint &paint)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == "png") {
        if (!renderPng(size, scale, paint, buffer))
            return tr("could not encode the PNG image; try SVG or PDF");
    } else if (suffix == "svg") {
        renderSvg(size, title, paint, buffer);
    } else if (suffix == "pdf") {
        renderPdf(size, title, paint, buffer);
    } else {
        return tr("%1: choose a file ending in .png, .svg or .pdf").arg(path);
    }
    buffer.close();
    return writeFileAtomically(path, bytes);
}

QString exportFigure(QWidget *figure, const QString &path, double scale, const QString &title)
{
    return exportDrawing(figure->size(), path, scale, title, [figure](QPainter &painter) { figure->render(&painter); });
}

} // namespace gradflow
