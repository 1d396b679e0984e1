#pragma once

#include "app/cli.h"

#include <QString>
#include <QStringList>

namespace gradflow {

// What the command line will run: its mode and, with --json or --export, the view.
enum class RunKind {
    Window,
    Csv,
    Json,
    JsonLessonView,
    JsonJacobian,
    Export,
    ExportLessonView,
    ExportTraining,
    ExportJacobian,
    PhaseMap,
    TrainJson,
    TrainCsv,
    SaveNetwork,
    JacobianCsv,
    Other,       // --help, --version, --list-presets, --bench-ui
    ViewRefused, // a --view the mode does not take, refused on its own
};

// The run a mode and a --view name ask for (an empty name: no --view).
RunKind runKind(CliOptions::Mode mode, const QString &view);
// How the run is written on the command line: "--view jacobian --json", "the window".
QString runName(CliOptions::Mode mode, const QString &view);

// The one table of the options that only some runs use: an option given to a run that would
// ignore it is refused, naming the option, the run and where it applies. Throws
// std::invalid_argument; optionNames as QCommandLineParser::optionNames() lists them.
void refuseIgnoredOptions(const QStringList &optionNames, CliOptions::Mode mode, const QString &view);

} // namespace gradflow
