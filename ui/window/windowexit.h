#pragma once

class QWidget;

namespace gradflow {

// Closing's first part: the window and the windows it opened (the phase map) leave the screen at
// once, so the user sees it gone, and every worker under it is told to stop; none is waited for.
void leaveTheScreen(QWidget *window);

// How the program ends once its window has closed. Closing hid the window, told the workers to
// stop and saved all a restart reads (MainWindow::closeEvent); what is left is memory, gigabytes
// for a deep network in training, and workers still ending their layer. The process leaves at
// once, standard streams flushed: the kernel takes the memory back whole, where destroying the
// window would return it piece by piece and wait for the workers, and static destructors would
// wait for a computation still running. A sanitized build destroys the window first
// (leaveDestroysWindow()), so the checkers see that path.
[[noreturn]] void leaveAfterWindow(int code, QWidget *window);

// Whether leaveAfterWindow() destroys the window: in a sanitized build only.
bool leaveDestroysWindow();

} // namespace gradflow
