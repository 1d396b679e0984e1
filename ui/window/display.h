#pragma once

#include <QString>

namespace gradflow {

// Whether Qt's default platform would find a display, tried before QApplication exists (Qt
// aborts the process when it cannot connect). Only the platforms Qt picks itself are tried:
// with QT_QPA_PLATFORM set to anything but xcb or wayland, the answer is yes. When no display
// is usable, *why (if given) says what was tried, e.g. "cannot connect to X display ':99'".
bool displayUsable(QString *why = nullptr);

} // namespace gradflow
