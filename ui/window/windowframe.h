#pragma once

#include <QByteArray>
#include <QRect>

class QMainWindow;
class QWidget;

namespace gradflow {

// Where the window's frame goes on the screens there are now (fitOnScreens over the primary
// screen first, then the others); an empty rectangle when it overlaps none.
QRect fittedFrame(const QRect &frame);
// Moves and sizes the window so its frame is frame.
void setFrame(QWidget &window, const QRect &frame);
// A saved geometry from another screen set-up can put the window where no screen is, larger
// than its screen or off its edge: it comes back on a screen, or at its default size where it
// overlaps none. Full screen is presentation mode's, never the geometry's alone.
void restoreFrame(QMainWindow &window, const QByteArray &geometry, const QByteArray &state);
// A window not restored (or restored too small) gets its default size on its screen.
void giveDefaultSize(QWidget &window);

} // namespace gradflow
