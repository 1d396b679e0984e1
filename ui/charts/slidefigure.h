#pragma once

#include <QPalette>
#include <QSize>
#include <QString>

#include <optional>

class QWidget;

namespace gradflow {

struct Look;

// What every exportable view gives the one export path: a title, a caption, and its figure (the
// body between them) laid out for a slide. writeSlide() draws them all alike: the same title,
// margins and type, at any of the slide sizes.
class SlideFigure
{
public:
    virtual ~SlideFigure() = default;
    virtual QString slideTitle() const = 0;
    virtual QString slideCaption() const = 0; // under the body; may carry powers ("10⁻³"); empty: none
    // The body with type for look, laid out at size and up to date (measurements done, layouts
    // settled); its size differs from size when it needs more room. Never shown on screen.
    virtual QWidget *layOutBody(const Look &look, QSize size) = 0;
    // Why the body laid out last cannot be drawn (a measurement that failed); empty: it can.
    virtual QString slideProblem() const { return {}; }
};

// The type, margins and fonts of a slide size: text for the smaller of its height and width, as
// presentation mode sizes it for a screen that tall.
Look slideLook(QSize size);
int slideMargin(QSize size); // blank on every side of a slide
QPalette slidePaper();       // a slide's white, as the network view's export: behind every figure

// The smallest slide the figure fits, when size is too small for it; nothing when it fits.
std::optional<QSize> slideTooSmall(SlideFigure &figure, QSize size);

// The figure as a slide of size (PNG at scale pixels per point, SVG or PDF by the suffix),
// written atomically. Returns the reason it was not written, empty when written; throws
// ImageOutOfMemory.
QString writeSlide(SlideFigure &figure, const QString &path, QSize size, double scale);

// A view of the window as a slide of size: empty, the size its figure has on screen
// (shownFigure), grown to hold the title and caption. Returns the reason it was not written
// (viewName names the view when the size is too small, as tooSmallText), empty when written.
QString writeShownSlide(SlideFigure &figure, QSize shownFigure, const QString &viewName, const QString &path,
                        QSize size, double scale);

// For a tab's panel drawn as a slide: the panel laid out so that its figure (the part below its
// controls) is size, its layouts and charts settled. Returns the figure.
QWidget *fitPanelFigure(QWidget &panel, QWidget &figure, QSize size);

} // namespace gradflow
