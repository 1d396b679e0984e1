#pragma once

#include <QString>

class QCommandLineParser;

namespace gradflow {

// Every option the command line takes, each with its help: the command line's own, then the
// network's and the run's (core's option table, each switch with its --no- form), then the
// command line's others. The parser and --help read this one list.
void addCommandLineOptions(QCommandLineParser &parser);

// --help's text: the usage lines, every option in the list's order, the exit codes.
QString helpText();
// --list-presets' text: each preset's name and its line.
QString presetListText();

} // namespace gradflow
