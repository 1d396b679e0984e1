#pragma once

#include "app/cli.h"

#include <QStringList>

#include <string>

namespace gradflow {

// Refuses, naming the flag, what means nothing for the configuration's architecture: the
// dense network's flags (--init, --residual, --head, --loss, ...) and the modes a transformer
// has none of for a transformer; a transformer's own flags (--heads, --vocab, ...) for the
// dense network. `given` holds the flags typed on the command line (a configuration file
// carries every key and is not refused for them). `view` is --view's value as typed: a
// transformer's Training tab exports as the dense network's (--view training --export FILE).
// Throws std::invalid_argument.
void checkArchitectureFlags(const QStringList &given, const CliOptions &options, const QString &view);

// Whether the options ask for a transformer's table, JSON or .npz.
bool isTransformerRun(const CliOptions &options);

// What --csv, --json, --train-json or --train-csv writes for a transformer (--save-network:
// writeTransformerNpz(), written as it is drawn). A pass whose values left the
// precision's range says where on standard error, and so does one that keeps less than every
// weight and activation to stay under --max-memory (what it recomputes instead). Throws
// std::invalid_argument for a bad configuration or one that does not fit --max-memory.
std::string transformerOutput(const CliOptions &options);

} // namespace gradflow
