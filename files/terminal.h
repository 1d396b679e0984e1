#pragma once

#include <QString>

#include <string>

namespace gradflow {

// Prints "gradflow: MESSAGE" and a newline on standard error, the message through printable():
// the one way the command line's messages reach the terminal, so a newline or an escape
// sequence in a name the user typed (a path, a view, a file's text) never reaches it raw.
void printError(const std::string &message);
void printError(const QString &message);
void printError(const char *message);

// Drops what Qt prints about a window nobody sees, noise on every export and the benchmark: the
// offscreen platform's "This plugin does not support propagateSizeHints()" (whenever a shown
// widget has a minimum size), and the QPainter, QPaintDevice and QWidget::paintEngine warnings of a figure too large
// for its on-screen image (its widgets paint on a null backing store, one line per primitive:
// 1513 for an 8000x8000 network figure; the file is drawn on its own painter, and an export that
// runs out of memory says so in one line).
void quietHeadlessWarnings();

} // namespace gradflow
