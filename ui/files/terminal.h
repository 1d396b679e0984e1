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

// Drops the offscreen platform's "This plugin does not support propagateSizeHints()", printed
// whenever a shown widget has a minimum size: noise on every export without a window.
void quietSizeHintWarnings();

} // namespace gradflow
