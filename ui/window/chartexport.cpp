#include "ui/window/chartexport.h"

#include "ui/charts/chartpanel.h"
#include "ui/charts/exportdialog.h"
#include "ui/charts/exportimage.h"
#include "ui/controls/plainwarning.h"
#include "ui/export/exporter.h"
#include "ui/export/slideexport.h"
#include "files/files.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/jacobian/jacobianslide.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/phasemap/phasemapwindow.h"
#include "ui/training/trainingpanel.h"
#include "ui/training/trainingslide.h"
#include "ui/window/settings.h"
#include "ui/window/statusline.h"

#include <QAction>
#include <QClipboard>
#include <QBuffer>
#include <QFileDialog>
#include <QGuiApplication>

namespace gradflow {

ChartExport::ChartExport(ChartPanel *charts, LessonTabs *tabs, TrainingPanel *training, JacobianPanel *jacobian,
                         StatusLine *line, QWidget *window)
    : QObject(window), m_charts(charts), m_tabs(tabs), m_training(training), m_jacobian(jacobian), m_line(line),
      m_window(window), m_readouts(new QAction(tr("Include &readouts in chart exports"), this))
{
    m_readouts->setCheckable(true);
    connect(m_readouts, &QAction::toggled, this, [this](bool on) {
        m_charts->setExportReadouts(on);
        Settings().setExportReadouts(on);
    });
}

bool ChartExport::transformerShown() const { return m_transformer && m_transformer->isVisible(); }

// The phase map where it is a tab of the window (no room beside it) and that tab is shown.
PhaseMapWindow *ChartExport::mapShown() const { return qobject_cast<PhaseMapWindow *>(m_tabs->currentWidget()); }

// A transformer's three charts as a PNG at the screen's pixels; the dense network's sizes and
// formats do not apply to them yet, and the dialog says so.
void ChartExport::exportTransformer()
{
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export a transformer's charts (PNG as shown)"),
                                     QStringLiteral("gradflow-transformer.png"), tr("PNG image (*.png)"));
    if (!path.isEmpty())
        exportTo(path);
}

// The transformer's charts as shown, with their pins, band and legends.
QString ChartExport::exportTransformerTo(const QString &path) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!m_transformer->grab().save(&buffer, "PNG")) // nothing written: the file stays as it was
        return tr("could not encode the PNG image: too little memory; close other programs and try again");
    return writeFileAtomically(path, bytes);
}

// Ctrl+E: the tab on screen; every view asks for a size (on screen or a slide's) and a scale in
// the one export dialog, the network view also whether the readouts go under its caption.
void ChartExport::askAndExport()
{
    if (transformerShown()) {
        exportTransformer();
        return;
    }
    if (PhaseMapWindow *map = mapShown()) { // its own export: a title, its settings and the map
        map->askAndExport();
        return;
    }
    if (LessonPage *page = m_tabs->page(m_tabs->currentView())) {
        m_tabs->askAndExport(page);
        return;
    }
    if (m_tabs->isTrainingShown() || m_tabs->isJacobianShown()) {
        askAndExportSlide();
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export charts"), exportStartPath(QStringLiteral("gradflow.png")),
                                     tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    double scale = 1.0;
    QSize size;
    if (!askSize(path.endsWith(".png", Qt::CaseInsensitive), scale, size))
        return;
    const QString error = exportTo(path, scale, size);
    if (!error.isEmpty())
        warnPlain(m_window, tr("Export failed"), error);
}

// The Training or Jacobian tab: the dialog the side views ask with, the choice kept with the
// network view's.
void ChartExport::askAndExportSlide()
{
    const bool training = m_tabs->isTrainingShown();
    const QWidget *figure = training ? m_training->figure() : m_jacobian->figure();
    Settings settings;
    QSize size = settings.exportSize();
    int scale = settings.exportScale();
    const QString path = askSlideExport(
        m_window, training ? QStringLiteral("gradflow-training.png") : QStringLiteral("gradflow-jacobian.png"),
        figure->size(), size, scale);
    if (path.isEmpty())
        return;
    settings.setExportSize(size);
    settings.setExportScale(scale);
    if (const QString error = exportTo(path, scale, size); !error.isEmpty())
        warnPlain(m_window, tr("Export failed"), error);
}

bool ChartExport::askSize(bool png, double &scale, QSize &size)
{
    Settings settings;
    ExportDialog dialog(m_charts->exportSize(), png, m_window);
    dialog.setChoice(settings.exportSize(), settings.exportScale(), m_readouts->isChecked());
    if (dialog.exec() != QDialog::Accepted)
        return false;
    settings.setExportSize(dialog.drawingSize());
    settings.setExportScale(dialog.scale());
    m_readouts->setChecked(dialog.readouts());
    size = dialog.drawingSize();
    scale = dialog.scale();
    return true;
}

QString ChartExport::exportTo(const QString &path, double scale, QSize size)
{
    QString error;
    try {
        error = renderAndExport(path, scale, size);
    } catch (const ImageOutOfMemory &e) { // the window says so and keeps running
        error = e.message();
    }
    m_line->showExported(error, path);
    return error;
}

// The tab on screen to path: the Training or Jacobian tab, a side view or the phase map, as a
// slide (of the figure's size on screen when size is empty); the network view as a slide drawn
// anew, text sized for it, or as shown.
QString ChartExport::renderAndExport(const QString &path, double scale, QSize size)
{
    if (PhaseMapWindow *map = mapShown())
        return map->exportTo(path, size, scale);
    if (transformerShown())
        return exportTransformerTo(path); // a PNG as shown: no slide of a transformer's charts yet
    if (m_tabs->isTrainingShown())
        return exportTrainingSlide(*m_training, path, size, scale);
    if (m_tabs->isJacobianShown())
        return exportJacobianSlide(*m_jacobian, path, size, scale);
    if (LessonPage *page = m_tabs->page(m_tabs->currentView()))
        return m_tabs->exportPage(page, path, scale, size);
    if (size.isValid()) {
        Slide slide{m_charts->result(), m_charts->pinResults(), m_charts->isRelative(),    m_charts->exportReadouts(),
                    m_charts->isDark(), m_colorBlind,           m_charts->isTheoryShown(), m_charts->analysis()};
        return exportSlide(slide, path, size, scale);
    }
    return exportCharts(*m_charts, path, scale);
}

void ChartExport::copyImage()
{
    if (transformerShown()) {
        QGuiApplication::clipboard()->setImage(m_transformer->grab().toImage());
        m_line->showMessage(tr("Chart image copied."));
        return;
    }
    if (PhaseMapWindow *map = mapShown()) {
        QGuiApplication::clipboard()->setImage(map->map()->grab().toImage());
        m_line->showMessage(tr("Chart image copied."));
        return;
    }
    QGuiApplication::clipboard()->setImage(renderChartImage(*m_charts, 2.0));
    m_line->showMessage(tr("Chart image copied."));
}

} // namespace gradflow
