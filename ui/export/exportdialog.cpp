#include "ui/export/exportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace gradflow {

namespace {

QString sizeText(QSize s) { return QObject::tr("%1 × %2").arg(s.width()).arg(s.height()); }

} // namespace

QList<QSize> ExportDialog::slideSizes()
{
    return {QSize(1920, 1080), QSize(1280, 720), QSize(960, 540), QSize(1024, 768), QSize(1200, 900)};
}

ExportDialog::ExportDialog(QSize onScreen, bool png, QWidget *parent)
    : QDialog(parent), m_onScreen(onScreen), m_png(png), m_size(new QComboBox), m_scale(new QSpinBox),
      m_readouts(new QCheckBox(tr("Include the &readouts (ratio, ρ, norm, clip factor)"))), m_file(new QLabel)
{
    setWindowTitle(tr("Export charts"));
    auto *form = new QFormLayout(this);
    m_size->addItem(tr("As on screen (%1)").arg(sizeText(onScreen)), QSize());
    const QStringList notes = {tr("16:9 slide"), tr("16:9 slide"), tr("16:9 slide; scale 2 gives 1920 × 1080"),
                               tr("4:3 slide"), tr("as gradflow --export")};
    const QList<QSize> sizes = slideSizes();
    for (int i = 0; i < sizes.size(); ++i)
        m_size->addItem(tr("%1 (%2)").arg(sizeText(sizes[i]), notes.value(i)), sizes[i]);
    m_size->setToolTip(tr("The drawing's size; its text is sized for it, as presentation mode sizes it for a screen that tall."));
    m_scale->setRange(1, 4);
    m_scale->setSuffix(QStringLiteral("×"));
    m_scale->setToolTip(tr("Pixels per point: 2 makes a sharp image of twice the size."));
    m_file->setTextFormat(Qt::PlainText);
    auto *sizeLabel = new QLabel(tr("&Size:"));
    sizeLabel->setBuddy(m_size);
    auto *scaleLabel = new QLabel(tr("Pixel s&cale:"));
    scaleLabel->setBuddy(m_scale);
    form->addRow(sizeLabel, m_size);
    form->addRow(scaleLabel, m_scale);
    form->addRow(m_readouts);
    form->addRow(m_file);
    scaleLabel->setVisible(png);
    m_scale->setVisible(png);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_size, &QComboBox::currentIndexChanged, this, &ExportDialog::update);
    connect(m_scale, &QSpinBox::valueChanged, this, &ExportDialog::update);
    setChoice(QSize(), 2, false);
}

void ExportDialog::setChoice(QSize size, int scale, bool readouts)
{
    const int index = m_size->findData(size);
    m_size->setCurrentIndex(std::max(0, index));
    m_scale->setValue(scale);
    m_readouts->setChecked(readouts);
    update();
}

QSize ExportDialog::drawingSize() const { return m_size->currentData().toSize(); }

int ExportDialog::scale() const { return m_png ? m_scale->value() : 1; }

bool ExportDialog::readouts() const { return m_readouts->isChecked(); }

QString ExportDialog::fileText() const { return m_file->text(); }

void ExportDialog::update()
{
    const QSize size = drawingSize().isValid() ? drawingSize() : m_onScreen;
    m_file->setText(m_png ? tr("The file: %1 pixels.").arg(sizeText(size * scale()))
                          : tr("The drawing: %1 points, text sized for it.").arg(sizeText(size)));
}

} // namespace gradflow
