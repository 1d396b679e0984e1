#pragma once

#include "core/model/config.h"

#include <functional>
#include <map>
#include <sstream>
#include <string>

namespace gradflow {

// One command of a benchmark's --serve mode: reads its arguments from the rest of the line and
// prints its one-line answer.
using ServeCommand = std::function<void(std::istringstream &arguments)>;

// The line protocol a benchmark speaks with its Python peer (bench/fair.py, bench/train_peer.py):
// one command a line on stdin, one answer a line on stdout, flushed, until stdin ends. Besides
// the given commands, "isa" names the product kernels' instruction set, "handoffs helper|alone|
// adaptive" says where the second core's jobs go from then on, and "alone" answers the batches
// the fall-back kept on the calling thread and the jobs run on a helper, since the start
// (secondcore.h); an unknown command or one that throws answers "error: ..." and the loop goes
// on. Returns the exit code.
int serveLines(const std::map<std::string, ServeCommand> &commands);

// The lesson's network (ReLU, He init) at a size the peers are told: precision "float" or
// anything else for double.
ModelConfig servedModel(int depth, int width, int batch, const std::string &precision);

} // namespace gradflow
