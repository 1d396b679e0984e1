#include "ui/lesson/tourpanel.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/look.h"
#include "files/files.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <algorithm>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <cmath>
#include <stdexcept>

namespace gradflow {

namespace {

// The step's text with its {numbers} in bold and the *names* of what it points at in italics.
QString richText(const std::string &text)
{
    QString out = tallExponents(QString::fromStdString(text)); // escaped, exponents as tall as the digits
    out.replace('{', QStringLiteral("<b>")).replace('}', QStringLiteral("</b>"));
    static const QRegularExpression named(QStringLiteral("\\*([^*]+)\\*"));
    out.replace(named, QStringLiteral("<i>\\1</i>"));
    return out;
}

} // namespace

TourPanel::TourPanel(QWidget *window)
    : QDockWidget(tr("Lesson"), window), m_tourTitle(new QLabel), m_counter(new QLabel), m_stepTitle(new QLabel),
      m_text(new QLabel), m_backButton(new QPushButton(tr("← Back"))), m_nextButton(new QPushButton(tr("Next →")))
{
    setObjectName(QStringLiteral("lessonPanel"));
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea | Qt::BottomDockWidgetArea);
    setWidget(makeBody());
    setLook(Look::desk());

    m_toggle = toggleViewAction();
    m_toggle->setText(tr("&Lesson panel"));
    m_toggle->setShortcut(QKeySequence(tr("Ctrl+L")));
    m_next = new QAction(tr("Next lesson step"), this);
    m_next->setShortcut(QKeySequence(Qt::Key_PageDown));
    m_back = new QAction(tr("Previous lesson step"), this);
    m_back->setShortcut(QKeySequence(Qt::Key_PageUp));
    window->addAction(m_next);
    window->addAction(m_back);
    // At either end a press is no step: a clicker pressed on the last step must not load it again.
    connect(m_next, &QAction::triggered, this, [this] {
        if (m_index + 1 < int(m_tour.steps.size()))
            goTo(m_index + 1);
    });
    connect(m_back, &QAction::triggered, this, [this] {
        if (m_index > 0)
            goTo(m_index - 1);
    });
    connect(m_nextButton, &QPushButton::clicked, m_next, &QAction::trigger);
    connect(m_backButton, &QPushButton::clicked, m_back, &QAction::trigger);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        m_next->setEnabled(visible); // Page Down and Page Up stay the widgets' own while the panel is closed
        m_back->setEnabled(visible);
        if (visible && !m_applied && !m_tour.steps.empty())
            goTo(m_index); // opening the panel loads its step
    });
    m_next->setEnabled(false);
    m_back->setEnabled(false);
    loadTour(QStringLiteral(":/tour.txt"));
}

// The tour's title, the step counter, the step's title and text, and Back and Next.
QWidget *TourPanel::makeBody()
{
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    for (QLabel *label : {m_tourTitle, m_counter, m_stepTitle, m_text})
        label->setWordWrap(true);
    // A tour file's title and step lines are shown as typed: in Qt's AutoText they would be
    // rendered as rich text, <img> read from any local path included. The step text is escaped
    // by richText(), only its {numbers} made bold.
    for (QLabel *label : {m_tourTitle, m_counter, m_stepTitle})
        label->setTextFormat(Qt::PlainText);
    m_text->setTextFormat(Qt::RichText);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // The text takes the room the panel has left, whatever its length: fitStepText() fits it there.
    m_text->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    layout->addWidget(m_tourTitle);
    layout->addWidget(m_counter);
    layout->addWidget(m_stepTitle);
    layout->addWidget(m_text, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_backButton);
    buttons->addWidget(m_nextButton);
    layout->addLayout(buttons);
    body->installEventFilter(this);
    return body;
}

QString TourPanel::loadTour(const QString &path)
{
    QByteArray bytes;
    if (const QString problem = readFileUpTo(path, qint64(maxTourBytes), bytes); !problem.isEmpty())
        return path + QStringLiteral(": ") + problem;
    const QString source = path.startsWith(':') ? tr("built-in tour") : path;
    try {
        m_tour = parseTour(bytes.toStdString(), source.toStdString());
    } catch (const std::invalid_argument &e) {
        return QString::fromUtf8(e.what());
    }
    m_index = 0;
    m_applied = false;
    showStep();
    if (isVisible())
        goTo(0);
    return {};
}

void TourPanel::goTo(int index)
{
    if (m_tour.steps.empty())
        return;
    m_index = std::clamp(index, 0, int(m_tour.steps.size()) - 1);
    emit stepWanted(m_tour.steps[size_t(m_index)]);
    m_applied = true;
    showStep();
}

void TourPanel::setLook(const Look &look)
{
    QFont base = QApplication::font();
    if (look.textPixels > 0)
        base.setPixelSize(int(look.textPixels));
    widget()->setFont(base);
    const int pixels = QFontInfo(base).pixelSize();
    QFont title = base;
    title.setPixelSize(int(std::lround(pixels * 1.3)));
    title.setBold(true);
    m_stepTitle->setFont(title);
    QFont text = base;
    m_textPixels = int(std::lround(pixels * 1.2));
    text.setPixelSize(m_textPixels);
    m_text->setFont(text);
    // Lines of a readable length, without taking the room the main view needs on a projector;
    // fixed, so a longer step text never narrows the charts on Next.
    widget()->setFixedWidth(int(std::lround(270 * std::sqrt(look.uiScale))));
    fitStepText();
}

// The step's text at the look's size, or down to a fifth smaller where the panel is too short to
// hold it whole (a long step in French on a 1080-line projector): no step is cut at its end.
void TourPanel::fitStepText()
{
    QFont font = m_text->font();
    const int least = std::max(1, int(std::lround(m_textPixels * 0.8)));
    for (int pixels = m_textPixels; pixels >= least; --pixels) {
        font.setPixelSize(pixels);
        m_text->setFont(font);
        if (m_text->heightForWidth(m_text->width()) <= m_text->height())
            break;
    }
}

bool TourPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == widget() && event->type() == QEvent::Resize) {
        widget()->layout()->activate(); // the text's box for the panel's new size
        fitStepText();
    }
    return QDockWidget::eventFilter(watched, event);
}

void TourPanel::showStep()
{
    m_tourTitle->setText(QString::fromStdString(m_tour.title));
    if (m_tour.steps.empty())
        return;
    const TourStep &step = m_tour.steps[size_t(m_index)];
    m_counter->setText(tr("Step %1 of %2 (Page Down: next, Page Up: back)").arg(m_index + 1).arg(m_tour.steps.size()));
    m_stepTitle->setText(QString::fromStdString(step.title));
    m_text->setText(richText(step.text));
    m_backButton->setEnabled(m_index > 0);
    m_nextButton->setEnabled(m_index + 1 < int(m_tour.steps.size()));
    // Laid out now, not at the next pass of the event loop: the first frame of a step whose
    // title takes more lines than the last one's would cut it through its letters.
    widget()->layout()->activate();
    fitStepText();
}

QString TourPanel::shownText() const { return m_stepTitle->text() + '\n' + m_text->text(); }

void TourPanel::setPresentation(bool on)
{
    if (on) {
        m_shownBeforePresentation = isVisible();
        hide();
    } else if (m_shownBeforePresentation) {
        show();
    }
}

} // namespace gradflow
