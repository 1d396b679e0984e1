#pragma once

#include "app/cli.h"

class QCommandLineParser;

// The options of what a run draws or computes besides the network: the view and its settings,
// the phase map's grid, the Jacobian's example, training's settings, and the memory of a PNG
// export. Each reads the parser into the options, or throws std::invalid_argument naming the
// option (clivalues.h).
namespace gradflow::cli {

void parseViewOptions(const QCommandLineParser &parser, CliOptions &o); // --view NAME, --set KEY=VALUE
void parsePhaseGrid(const QCommandLineParser &parser, CliOptions &o);   // --std-range, --depth-range, --grid
void parseJacobianExample(const QCommandLineParser &parser, CliOptions &o);
void parseTrainOptions(const QCommandLineParser &parser, CliOptions &o);
void checkExportMemory(const CliOptions &o);

} // namespace gradflow::cli
