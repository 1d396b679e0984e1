#include "ui/charts/chartoverlay.h"

#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gradflow {

ChartOverlay::ChartOverlay(QWidget *host)
    : QWidget(host), m_box(new QWidget(this)), m_text(new QLabel), m_back(new QPushButton)
{
    setObjectName(QStringLiteral("chartOverlay"));
    m_box->setObjectName(QStringLiteral("chartOverlayBox"));
    m_box->setAutoFillBackground(true);
    auto *inner = new QVBoxLayout(m_box);
    m_text->setTextFormat(Qt::PlainText); // reasons quote file names and values
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignCenter);
    inner->addWidget(m_text);
    inner->addWidget(m_back, 0, Qt::AlignHCenter);
    auto *outer = new QVBoxLayout(this);
    outer->addStretch(1);
    outer->addWidget(m_box, 0, Qt::AlignHCenter);
    outer->addStretch(2);
    connect(m_back, &QPushButton::clicked, this, &ChartOverlay::backClicked);
    host->installEventFilter(this);
    setGeometry(host->rect());
    setMode(Mode::Hidden);
}

// The box is centred, so its layout would size it by its size hint, which for wrapped text is
// a guess at another width: in presentation mode it cut the stale text's first and last lines.
// Fix the width and give the text the height it needs at that width.
void ChartOverlay::fitBox()
{
    const int width = std::max(100, std::min(QFontMetrics(m_text->font()).averageCharWidth() * 70, this->width() - 40));
    m_box->setFixedWidth(width);
    const QMargins m = m_box->layout()->contentsMargins();
    m_text->setMinimumHeight(std::max(0, m_text->heightForWidth(width - m.left() - m.right())));
}

void ChartOverlay::showStale(const QString &text)
{
    m_text->setText(text);
    fitBox();
    if (m_mode != Mode::Stale)
        setMode(Mode::Stale);
}

void ChartOverlay::showRefused(const QString &reason, const QString &backLabel)
{
    m_text->setText(reason);
    m_back->setText(backLabel);
    fitBox();
    setMode(Mode::Refused);
}

void ChartOverlay::clear() { setMode(Mode::Hidden); }

QString ChartOverlay::text() const { return m_mode == Mode::Hidden ? QString() : m_text->text(); }

void ChartOverlay::setLook(bool dark, const QFont &font)
{
    m_dark = dark;
    m_text->setFont(font);
    m_back->setFont(font);
    fitBox();
    update();
}

void ChartOverlay::setMode(Mode mode)
{
    const bool changed = mode != m_mode;
    m_mode = mode;
    m_back->setVisible(mode == Mode::Refused && !m_back->text().isEmpty()); // no label: nothing to go back to
    // While stale the charts stay readable and hoverable under the veil.
    setAttribute(Qt::WA_TransparentForMouseEvents, mode == Mode::Stale);
    setVisible(mode != Mode::Hidden);
    if (mode != Mode::Hidden)
        raise();
    update();
    if (changed)
        emit modeChanged(mode);
}

bool ChartOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize) {
        setGeometry(parentWidget()->rect());
        fitBox();
    }
    return QWidget::eventFilter(watched, event);
}

void ChartOverlay::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    QColor veil = m_dark ? QColor(20, 22, 26) : QColor(255, 255, 255);
    veil.setAlphaF(m_mode == Mode::Refused ? 0.8 : 0.55);
    painter.fillRect(rect(), veil);
}

} // namespace gradflow
