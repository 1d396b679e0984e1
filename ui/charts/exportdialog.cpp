#include "ui/charts/exportdialog.h"

#include "files/slidesizes.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace gradflow {

namespace {

QString sizeText(QSize s) { return QObject::tr("%1 × %2").arg(s.width()).arg(s.height()); }

const QString kCustom = QStringLiteral("custom");

QString &lastExportFolder()
{
    static QString folder;
    return folder;
}

} // namespace

ExportDialog::ExportDialog(QSize onScreen, bool png, QWidget *parent, bool readouts)
    : QDialog(parent), m_onScreen(onScreen), m_png(png), m_size(new QComboBox), m_width(new QSpinBox),
      m_height(new QSpinBox), m_custom(nullptr), m_scale(new QSpinBox),
      m_readouts(new QCheckBox(tr("Include the &readouts (ratio, ρ, norm, clip factor)"))), m_file(new QLabel)
{
    setWindowTitle(tr("Export"));
    if (parent) // a window of its own: the main window's theme is not handed down to it
        setPalette(parent->window()->palette());
    auto *form = new QFormLayout(this);
    addSizes();
    m_custom = customRow();
    m_scale->setRange(1, 4);
    m_scale->setSuffix(QStringLiteral("×"));
    m_scale->setToolTip(tr("Pixels per point: 2 makes a sharp image of twice the size."));
    m_file->setTextFormat(Qt::PlainText);
    auto *sizeLabel = new QLabel(tr("&Size:"));
    sizeLabel->setBuddy(m_size);
    auto *scaleLabel = new QLabel(tr("Pixel s&cale:"));
    scaleLabel->setBuddy(m_scale);
    form->addRow(sizeLabel, m_size);
    form->addRow(QString(), m_custom);
    form->addRow(scaleLabel, m_scale);
    form->addRow(m_readouts);
    form->addRow(m_file);
    scaleLabel->setVisible(png);
    m_scale->setVisible(png);
    m_readouts->setVisible(readouts);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_size, &QComboBox::currentIndexChanged, this, &ExportDialog::update);
    connect(m_width, &QSpinBox::valueChanged, this, &ExportDialog::update);
    connect(m_height, &QSpinBox::valueChanged, this, &ExportDialog::update);
    connect(m_scale, &QSpinBox::valueChanged, this, &ExportDialog::update);
    setChoice(defaultSlideSize(), 1, false);
}

// As on screen, the slide sizes (the default marked) and Custom.
void ExportDialog::addSizes()
{
    m_size->addItem(tr("As on screen (%1)").arg(sizeText(m_onScreen)), QSize());
    for (const SlideSize &s : slideSizes()) {
        const QString mark = s.size == defaultSlideSize() ? tr(", the default") : QString();
        m_size->addItem(tr("%1 (%2%3)").arg(sizeText(s.size), s.note, mark), s.size);
    }
    m_size->addItem(tr("Custom…"), kCustom);
    m_size->setToolTip(
        tr("The drawing's size; its text is sized for it, as presentation mode sizes it for a screen that tall."));
}

QWidget *ExportDialog::customRow()
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_width->setRange(smallestSlideSize().width(), largestSlideSize().width());
    m_height->setRange(smallestSlideSize().height(), largestSlideSize().height());
    m_width->setAccessibleName(tr("Custom width"));
    m_height->setAccessibleName(tr("Custom height"));
    layout->addWidget(m_width);
    layout->addWidget(new QLabel(QStringLiteral("×")));
    layout->addWidget(m_height);
    layout->addStretch(1);
    return row;
}

void ExportDialog::setChoice(QSize size, int scale, bool readouts)
{
    int index = m_size->findData(size);
    if (index < 0 && size.isValid()) { // a size of no row: Custom, as given
        m_width->setValue(size.width());
        m_height->setValue(size.height());
        index = m_size->findData(kCustom);
    }
    m_size->setCurrentIndex(std::max(0, index));
    m_scale->setValue(scale);
    m_readouts->setChecked(readouts);
    update();
}

QSize ExportDialog::drawingSize() const
{
    if (m_size->currentData() == QVariant(kCustom))
        return QSize(m_width->value(), m_height->value());
    return m_size->currentData().toSize();
}

int ExportDialog::scale() const { return m_png ? m_scale->value() : 1; }

bool ExportDialog::readouts() const { return !m_readouts->isHidden() && m_readouts->isChecked(); }

QString ExportDialog::fileText() const { return m_file->text(); }

void ExportDialog::update()
{
    m_custom->setVisible(m_size->currentData() == QVariant(kCustom));
    const QSize size = drawingSize().isValid() ? drawingSize() : m_onScreen;
    m_file->setText(m_png ? tr("The file: %1 pixels.").arg(sizeText(size * scale()))
                          : tr("The drawing: %1 points, text sized for it.").arg(sizeText(size)));
}

QString exportStartPath(const QString &fileName)
{
    QString folder = lastExportFolder();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::homePath();
    return QDir(folder).absoluteFilePath(fileName);
}

void rememberExportFolder(const QString &path) { lastExportFolder() = QFileInfo(path).absolutePath(); }

QString askSlideExport(QWidget *parent, const QString &fileName, QSize onScreen, QSize &size, int &scale)
{
    const QString path =
        QFileDialog::getSaveFileName(parent, QObject::tr("Export view"), exportStartPath(fileName),
                                     QObject::tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return {};
    ExportDialog dialog(onScreen, path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive), parent, false);
    dialog.setChoice(size, scale, false);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    size = dialog.drawingSize();
    scale = dialog.scale();
    rememberExportFolder(path);
    return path;
}

} // namespace gradflow
