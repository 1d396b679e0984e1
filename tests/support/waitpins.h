#pragma once

// Waiting for the pins a tour step or a session brings: the window computes them on a worker
// and applies them in one go (MainWindow::pinsPending), so a test reads the pins after this.
#include "ui/window/mainwindow.h"

#include <QtTest>

inline void waitPins(gradflow::MainWindow &w) { QTRY_VERIFY_WITH_TIMEOUT(!w.pinsPending(), 120000); }
