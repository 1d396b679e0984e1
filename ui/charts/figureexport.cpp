#include "ui/charts/figureexport.h"

#include "ui/charts/exportimage.h"

#include "ui/files/files.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>

namespace gradflow {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gradflow::FigureExport", text); }

bool renderPng(QWidget *figure, double scale, QBuffer &buffer)
{
    QImage image = exportImage(figure->size() * scale, scale);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    figure->render(&painter);
    painter.end();
    return image.save(&buffer, "PNG");
}

void renderSvg(QWidget *figure, const QString &title, QBuffer &buffer)
{
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(figure->size());
    svg.setViewBox(QRect(QPoint(), figure->size()));
    svg.setTitle(title);
    QPainter painter(&svg);
    figure->render(&painter);
}

void renderPdf(QWidget *figure, const QString &title, QBuffer &buffer)
{
    QPdfWriter pdf(&buffer);
    pdf.setTitle(title);
    pdf.setPageSize(QPageSize(QSizeF(figure->size()) * 0.75, QPageSize::Point)); // 96 dpi pixels to points
    pdf.setPageMargins(QMarginsF());
    pdf.setResolution(96);
    QPainter painter(&pdf);
    figure->render(&painter);
}

} // namespace

QString exportFigure(QWidget *figure, const QString &path, double scale, const QString &title)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == "png") {
        if (!renderPng(figure, scale, buffer))
            return tr("could not encode the PNG image; try SVG or PDF");
    } else if (suffix == "svg") {
        renderSvg(figure, title, buffer);
    } else if (suffix == "pdf") {
        renderPdf(figure, title, buffer);
    } else {
        return tr("%1: choose a file ending in .png, .svg or .pdf").arg(path);
    }
    buffer.close();
    return writeFileAtomically(path, bytes);
}

} // namespace gradflow
