#pragma once

#include "core/model/config.h"

#include <QByteArray>
#include <QString>

#include <string>

namespace gradflow {

// Writes data to path, all or nothing: a regular file (or a new one) is written to a temporary
// ".NAME.gradflow-XXXXXX" beside it and renamed over it, so a failed write leaves the old file
// as it was; a replaced file keeps its owner and mode, and a read-only one (no write bit) is
// refused. A save killed at the rename leaves a complete temporary: the next save of the same
// file removes it (only temporaries no running save holds). An existing device or pipe
// (/dev/null, a FIFO) is written in place instead: a rename over it would, as root, replace
// /dev/null itself. A symbolic link is written through: its target (even one that does not
// exist yet) is replaced and the link kept; a folder, or a link to one, is refused.
// Returns an empty string, or what went wrong and what to do.
// Qt Core only: the command line and the window both write through it.
QString writeFileAtomically(const QString &path, const QByteArray &data);

// Empty, or why path (when it exists) is no file to open or write from the window: a FIFO or
// device blocks in open() until another process joins, which would freeze the GUI thread.
QString notRegularFileProblem(const QString &path);

// Applies the configuration file at path over config and run (see applyConfigJson), reading at
// most limits::maxConfigBytes + 1 bytes so /dev/zero is refused rather than read until memory
// runs out. Throws std::invalid_argument starting with source; both are untouched then.
void readConfigFile(const QString &path, ModelConfig &config, RunSettings &run, const std::string &source);

} // namespace gradflow
