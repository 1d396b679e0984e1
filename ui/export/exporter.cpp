#include "ui/export/exporter.h"

#include "ui/charts/chartpanel.h"
#include "ui/charts/exportimage.h"
#include "files/files.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>

namespace gradflow {

QImage renderChartImage(ChartPanel &panel, double scale, QSize size)
{
    if (!size.isValid())
        size = panel.exportSize();
    QImage image =
        exportImage(QSize(int(std::lround(size.width() * scale)), int(std::lround(size.height() * scale))), scale);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    panel.renderExport(painter, size);
    painter.end();
    return image;
}

QString exportCharts(ChartPanel &panel, const QString &path, double scale, QSize size)
{
    if (!size.isValid())
        size = panel.exportSize();
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == "png") {
        if (!renderChartImage(panel, scale, size).save(&buffer, "PNG"))
            return QObject::tr("could not encode the PNG image; try SVG or PDF");
    } else if (suffix == "svg") {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(QStringLiteral("GradFlow"));
        svg.setDescription(panel.caption());
        paintAndEnd(svg, [&](QPainter &painter) { panel.renderExport(painter, size); });
    } else if (suffix == "pdf") {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(QStringLiteral("GradFlow: ") + panel.caption());
        pdf.setPageSize(QPageSize(QSizeF(size) * 0.75, QPageSize::Point)); // 96 dpi pixels to points
        pdf.setPageMargins(QMarginsF());
        pdf.setResolution(96);
        paintAndEnd(pdf, [&](QPainter &painter) { panel.renderExport(painter, size); });
    } else {
        return QObject::tr("%1: choose a file ending in .png, .svg or .pdf").arg(path);
    }
    buffer.close();
    return writeFileAtomically(path, bytes);
}

} // namespace gradflow
