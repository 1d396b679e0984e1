#include "lessonpage.h"

#include "files.h"
#include "layerchart.h"

#include <QApplication>
#include <QBuffer>
#include <QChart>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QStyle>
#include <QSvgGenerator>
#include <QTableWidget>
#include <QValueAxis>

namespace gradflow {

LessonPage::LessonPage(LessonView kind, const QString &title, QWidget *parent)
    : QWidget(parent), m_kind(kind), m_title(title), m_controls(new QGroupBox(tr("Controls"))),
      m_form(new QFormLayout), m_buttons(new QVBoxLayout), m_figure(new QWidget),
      m_figureLayout(new QVBoxLayout(m_figure)), m_titleLabel(new QLabel(title))
{
    auto *column = new QVBoxLayout(m_controls);
    column->addLayout(m_form);
    column->addLayout(m_buttons);
    auto *exportButton = new QPushButton(tr("Export this view…"));
    exportButton->setToolTip(tr("PNG, SVG or PDF of the figure on the right (Ctrl+E)"));
    connect(exportButton, &QPushButton::clicked, this, &LessonPage::exportRequested);
    column->addWidget(exportButton);
    column->addStretch(1);
    m_controls->setMinimumWidth(260);
    m_controls->setMaximumWidth(340);

    m_figure->setAutoFillBackground(true);
    m_figure->setBackgroundRole(QPalette::Base);
    m_titleLabel->setWordWrap(true);
    m_figureLayout->addWidget(m_titleLabel);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_controls);
    layout->addWidget(m_figure, 1);
    setLook(false, 1.0);
}

void LessonPage::addControlButton(QPushButton *button) { m_buttons->addWidget(button); }

QLabel *LessonPage::addHeadline()
{
    auto *label = new QLabel;
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_figureLayout->addWidget(label);
    m_headlines.push_back(label);
    return label;
}

QLabel *LessonPage::addCaption()
{
    auto *label = new QLabel;
    label->setWordWrap(true);
    m_figureLayout->addWidget(label);
    m_captions.push_back(label);
    return label;
}

LayerChart *LessonPage::addChart(const QString &xTitle, const QString &yTitle)
{
    auto *chart = new LayerChart(QString(), yTitle);
    if (auto *axis = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Horizontal).value(0)))
        axis->setTitleText(xTitle);
    chart->setMinimumHeight(260);
    m_figureLayout->addWidget(chart, 1);
    m_charts.push_back(chart);
    return chart;
}

void LessonPage::setSettings(const LessonSettings &settings)
{
    m_settings = settings;
    syncControls();
    refresh();
}

QStringList LessonPage::shownTexts() const
{
    QStringList texts;
    for (const QLabel *label : m_figure->findChildren<QLabel *>())
        texts << label->text();
    for (const QTableWidget *table : m_figure->findChildren<QTableWidget *>())
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c)
                if (const QTableWidgetItem *item = table->item(r, c))
                    texts << item->text();
    return texts;
}

void LessonPage::setControlsVisible(bool visible)
{
    m_controls->setVisible(visible);
    const int margin = visible ? style()->pixelMetric(QStyle::PM_LayoutLeftMargin) : 0; // alone: the figure is the page
    layout()->setContentsMargins(margin, margin, margin, margin);
}

void LessonPage::setLook(bool dark, double scale)
{
    QFont base = QApplication::font();
    base.setPointSizeF(base.pointSizeF() * scale);
    QFont title = base;
    title.setPointSizeF(base.pointSizeF() * 1.5);
    title.setBold(true);
    m_titleLabel->setFont(title);
    QFont headline = base;
    headline.setPointSizeF(base.pointSizeF() * 1.35);
    headline.setBold(true);
    for (QLabel *label : m_headlines)
        label->setFont(headline);
    QFont caption = base;
    caption.setPointSizeF(base.pointSizeF() * 1.1);
    for (QLabel *label : m_captions)
        label->setFont(caption);
    for (QTableWidget *table : m_figure->findChildren<QTableWidget *>())
        table->setFont(caption);
    for (LayerChart *chart : m_charts)
        chart->setLook(dark, scale);
}

QString LessonPage::exportTo(const QString &path, double scale)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = m_figure->size();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == "png") {
        QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(scale);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        m_figure->render(&painter);
        painter.end();
        if (!image.save(&buffer, "PNG"))
            return tr("could not encode the PNG image; try SVG or PDF");
    } else if (suffix == "svg") {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(QStringLiteral("GradFlow: ") + m_title);
        QPainter painter(&svg);
        m_figure->render(&painter);
    } else if (suffix == "pdf") {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(QStringLiteral("GradFlow: ") + m_title);
        pdf.setPageSize(QPageSize(QSizeF(size) * 0.75, QPageSize::Point)); // 96 dpi pixels to points
        pdf.setPageMargins(QMarginsF());
        pdf.setResolution(96);
        QPainter painter(&pdf);
        m_figure->render(&painter);
    } else {
        return tr("%1: choose a file ending in .png, .svg or .pdf").arg(path);
    }
    buffer.close();
    return writeFileAtomically(path, bytes);
}

} // namespace gradflow
