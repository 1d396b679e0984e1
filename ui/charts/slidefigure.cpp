#include "ui/charts/slidefigure.h"

#include "ui/charts/exponenttext.h"
#include "ui/charts/figureexport.h"
#include "ui/charts/look.h"
#include "ui/charts/slideheadless.h"

#include <QApplication>
#include <QFontInfo>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

constexpr double kTitleFactor = 1.6; // the title over the caption's type, as the network view's export

// The slide around a figure: its title on top, its caption at the foot, and between them the
// room the body is laid out for and drawn into. Qt lays out the wrapped lines, so no line of
// either is cut, whatever their length.
class SlideFrame : public QWidget
{
public:
    SlideFrame(const QString &title, const QString &caption, QSize size)
        : m_title(new QLabel(title)), m_room(new QWidget), m_caption(new QLabel)
    {
        setAttribute(Qt::WA_DontShowOnScreen);
        setAutoFillBackground(true);
        setPalette(slidePaper());
        const Look look = slideLook(size);
        QFont text(QStringLiteral("DejaVu Sans"));
        text.setPixelSize(int(std::lround(look.textPixels)));
        QFont bold = text;
        bold.setPixelSize(int(std::lround(look.textPixels * kTitleFactor)));
        bold.setBold(true);
        m_title->setFont(bold);
        m_title->setTextFormat(Qt::PlainText);
        m_title->setAlignment(Qt::AlignHCenter);
        m_caption->setFont(text);
        setExponentText(m_caption, caption);
        m_caption->setVisible(!caption.isEmpty());
        for (QLabel *label : {m_title, m_caption})
            label->setWordWrap(true);
        m_room->setMinimumSize(1, 1);
        m_room->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        auto *layout = new QVBoxLayout(this);
        const int margin = slideMargin(size);
        layout->setContentsMargins(margin, margin / 2, margin, margin);
        layout->setSpacing(margin / 2);
        layout->addWidget(m_title);
        layout->addWidget(m_room, 1);
        layout->addWidget(m_caption);
        resize(size);
        show();
        layout->activate();
    }
    QRect room() const { return m_room->geometry(); }

private:
    QLabel *m_title;
    QWidget *m_room;
    QLabel *m_caption;
};

// The body's excess over the room it was given: nothing when it fits.
QSize excess(const QWidget *body, QSize room)
{
    return QSize(std::max(0, body->width() - room.width()), std::max(0, body->height() - room.height()));
}

} // namespace

// The views' grey window behind their charts and labels is the desk's, not the slide's.
QPalette slidePaper()
{
    QPalette white = themePalette(false);
    white.setColor(QPalette::Window, white.color(QPalette::Base));
    return white;
}

Look slideLook(QSize size)
{
    return Look::room(std::min(size.height(), size.width()), QFontInfo(QApplication::font()).pixelSize());
}

int slideMargin(QSize size) { return int(std::lround(slideLook(size).textPixels)); }

std::optional<QSize> slideTooSmall(SlideFigure &figure, QSize size)
{
    const SlideFrame frame(figure.slideTitle(), figure.slideCaption(), size);
    const QWidget *body = figure.layOutBody(slideLook(size), frame.room().size());
    const QSize more = excess(body, frame.room().size()) + (frame.size() - size).expandedTo(QSize(0, 0));
    if (more.isNull())
        return std::nullopt;
    return size + more;
}

QString writeSlide(SlideFigure &figure, const QString &path, QSize size, double scale)
{
    SlideFrame frame(figure.slideTitle(), figure.slideCaption(), size);
    const QRect room = frame.room();
    QWidget *body = figure.layOutBody(slideLook(size), room.size());
    if (const QString problem = figure.slideProblem(); !problem.isEmpty())
        return problem; // the body would show an older answer than its settings asked
    body->setPalette(slidePaper());
    if (!excess(body, room.size()).isNull() || frame.size() != size)
        return QCoreApplication::translate("gradflow::SlideFigure", "the figure cannot be drawn in %1x%2")
            .arg(size.width())
            .arg(size.height());
    return exportDrawing(size, path, scale, QStringLiteral("GradFlow: ") + figure.slideTitle(), [&](QPainter &painter) {
        frame.render(&painter);
        body->render(&painter, room.topLeft());
    });
}

QString writeShownSlide(SlideFigure &figure, QSize shownFigure, const QString &viewName, const QString &path,
                        QSize size, double scale)
{
    if (!size.isValid())
        size = slideTooSmall(figure, shownFigure).value_or(shownFigure);
    if (const auto least = slideTooSmall(figure, size))
        return QCoreApplication::translate("gradflow::SlideFigure", "Not exported: %1.")
            .arg(tooSmallText(viewName, size, *least));
    return writeSlide(figure, path, size, scale);
}

QWidget *fitPanelFigure(QWidget &panel, QWidget &figure, QSize size)
{
    panel.resize(size);
    QApplication::processEvents();
    panel.resize(size + (panel.size() - figure.size())); // the figure, not the controls, at size
    QApplication::processEvents();
    QApplication::processEvents(); // the charts refit their ticks after the layout
    return &figure;
}

} // namespace gradflow
