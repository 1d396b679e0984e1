#pragma once

#include "app/cli.h"

namespace gradflow {

// Runs what needs no window: the tables (--csv, --json, --phase-map-csv, a view's --json),
// training and the network's file, the Jacobian's table, a transformer's, and --list-presets,
// --help and --version. Writes results to standard output or a file (atomically) and messages to
// standard error through printError(); returns an ExitCode.
int runCommandLine(const CliOptions &options);

} // namespace gradflow
