#include "ui/lesson/lessonpage.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/look.h"
#include "ui/workers/busydelay.h"

#include <QApplication>
#include <QChart>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gradflow {

LessonPage::LessonPage(LessonView kind, const QString &title, QWidget *parent)
    : QWidget(parent), m_kind(kind), m_title(title), m_controls(new QGroupBox(tr("Controls"))), m_form(new QFormLayout),
      m_buttons(new QVBoxLayout), m_figure(new QWidget), m_figureLayout(new QVBoxLayout(m_figure)),
      m_titleLabel(new QLabel(title)), m_problem(new QLabel), m_measuring(new QLabel),
      m_measuringSoon(new BusyDelay(this, [this] { m_measuring->show(); }))
{
    auto *column = new QVBoxLayout(m_controls);
    column->addLayout(m_form);
    column->addLayout(m_buttons);
    auto *exportButton = new QPushButton(tr("Export this view…"));
    exportButton->setToolTip(tr("PNG, SVG or PDF of the figure on the right (Ctrl+E)"));
    connect(exportButton, &QPushButton::clicked, this, &LessonPage::exportRequested);
    column->addWidget(exportButton);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->hide();
    column->addWidget(m_problem);
    m_measuring->setTextFormat(Qt::PlainText);
    m_measuring->setText(tr("Measuring…"));
    m_measuring->hide();
    column->addWidget(m_measuring);
    column->addStretch(1);
    m_controls->setMinimumWidth(260);

    m_figure->setAutoFillBackground(true);
    m_figure->setBackgroundRole(QPalette::Base);
    m_titleLabel->setWordWrap(true);
    m_figureLayout->addWidget(m_titleLabel);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_controls);
    layout->addWidget(m_figure, 1);
    setLook(false, Look::desk());
}

LessonPage::~LessonPage()
{
    // A measurement that cannot stop (one large draw) finishes alone; its answer is dropped.
    if (m_measure)
        m_measure->shutdown(100); // an idle thread ends at once
}

void LessonPage::measure(Measurement measurement)
{
    if (!m_measure)
        connectMeasure();
    m_measure->request(std::move(measurement));
    m_measuring->setText(tr("Measuring…"));
    if (m_measuring->isHidden())
        m_measuringSoon->arm();
}

void LessonPage::connectMeasure()
{
    m_measure = new MeasureWorker(this);
    connect(m_measure, &MeasureWorker::shown, this, [this](quint64 generation) {
        m_problem->clear();
        m_problem->hide();
        measureEnded(generation);
    });
    connect(m_measure, &LatestWorker::failed, this, [this](const QString &message, quint64 generation) {
        if (generation != m_measure->latestGeneration())
            return;
        m_problem->setText(tr("Not measured: %1").arg(message));
        m_problem->show();
        measureEnded(generation);
    });
    connect(m_measure, &LatestWorker::cancelled, this, &LessonPage::measureEnded);
    connect(m_measure, &LatestWorker::progress, this, &LessonPage::measureProgressed);
}

void LessonPage::measureProgressed(int done, int total, quint64 generation)
{
    if (generation != m_measure->latestGeneration())
        return;
    m_measuring->setText(tr("Measuring… %1%").arg(total > 0 ? 100 * qint64(done) / total : 0));
}

void LessonPage::measureEnded(quint64 generation)
{
    if (generation != m_measure->latestGeneration())
        return;
    m_measuringSoon->cancel();
    m_measuring->hide();
}

void LessonPage::waitForMeasurement()
{
    if (m_measure)
        m_measure->waitCurrent();
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
    fitControls(); // the figure's tables may have grown
}

QStringList LessonPage::shownTexts()
{
    bringUpToDate();
    waitForMeasurement();
    QStringList texts;
    for (const QLabel *label : m_figure->findChildren<QLabel *>())
        texts << plainText(label);
    for (const QTableWidget *table : m_figure->findChildren<QTableWidget *>())
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c)
                if (const QTableWidgetItem *item = table->item(r, c))
                    texts << item->text();
    return texts;
}

void LessonPage::setControlsVisible(bool visible)
{
    m_controlsWanted = visible;
    fitControls();
}

void LessonPage::fitControls()
{
    // The figure comes first: where the page is too narrow for both (the Lesson panel open on
    // a 1280-pixel projector), the controls step aside until there is room again.
    // The same when the figure, narrowed by them, would need more height than the page has: its
    // wrapped headlines and caption would push the chart under the caption.
    const int margin = style()->pixelMetric(QStyle::PM_LayoutLeftMargin);
    const int controls = std::max(m_controls->minimumWidth(), m_controls->minimumSizeHint().width());
    const int needed = 2 * margin + controls + layout()->spacing() + m_figure->minimumSizeHint().width();
    const int figureWidth = width() - 2 * margin - controls - layout()->spacing();
    const bool show = m_controlsWanted && width() >= needed && figureHeightAt(figureWidth) <= height() - 2 * margin;
    if (show == m_controls->isVisibleTo(this) && m_controlsFitted)
        return;
    m_controlsFitted = true;
    m_controls->setVisible(show);
    const int m = show ? margin : 0; // alone: the figure is the page
    layout()->setContentsMargins(m, m, m, m);
}

// The figure's least height at this width: wrapped text at the height it needs there, everything
// else at its minimum.
int LessonPage::figureHeightAt(int width) const
{
    const QMargins m = m_figureLayout->contentsMargins();
    const int inner = width - m.left() - m.right();
    int height = m.top() + m.bottom(), shown = 0;
    for (int i = 0; i < m_figureLayout->count(); ++i) {
        const QLayoutItem *item = m_figureLayout->itemAt(i);
        if (item->isEmpty())
            continue;
        height += item->hasHeightForWidth() ? item->heightForWidth(inner) : item->minimumSize().height();
        ++shown;
    }
    return height + std::max(0, shown - 1) * m_figureLayout->spacing();
}

QSize LessonPage::minimumSizeHint() const
{
    const QMargins m = layout()->contentsMargins();
    return m_figure->minimumSizeHint().grownBy(m).expandedTo(
        QSize(0, m_controls->isVisibleTo(this) ? m_controls->minimumSizeHint().height() : 0));
}

bool LessonPage::controlsShown() const { return m_controls->isVisibleTo(this); }

void LessonPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitControls();
}

bool LessonPage::event(QEvent *event)
{
    const bool done = QWidget::event(event);
    if (event->type() == QEvent::LayoutRequest
        || event->type() == QEvent::Show) // the figure's needs changed (type, rows)
        fitControls();
    return done;
}

void LessonPage::setLook(bool dark, const Look &look)
{
    QFont base = QApplication::font();
    if (look.textPixels > 0)
        base.setPixelSize(int(look.textPixels));
    setFont(base); // the controls and the tables
    auto scaled = [&base](double factor, bool bold) {
        QFont f = base;
        f.setPixelSize(int(std::lround(QFontInfo(base).pixelSize() * factor)));
        f.setBold(bold);
        return f;
    };
    m_titleLabel->setFont(scaled(1.5, true));
    for (QLabel *label : m_headlines)
        label->setFont(scaled(1.35, true));
    for (QLabel *label : m_captions)
        label->setFont(scaled(1.1, false));
    // Axis titles and legends in the room's type too, as on the Network, Training and Jacobian tabs.
    for (LayerChart *chart : m_charts)
        chart->setLook(dark, look.chartScale, look.labelPixels, look.textPixels);
    m_controls->setMaximumWidth(int(std::lround(340 * look.uiScale))); // the buttons' labels grow with the type
    fitControls();
}

bool LessonPage::measurementOutOfMemory() const { return m_measure && m_measure->failedOutOfMemory(); }

void LessonPage::setTitleShown(bool shown) { m_titleLabel->setVisible(shown); }

void LessonPage::finishMeasuring()
{
    bringUpToDate();
    waitForMeasurement();
}

QString LessonPage::problem() const { return m_problem->text(); }

} // namespace gradflow
